import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { Passport } from 'passport';
import { Pool } from 'pg';
import type { AppConfig } from '../config/app-config';
import { pgClientConfig } from '../database/migration-runner';
import type { DatabaseTarget } from '../database/orm-options';

export const SESSION_COOKIE = 'cl.sid';

export type PassportInstance = InstanceType<typeof Passport>;
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_S = 15 * 60;

/** What the signed-in session keeps: the user's id only; everything else is loaded per request. */
export interface SessionUser {
  id: string;
}

declare module 'express-session' {
  interface SessionData {
    /** A guest session to carry into the account after sign-in (GET /api/login?sessionId=). */
    pendingCarryOverSessionId?: string;
    returnTo?: string;
  }
}

/**
 * Signed-in HTTP sessions stored in PostgreSQL (shared by every app process), with passport on
 * top. Cookie: httpOnly, SameSite=Lax, Secure when PUBLIC_URL is https. Not installed on the whole
 * app: the middlewares go to HttpSessionService, which the AccessGuard runs for the routes that
 * read or write the session. Returns the per-app Passport instance and a close function for shutdown.
 */
export function createHttpSessions(config: AppConfig, target: DatabaseTarget) {
  const pool = new Pool({ ...pgClientConfig(target), max: 4 });
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: 'http_session', createTableIfMissing: false, pruneSessionInterval: PRUNE_INTERVAL_S });
  const passport = new Passport();
  passport.serializeUser<SessionUser>((user, done) => done(null, { id: (user as SessionUser).id }));
  passport.deserializeUser<SessionUser>((stored, done) => done(null, stored));

  const middlewares = [
    session({
      name: SESSION_COOKIE,
      secret: config.auth.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      proxy: config.http.trustProxy !== false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.auth.secureCookies, maxAge: SESSION_MAX_AGE_MS },
    }),
    passport.initialize(),
    passport.session(),
  ];
  return {
    passport,
    middlewares,
    async close() {
      store.close();
      await pool.end();
    },
  };
}
