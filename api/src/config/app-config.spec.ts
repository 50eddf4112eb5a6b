import { loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has working defaults with no configuration', () => {
    const config = loadConfig({});
    expect(config.http.port).toBe(3000);
    expect(config.http.publicUrl).toBe('http://localhost:3000');
    expect(config.database.url).toBeUndefined();
    expect(config.supportEmail).toBe('support@coverletter.app');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SUPPORT_EMAIL: 'not-an-email' }, 'SUPPORT_EMAIL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ MIGRATE_ON_START: 'maybe' }, 'MIGRATE_ON_START'],
    [{ ALLOW_DEV_DEFAULTS: 'database,everything' }, 'ALLOW_DEV_DEFAULTS'],
  ])('names the malformed setting %p', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  const prodBase = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), EXTENSION_ORIGINS: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop' };

  it('refuses the embedded database in production unless allowed', () => {
    const writer = { ...prodBase, ALLOW_DEV_DEFAULTS: 'letter-writer,sign-in,payments' };
    expect(() => loadConfig(writer)).toThrow(/DATABASE_URL/);
    expect(loadConfig({ ...prodBase, ALLOW_DEV_DEFAULTS: 'database,letter-writer,sign-in,payments' }).database.url).toBeUndefined();
    expect(loadConfig({ ...writer, DATABASE_URL: 'postgres://db/app' }).database.url).toBe('postgres://db/app');
  });

  it('refuses the local letter writer in production unless allowed', () => {
    const base = { ...prodBase, DATABASE_URL: 'postgres://db/app', ALLOW_DEV_DEFAULTS: 'sign-in,payments' };
    expect(() => loadConfig(base)).toThrow(/OPENAI_API_KEY/);
    const config = loadConfig({ ...base, OPENAI_API_KEY: 'sk-test' });
    expect(config.openai).toMatchObject({ apiKey: 'sk-test', model: 'gpt-4o-mini' });
  });

  it('refuses the dev sign-in and the dev session secret in production', () => {
    const base = { ...prodBase, DATABASE_URL: 'postgres://db/app', OPENAI_API_KEY: 'sk-test', MONOBANK_TOKEN: 'mono', SESSION_SECRET: undefined };
    expect(() => loadConfig({ ...base, SESSION_SECRET: 's'.repeat(32) })).toThrow(/OIDC_ISSUER_URL/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER_URL: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ ...base, OIDC_ISSUER_URL: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id', SESSION_SECRET: 's'.repeat(32) });
    expect(config.auth.oidc).toEqual({ issuerUrl: 'https://accounts.google.com', clientId: 'id', clientSecret: undefined });
  });

  it('needs a client id with an issuer, and reads admin e-mails case-insensitively', () => {
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://issuer.example' })).toThrow(/OIDC_CLIENT_ID/);
    expect(loadConfig({ ADMIN_EMAILS: 'Boss@Example.com,ops@example.com' }).auth.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(loadConfig({ ADMIN_EMAILS: 'boss@example.com, ops@example.com ' }).auth.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss@example.com,,' })).toThrow(/ADMIN_EMAILS/);
  });

  it('refuses the dev payment gateway in production unless allowed', () => {
    const base = { ...prodBase, DATABASE_URL: 'postgres://db/app', OPENAI_API_KEY: 'sk', ALLOW_DEV_DEFAULTS: 'sign-in' };
    expect(() => loadConfig(base)).toThrow(/MONOBANK_TOKEN/);
    expect(loadConfig({ ...base, MONOBANK_TOKEN: 'mono' }).monobank).toEqual({ token: 'mono', apiUrl: 'https://api.monobank.ua' });
  });

  it('refuses to start in production without EXTENSION_ORIGINS, unless any extension is allowed', () => {
    const ready = { ...prodBase, DATABASE_URL: 'postgres://db/app', ALLOW_DEV_DEFAULTS: 'sign-in,payments,letter-writer' };
    const { EXTENSION_ORIGINS: _, ...withoutOrigins } = ready;
    expect(() => loadConfig(withoutOrigins)).toThrow(/EXTENSION_ORIGINS is not set/);
    expect(loadConfig({ ...withoutOrigins, ALLOW_DEV_DEFAULTS: 'sign-in,payments,letter-writer,extensions' }).http.extensionOrigins).toBe('any-extension');
    expect(loadConfig(ready).http.extensionOrigins).toEqual(['chrome-extension://abcdefghijklmnopabcdefghijklmnop']);
    expect(loadConfig({ NODE_ENV: 'development' }).http.extensionOrigins).toBe('any-extension');
  });

  it('serves the API docs in production only with API_DOCS=true', () => {
    const ready = { ...prodBase, DATABASE_URL: 'postgres://db/app', ALLOW_DEV_DEFAULTS: 'sign-in,payments,letter-writer' };
    expect(loadConfig(ready).apiDocs).toBe(false);
    expect(loadConfig({ ...ready, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
  });
});
