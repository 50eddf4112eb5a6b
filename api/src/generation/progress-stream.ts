import { EVENT_STREAM_TYPE, GENERATION_EVENTS, type GenerationPhase } from '@coverletter/contracts';
import { StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PassThrough } from 'node:stream';
import { HttpExceptionFilter } from '../common/http-exception.filter';
import type { PhaseListener } from './letter-composer';

/** A comment line this often keeps proxies from closing a quiet stream while the model writes. */
export const KEEP_ALIVE_MS = 15_000;

const errorBodies = new HttpExceptionFilter();

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function wantsEventStream(req: Request): boolean {
  return (req.headers.accept ?? '').split(',').some((type) => type.trim().split(';')[0] === EVENT_STREAM_TYPE);
}

/**
 * Answers a generation route as JSON, or, when the client accepts `text/event-stream`, as
 * server-sent events: `phase` as each step starts, then `result` or `error`. The stream opens at
 * the first phase, after the route's guards, the rate limiter and the service's own refusals
 * (no CV, 402, 409, 429), which therefore stay plain JSON errors with their status codes.
 * Work that ends without a phase (a repeat answered with the stored letter) is answered as JSON too.
 * A client that goes away does not stop the writing: the letter is saved and can be read later.
 */
export async function answerWithProgress<T>(
  req: Request & { id?: unknown },
  res: Response,
  work: (onPhase?: PhaseListener) => Promise<T>,
): Promise<T | StreamableFile> {
  if (!wantsEventStream(req)) return work();
  const started = Date.now();
  const stream = new PassThrough();
  let opened: () => void = () => undefined;
  const firstPhase = new Promise<void>((resolve) => (opened = resolve));
  const onPhase = (phase: GenerationPhase) => {
    opened();
    stream.write(event(GENERATION_EVENTS.phase, { phase, elapsedMs: Date.now() - started }));
  };
  const writing = work(onPhase);
  // Rejects (to the exception filter, as JSON) when the work fails before its first phase.
  const first = await Promise.race([firstPhase.then(() => 'streaming' as const), writing.then(() => 'done' as const)]);
  if (first === 'done') {
    stream.destroy();
    return writing;
  }
  const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const requestId = typeof req.id === 'string' ? req.id : undefined;
  writing
    .then(
      (result) => stream.end(event(GENERATION_EVENTS.result, result)),
      (error: unknown) => stream.end(event(GENERATION_EVENTS.error, errorBodies.toBody(error, req, requestId))),
    )
    .finally(() => clearInterval(keepAlive));
  // no-transform keeps the compression middleware from holding the events back; X-Accel-Buffering does the same for nginx.
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  return new StreamableFile(stream, { type: `${EVENT_STREAM_TYPE}; charset=utf-8` });
}
