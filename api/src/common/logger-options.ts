import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config/app-config';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** Takes a well-formed incoming X-Request-ID (from a proxy) or makes one, and echoes it back. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  if (typeof req.id === 'string') return req.id;
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-ID', id);
  req.id = id;
  return id;
}

/** Path segments that work like a password for whoever holds them. */
const SECRET_SEGMENTS: Array<[RegExp, string]> = [
  [/^(\/api\/payment\/verify\/)[^/?]+/, '$1:reference'],
  [/^(\/oidc\/interaction\/)[^/?]+/, '$1:uid'],
];

/**
 * The URL as logged: query values are left out (sign-in codes, state, guest session ids, payment
 * references travel there), their names kept; references in paths are masked.
 */
export function urlForLog(url: string): string {
  const [path, query] = url.split('?', 2);
  const maskedPath = SECRET_SEGMENTS.reduce((p, [pattern, replacement]) => p.replace(pattern, replacement), path);
  if (!query) return maskedPath;
  const names = [...new URLSearchParams(query).keys()];
  return `${maskedPath}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}`;
}

interface ErrorLike {
  name?: unknown;
  type?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  sqlState?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

const SQL_STATEMENT = /^\s*(select|insert|update|delete|with|create|alter|drop|begin|commit|rollback)\s/i;

/**
 * A driver error's own sentence. MikroORM builds the message as `<SQL with its values> - <the
 * server's sentence>`, then adds `\n - detail: …` (the failing row's values) and `\n - hint: …`;
 * the sentence itself may quote a value ('invalid input syntax for type uuid: "…"'), so quoted
 * parts are masked: names of constraints, tables and columns are logged from their own fields.
 */
function driverSentence(message: string): string {
  const withoutDetail = message.split(/\n - (?:detail|hint): /)[0];
  const sentence = withoutDetail.includes(' - ') ? withoutDetail.split(' - ').pop()! : SQL_STATEMENT.test(withoutDetail) ? 'query failed' : withoutDetail;
  return sentence.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
}

const nameOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * An error as logged: its name, code, message and stack frames, but never a query, its parameters
 * or the failing row. The error arrives either as an Error or already serialised by pino-http (a
 * plain object with `type`, `message`, `stack` and every own property of the error, a driver's
 * query, parameters and detail included): only the named fields are ever kept.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: (typeof error === 'string' ? error : String(error)).slice(0, 300) };
  const e = error as ErrorLike;
  const type = error instanceof Error ? error.name : typeof e.type === 'string' ? e.type : 'Error';
  const rawMessage = typeof e.message === 'string' ? e.message : '';
  const isDriverError = typeof e.sqlState === 'string' || /Exception$/.test(type) || SQL_STATEMENT.test(rawMessage);
  const message = (isDriverError ? driverSentence(rawMessage) : rawMessage).slice(0, 300);
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? e.code : undefined;
  const frames = (typeof e.stack === 'string' ? e.stack : '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 15);
  const names = isDriverError ? { constraint: nameOrUndefined(e.constraint), table: nameOrUndefined(e.table), column: nameOrUndefined(e.column) } : {};
  return { type, code, message, ...names, stack: frames.join('\n') };
}

/**
 * Whether pino-http's line per finished request (written at `info`) can reach the log. Above
 * `info` it never would, so the listeners and bookkeeping it adds to every request are left out.
 */
export function logsEveryRequest(level: string): boolean {
  return (pino.levels.values[level] ?? Infinity) <= pino.levels.values.info;
}

/** Structured JSON logs. Cookies, tokens and session ids are redacted; bodies are never logged. */
export function loggerOptions(config: AppConfig): Params {
  const options: PinoHttpOptions = {
    level: config.logLevel,
    genReqId: assignRequestId,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-session-id"]', 'res.headers["set-cookie"]'],
    autoLogging: logsEveryRequest(config.logLevel) ? { ignore: (req) => (req.url ?? '').startsWith('/api/health') } : false,
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: urlForLog(req.url) }),
      // Response headers carry sign-in codes (Location) and cookies: only the status is logged.
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: errorForLog,
    },
  };
  const pinoHttp: Params['pinoHttp'] = config.logDestination ? [options, config.logDestination as DestinationStream] : options;
  // Above `info` pino-http's middleware is not mounted: requestLogContext() gives the request its logger when something logs.
  return logsEveryRequest(config.logLevel) ? { pinoHttp } : { pinoHttp, forRoutes: [] };
}
