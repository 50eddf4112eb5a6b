import 'reflect-metadata';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { ConfigError } from './config/environment';
import { unreachableDatabaseMessage } from './database/unreachable-database';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  try {
    const app = await createApp(config);
    await app.listen(config.http.port, config.http.host);
  } catch (error) {
    const unreachable = unreachableDatabaseMessage(error, config.database.url);
    if (unreachable) throw new ConfigError(unreachable);
    throw error;
  }
  console.log(`Cover letter generator listening on ${config.http.publicUrl} (port ${config.http.port})`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
