import { SESSION_HEADER } from '@coverletter/contracts';
import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { HttpSessionService } from '../auth/http-session.service';
import { AppError } from '../common/app-error';
import { GuestBinding } from '../session/guest-binding';
import { SessionService } from '../session/session.service';
import { UsersService } from '../users/users.service';
import { ACCESS_METADATA, HTTP_SESSION_METADATA, type AccessLevel, type AccessRequest, type HttpSessionUse } from './access.decorator';
import { FORBIDDEN, SIGN_IN_REQUIRED } from './access-refusals';

/** The passport session keeps only the user's id; the user is loaded here, per request, when needed. */
interface SignedInRequest {
  user?: { id: string };
}

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
    private readonly binding: GuestBinding,
    private readonly httpSessions: HttpSessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_METADATA, [context.getHandler(), context.getClass()]);
    if (!level) {
      throw new Error(`Route ${context.getClass().name}.${context.getHandler().name} does not declare @Access(...)`);
    }
    const req = context.switchToHttp().getRequest<Request & AccessRequest & SignedInRequest>();
    const sessionUse = this.httpSessionUse(level, context);
    if (sessionUse === 'write' || (sessionUse === 'read' && this.httpSessions.hasSessionCookie(req))) {
      await this.httpSessions.load(req, context.switchToHttp().getResponse<Response>());
    }
    switch (level) {
      case 'public':
        if (sessionUse) await this.resolveSignedInUser(req);
        return true;
      case 'guest':
        req.guestSession = await this.sessions.requireSession(req.header(SESSION_HEADER));
        this.binding.bind(req, context.switchToHttp().getResponse<Response>(), req.guestSession.id);
        return true;
      case 'user':
        req.currentUser = await this.requireUser(req, HttpStatus.UNAUTHORIZED, SIGN_IN_REQUIRED);
        return true;
      case 'user-or-guest': {
        const user = req.user?.id ? await this.users.findById(req.user.id) : null;
        if (user) req.currentUser = user;
        else {
          req.guestSession = await this.sessions.requireSession(req.header(SESSION_HEADER));
          this.binding.bind(req, context.switchToHttp().getResponse<Response>(), req.guestSession.id);
        }
        return true;
      }
      case 'admin': {
        const user = await this.requireUser(req, HttpStatus.FORBIDDEN, FORBIDDEN);
        if (!this.users.isAdmin(user)) throw new AppError(HttpStatus.FORBIDDEN, FORBIDDEN);
        req.currentUser = user;
        return true;
      }
    }
  }

  /** Signed-in levels read the session; guest routes never; public ones as the handler declares (CurrentCaller, WritesHttpSession). */
  private httpSessionUse(level: AccessLevel, context: ExecutionContext): HttpSessionUse | undefined {
    if (level === 'guest') return undefined;
    const declared = this.reflector.get<HttpSessionUse | undefined>(HTTP_SESSION_METADATA, context.getHandler());
    return level === 'public' ? declared : (declared ?? 'read');
  }

  /** Public routes may still want to know who is asking (e.g. the admin check). */
  private async resolveSignedInUser(req: AccessRequest & SignedInRequest): Promise<void> {
    if (!req.user?.id) return;
    const user = await this.users.findById(req.user.id);
    if (user) req.currentUser = user;
  }

  private async requireUser(req: SignedInRequest, status: HttpStatus, text: typeof SIGN_IN_REQUIRED) {
    const user = req.user?.id ? await this.users.findById(req.user.id) : null;
    if (!user) throw new AppError(status, text);
    return user;
  }
}
