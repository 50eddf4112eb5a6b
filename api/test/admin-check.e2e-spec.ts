import request from 'supertest';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

describe('admin check and admin login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.com' });
  });
  afterAll(() => t.close());

  it('tells an anonymous caller they are not signed in', async () => {
    await request(t.http).get('/api/admin/check').expect(200, { authenticated: false, isAdmin: false, user: null });
  });

  it('tells a signed-in user who is not an admin so', async () => {
    const { agent } = await signIn(t, { firstName: 'Pat', email: 'pat@example.com' });
    const res = await agent.get('/api/admin/check').expect(200);
    expect(res.body).toEqual({ authenticated: true, isAdmin: false, user: { email: 'pat@example.com', profileImageUrl: '/default-avatar.svg' } });
  });

  it('recognises an admin by verified e-mail, case-insensitively', async () => {
    const { agent } = await signIn(t, { firstName: 'Boss', email: 'boss@example.com' });
    expect((await agent.get('/api/admin/check').expect(200)).body).toMatchObject({ authenticated: true, isAdmin: true });
  });

  it('sends admin sign-in through the normal sign-in, back to /admin', async () => {
    const res = await request(t.http).get('/api/admin/login').expect(302);
    expect(res.headers.location).toBe('/api/login?returnTo=/admin');
    const { landedOn } = await signIn(t, { firstName: 'Boss', email: 'boss@example.com' }, '/api/admin/login');
    expect(landedOn).toBe('/admin');
  });
});
