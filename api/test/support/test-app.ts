import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { createApp } from '../../src/app.factory';
import { IN_MEMORY, loadConfig, type AppConfig } from '../../src/config/app-config';
import { freePort } from './free-port';
import { createTestDatabase } from './test-database';
import { DatabaseTargetProvider } from '../../src/database/database-target.provider';

export interface TestApp {
  app: NestExpressApplication;
  http: Server;
  config: AppConfig;
  /** http://127.0.0.1:PORT: the app really listens there (sign-in calls back into it). */
  baseUrl: string;
  close(): Promise<void>;
}

/** The whole application on a fresh database of its own, ready for supertest. */
export async function createTestApp(env: Record<string, string> = {}, options: { logDestination?: AppConfig['logDestination'] } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: '100000',
    WEB_DIST_DIR: '/nonexistent',
    ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: IN_MEMORY }),
    ...env,
  });
  config.logDestination = options.logDestination;
  const app = await createApp(config);
  await app.listen(port, '127.0.0.1');
  return {
    app,
    http: app.getHttpServer() as Server,
    config,
    baseUrl,
    async close() {
      const targets = app.get(DatabaseTargetProvider);
      await app.close();
      await targets.stopped;
      await database?.drop();
    },
  };
}
