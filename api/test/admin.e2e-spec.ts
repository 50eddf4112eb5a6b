import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Payment } from '../src/payment/payment.entity';
import { ENGLISH_CV, ENGLISH_POSTING } from './generation/fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signIn>>['agent'];
type Route = [method: string, path: string, body?: object];

const UNKNOWN_PAYMENT = '00000000-0000-4000-8000-000000000000';

// [route, what an admin gets]: the retry of an unknown payment is a 404 once past the access check.
const ADMIN_ROUTES: Array<[...Route, number]> = [
  ['get', '/api/admin/users', undefined, 200],
  ['get', '/api/admin/cover-letters', undefined, 200],
  ['get', '/api/admin/cover-letters?paid=true', undefined, 200],
  ['get', '/api/admin/analytics', undefined, 200],
  ['get', '/api/admin/payment-config', undefined, 200],
  ['post', '/api/admin/settings/payment_config', { value: { price: 75, currency: 'UAH', currencyCode: 980, displayText: '₴75 (~$2.5 USD)' } }, 200],
  ['get', '/api/admin/payments/unfulfilled', undefined, 200],
  ['post', `/api/admin/payments/${UNKNOWN_PAYMENT}/retry`, undefined, 404],
];

function call(agent: Agent | ReturnType<typeof request>, [method, path, body]: Route) {
  return method === 'get' ? agent.get(path) : agent.post(path).send(body ?? {});
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

  describe.each(ADMIN_ROUTES)('%s %s', (method, path, body, adminStatus) => {
    it('answers 403 to anonymous callers and signed-in non-admins, and lets admins through', async () => {
      const route: Route = [method, path, body];
      const anonymous = await call(request(t.http) as never, route).expect(403);
      expect(anonymous.body.message).toBe("You don't have permission to access this page.");
      await call(user, route).expect(403);
      await call(admin, route).expect(adminStatus);
    });
  });

  const sql = (text: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute(text, params);

  async function seedUser(email: string, createdAt: Date): Promise<string> {
    const [row] = await sql(
      `insert into app_user (id, issuer, subject, email, email_verified, first_name, created_at) values (gen_random_uuid(), 'seed', ?, ?, true, 'Seed', ?) returning id`,
      [email, email, createdAt],
    );
    return row.id;
  }

  function seedLetter(userId: string, createdAt: Date, title: string, paymentRef: string | null) {
    return sql(
      `insert into cover_letter (id, user_id, job_title, cover_letter_text, compatibility_score, matching_skills, missing_skills, input_hash, was_paid, cost_incurred_minor, payment_id, created_at)
       values (gen_random_uuid(), ?, ?, 'text', 7, '[]', '[]', 'h', ?, ?, ?, ?)`,
      [userId, title, paymentRef !== null, paymentRef ? 200 : null, paymentRef, createdAt],
    );
  }

  describe('lists', () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    beforeAll(async () => {
      const seeded = await seedUser('seed0@example.com', daysAgo(20));
      await seedLetter(seeded, daysAgo(10), 'Backend Engineer', null);
      await seedLetter(seeded, daysAgo(9), 'Designer', 'clp_old_paid');
      await seedLetter(seeded, daysAgo(8), 'Backend Engineer', null);
      await seedLetter(seeded, daysAgo(7), 'Nurse', 'clp_new_paid');
      // More free letters than a page, all newer than the paid ones.
      const busy = await seedUser('busy@example.com', daysAgo(20));
      for (let i = 0; i < 60; i++) await seedLetter(busy, daysAgo(1), `Free ${i}`, null);
    });

    it('lists users with letter counts, spending and 3 recent letters', async () => {
      const users = (await admin.get('/api/admin/users?limit=200').expect(200)).body;
      const seeded = users.find((u: { email: string }) => u.email === 'seed0@example.com');
      expect(seeded).toMatchObject({ totalLetters: 4, paidLetters: 2, totalSpent: '4.00', moreLetters: 1 });
      expect(seeded.recentLetters.map((l: { jobTitle: string }) => l.jobTitle)).toEqual(['Nurse', 'Backend Engineer', 'Designer']);
    });

    it('lists letters with their owner, a page at a time', async () => {
      const letters = (await admin.get('/api/admin/cover-letters?limit=2').expect(200)).body;
      expect(letters).toHaveLength(2);
      expect(letters[0].user).toMatchObject({ email: 'busy@example.com' });
    });

    it('finds the paid letters on the server, however many free ones are newer, newest first and paginated', async () => {
      const paid = (await admin.get('/api/admin/cover-letters?paid=true').expect(200)).body;
      expect(paid.map((l: { paymentId: string }) => l.paymentId)).toEqual(['clp_new_paid', 'clp_old_paid']);
      expect(paid.every((l: { wasPaid: boolean }) => l.wasPaid)).toBe(true);
      const second = (await admin.get('/api/admin/cover-letters?paid=true&limit=1&offset=1').expect(200)).body;
      expect(second.map((l: { paymentId: string }) => l.paymentId)).toEqual(['clp_old_paid']);
      const free = (await admin.get('/api/admin/cover-letters?paid=false&limit=200').expect(200)).body;
      expect(free).toHaveLength(62);
      expect(free.some((l: { wasPaid: boolean }) => l.wasPaid)).toBe(false);
    });

    it('lists who wrote each letter: the model, the prompt version and the tokens, null for letters from before', async () => {
      const writer = await seedUser('writer@example.com', daysAgo(2));
      await sql(
        `insert into cover_letter (id, user_id, job_title, cover_letter_text, compatibility_score, matching_skills, missing_skills, input_hash, writer_model, prompt_version, token_usage, created_at)
         values (gen_random_uuid(), ?, 'Model letter', 'text', 7, '[]', '[]', 'h', 'gpt-4o-mini-2024-07-18', '2026-11-25.1', '{"promptTokens":1200,"completionTokens":640,"totalTokens":1840}', now())`,
        [writer],
      );
      const letters = (await admin.get('/api/admin/cover-letters?limit=200').expect(200)).body;
      expect(letters.find((l: { jobTitle: string }) => l.jobTitle === 'Model letter')).toMatchObject({
        writerModel: 'gpt-4o-mini-2024-07-18',
        promptVersion: '2026-11-25.1',
        tokenUsage: { promptTokens: 1200, completionTokens: 640, totalTokens: 1840 },
      });
      expect(letters.find((l: { jobTitle: string }) => l.jobTitle === 'Nurse')).toMatchObject({ writerModel: null, promptVersion: null, tokenUsage: null });
    });

    it.each([
      ['/api/admin/users?limit=abc', 'limit must be a whole number from 1 to 200'],
      ['/api/admin/users?limit=201', 'limit must be a whole number from 1 to 200'],
      ['/api/admin/users?limit=0', 'limit must be a whole number from 1 to 200'],
      ['/api/admin/users?limit=2.5', 'limit must be a whole number from 1 to 200'],
      ['/api/admin/cover-letters?offset=-1', 'offset must be a whole number, 0 or more'],
      ['/api/admin/cover-letters?offset=x', 'offset must be a whole number, 0 or more'],
      ['/api/admin/cover-letters?paid=yes', 'paid must be true or false'],
      ['/api/admin/payments/unfulfilled?limit=abc', 'limit must be a whole number from 1 to 200'],
    ])('%s answers 400: %s', async (path, message) => {
      expect((await admin.get(path).expect(400)).body).toMatchObject({ error: 'Invalid request', message });
    });
  });

  describe('payment config', () => {
    const save = (body: object) => admin.post('/api/admin/settings/payment_config').send(body);
    const saveValue = (value: object) => save({ value, description: 'price' });
    const savedConfig = async () => (await admin.get('/api/admin/payment-config').expect(200)).body;

    it.each([
      ['no value', {}, 'value is required: { price, currency, currencyCode, displayText }'],
      ['a value that is not an object', { value: 'cheap' }, 'value must be an object: { price, currency, currencyCode, displayText }'],
      ['an empty value', { value: {} }, 'The price must be a number'],
      ['the price as text', { value: { price: '75', currency: 'UAH', currencyCode: 980, displayText: '₴75 (~$2.5 USD)' } }, 'The price must be a number'],
      ['three decimals', { value: { price: 2.505, currency: 'USD', currencyCode: 840, displayText: '$2.51' } }, 'The price can have at most two decimals'],
      ['a price of 0', { value: { price: 0, currency: 'USD', currencyCode: 840, displayText: '$0' } }, 'The price must be at least 0.01'],
      [
        'a price over the maximum',
        { value: { price: 30_000_000, currency: 'UAH', currencyCode: 980, displayText: '₴30000000 (~$1000000 USD)' } },
        'The price must be at most 1,000,000',
      ],
      ['a currency not offered', { value: { price: 5, currency: 'GBP', currencyCode: 826, displayText: '£5' } }, 'The currency must be UAH, USD or EUR'],
    ])('refuses %s with 400 and a clear message, saving nothing', async (_case, body, message) => {
      const before = await savedConfig();
      expect((await save(body).expect(400)).body).toMatchObject({ error: 'Invalid request', message });
      expect(await savedConfig()).toEqual(before);
    });

    it('refuses a currency code that does not match and a display text that breaks the rule', async () => {
      expect((await saveValue({ price: 75, currency: 'UAH', currencyCode: 840, displayText: '₴75 (~$2.5 USD)' }).expect(400)).body.error).toBe(
        'Invalid currency code',
      );
      expect((await saveValue({ price: 75, currency: 'UAH', currencyCode: 980, displayText: '₴75' }).expect(400)).body.message).toBe(
        'For this price the display text is "₴75 (~$2.5 USD)".',
      );
    });

    async function buyerWithCv(email: string) {
      const { agent } = await signIn(t, { firstName: 'Bo', email });
      const me = (await agent.get('/api/auth/user')).body;
      const [cv] = await sql(
        `insert into saved_cv (id, user_id, filename, size, content, text_length, is_default) values (gen_random_uuid(), ?, 'cv.pdf', 1, ?, 1, true) returning id`,
        [me.id, ENGLISH_CV],
      );
      const payments = () =>
        t.app
          .get(MikroORM)
          .em.fork()
          .find(Payment, { user: me.id }, { orderBy: { createdAt: 'asc' } });
      return { agent, cvId: cv.id as string, payments };
    }

    it('applies a new price to later payments only', async () => {
      const buyer = await buyerWithCv('bo@example.com');
      await saveValue({ price: 60, currency: 'UAH', currencyCode: 980, displayText: '₴60 (~$2 USD)' }).expect(200);
      await buyer.agent.post('/api/payment/create').send({ cvId: buyer.cvId, jobDescription: ENGLISH_POSTING }).expect(200);
      await saveValue({ price: 75, currency: 'UAH', currencyCode: 980, displayText: '₴75 (~$2.5 USD)' }).expect(200);
      await buyer.agent.post('/api/payment/create').send({ cvId: buyer.cvId, jobDescription: ENGLISH_POSTING }).expect(200);
      expect((await buyer.payments()).map((p) => p.amountMinor)).toEqual([6000, 7500]);
      expect((await request(t.http).get('/api/payment/config').expect(200)).body).toEqual({ displayText: '₴75 (~$2.5 USD)' });
      expect(await savedConfig()).toEqual({ price: 75, currency: 'UAH', currencyCode: 980, displayText: '₴75 (~$2.5 USD)' });
    });

    it('accepts the highest price, and a payment at it is created', async () => {
      const buyer = await buyerWithCv('rich@example.com');
      await saveValue({ price: 1_000_000, currency: 'EUR', currencyCode: 978, displayText: '€1000000' }).expect(200);
      try {
        await buyer.agent.post('/api/payment/create').send({ cvId: buyer.cvId, jobDescription: ENGLISH_POSTING }).expect(200);
        expect((await buyer.payments()).map((p) => [p.amountMinor, p.currency])).toEqual([[100_000_000, 'EUR']]);
      } finally {
        await saveValue({ price: 60, currency: 'UAH', currencyCode: 980, displayText: '₴60 (~$2 USD)' }).expect(200);
      }
    });
  });
});
