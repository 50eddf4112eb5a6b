import type { MikroORM } from '@mikro-orm/core';
import { createHash, generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../config/app-config';
import { DevIdentity } from './dev-identity.entity';
import { postgresOidcAdapter } from './postgres-oidc-adapter';

export const DEV_ISSUER_PATH = '/oidc';
export const DEV_CLIENT_ID = 'coverletter-dev';

/** The dev client's secret: derived, so every app process of one deployment agrees on it. */
export function devClientSecret(config: AppConfig): string {
  return createHash('sha256').update(`dev-client:${config.auth.sessionSecret}`).digest('base64url');
}

export function devIssuerUrl(config: AppConfig): string {
  return `${config.http.publicUrl}${DEV_ISSUER_PATH}`;
}

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'dev-signing-key', use: 'sig', alg: 'RS256' };
}

/** Our app is the only client, so consent is implied: grant the standard scopes on first use. */
async function loadOrGrantConsent(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
  if (grantId) return oidc.provider.Grant.find(grantId);
  const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

/**
 * A real OpenID Connect provider (oidc-provider) served by the app at /oidc when no issuer is
 * configured. Its sign-in page asks for a name and an e-mail (see dev-login.router.ts); the
 * product's sign-in code talks to it exactly as to Google. Its state is in PostgreSQL, shared by
 * every app process; its signing key is made at start (tokens are only read once, at sign-in).
 */
export function createDevIdentityProvider(config: AppConfig, orm: MikroORM): Provider {
  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: devClientSecret(config),
        redirect_uris: [`${config.http.publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${config.http.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'picture'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${DEV_ISSUER_PATH}/interaction/${interaction.uid}` },
    cookies: { keys: [createHash('sha256').update(`dev-idp-cookies:${config.auth.sessionSecret}`).digest('base64url')] },
    jwks: { keys: [signingKey()] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 3600, Session: 86_400, Grant: 86_400 },
    loadExistingGrant: loadOrGrantConsent,
    adapter: postgresOidcAdapter(orm),
    findAccount: async (_ctx, id) => {
      const person = await orm.em.fork().findOne(DevIdentity, { id });
      if (!person) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: person.email,
          email_verified: true,
          given_name: person.firstName,
          family_name: person.lastName ?? undefined,
          name: [person.firstName, person.lastName].filter(Boolean).join(' '),
        }),
      };
    },
  };
  const provider = new Provider(devIssuerUrl(config), configuration);
  provider.proxy = config.http.trustProxy !== false;
  return provider;
}

/**
 * Runs ahead of `POST /api/logout`: ends the provider's own session too, so the next "Sign in" on
 * this browser asks for a name and an e-mail again instead of signing the previous person in.
 */
export function endDevIdentitySession(provider: Provider) {
  return async (req: IncomingMessage & { method?: string }, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req.method !== 'POST') return next();
    try {
      const session = await provider.Session.get(provider.createContext(req, res));
      if (session.accountId) await session.destroy();
      next();
    } catch (error) {
      next(error);
    }
  };
}
