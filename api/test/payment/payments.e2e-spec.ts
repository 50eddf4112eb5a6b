import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { Payment } from '../../src/payment/payment.entity';
import { PaidLetterJob } from '../../src/payment/paid-letter.job';
import { PaidLetterSweeper } from '../../src/payment/paid-letter-sweeper';
import { PAID_LETTER_QUEUE } from '../../src/payment/paid-letter-writer';
import { ACME_LETTER_REPLY, FakeChatCompletions, type Reply } from '../generation/fake-chat-completions';
import { ENGLISH_CV, ENGLISH_POSTING } from '../generation/fixtures';
import { html, startLocalSite, type LocalSite } from '../scrape/support/local-site';
import { FakeMonobank } from '../support/fake-monobank';
import { signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Jobs the queue holds for a payment (its own table and pg-boss's archive), keyed by the payment id. */
async function queuedJobs(t: TestApp, paymentId: string): Promise<number> {
  const rows = await t.app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute<{ n: string }[]>(
      `select (select count(*) from pgboss.job where name = ? and id = ?) + (select count(*) from pgboss.archive where name = ? and id = ?) as n`,
      [PAID_LETTER_QUEUE, paymentId, PAID_LETTER_QUEUE, paymentId],
    );
  return Number(rows[0].n);
}

async function paymentBy(t: TestApp, reference: string): Promise<Payment> {
  return t.app.get(MikroORM).em.fork().findOneOrFail(Payment, { reference });
}

/** What a process that died right after committing 'paid' leaves: a paid payment, no job, no letter. */
async function markPaidWithoutJob(t: TestApp, reference: string, modifiedDate: Date): Promise<Payment> {
  await t.app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute(`update payment set status = 'success', status_modified_at = ?, paid_at = now() where reference = ?`, [modifiedDate, reference]);
  const payment = await paymentBy(t, reference);
  expect(await queuedJobs(t, payment.id)).toBe(0);
  return payment;
}

/** mulberry32: the same interleavings on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A signed-in user with a saved CV (written straight to the table: the upload has its own tests). */
async function payer(t: TestApp, email: string) {
  const { agent } = await signIn(t, { firstName: 'Payer', email });
  const user = (await agent.get('/api/auth/user').expect(200)).body;
  const cvId = (await t.app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute<{ id: string }[]>(
      `insert into saved_cv (id, user_id, filename, size, content, text_length, is_default) values (gen_random_uuid(), ?, 'cv.pdf', 100, ?, ?, true) returning id`,
      [user.id, ENGLISH_CV, ENGLISH_CV.length],
    ))[0].id;
  return { agent, userId: user.id as string, cvId };
}

describe('payments through the built-in dev gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a payment whose page leads back to the success page, verifies it and writes the letter', async () => {
    const { agent, userId, cvId } = await payer(t, 'dev-payer@example.com');
    const created = (await agent.post('/api/payment/create').send({ cvId, jobDescription: ENGLISH_POSTING, useLinkedIn: false }).expect(200)).body;
    const pageUrl = new URL(created.paymentUrl);
    expect(pageUrl.pathname).toBe('/payment/mock');
    const ref = pageUrl.searchParams.get('ref')!;
    expect(created.invoiceId).toMatch(/^dev_/);
    const verified = (await agent.get(`/api/payment/verify/${ref}`).expect(200)).body;
    expect(verified).toMatchObject({ paid: true, verified: true, status: 'success', developmentMode: true, authRequired: false, userId });
    const letters = await until(async () => {
      const list = (await agent.get('/api/cover-letters').expect(200)).body;
      return list.length ? list : undefined;
    });
    expect(letters[0]).toMatchObject({ wasPaid: true, costIncurred: '2.00', paymentId: ref });
    expect((await agent.get(`/api/payment/verify/${ref}`).expect(200)).body.autoGenerated).toBe(true);
  });

  it('takes the amount from the price config, never from the client', async () => {
    const { agent, cvId } = await payer(t, 'cheap@example.com');
    await agent.post('/api/payment/create').send({ cvId, jobDescription: ENGLISH_POSTING, amount: 1, price: 0.01 }).expect(200);
    const payment = await t.app.get(MikroORM).em.fork().findOneOrFail(Payment, { user: { email: 'cheap@example.com' } });
    expect(payment).toMatchObject({ amountMinor: 6000, currency: 'UAH', currencyCode: 980 });
  });

  it("lets nobody else verify someone's payment, and tells an anonymous holder of the reference to sign in", async () => {
    const owner = await payer(t, 'owner-pay@example.com');
    const other = await payer(t, 'other-pay@example.com');
    const ref = new URL((await owner.agent.post('/api/payment/create').send({ cvId: owner.cvId, jobDescription: ENGLISH_POSTING }).expect(200)).body.paymentUrl)
      .searchParams.get('ref')!;
    await other.agent.get(`/api/payment/verify/${ref}`).expect(404);
    const anonymous = (await request(t.http).get(`/api/payment/verify/${ref}`).expect(200)).body;
    expect(anonymous).toMatchObject({ authRequired: true, userId: owner.userId });
    await request(t.http).get('/api/payment/verify/clp_unknown').expect(404);
  });

  it("refuses another user's CV and anonymous callers", async () => {
    const owner = await payer(t, 'cv-owner@example.com');
    const other = await payer(t, 'cv-thief@example.com');
    await other.agent.post('/api/payment/create').send({ cvId: owner.cvId, jobDescription: ENGLISH_POSTING }).expect(404);
    await request(t.http).post('/api/payment/create').send({ cvId: owner.cvId, jobDescription: ENGLISH_POSTING }).expect(401);
  });
});

describe('payments through monobank (a local bank speaking its contract)', () => {
  let t: TestApp;
  let bank: FakeMonobank;
  /** A job board on loopback whose posting is gone. */
  let board: LocalSite;
  beforeAll(async () => {
    bank = await new FakeMonobank().start();
    board = await startLocalSite({ '/jobs/gone': html('<h1>This job is no longer available</h1>', 404) });
    t = await createTestApp({ MONOBANK_TOKEN: bank.token, MONOBANK_API_URL: bank.url, SCRAPE_ALLOWED_HOSTS: board.hostEntry });
  });
  afterAll(async () => {
    await t.close();
    await bank.stop();
    await board.close();
  });

  async function invoiceFor(who: Awaited<ReturnType<typeof payer>>) {
    const { invoiceId, paymentUrl } = (await who.agent.post('/api/payment/create').send({ cvId: who.cvId, jobDescription: ENGLISH_POSTING }).expect(200)).body;
    expect(paymentUrl).toBe(`https://pay.example/${invoiceId}`);
    return { ...who, invoiceId: invoiceId as string, reference: bank.invoices.get(invoiceId)!.reference };
  }

  async function paidInvoice(email: string) {
    return invoiceFor(await payer(t, email));
  }

  function signedWebhook(invoiceId: string, status: string, modifiedDate: Date) {
    const body = bank.webhookBody(bank.setStatus(invoiceId, status, modifiedDate));
    return () => webhook(body, bank.sign(body));
  }

  function webhook(body: string, signature?: string) {
    const req = request(t.http).post('/api/payment/webhook').set('Content-Type', 'application/json');
    return (signature ? req.set('X-Sign', signature) : req).send(body);
  }

  async function lettersFor(reference: string): Promise<number> {
    const rows = await t.app.get(MikroORM).em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from cover_letter where payment_id = ?', [reference]);
    return Number(rows[0].n);
  }

  it('opens the invoice with the configured price in minor units, a redirect to the success page and the webhook URL', async () => {
    const { invoiceId, reference } = await paidInvoice('mono1@example.com');
    const invoice = bank.invoices.get(invoiceId)!;
    expect(invoice).toMatchObject({ amount: 6000, ccy: 980 });
    expect(invoice.redirectUrl).toBe(`${t.baseUrl}/payment/success?ref=${reference}`);
    expect(invoice.webHookUrl).toBe(`${t.baseUrl}/api/payment/webhook`);
  });

  it('refuses webhooks with a bad, missing or foreign signature and changes nothing', async () => {
    const { invoiceId, reference } = await paidInvoice('mono2@example.com');
    const body = bank.webhookBody(bank.setStatus(invoiceId, 'success'));
    await webhook(body).expect(400);
    await webhook(body, bank.sign(body, bank.otherPrivateKey())).expect(400);
    await webhook(body.replace('"success"', '"processing"'), bank.sign(body)).expect(400);
    const payment = await t.app.get(MikroORM).em.fork().findOneOrFail(Payment, { reference });
    expect(payment.status).toBe('created');
    expect(await lettersFor(reference)).toBe(0);
  });

  it('writes exactly one letter when webhooks repeat, arrive out of order and race the verify call', async () => {
    const random = seededRandom(20261124);
    const who = await payer(t, 'racer@example.com');
    for (let round = 0; round < 20; round++) {
      const { agent, invoiceId, reference } = await invoiceFor(who);
      const t0 = Date.now() - 60_000;
      const older = (['created', 'processing', 'hold'] as const).map((status, i) => signedWebhook(invoiceId, status, new Date(t0 + i * 1000)));
      const success = signedWebhook(invoiceId, 'success', new Date(t0 + 10_000));
      const pick = <T>(from: T[]) => from[Math.floor(random() * from.length)];
      const calls = shuffled(
        [
          ...Array.from({ length: 1 + Math.floor(random() * 4) }, () => success),
          ...Array.from({ length: Math.floor(random() * 4) }, () => pick(older)),
          ...Array.from({ length: Math.floor(random() * 4) }, () => () => agent.get(`/api/payment/verify/${reference}`)),
        ],
        random,
      );
      const answers = await Promise.all(calls.map((call) => new Promise((r) => setTimeout(r, random() * 15)).then(call)));
      expect(answers.map((r) => r.status)).toEqual(calls.map(() => 200));
      await pick(older)().expect(200);
      await until(async () => ((await lettersFor(reference)) > 0 ? true : undefined));
      const payment = await paymentBy(t, reference);
      await t.app.get(PaidLetterJob).run(payment.id);
      expect(await lettersFor(reference)).toBe(1);
      expect(payment.status).toBe('success');
      expect(await queuedJobs(t, payment.id)).toBe(1);
    }
  }, 120_000);

  it('does not mark an invoice paid when the bank reports another currency', async () => {
    const { invoiceId, reference } = await paidInvoice('mono-currency@example.com');
    const invoice = bank.setStatus(invoiceId, 'success');
    invoice.ccy = 840;
    const body = bank.webhookBody(invoice);
    await webhook(body, bank.sign(body)).expect(200);
    const payment = await paymentBy(t, reference);
    expect(payment).toMatchObject({ status: 'created', paidAt: null });
    expect(await queuedJobs(t, payment.id)).toBe(0);
  });

  describe('a payment marked paid whose letter was never queued (the process died in between)', () => {
    it('is queued by the next verify call, and gets exactly one letter', async () => {
      const { agent, reference } = await paidInvoice('crash-verify@example.com');
      const payment = await markPaidWithoutJob(t, reference, new Date());
      expect((await agent.get(`/api/payment/verify/${reference}`).expect(200)).body).toMatchObject({ paid: true });
      await until(async () => ((await lettersFor(reference)) > 0 ? true : undefined));
      await agent.get(`/api/payment/verify/${reference}`).expect(200);
      expect(await lettersFor(reference)).toBe(1);
      expect(await queuedJobs(t, payment.id)).toBe(1);
      expect((await agent.get(`/api/payment/verify/${reference}`).expect(200)).body.autoGenerated).toBe(true);
    });

    it('is queued by the next webhook, even one older than the state held', async () => {
      const { invoiceId, reference } = await paidInvoice('crash-webhook@example.com');
      const payment = await markPaidWithoutJob(t, reference, new Date());
      await signedWebhook(invoiceId, 'success', new Date(Date.now() - 60_000))().expect(200);
      await until(async () => ((await lettersFor(reference)) > 0 ? true : undefined));
      expect(await lettersFor(reference)).toBe(1);
      expect(await queuedJobs(t, payment.id)).toBe(1);
    });

    it('is queued by the sweeper, once, however many sweepers run at the same time', async () => {
      const { reference } = await paidInvoice('crash-sweep@example.com');
      const payment = await markPaidWithoutJob(t, reference, new Date());
      const sweeper = t.app.get(PaidLetterSweeper);
      await Promise.all([sweeper.sweep(), sweeper.sweep(), sweeper.sweep()]);
      expect(await queuedJobs(t, payment.id)).toBe(1);
      await until(async () => ((await lettersFor(reference)) > 0 ? true : undefined));
      expect(await sweeper.sweep()).not.toContain(payment.id);
      expect(await lettersFor(reference)).toBe(1);
      expect(await queuedJobs(t, payment.id)).toBe(1);
      expect((await paymentBy(t, reference)).letterWrittenAt).not.toBeNull();
    });
  });

  it('refuses a job URL it cannot read before opening an invoice, with the reader\'s reason, and records nothing', async () => {
    const who = await payer(t, 'bad-url@example.com');
    const invoicesBefore = bank.requests.filter((r) => r.path === '/api/merchant/invoice/create').length;
    const res = await who.agent.post('/api/payment/create').send({ cvId: who.cvId, jobUrl: board.url('/jobs/gone') }).expect(400);
    expect(res.body).toMatchObject({ error: 'Extraction Failed', message: expect.any(String), data: { reason: 'not-found' } });
    expect(bank.requests.filter((r) => r.path === '/api/merchant/invoice/create').length).toBe(invoicesBefore);
    expect(await t.app.get(MikroORM).em.fork().count(Payment, { user: who.userId })).toBe(0);
  });

  it('writes the paid letter from what it read when the payment was created, even after the CV is deleted', async () => {
    const { agent, cvId, invoiceId, reference } = await paidInvoice('deleted-cv@example.com');
    expect((await paymentBy(t, reference)).request.snapshot).toMatchObject({ cvText: ENGLISH_CV, jobDescription: ENGLISH_POSTING, linkedinContent: null });
    await agent.delete(`/api/user/cvs/${cvId}`).expect(200);
    await signedWebhook(invoiceId, 'success', new Date())().expect(200);
    await until(async () => ((await lettersFor(reference)) > 0 ? true : undefined));
    const letters = (await agent.get('/api/cover-letters').expect(200)).body;
    expect(letters).toEqual([expect.objectContaining({ wasPaid: true, paymentId: reference, costIncurred: '2.00' })]);
  });

  it('keeps the letter written even when its owner deletes it: nothing writes it again', async () => {
    const { agent, invoiceId, reference } = await paidInvoice('deletes-letter@example.com');
    await signedWebhook(invoiceId, 'success', new Date())().expect(200);
    const [letter] = await until(async () => {
      const list = (await agent.get('/api/cover-letters').expect(200)).body;
      return list.length ? list : undefined;
    });
    await agent.delete(`/api/cover-letters/${letter.id}`).expect(200);
    const payment = await paymentBy(t, reference);
    expect(await t.app.get(PaidLetterSweeper).sweep()).not.toContain(payment.id);
    await agent.get(`/api/payment/verify/${reference}`).expect(200);
    await t.app.get(PaidLetterJob).run(payment.id);
    expect(await lettersFor(reference)).toBe(0);
  });

  it('does not mark an invoice paid when the bank reports a different amount', async () => {
    const { invoiceId, reference } = await paidInvoice('mono-amount@example.com');
    const invoice = bank.setStatus(invoiceId, 'success');
    invoice.amount = 100;
    const body = bank.webhookBody(invoice);
    await webhook(body, bank.sign(body)).expect(200);
    expect((await t.app.get(MikroORM).em.fork().findOneOrFail(Payment, { reference })).status).toBe('created');
  });

  it('asks the bank on verify while the invoice is not final, and answers 503 when the bank is down', async () => {
    const { agent, invoiceId, reference } = await paidInvoice('mono-verify@example.com');
    expect((await agent.get(`/api/payment/verify/${reference}`).expect(200)).body).toMatchObject({ paid: false, status: 'created' });
    bank.setStatus(invoiceId, 'success');
    expect((await agent.get(`/api/payment/verify/${reference}`).expect(200)).body).toMatchObject({ paid: true, developmentMode: false });
    const other = await paidInvoice('mono-down@example.com');
    await bank.stop();
    try {
      const res = await other.agent.get(`/api/payment/verify/${other.reference}`).expect(503);
      expect(res.body.error).toBe('Payment unavailable');
      const payment = await t.app.get(MikroORM).em.fork().findOneOrFail(Payment, { reference: other.reference });
      expect(payment.paidAt).toBeNull();
    } finally {
      await bank.start();
    }
  });
});

describe('a paid letter whose first writing attempt fails', () => {
  let t: TestApp;
  let writer: FakeChatCompletions;
  beforeAll(async () => {
    writer = new FakeChatCompletions();
    const baseUrl = await writer.start();
    t = await createTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: baseUrl, OPENAI_TIMEOUT_MS: '5000' });
  });
  afterAll(async () => {
    await t.close();
    await writer.stop();
  });

  const letter = ACME_LETTER_REPLY;

  it('is retried by the queue, keeps the reason meanwhile, and the letter appears', async () => {
    let calls = 0;
    writer.reply = () => {
      calls++;
      if (calls <= 2) return { kind: 'status', status: 500 };
      return letter;
    };
    const { agent, cvId } = await payer(t, 'retry@example.com');
    const ref = new URL((await agent.post('/api/payment/create').send({ cvId, jobDescription: ENGLISH_POSTING }).expect(200)).body.paymentUrl).searchParams.get('ref')!;
    expect((await agent.get(`/api/payment/verify/${ref}`).expect(200)).body).toMatchObject({ paid: true, autoGenerated: false });
    const failed = await until(async () => {
      const payment = await t.app.get(MikroORM).em.fork().findOneOrFail(Payment, { reference: ref });
      return payment.generationError ?? undefined;
    });
    expect(failed).toBeTruthy();
    const letters = await until(async () => {
      const list = (await agent.get('/api/cover-letters').expect(200)).body;
      return list.length ? list : undefined;
    }, 40_000);
    expect(letters).toEqual([expect.objectContaining({ wasPaid: true, paymentId: ref, companyName: 'Acme Cloud' })]);
    expect((await t.app.get(MikroORM).em.fork().findOneOrFail(Payment, { reference: ref })).generationError).toBeNull();
  }, 60_000);

  it('after the last retry fails: logs an error with the payment id, keeps the reason, and the sweeper starts over once the queue lets the job go', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      writer.reply = () => ({ kind: 'letter', content: 'not a letter' });
      const { agent, cvId } = await payer(t, 'gives-up@example.com');
      const ref = new URL((await agent.post('/api/payment/create').send({ cvId, jobDescription: ENGLISH_POSTING }).expect(200)).body.paymentUrl).searchParams.get('ref')!;
      await agent.get(`/api/payment/verify/${ref}`).expect(200);
      const { id: paymentId } = await paymentBy(t, ref);
      const sql = t.app.get(MikroORM).em.fork().getConnection();
      const job = () => sql.execute<{ state: string; retry_count: number; retry_limit: number }[]>('select state, retry_count, retry_limit from pgboss.job where name = ? and id = ?', [PAID_LETTER_QUEUE, paymentId]);
      await until(async () => ((await job())[0]?.state === 'retry' ? true : undefined));
      const givingUp = () => errors.mock.calls.filter(([details]) => (details as { paymentId?: string } | undefined)?.paymentId === paymentId);
      expect(givingUp()).toEqual([]);

      // Skip the backoff: the next attempt is the last one the job has.
      await sql.execute(`update pgboss.job set retry_count = retry_limit - 1, start_after = now() where name = ? and id = ?`, [PAID_LETTER_QUEUE, paymentId]);
      await until(async () => ((await job())[0]?.state === 'failed' ? true : undefined));
      expect(givingUp()).toEqual([[expect.objectContaining({ paymentId }), expect.stringContaining('after the last retry')]]);
      const failed = await paymentBy(t, ref);
      expect(failed.generationError).toBe('Generation failed (malformed)');
      expect(failed.letterWrittenAt).toBeNull();
      const sweeper = t.app.get(PaidLetterSweeper);
      expect(await sweeper.sweep()).not.toContain(paymentId);

      // pg-boss moves a failed job out of its job table after a while; then the sweeper queues it again.
      await sql.execute('delete from pgboss.job where name = ? and id = ?', [PAID_LETTER_QUEUE, paymentId]);
      writer.reply = () => letter;
      await sweeper.sweep();
      expect(await queuedJobs(t, paymentId)).toBe(1);
      const letters = await until(async () => {
        const list = (await agent.get('/api/cover-letters').expect(200)).body;
        return list.length ? list : undefined;
      });
      expect(letters).toEqual([expect.objectContaining({ wasPaid: true, paymentId: ref })]);
      expect((await paymentBy(t, ref)).generationError).toBeNull();
    } finally {
      errors.mockRestore();
    }
  }, 60_000);
});
