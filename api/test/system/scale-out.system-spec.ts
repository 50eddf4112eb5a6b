import { ENGLISH_POSTING } from '../generation/fixtures';
import { FakeMonobank } from '../support/fake-monobank';
import { assertRedisAnswers, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/redis';
import { cookieHeaderOf, signIn } from '../support/sign-in';
import { freePort } from '../support/free-port';
import { startAppProcess, type AppProcess } from './support/app-process';
import { createSystemDatabase, type SystemDatabase } from './support/databases';
import { CV_PDF, readyGuestSession } from './support/guest-flow';
import { call, until } from './support/http';

jest.setTimeout(120_000);

const EXPENSIVE_LIMIT = 30;

/**
 * Two identical app processes on different ports against one PostgreSQL (and one Redis), as
 * behind a load balancer: the invariants must hold across them, not only inside one process.
 */
describe('two app processes on one PostgreSQL', () => {
  let db: SystemDatabase;
  let bank: FakeMonobank;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    await assertRedisAnswers();
    db = await createSystemDatabase();
    bank = await new FakeMonobank().start();
    const [portA, portB] = [await freePort(), await freePort()];
    const env = {
      DATABASE_URL: db.url,
      // The address users reach the app at (the load balancer's); here process A's.
      PUBLIC_URL: `http://127.0.0.1:${portA}`,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: uniqueRedisPrefix(),
      RATE_LIMIT_EXPENSIVE_PER_MINUTE: String(EXPENSIVE_LIMIT),
      MONOBANK_TOKEN: bank.token,
      MONOBANK_API_URL: bank.url,
      ALLOW_DEV_DEFAULTS: 'sign-in,letter-writer',
    };
    // Both start at once on the empty database: the migrations run once, under a lock.
    [a, b] = await Promise.all([startAppProcess(env, portA), startAppProcess(env, portB)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await bank?.stop();
    await db?.drop();
  });

  it('migrated the empty database once although both started together', async () => {
    const applied = await db.query<{ name: string }>('select name from mikro_orm_migrations');
    expect(applied.length).toBeGreaterThan(0);
    expect(new Set(applied.map((m) => m.name)).size).toBe(applied.length);
  });

  it('gives a guest session one free letter under a burst of 20 generates split over both processes', async () => {
    const sessionId = await readyGuestSession({ init: a.url, upload: b.url, jobInfo: a.url }, ENGLISH_POSTING);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', `${[a, b][i % 2].url}/api/generate`, { headers: { 'X-Session-ID': sessionId } })),
    );
    const statuses = answers.map((r) => r.status);
    // 200 (the letter, or the same letter again for a duplicate click) or 409 while it is written.
    expect(statuses.filter((s) => ![200, 409].includes(s))).toEqual([]);
    const letters = await db.query<{ regeneration_count: number }>('select regeneration_count from cover_letter where guest_session_id = $1', [sessionId]);
    expect(letters).toHaveLength(1);
    // Duplicates of a letter just written are answered with it, not counted as rewrites.
    expect(letters[0].regeneration_count).toBe(0);
    const letters200 = answers.filter((r) => r.status === 200).map((r) => r.body);
    expect(letters200.length).toBeGreaterThan(0);
    for (const body of letters200) expect(body).toEqual(letters200[0]);

    // A different letter is the second one: refused on either process.
    const changed = await call('POST', `${b.url}/api/job-info`, {
      json: { jobDescription: ENGLISH_POSTING.replace('Acme Cloud', 'Globex') },
      headers: { 'X-Session-ID': sessionId },
    });
    expect(changed.status).toBe(200);
    for (const app of [a, b]) expect((await call('POST', `${app.url}/api/generate`, { headers: { 'X-Session-ID': sessionId } })).status).toBe(402);
  });

  it('writes one letter per paid payment when the webhooks and verify calls are split over both processes', async () => {
    const { agent } = await signIn({ baseUrl: a.url }, { firstName: 'Split', email: 'split@example.com' });
    const cookie = cookieHeaderOf(agent);
    const user = await call<{ id: string }>('GET', `${b.url}/api/auth/user`, { headers: { Cookie: cookie } });
    expect(user.status).toBe(200); // the HTTP session lives in PostgreSQL: process B knows it
    const form = new FormData();
    form.append('file', new Blob([CV_PDF], { type: 'application/pdf' }), 'cv.pdf');
    const cv = await call<{ id: string }>('POST', `${b.url}/api/user/cvs`, { body: form, headers: { Cookie: cookie, Origin: a.url } });
    expect(cv.status).toBe(201);

    for (let round = 0; round < 3; round++) {
      const created = await call<{ invoiceId: string }>('POST', `${[a, b][round % 2].url}/api/payment/create`, {
        json: { cvId: cv.body.id, jobDescription: ENGLISH_POSTING.replace('Acme Cloud', `Company ${round}`) },
        headers: { Cookie: cookie, Origin: a.url },
      });
      expect(created.status).toBe(200);
      const invoice = bank.invoices.get(created.body.invoiceId)!;
      const t0 = Date.now();
      const processing = bank.webhookBody(bank.setStatus(invoice.invoiceId, 'processing', new Date(t0)));
      const success = bank.webhookBody(bank.setStatus(invoice.invoiceId, 'success', new Date(t0 + 1000)));
      const webhook = (app: AppProcess, body: string) =>
        call('POST', `${app.url}/api/payment/webhook`, { body, headers: { 'Content-Type': 'application/json', 'X-Sign': bank.sign(body) } });
      const verify = (app: AppProcess) => call('GET', `${app.url}/api/payment/verify/${invoice.reference}`, { headers: { Cookie: cookie } });
      const calls = [
        webhook(a, success),
        webhook(b, success),
        webhook(b, processing),
        verify(a),
        webhook(a, success),
        verify(b),
        webhook(b, success),
        webhook(a, processing),
      ];
      const answers = await Promise.all(round % 2 ? calls.reverse() : calls);
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));

      const count = async () =>
        Number((await db.query<{ n: string }>('select count(*) as n from cover_letter where payment_id = $1', [invoice.reference]))[0].n);
      await until(async () => ((await count()) > 0 ? true : undefined), 30_000, 'the paid letter');
      // Late repeats change nothing.
      await Promise.all([webhook(a, success), webhook(b, success), verify(a), verify(b)]);
      await new Promise((r) => setTimeout(r, 1000));
      expect(await count()).toBe(1);
      const [payment] = await db.query<{ status: string }>('select status from payment where reference = $1', [invoice.reference]);
      expect(payment.status).toBe('success');
    }
  });

  it('shares the rate limit: both processes together allow the expensive limit once', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < EXPENSIVE_LIMIT * 2; i++) {
      const app = [a, b][i % 2];
      statuses.push((await call('POST', `${app.url}/api/job/scrape`, { json: { jobUrl: 'not a url' } })).status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(EXPENSIVE_LIMIT);
    expect(statuses.slice(0, EXPENSIVE_LIMIT).every((s) => s === 400)).toBe(true);
  });
});
