import { Transform, plainToInstance } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, Min, validateSync } from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  return value;
};
const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** The raw environment, as documented in the README's configuration table. */
export class Environment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: 'development' | 'production' | 'test';

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @IsString()
  HOST?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_MAX?: number;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  MIGRATE_ON_START?: boolean;

  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsEmail()
  SUPPORT_EMAIL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(
    /^(?:(?:chrome|moz|safari-web)-extension:\/\/[a-z0-9-]+|moz-extension:\/\/\*)(?:,(?:(?:chrome|moz|safari-web)-extension:\/\/[a-z0-9-]+|moz-extension:\/\/\*))*$/i,
    {
      message:
        'EXTENSION_ORIGINS must be a comma-separated list of chrome-extension://<id> or moz-extension://<id> origins (moz-extension://* admits every Firefox install)',
    },
  )
  EXTENSION_ORIGINS?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^(true|false|\d+)$/, { message: 'TRUST_PROXY must be true, false or a number of proxy hops' })
  TRUST_PROXY?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(3_600_000)
  HTTP_HEADERS_TIMEOUT_MS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(3_600_000)
  HTTP_REQUEST_TIMEOUT_MS?: number;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  API_DOCS?: boolean;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_EXPENSIVE_PER_MINUTE?: number;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[\w:.-]{1,64}$/, { message: 'REDIS_KEY_PREFIX must be up to 64 letters, digits, colons, dots or dashes' })
  REDIS_KEY_PREFIX?: string;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[^\s,:]+:\d{1,5}(,[^\s,:]+:\d{1,5})*$/, {
    message: 'SCRAPE_ALLOWED_HOSTS must be a comma-separated list of host:port entries, e.g. 127.0.0.1:8080',
  })
  SCRAPE_ALLOWED_HOSTS?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  OPENAI_API_KEY?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  OPENAI_BASE_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  OPENAI_MODEL?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(300000)
  OPENAI_TIMEOUT_MS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsNumber()
  @Min(0)
  @Max(2)
  OPENAI_TEMPERATURE?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(600)
  @Max(32000)
  OPENAI_MAX_TOKENS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(2147483000)
  OPENAI_SEED?: number;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  OIDC_ISSUER_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  OIDC_CLIENT_ID?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  OIDC_CLIENT_SECRET?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @Matches(/^.{32,}$/, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^\s*[^,\s@]+@[^,\s@]+\s*(,\s*[^,\s@]+@[^,\s@]+\s*)*$/, { message: 'ADMIN_EMAILS must be a comma-separated list of e-mail addresses' })
  ADMIN_EMAILS?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  MONOBANK_TOKEN?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  MONOBANK_API_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(/^[a-z-]+(,[a-z-]+)*$/, { message: 'ALLOW_DEV_DEFAULTS must be a comma-separated list such as database,sign-in,payments,letter-writer' })
  ALLOW_DEV_DEFAULTS?: string;
}

export class ConfigError extends Error {}

export function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const parsed = plainToInstance(Environment, { ...env }, { excludeExtraneousValues: false });
  const errors = validateSync(parsed, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((msg) => `  - ${e.property}: ${msg}`));
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed;
}
