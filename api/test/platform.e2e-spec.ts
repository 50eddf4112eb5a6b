import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';

describe('API platform: health, payment config, errors, security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@example.org' });
  });
  afterAll(() => t.close());

  it('is ready when the database answers', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
    await request(t.http).get('/api/health/live').expect(200, { status: 'ok' });
  });

  it('serves the seeded payment display text', async () => {
    const res = await request(t.http).get('/api/payment/config').expect(200);
    expect(res.body).toEqual({ displayText: '₴60 (~$2 USD)' });
  });

  it('serves the configured support address', async () => {
    await request(t.http).get('/api/app-config').expect(200, { supportEmail: 'help@example.org' });
  });

  it('answers unknown API paths with a JSON 404 carrying a request id', async () => {
    const res = await request(t.http).get('/api/does-not-exist').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'No such API route' });
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    await request(t.http).post('/api/session/init').set('Content-Type', 'application/json').send('{bad').expect(400);
    const huge = JSON.stringify({ text: 'a'.repeat(2 * 1024 * 1024) });
    const res = await request(t.http).post('/api/session/init').set('Content-Type', 'application/json').send(huge).expect(413);
    expect(res.body.error).toBe('Payload Too Large');
  });

  it('sends security headers', async () => {
    const res = await request(t.http).get('/api/health/live');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("CORS allows the app's own origin", async () => {
    const res = await request(t.http).options('/api/session/init').set('Origin', t.baseUrl).set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBe(t.baseUrl);
  });

  it.each([
    ['chrome-extension://abcdefghijklmnopabcdefghijklmnop', true],
    ['moz-extension://2f1c8e0a-1234-4d3e-9a6b-1c2d3e4f5a6b', true],
    ['https://evil.example', false],
    ['http://127.0.0.1.evil.example', false],
  ])('CORS for origin %s: allowed=%p', async (origin, allowed) => {
    const res = await request(t.http).options('/api/session/init').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBe(allowed ? origin : undefined);
  });
});

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses larger answers when the client accepts gzip', async () => {
    const res = await request(t.http).get('/oidc/.well-known/openid-configuration').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers a client that names no encoding uncompressed, and says the answer varies with it', async () => {
    const res = await request(t.http).get('/oidc/.well-known/openid-configuration').unset('Accept-Encoding').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.issuer).toEqual(expect.any(String));
  });
});
