import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { Request } from 'express';
import { Strategy, type AuthenticateOptions } from 'openid-client/passport';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UsersService, type IdentityClaims } from '../users/users.service';
import type { PassportInstance } from './http-sessions';
import { DEV_CLIENT_ID, devClientSecret, devIssuerUrl } from './dev-idp/dev-identity-provider';

export const OIDC_STRATEGY = 'oidc';
const SIGN_IN_UNAVAILABLE = { error: 'Sign-in unavailable', message: 'Sign-in is temporarily unavailable. Please try again in a moment.' };

/**
 * The product's sign-in: OpenID Connect authorization code flow with PKCE, state and nonce
 * (openid-client's passport strategy) against the configured issuer or the built-in dev one.
 * Discovery happens on the first sign-in, not at boot, because the dev issuer is this very app.
 */
/** PKCE always; state and nonce too, which the strategy then stores in the session and checks. */
class PkceStateNonceStrategy extends Strategy {
  override authorizationRequestParams<T extends AuthenticateOptions>(req: Request, options: T) {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options));
    params.set('state', oidc.randomState());
    params.set('nonce', oidc.randomNonce());
    return params;
  }
}

@Injectable()
export class OidcClientService {
  private readonly logger = new Logger('OidcClient');
  private passport?: PassportInstance;
  private ready?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  attach(passport: PassportInstance): void {
    this.passport = passport;
  }

  get callbackUrl(): string {
    return `${this.config.http.publicUrl}/api/callback`;
  }

  /** Discovers the issuer once and registers the strategy; retried on the next sign-in if it failed. */
  async strategy(): Promise<PassportInstance> {
    if (!this.passport) throw new Error('OidcClientService.attach() was not called');
    this.ready ??= this.register(this.passport).catch((error: unknown) => {
      this.ready = undefined;
      this.logger.error({ err: error }, 'OpenID Connect discovery failed');
      throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, SIGN_IN_UNAVAILABLE);
    });
    await this.ready;
    return this.passport;
  }

  private async register(passport: PassportInstance): Promise<void> {
    const { issuerUrl, clientId, clientSecret } = this.config.auth.oidc ?? {
      issuerUrl: devIssuerUrl(this.config),
      clientId: DEV_CLIENT_ID,
      clientSecret: devClientSecret(this.config),
    };
    const insecure = new URL(issuerUrl).protocol === 'http:';
    const configuration = await oidc.discovery(new URL(issuerUrl), clientId, clientSecret, undefined, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    const strategy = new PkceStateNonceStrategy(
      { config: configuration, scope: 'openid email profile', callbackURL: this.callbackUrl, name: OIDC_STRATEGY, sessionKey: 'oidc' },
      (tokens, done) => {
        this.userFromTokens(configuration, tokens).then((user) => done(null, { id: user.id }), done);
      },
    );
    passport.use(OIDC_STRATEGY, strategy);
  }

  private async userFromTokens(configuration: oidc.Configuration, tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers) {
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('The identity provider returned no ID token');
    const claims = idClaims.email ? idClaims : { ...idClaims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)) };
    const identity: IdentityClaims = {
      issuer: configuration.serverMetadata().issuer,
      subject: idClaims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      givenName: typeof claims.given_name === 'string' ? claims.given_name : null,
      familyName: typeof claims.family_name === 'string' ? claims.family_name : null,
      name: typeof claims.name === 'string' ? claims.name : null,
      picture: typeof claims.picture === 'string' ? claims.picture : null,
    };
    return this.users.upsertFromClaims(identity);
  }
}
