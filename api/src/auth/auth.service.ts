import { isSessionId, type AuthSessionResponse, type AuthUser } from '@coverletter/contracts';
import { Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { LogInOptions } from 'passport';
import { GuestCarryOverService } from '../carry-over/guest-carry-over.service';
import { GuestBinding } from '../session/guest-binding';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { SESSION_COOKIE, type SessionUser } from './http-sessions';
import { OIDC_STRATEGY, OidcClientService } from './oidc-client.service';
import { runMiddleware } from './run-middleware';
import { renderLogoutPage } from './logout.page';
import { safeReturnTo } from './return-to';

export interface LoginQuery {
  sessionId?: string;
  returnTo?: string;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly oidc: OidcClientService,
    private readonly users: UsersService,
    private readonly carryOver: GuestCarryOverService,
    private readonly binding: GuestBinding,
  ) {}

  /**
   * GET /api/login: remembers where to go afterwards and redirects to the identity provider. The
   * guest session named by `sessionId` is carried over only when this browser has used it (its
   * binding cookie): a link naming someone else's session signs in without carrying anything.
   */
  async login(req: Request, res: Response, query: LoginQuery): Promise<void> {
    const passport = await this.oidc.strategy();
    req.session.returnTo = safeReturnTo(query.returnTo);
    delete req.session.pendingCarryOverSessionId;
    if (isSessionId(query.sessionId)) {
      const sessionId = query.sessionId.toLowerCase();
      if (this.binding.boundSessionId(req) === sessionId) req.session.pendingCarryOverSessionId = sessionId;
      else this.logger.warn('Sign-in names a guest session this browser has not used; nothing will be carried over');
    }
    await runMiddleware(passport.authenticate(OIDC_STRATEGY), req, res);
  }

  /** GET /api/callback: finishes the code flow, signs the user in with a new session id, redirects. */
  async callback(req: Request, res: Response): Promise<void> {
    const passport = await this.oidc.strategy();
    const user = await new Promise<SessionUser | false>((resolve, reject) => {
      passport.authenticate(OIDC_STRATEGY, (error: unknown, signedIn: SessionUser | false) => (error ? reject(error) : resolve(signedIn)))(req, res, reject);
    }).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Sign-in callback failed');
      return false as const;
    });
    if (!user) {
      res.redirect('/?signIn=failed');
      return;
    }
    const returnTo = safeReturnTo(req.session.returnTo);
    const pendingSessionId = req.session.pendingCarryOverSessionId;
    await new Promise<void>((resolve, reject) => req.logIn(user, { session: true, keepSessionInfo: true } as LogInOptions, (e) => (e ? reject(e) : resolve())));
    delete req.session.returnTo;
    delete req.session.pendingCarryOverSessionId;
    res.redirect(await this.afterSignIn(user.id, pendingSessionId, returnTo));
  }

  /** Carries the guest's work into the account when sign-in started from a guest session. */
  private async afterSignIn(userId: string, pendingSessionId: string | undefined, returnTo: string): Promise<string> {
    if (!pendingSessionId) return returnTo;
    const user = await this.users.findById(userId);
    try {
      const { migratedCoverLetter } = await this.carryOver.carryOver(user!, pendingSessionId);
      return migratedCoverLetter && returnTo === '/dashboard' ? '/dashboard?migrated=true' : returnTo;
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not carry the guest session into the account at sign-in');
      // The dashboard tells the user ('Migration failed'); elsewhere the sign-in itself still stands.
      return returnTo === '/dashboard' ? '/dashboard?migrated=failed' : returnTo;
    }
  }

  /**
   * POST /api/logout: ends the session and clears its cookie and the guest binding (the dev
   * identity provider's own session is ended before this runs, see install-auth.ts).
   */
  async logout(req: Request, res: Response): Promise<void> {
    await new Promise<void>((resolve, reject) => req.logout((e) => (e ? reject(e) : resolve())));
    await new Promise<void>((resolve, reject) => req.session.destroy((e) => (e ? reject(e) : resolve())));
    res.clearCookie(SESSION_COOKIE);
    this.binding.clear(res);
    res.redirect(303, '/');
  }

  /** GET /api/logout: signs nobody out; a page whose button posts the sign-out form. */
  logoutPage(res: Response): void {
    res.type('html').send(renderLogoutPage());
  }

  currentUser(user: User): AuthUser {
    return this.users.toAuthUser(user);
  }

  session(user: User | undefined): AuthSessionResponse {
    return { user: user ? this.users.toAuthUser(user) : null };
  }
}
