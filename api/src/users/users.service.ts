import type { AuthUser } from '@coverletter/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { User } from './user.entity';
import { UserRepository } from './user.repository';

/** What an identity provider says about the person signing in (standard OIDC claims). */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  email?: string | null;
  emailVerified?: boolean;
  givenName?: string | null;
  familyName?: string | null;
  name?: string | null;
  picture?: string | null;
}

export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

function splitName(name: string | null | undefined): { first: string | null; last: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return { first: null, last: null };
  return { first: parts[0], last: parts.slice(1).join(' ') || null };
}

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UserRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** Creates the user on first sign-in, refreshes the profile on every later one. */
  upsertFromClaims(claims: IdentityClaims): Promise<User> {
    const fromName = splitName(claims.name);
    return this.users.saveSignIn(claims, (user) => {
      user.email = claims.email?.toLowerCase() ?? user.email;
      user.emailVerified = claims.emailVerified ?? false;
      user.firstName = claims.givenName || fromName.first || user.firstName;
      user.lastName = claims.familyName || fromName.last || user.lastName;
      user.profileImageUrl = claims.picture || user.profileImageUrl;
      user.lastLoginAt = new Date();
    });
  }

  /** Admins are users whose verified e-mail is listed in ADMIN_EMAILS. */
  isAdmin(user: User): boolean {
    return user.emailVerified && !!user.email && this.config.auth.adminEmails.includes(user.email.toLowerCase());
  }

  toAuthUser(user: User): AuthUser {
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profileImageUrl: user.profileImageUrl ?? DEFAULT_AVATAR_URL,
      createdAt: user.createdAt.toISOString(),
    };
  }
}
