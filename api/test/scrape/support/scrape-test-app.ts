import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { Server } from 'node:http';
import { AppModule } from '../../../src/app.module';
import { createValidationPipe } from '../../../src/common/validation.pipe';
import { IN_MEMORY, loadConfig } from '../../../src/config/app-config';
import { DEFAULT_FETCH_LIMITS, FETCH_LIMITS, type FetchLimits } from '../../../src/fetcher/fetch-limits';
import { HOST_RESOLVER, type HostResolver } from '../../../src/fetcher/host-resolver';
import { LINKEDIN_BASE_URL } from '../../../src/linkedin/linkedin-profile-url';
import { createTestDatabase } from '../../support/test-database';
import { DatabaseTargetProvider } from '../../../src/database/database-target.provider';

export interface ScrapeOverrides {
  limits?: Partial<FetchLimits>;
  resolver?: HostResolver;
  linkedinBaseUrl?: string;
}

export interface ScrapeTestApp {
  http: Server;
  close(): Promise<void>;
}

/**
 * The whole application like `createTestApp`, with the scrape seams replaced: shorter fetch
 * limits, a fake DNS and the LinkedIn base URL. These are providers, not settings, so production
 * has no way to change them.
 */
export async function createScrapeTestApp(env: Record<string, string>, overrides: ScrapeOverrides): Promise<ScrapeTestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: '100000',
    WEB_DIST_DIR: '/nonexistent',
    ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: IN_MEMORY }),
    ...env,
  });
  let builder = Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(FETCH_LIMITS)
    .useValue({ ...DEFAULT_FETCH_LIMITS, ...overrides.limits });
  if (overrides.resolver) builder = builder.overrideProvider(HOST_RESOLVER).useValue(overrides.resolver);
  if (overrides.linkedinBaseUrl) builder = builder.overrideProvider(LINKEDIN_BASE_URL).useValue(overrides.linkedinBaseUrl);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
  app.useGlobalPipes(createValidationPipe());
  await app.init();
  return {
    http: app.getHttpServer() as Server,
    async close() {
      const targets = app.get(DatabaseTargetProvider);
      await app.close();
      await targets.stopped;
      await database?.drop();
    },
  };
}
