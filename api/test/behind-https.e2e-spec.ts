import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Production runs behind a TLS-terminating proxy: PUBLIC_URL is https and TRUST_PROXY names the
 * hop. The browser must be told to stay on HTTPS. (The cookie flags over a real TLS proxy are
 * checked in test/system/behind-https.system-spec.ts.)
 */
describe('behind an HTTPS proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://coverletter.example', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const viaProxy = (path: string) => request(t.http).get(path).set('X-Forwarded-Proto', 'https').set('X-Forwarded-For', '203.0.113.7');

  it('sends Strict-Transport-Security and upgrades insecure requests in its CSP', async () => {
    const res = await viaProxy('/api/health/live').expect(200);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
