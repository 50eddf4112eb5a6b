import { SESSION_HEADER } from '@coverletter/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The cookie that ties a guest session to the browser that used it. */
export const GUEST_BINDING_COOKIE = 'cl.guest';
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    // The value is written unencoded (a uuid, a dot, base64url): nothing to decode, and nothing a stray cookie can make throw.
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * Which guest session this browser has used. A guest session id is a bearer value that travels in
 * the X-Session-ID header, which another site cannot make a browser send; every guest request
 * therefore leaves a signed, httpOnly cookie naming its session. Carrying a session into an account
 * (`/api/login?sessionId=`, `POST /api/migrate-session`) needs that cookie or the header itself, so
 * a link that names someone else's session carries nothing over.
 */
@Injectable()
export class GuestBinding {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private signature(sessionId: string): string {
    return createHmac('sha256', this.config.auth.sessionSecret).update(`guest-binding:${sessionId}`).digest('base64url');
  }

  /** The session id the cookie names, when its signature holds. */
  boundSessionId(req: Request): string | null {
    const [sessionId, signature] = (cookieValue(req, GUEST_BINDING_COOKIE) ?? '').split('.');
    if (!sessionId || !signature) return null;
    const expected = Buffer.from(this.signature(sessionId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? sessionId : null;
  }

  /** Leaves the cookie for this session, unless the browser already holds it. */
  bind(req: Request, res: Response, sessionId: string): void {
    if (this.boundSessionId(req) === sessionId) return;
    res.cookie(GUEST_BINDING_COOKIE, `${sessionId}.${this.signature(sessionId)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.auth.secureCookies,
      path: '/api',
      maxAge: MAX_AGE_MS,
      encode: String,
    });
  }

  /** Whether this request proves it holds the session: its header names it, or its cookie does. */
  holds(req: Request, sessionId: string): boolean {
    const id = sessionId.toLowerCase();
    return req.header(SESSION_HEADER)?.toLowerCase() === id || this.boundSessionId(req) === id;
  }

  clear(res: Response): void {
    res.clearCookie(GUEST_BINDING_COOKIE, { path: '/api' });
  }
}
