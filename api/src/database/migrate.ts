import { MikroORM } from '@mikro-orm/postgresql';
import { IN_MEMORY, loadConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migration-runner';
import { buildOrmOptions, type DatabaseTarget } from './orm-options';

/** `npm run migrate -w api`: apply pending migrations once, e.g. before starting replicas. */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.database.url ? undefined : await startEmbeddedPostgres(config.database.dataDir === IN_MEMORY ? undefined : config.database.dataDir);
  const target: DatabaseTarget = embedded ? { socketDir: embedded.socketDir, port: embedded.port, dbName: embedded.dbName } : { url: config.database.url! };
  const orm = await MikroORM.init(buildOrmOptions(target, 2));
  try {
    const applied = await runMigrations(orm, target);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to apply: the schema is up to date');
  } finally {
    await orm.close();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
