import type { Params } from 'nestjs-pino';
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

/**
 * An error as logged: its name, code, message and stack frames, but never a query's parameters. A
 * database driver's message starts with the SQL it ran (values inlined: CV text, letters), so
 * only the driver's own sentence after the last ' - ' is kept.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: (typeof error === 'string' ? error : JSON.stringify(error) ?? String(error)).slice(0, 300) };
  const { code, sqlState } = error as Error & { code?: unknown; sqlState?: unknown };
  const isDriverError = typeof sqlState === 'string' || /Exception$/.test(error.name) || /^(select|insert|update|delete|with|create|alter|drop)\s/i.test(error.message);
  const message = (isDriverError ? error.message.split(' - ').pop() ?? '' : error.message).slice(0, 300);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 15);
  return { type: error.name, code, message, stack: frames.join('\n') };
}

/** Structured JSON logs. Cookies, tokens and session ids are redacted; bodies are never logged. */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: assignRequestId,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-session-id"]', 'res.headers["set-cookie"]'],
      autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: urlForLog(req.url) }),
        // Response headers carry sign-in codes (Location) and cookies: only the status is logged.
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: errorForLog,
      },
    },
  };
}
