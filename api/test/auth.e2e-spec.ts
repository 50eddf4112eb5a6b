import request from 'supertest';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

describe('sign-in through OpenID Connect (built-in dev identity provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes a real OpenID Connect discovery document', async () => {
    const res = await request(t.http).get('/oidc/.well-known/openid-configuration').expect(200);
    expect(res.body).toMatchObject({ issuer: `${t.baseUrl}/oidc`, code_challenge_methods_supported: expect.arrayContaining(['S256']) });
  });

  it('sends the browser to the identity provider with PKCE, state and nonce', async () => {
    const res = await request(t.http).get('/api/login').expect(302);
    const url = new URL(res.headers.location);
    expect(url.origin + url.pathname).toBe(`${t.baseUrl}/oidc/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.baseUrl}/api/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
  });

  it('signs a person in, creates the user from the claims and keeps them signed in', async () => {
    const { agent, landedOn } = await signIn(t, { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com' });
    expect(landedOn).toBe('/dashboard');
    const res = await agent.get('/api/auth/user').expect(200);
    expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', profileImageUrl: '/default-avatar.svg' });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('recognises the same person on a second sign-in and refreshes their name', async () => {
    const first = await signIn(t, { firstName: 'Grace', email: 'grace@example.com' });
    const second = await signIn(t, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' });
    const a = await first.agent.get('/api/auth/user').expect(200);
    const b = await second.agent.get('/api/auth/user').expect(200);
    expect(b.body.id).toBe(a.body.id);
    expect(b.body.lastName).toBe('Hopper');
  });

  it('sets an httpOnly, SameSite=Lax session cookie and changes the session id at sign-in', async () => {
    const agent = request.agent(t.baseUrl);
    const before = (await agent.get('/api/login').expect(302)).headers['set-cookie'] as unknown as string[];
    const preLogin = before.find((c) => c.startsWith('cl.sid='))!;
    expect(preLogin).toMatch(/HttpOnly/);
    expect(preLogin).toMatch(/SameSite=Lax/);
    const { agent: signedIn } = await signIn(t, { firstName: 'Linus', email: 'linus@example.com' });
    const jar = signedIn.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false });
    const after = jar.find((c) => c.name === 'cl.sid')!;
    expect(after.value).not.toBe(preLogin.split(';')[0].split('=')[1]);
  });

  it('answers 401 to an anonymous caller and signs out on POST /api/logout', async () => {
    await request(t.http).get('/api/auth/user').expect(401);
    const { agent } = await signIn(t, { firstName: 'Margaret', email: 'margaret@example.com' });
    await agent.get('/api/auth/user').expect(200);
    const res = await agent.post('/api/logout').set('Origin', t.baseUrl).expect(303);
    expect(res.headers.location).toBe('/');
    await agent.get('/api/auth/user').expect(401);
  });

  it('only returns to paths on this site after sign-in', async () => {
    const { landedOn } = await signIn(t, { firstName: 'Eve', email: 'eve@example.com' }, '/api/login?returnTo=//evil.example/x');
    expect(landedOn).toBe('/dashboard');
    const admin = await signIn(t, { firstName: 'Eve', email: 'eve@example.com' }, '/api/login?returnTo=/admin');
    expect(admin.landedOn).toBe('/admin');
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await request(t.http).post('/api/session/init').set('Origin', 'https://evil.example').expect(403);
    expect(res.body.error).toBe('Cross-site request refused');
    await request(t.http).post('/api/session/init').set('Origin', t.baseUrl).expect(201);
  });

  it('rejects a forged callback without signing anyone in', async () => {
    const agent = request.agent(t.baseUrl);
    await agent.get('/api/login').expect(302);
    const res = await agent.get('/api/callback?code=forged&state=forged').expect(302);
    expect(res.headers.location).toBe('/?signIn=failed');
    await agent.get('/api/auth/user').expect(401);
  });
});
