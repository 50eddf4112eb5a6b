import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { cookieHeaderOf, signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signIn>>['agent'];

/**
 * Issue 15: the signed-in session is loaded only by the routes that read or write it. Loading it
 * also renews it in the store (connect-pg-simple's touch), so the renewal shows which requests
 * loaded it.
 */
describe('the signed-in session on the request path', () => {
  let t: TestApp;
  let admin: Agent;
  const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> => (await t.app.get(MikroORM).em.getConnection().execute(query, params)) as T[];
  const setExpiry = () => sql(`update http_session set expire = now() + interval '1 day'`);
  const expiries = async () =>
    (await sql<{ t: string }>('select extract(epoch from expire) * 1000 as t from http_session order by sid')).map((r) => Number(r.t));

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'lean-admin@example.com' });
    admin = (await signIn(t, { firstName: 'Ada', email: 'lean-admin@example.com' })).agent;
  });
  afterAll(() => t.close());

  it('is not loaded by routes that do not read it (health, the price, a guest route), even with the cookie', async () => {
    const cookie = cookieHeaderOf(admin);
    const guest = (await request(t.http).post('/api/session/init').expect(201)).body.sessionId as string;
    await setExpiry();
    const before = await expiries();
    await request(t.http).get('/api/health/live').set('Cookie', cookie).expect(200);
    await request(t.http).get('/api/payment/config').set('Cookie', cookie).expect(200);
    await request(t.http).get('/api/session/status').set('Cookie', cookie).set('X-Session-ID', guest).expect(200);
    expect(await expiries()).toEqual(before);
  });

  it('is loaded (and renewed) by the routes that read who is asking, public ones included', async () => {
    for (const path of ['/api/auth/user', '/api/auth/session', '/api/admin/check', '/api/admin/users']) {
      await setExpiry();
      const before = await expiries();
      const res = await admin.get(path).expect(200);
      if (path === '/api/auth/session') expect(res.body.user).toMatchObject({ email: 'lean-admin@example.com' });
      if (path === '/api/admin/check') expect(res.body).toMatchObject({ isAdmin: true });
      const after = await expiries();
      expect(after.some((time, i) => time > before[i] + 24 * 60 * 60 * 1000)).toBe(true);
    }
  });

  it('without a cookie: nobody is signed in, and no session cookie is set', async () => {
    const res = await request(t.http).get('/api/auth/session').expect(200);
    expect(res.body.user).toBeNull();
    expect(res.headers['set-cookie'] ?? []).toEqual([]);
    await request(t.http).get('/api/auth/user').expect(401);
  });

  it('serves the price from memory, and a save shows at once in this process', async () => {
    const price = async () => (await request(t.http).get('/api/payment/config').expect(200)).body.displayText as string;
    const first = await price();
    // Behind the app's back (as another replica without Redis would): the cached price stays for a few seconds.
    await sql(`update setting set value = jsonb_set(value, '{displayText}', '"changed behind its back"') where key = 'payment_config'`);
    expect(await price()).toBe(first);
    await admin
      .post('/api/admin/settings/payment_config')
      .send({ value: { price: 3, currency: 'USD', currencyCode: 840, displayText: '$3' } })
      .expect(200);
    expect(await price()).toBe('$3');
  });
});
