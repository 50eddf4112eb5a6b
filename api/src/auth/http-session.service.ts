import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from './http-sessions';

type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

const SESSION_COOKIE_PRESENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace('.', '\\.')}=`);

/**
 * The signed-in HTTP session (express-session with its PostgreSQL store, then passport), loaded
 * per request only by the routes that read or write it (the AccessGuard decides), not by every
 * request: a static file, a health check or a guest route costs no session store round trip.
 */
@Injectable()
export class HttpSessionService {
  private middlewares?: Middleware[];

  attach(middlewares: Middleware[]): void {
    this.middlewares = middlewares;
  }

  /** Whether the request carries a session cookie at all: without one there is nobody to load. */
  hasSessionCookie(req: Request): boolean {
    const cookie = req.headers.cookie;
    return cookie !== undefined && SESSION_COOKIE_PRESENT.test(cookie);
  }

  /** Runs the session middlewares for this request (once): afterwards req.session, req.user and req.logIn are there. */
  async load(req: Request, res: Response): Promise<void> {
    if (!this.middlewares) throw new Error('HttpSessionService.attach() was not called');
    if (req.session) return;
    for (const middleware of this.middlewares) {
      await new Promise<void>((resolve, reject) => middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
    }
  }
}
