import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { GuestSession } from '../session/guest-session.entity';
import type { User } from '../users/user.entity';
import { accessDocumentation } from './access-openapi';

/**
 * Who may call a route. Every handler declares one; the global AccessGuard refuses handlers that
 * do not (fail closed), and a test lists every route to check it.
 * - public: anyone
 * - guest: a caller with a valid guest session (X-Session-ID)
 * - user: a signed-in user (401 otherwise)
 * - user-or-guest: a signed-in user, else a valid guest session
 * - admin: a signed-in user whose verified e-mail is in ADMIN_EMAILS (403 for everyone else)
 * The OpenAPI security requirement and refusal responses follow from the level.
 */
export type AccessLevel = 'public' | 'guest' | 'user' | 'user-or-guest' | 'admin';

export const ACCESS_METADATA = 'coverletter:access';

export const Access = (level: AccessLevel) => applyDecorators(SetMetadata(ACCESS_METADATA, level), ...accessDocumentation(level));

export interface AccessRequest {
  guestSession?: GuestSession;
  currentUser?: User;
}

function fromRequest<K extends keyof AccessRequest>(ctx: ExecutionContext, key: K): AccessRequest[K] {
  return ctx.switchToHttp().getRequest<AccessRequest>()[key];
}

/** The guest session the AccessGuard resolved for a `guest` route. */
export const CurrentGuestSession = createParamDecorator((_: unknown, ctx: ExecutionContext): GuestSession => {
  const session = fromRequest(ctx, 'guestSession');
  if (!session) throw new Error('CurrentGuestSession used on a route that does not resolve a guest session');
  return session;
});

/** The signed-in user the AccessGuard resolved for a `user` or `admin` route. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): User => {
  const user = fromRequest(ctx, 'currentUser');
  if (!user) throw new Error('CurrentUser used on a route that does not resolve a user');
  return user;
});

/** Who is asking on a `user-or-guest` route: exactly one of the two is set. */
export interface Caller {
  user?: User;
  guestSession?: GuestSession;
}

/**
 * What a route needs of the signed-in HTTP session (express-session and passport), which the
 * AccessGuard loads per route rather than on every request: `read` when the request carries a
 * session cookie (user, user-or-guest and admin routes, and public ones that take CurrentCaller),
 * `write` always (sign-in and sign-out, which create or end it). Guest routes and the other public
 * routes never look at it.
 */
export type HttpSessionUse = 'read' | 'write';
export const HTTP_SESSION_METADATA = 'coverletter:http-session';

/** The route creates or ends the signed-in session (req.session, req.logIn, req.logout). */
export const WritesHttpSession = () => SetMetadata(HTTP_SESSION_METADATA, 'write' satisfies HttpSessionUse);

const callerParam = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => ({
  user: fromRequest(ctx, 'currentUser'),
  guestSession: fromRequest(ctx, 'guestSession'),
}));

/** Who is asking. On a public route it also makes the AccessGuard load the signed-in session. */
export const CurrentCaller =
  (): ParameterDecorator =>
  (target: object, propertyKey: string | symbol | undefined, index: number): void => {
    callerParam()(target, propertyKey, index);
    const handler = propertyKey === undefined ? undefined : (target as Record<string | symbol, unknown>)[propertyKey];
    if (typeof handler === 'function' && Reflect.getMetadata(HTTP_SESSION_METADATA, handler) !== 'write') {
      Reflect.defineMetadata(HTTP_SESSION_METADATA, 'read' satisfies HttpSessionUse, handler);
    }
  };
