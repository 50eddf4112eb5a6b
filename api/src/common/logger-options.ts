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

/** Structured JSON logs. Cookies, tokens and session ids are redacted; bodies are never logged. */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: assignRequestId,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-session-id"]', 'res.headers["set-cookie"]'],
      autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      },
    },
  };
}
