import { API } from '@coverletter/contracts';
import { MikroORM } from '@mikro-orm/core';
import { getStorageToken, type ThrottlerStorage } from '@nestjs/throttler';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '../config/app-config';
import { DatabaseTargetProvider } from '../database/database-target.provider';
import { oidcRateLimit } from '../common/throttling';
import { createDevIdentityProvider, DEV_ISSUER_PATH, endDevIdentitySession } from './dev-idp/dev-identity-provider';
import { devLoginRouter } from './dev-idp/dev-login.router';
import { HttpSessionService } from './http-session.service';
import { createHttpSessions } from './http-sessions';
import { OidcClientService } from './oidc-client.service';
import { originCheck } from './origin-check';

/**
 * Express-level pieces of sign-in, installed before Nest's routes and body parsers (the identity
 * provider reads its own bodies): cross-site request refusal, the HTTP sessions with passport (run
 * per route by the AccessGuard, see HttpSessionService), and (without a configured issuer) the dev
 * identity provider.
 */
export function installAuth(app: NestExpressApplication, config: AppConfig): { close(): Promise<void> } {
  app.use(originCheck(config));
  const sessions = createHttpSessions(config, app.get(DatabaseTargetProvider).target);
  app.get(HttpSessionService).attach(sessions.middlewares);
  app.get(OidcClientService).attach(sessions.passport);
  if (!config.auth.oidc) {
    const orm = app.get(MikroORM);
    const provider = createDevIdentityProvider(config, orm);
    app.use(DEV_ISSUER_PATH, oidcRateLimit(app.get<ThrottlerStorage>(getStorageToken()), config));
    app.use(API.logout, endDevIdentitySession(provider));
    app.use(`${DEV_ISSUER_PATH}/interaction`, devLoginRouter(provider, orm));
    app.use(DEV_ISSUER_PATH, provider.callback());
  }
  return sessions;
}
