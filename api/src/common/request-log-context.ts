import type { IncomingMessage, ServerResponse } from 'node:http';
import { PinoLogger } from 'nestjs-pino';
import { storage } from 'nestjs-pino/storage';
import type { Logger as Pino } from 'pino';

/**
 * The request's logger as nestjs-pino's store holds it, made on first use: `child({ req })`
 * serialises and redacts the request, which pino-http does for every request whether or not
 * anything is logged during it.
 */
class LazyRequestLog {
  private made?: Pino;
  readonly responseLogger = undefined;

  constructor(private readonly req: IncomingMessage) {}

  get logger(): Pino {
    return (this.made ??= PinoLogger.root.child({ req: this.req }));
  }

  /** PinoLogger.assign() replaces it with a child carrying more fields. */
  set logger(value: Pino) {
    this.made = value;
  }
}

/**
 * Above `info`, where no line per request is written (logsEveryRequest), this replaces pino-http:
 * a log written while a request runs still carries its id, method and URL.
 */
export function requestLogContext() {
  return (req: IncomingMessage, _res: ServerResponse, next: () => void): void => storage.run(new LazyRequestLog(req) as never, next);
}
