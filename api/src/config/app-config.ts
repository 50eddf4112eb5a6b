import { resolve } from 'node:path';
import { ConfigError, parseEnvironment } from './environment';

export const DEV_DEFAULTS = ['database', 'sign-in', 'payments', 'letter-writer', 'extensions'] as const;
export type DevDefault = (typeof DEV_DEFAULTS)[number];

/** The one typed, validated configuration object; built once at boot from the environment. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  http: {
    port: number;
    host: string;
    publicUrl: string;
    trustProxy: boolean | number;
    extensionOrigins: string[] | 'any-extension';
    jsonBodyLimit: string;
    /** A client must have sent all its headers within this time, and its whole request within requestTimeoutMs. */
    headersTimeoutMs: number;
    requestTimeoutMs: number;
  };
  /** The OpenAPI document and Swagger UI at /api/docs: always outside production, in production only with API_DOCS=true. */
  apiDocs: boolean;
  database: {
    /** Unset means the embedded PostgreSQL, its cluster in `dataDir`/postgres. */
    url?: string;
    poolMax: number;
    /** A folder, or `memory://` for an embedded database that lives only as long as the process. */
    dataDir: string;
    migrateOnStart: boolean;
  };
  web: { distDir: string };
  supportEmail: string;
  scrape: {
    /** `host:port` pairs a scrape may reach even though they resolve to private addresses (local testing). */
    allowedHosts: string[];
  };
  /** Unset means the built-in local letter writer. */
  openai?: { apiKey: string; baseUrl?: string; model: string; timeoutMs: number; temperature: number; maxTokens: number; seed: number };
  auth: {
    /** Unset means the built-in dev identity provider served at /oidc. */
    oidc?: { issuerUrl: string; clientId: string; clientSecret?: string };
    sessionSecret: string;
    secureCookies: boolean;
    adminEmails: string[];
  };
  /** Unset means the built-in dev gateway (every payment succeeds, developmentMode). */
  monobank?: { token: string; apiUrl: string };
  rateLimit: {
    perMinute: number;
    expensivePerMinute: number;
    /** Counters shared by every process; unset means each process counts on its own (one process only). */
    redis?: { url: string; keyPrefix: string };
  };
  logLevel: string;
  /** Where the JSON log lines go; stdout when unset (tests pass a stream to read them back). */
  logDestination?: { write(line: string): void };
  allowedDevDefaults: DevDefault[];
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export const IN_MEMORY = 'memory://';

/** Signs session cookies when SESSION_SECRET is unset; production refuses it. */
const DEV_SESSION_SECRET = 'dev-only-session-secret-do-not-use-in-production';

export const DEFAULT_SUPPORT_EMAIL = 'support@coverletter.app';

function parseTrustProxy(value: string | undefined): boolean | number {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return Number(value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnvironment(env);
  const port = e.PORT ?? 3000;
  const nodeEnv = e.NODE_ENV ?? 'development';
  const allowed = (e.ALLOW_DEV_DEFAULTS ?? '').split(',').filter(Boolean);
  if (e.OIDC_ISSUER_URL && !e.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration:\n  - OIDC_CLIENT_ID: required when OIDC_ISSUER_URL is set');
  }
  const unknown = allowed.filter((d) => !(DEV_DEFAULTS as readonly string[]).includes(d));
  if (unknown.length) {
    throw new ConfigError(`Invalid configuration:\n  - ALLOW_DEV_DEFAULTS: unknown value(s) ${unknown.join(', ')}; use ${DEV_DEFAULTS.join(', ')}`);
  }
  const config: AppConfig = {
    env: nodeEnv,
    http: {
      port,
      host: e.HOST ?? '0.0.0.0',
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      extensionOrigins: e.EXTENSION_ORIGINS ? e.EXTENSION_ORIGINS.split(',') : 'any-extension',
      jsonBodyLimit: '1mb',
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS ?? 20_000, e.HTTP_REQUEST_TIMEOUT_MS ?? 120_000),
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS ?? 120_000,
    },
    apiDocs: e.API_DOCS ?? nodeEnv !== 'production',
    database: {
      url: e.DATABASE_URL,
      poolMax: e.DATABASE_POOL_MAX ?? 10,
      dataDir: e.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolve(e.DATA_DIR ?? 'data'),
      migrateOnStart: e.MIGRATE_ON_START ?? true,
    },
    web: { distDir: resolve(e.WEB_DIST_DIR ?? resolve(__dirname, '../../../web/dist')) },
    supportEmail: e.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    scrape: {
      allowedHosts: (e.SCRAPE_ALLOWED_HOSTS ?? '')
        .split(',')
        .filter(Boolean)
        .map((h) => h.toLowerCase()),
    },
    openai: e.OPENAI_API_KEY
      ? {
          apiKey: e.OPENAI_API_KEY,
          baseUrl: e.OPENAI_BASE_URL,
          model: e.OPENAI_MODEL ?? 'gpt-4o-mini',
          timeoutMs: e.OPENAI_TIMEOUT_MS ?? 60_000,
          temperature: e.OPENAI_TEMPERATURE ?? 0.3,
          maxTokens: e.OPENAI_MAX_TOKENS ?? 2_000,
          seed: e.OPENAI_SEED ?? 1_000,
        }
      : undefined,
    auth: {
      oidc: e.OIDC_ISSUER_URL ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET } : undefined,
      sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
      secureCookies: (e.PUBLIC_URL ?? '').startsWith('https:'),
      adminEmails: (e.ADMIN_EMAILS ?? '')
        .split(',')
        .filter(Boolean)
        .map((m) => m.trim().toLowerCase()),
    },
    monobank: e.MONOBANK_TOKEN ? { token: e.MONOBANK_TOKEN, apiUrl: (e.MONOBANK_API_URL ?? 'https://api.monobank.ua').replace(/\/$/, '') } : undefined,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE ?? 300,
      expensivePerMinute: e.RATE_LIMIT_EXPENSIVE_PER_MINUTE ?? 20,
      redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX ?? 'coverletter:' } : undefined,
    },
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    allowedDevDefaults: allowed as DevDefault[],
  };
  assertProductionReady(config);
  return config;
}

/** In production a built-in dev default is refused unless ALLOW_DEV_DEFAULTS names it. */
function assertProductionReady(config: AppConfig): void {
  if (config.env !== 'production') return;
  const missing: string[] = [];
  if (!config.database.url && !config.allowedDevDefaults.includes('database')) {
    missing.push('DATABASE_URL is not set (the embedded database is for development; allow it with ALLOW_DEV_DEFAULTS=database)');
  }
  if (!config.auth.oidc && !config.allowedDevDefaults.includes('sign-in')) {
    missing.push('OIDC_ISSUER_URL is not set (the built-in dev identity provider lets anyone sign in as anyone; allow it with ALLOW_DEV_DEFAULTS=sign-in)');
  }
  if (config.auth.sessionSecret === DEV_SESSION_SECRET && !config.allowedDevDefaults.includes('sign-in')) {
    missing.push('SESSION_SECRET is not set (at least 32 random characters; it signs the session cookies; the dev sign-in default allows a built-in one)');
  }
  if (!config.monobank && !config.allowedDevDefaults.includes('payments')) {
    missing.push('MONOBANK_TOKEN is not set (the dev gateway marks every payment as paid; allow it with ALLOW_DEV_DEFAULTS=payments)');
  }
  if (!config.openai && !config.allowedDevDefaults.includes('letter-writer')) {
    missing.push('OPENAI_API_KEY is not set (the local letter writer is for development; allow it with ALLOW_DEV_DEFAULTS=letter-writer)');
  }
  if (config.http.extensionOrigins === 'any-extension' && !config.allowedDevDefaults.includes('extensions')) {
    missing.push(
      "EXTENSION_ORIGINS is not set (without it any browser extension gets signed-in CORS; list the published extension's origins, e.g. chrome-extension://<id>,moz-extension://<id>, or allow any with ALLOW_DEV_DEFAULTS=extensions)",
    );
  }
  if (missing.length) {
    throw new ConfigError(`Refusing to start in production:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  }
}
