import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Payment } from '../src/payment/payment.entity';
import { ENGLISH_CV, ENGLISH_POSTING } from './generation/fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signIn>>['agent'];

const ADMIN_ROUTES: Array<[string, string, object?]> = [
  ['get', '/api/admin/users'],
  ['get', '/api/admin/cover-letters'],
  ['get', '/api/admin/analytics'],
  ['get', '/api/admin/payment-config'],
  ['post', '/api/admin/settings/payment_config', { value: { price: 75, currency: 'UAH', currencyCode: 980, displayText: '₴75 (~$2.5 USD)' } }],
];

function call(agent: Agent | ReturnType<typeof request>, [method, path, body]: [string, string, object?]) {
  const req = method === 'get' ? agent.get(path) : agent.post(path).send(body ?? {});
  return req;
}

describe('admin area', () => {
  let t: TestApp;
  let admin: Agent;
  let user: Agent;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    admin = (await signIn(t, { firstName: 'Ada', email: 'admin@example.com' })).agent;
    user = (await signIn(t, { firstName: 'Ulf', email: 'ulf@example.com' })).agent;
  });
  afterAll(() => t.close());

  describe.each(ADMIN_ROUTES)('%s %s', (method, path, body) => {
    it('answers 403 to anonymous callers and signed-in non-admins, 200 to admins', async () => {
      const route: [string, string, object?] = [method, path, body];
      const anonymous = await call(request(t.http) as never, route).expect(403);
      expect(anonymous.body.message).toBe("You don't have permission to access this page.");
      await call(user, route).expect(403);
      await call(admin, route).expect(200);
    });
  });

  async function seed() {
    const em = t.app.get(MikroORM).em.fork();
    const sql = (text: string, params: unknown[] = []) => em.getConnection().execute(text, params);
    const now = Date.now();
    const daysAgo = (n: number) => new Date(now - n * 86_400_000);
    const users: string[] = [];
    for (const [i, age] of [2, 2, 9].entries()) {
      const [row] = await sql(`insert into app_user (id, issuer, subject, email, email_verified, first_name, created_at) values (gen_random_uuid(), 'seed', ?, ?, true, ?, ?) returning id`, [
        `s${i}`,
        `seed${i}@example.com`,
        `Seed${i}`,
        daysAgo(age),
      ]);
      users.push(row.id);
    }
    const letter = (userId: string, age: number, title: string, score: number, paid: boolean, ref: string | null) =>
      sql(
        `insert into cover_letter (id, user_id, job_title, cover_letter_text, compatibility_score, matching_skills, missing_skills, input_hash, was_paid, cost_incurred_minor, payment_id, created_at)
         values (gen_random_uuid(), ?, ?, 'text', ?, '[]', '[]', 'h', ?, ?, ?, ?)`,
        [userId, title, score, paid, paid ? 200 : null, ref, daysAgo(age)],
      );
    await letter(users[0], 1, 'Backend Engineer', 8, false, null);
    await letter(users[0], 1, 'backend engineer', 6, true, 'clp_seed1');
    await letter(users[0], 3, 'Designer', 4, true, 'clp_seed2');
    await letter(users[0], 3, 'Backend Engineer', 7, false, null);
    await letter(users[1], 12, 'Nurse', 5, false, null);
    for (const [ref, age] of [['clp_seed1', 1], ['clp_seed2', 3]] as const) {
      await sql(
        `insert into payment (id, reference, user_id, gateway, amount_minor, currency, currency_code, status, request, paid_at, created_at)
         values (gen_random_uuid(), ?, ?, 'dev', 6000, 'UAH', 980, 'success', '{}', ?, ?)`,
        [ref, users[0], daysAgo(age), daysAgo(age)],
      );
    }
    return { users, daysAgo };
  }

  it('computes the figures in SQL with known answers', async () => {
    const before = (await admin.get('/api/admin/analytics').expect(200)).body;
    const { daysAgo } = await seed();
    const after = (await admin.get('/api/admin/analytics').expect(200)).body;
    expect(after.totalUsers - before.totalUsers).toBe(3);
    expect(after.totalCoverLetters - before.totalCoverLetters).toBe(5);
    expect(after.totalPayments - before.totalPayments).toBe(2);
    expect(after.totalRevenue - before.totalRevenue).toBe(12_000);
    const dayOf = (d: Date) => d.toISOString().slice(0, 10);
    const gen = (d: Date) => after.generationsByDay.find((x: { date: string }) => x.date === dayOf(d))?.count ?? 0;
    expect(gen(daysAgo(1))).toBeGreaterThanOrEqual(2);
    expect(gen(daysAgo(3))).toBeGreaterThanOrEqual(2);
    expect(after.paymentsByDay.find((x: { date: string }) => x.date === dayOf(daysAgo(1)))).toMatchObject({ count: 1, amount: 6000 });
    expect(after.topJobTitles[0]).toMatchObject({ count: 3 });
    expect(after.topJobTitles[0].jobTitle.toLowerCase()).toBe('backend engineer');
    expect(after.paidLetters - before.paidLetters).toBe(2);
    const seeded = after.userBehaviour.find((u: { email: string }) => u.email === 'seed0@example.com');
    expect(seeded).toMatchObject({ total: 4, free: 2, paid: 2, averageScore: 6.3 });
  });

  it('lists users with letter counts, spending and 3 recent letters, and letters with their owner', async () => {
    const users = (await admin.get('/api/admin/users?limit=200').expect(200)).body;
    const seeded = users.find((u: { email: string }) => u.email === 'seed0@example.com');
    expect(seeded).toMatchObject({ totalLetters: 4, paidLetters: 2, totalSpent: '4.00', moreLetters: 1 });
    expect(seeded.recentLetters).toHaveLength(3);
    const letters = (await admin.get('/api/admin/cover-letters?limit=2').expect(200)).body;
    expect(letters).toHaveLength(2);
    expect(letters[0]).toHaveProperty('user');
    await admin.get('/api/admin/users?limit=201').expect(400);
  });

  it('validates the payment config and applies a new price to later payments only', async () => {
    const save = (value: object) => admin.post('/api/admin/settings/payment_config').send({ value, description: 'price' });
    expect((await save({ price: 75, currency: 'UAH', currencyCode: 840, displayText: '₴75 (~$2.5 USD)' }).expect(400)).body.error).toBe('Invalid currency code');
    expect((await save({ price: 75, currency: 'UAH', currencyCode: 980, displayText: '₴75' }).expect(400)).body.message).toBe(
      'For this price the display text is "₴75 (~$2.5 USD)".',
    );
    await save({ price: 0, currency: 'USD', currencyCode: 840, displayText: '$0' }).expect(400);
    await save({ price: 5, currency: 'GBP', currencyCode: 826, displayText: '£5' }).expect(400);

    const { agent: buyer } = await signIn(t, { firstName: 'Bo', email: 'bo@example.com' });
    const me = (await buyer.get('/api/auth/user')).body;
    const em = t.app.get(MikroORM).em.fork();
    const [cv] = await em.getConnection().execute(
      `insert into saved_cv (id, user_id, filename, size, content, text_length, is_default) values (gen_random_uuid(), ?, 'cv.pdf', 1, ?, 1, true) returning id`,
      [me.id, ENGLISH_CV],
    );
    await save({ price: 60, currency: 'UAH', currencyCode: 980, displayText: '₴60 (~$2 USD)' }).expect(200);
    await buyer.post('/api/payment/create').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING }).expect(200);
    await save({ price: 75, currency: 'UAH', currencyCode: 980, displayText: '₴75 (~$2.5 USD)' }).expect(200);
    await buyer.post('/api/payment/create').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING }).expect(200);
    const payments = await t.app.get(MikroORM).em.fork().find(Payment, { user: me.id }, { orderBy: { createdAt: 'asc' } });
    expect(payments.map((p) => p.amountMinor)).toEqual([6000, 7500]);
    expect((await request(t.http).get('/api/payment/config').expect(200)).body).toEqual({ displayText: '₴75 (~$2.5 USD)' });
    expect((await admin.get('/api/admin/payment-config').expect(200)).body).toEqual({ price: 75, currency: 'UAH', currencyCode: 980, displayText: '₴75 (~$2.5 USD)' });
  });
});
