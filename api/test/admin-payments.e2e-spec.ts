import { MikroORM } from '@mikro-orm/postgresql';
import type { AdminUnfulfilledPayment } from '@coverletter/contracts';
import { PAID_LETTER_QUEUE } from '../src/payment/paid-letter-queue';
import { ACME_LETTER_REPLY, type FakeChatCompletions, type Reply } from './generation/fake-chat-completions';
import { ENGLISH_POSTING } from './generation/fixtures';
import { signedInWithSavedCv } from './support/saved-cv';
import { signIn } from './support/sign-in';
import { until } from './support/until';
import { createWriterTestApp, type WriterTestApp } from './support/writer-test-app';

const LETTER = ACME_LETTER_REPLY;
const WRITER_DOWN: Reply = { kind: 'status', status: 500 };

describe('paid payments whose letter is not written', () => {
  let t: WriterTestApp;
  let writer: FakeChatCompletions;
  let admin: Awaited<ReturnType<typeof signIn>>['agent'];
  beforeAll(async () => {
    t = await createWriterTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    writer = t.writer;
    admin = (await signIn(t, { firstName: 'Ada', email: 'admin@example.com' })).agent;
  });
  afterAll(() => t.close());

  const sql = <T>(text: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(text, params);
  const unfulfilled = async (): Promise<AdminUnfulfilledPayment[]> => (await admin.get('/api/admin/payments/unfulfilled').expect(200)).body;
  const jobOf = async (paymentId: string) =>
    (await sql<{ state: string }>('select state from pgboss.job where name = ? and id = ?', [PAID_LETTER_QUEUE, paymentId]))[0]?.state;

  /** A signed-in user with a saved CV who pays for a letter through the dev gateway. */
  async function paidPayment(email: string) {
    const { agent, cvId } = await signedInWithSavedCv(t, { firstName: 'Payer', email });
    const created = (await agent.post('/api/payment/create').send({ cvId, jobDescription: ENGLISH_POSTING }).expect(200)).body;
    const reference = new URL(created.paymentUrl).searchParams.get('ref')!;
    await agent.get(`/api/payment/verify/${reference}`).expect(200);
    const [payment] = await sql<{ id: string }>('select id from payment where reference = ?', [reference]);
    const letters = async () => (await agent.get('/api/cover-letters').expect(200)).body as { paymentId: string }[];
    return { id: payment.id, reference, letters };
  }

  it('lists a paid payment whose letter keeps failing, with the reason; a retry once the cause is gone writes the letter', async () => {
    writer.reply = () => WRITER_DOWN;
    const payment = await paidPayment('stuck@example.com');

    const listed = await until(async () => (await unfulfilled()).find((p) => p.id === payment.id && p.lastError && p.taskState === 'waiting'));
    expect(listed).toMatchObject({
      reference: payment.reference,
      user: { email: 'stuck@example.com', firstName: 'Payer' },
      amountMinor: 6000,
      currency: 'UAH',
      attempts: 1,
    });
    expect(Date.parse(listed.paidAt)).toBeLessThanOrEqual(Date.now());
    expect((await admin.post(`/api/admin/payments/${payment.id}/retry`).expect(200)).body).toEqual({ outcome: 'already-queued' });

    // The queue gives up, as it does after its last retry.
    const gaveUp = await until(async () => {
      const [row] = await sql<{ id: string }>(
        `update pgboss.job set state = 'failed', retry_count = retry_limit, completed_on = now() where name = ? and id = ? and state = 'retry' returning id`,
        [PAID_LETTER_QUEUE, payment.id],
      );
      return row;
    });
    expect(gaveUp.id).toBe(payment.id);
    expect((await unfulfilled()).find((p) => p.id === payment.id)).toMatchObject({ taskState: 'stopped', attempts: 7 });

    writer.reply = () => LETTER;
    expect((await admin.post(`/api/admin/payments/${payment.id}/retry`).expect(200)).body).toEqual({ outcome: 'retried' });
    const letters = await until(async () => {
      const list = await payment.letters();
      return list.length ? list : undefined;
    }, 30_000);
    expect(letters.map((l) => l.paymentId)).toEqual([payment.reference]);
    expect((await unfulfilled()).map((p) => p.id)).not.toContain(payment.id);
    expect((await admin.post(`/api/admin/payments/${payment.id}/retry`).expect(409)).body.error).toBe('Nothing to retry');
  }, 60_000);

  it('sends the task again when the queue no longer holds it', async () => {
    writer.reply = () => WRITER_DOWN;
    const payment = await paidPayment('archived@example.com');
    await until(async () => ((await jobOf(payment.id)) === 'retry' ? true : undefined));
    // pg-boss archives (moves away) jobs it has finished with.
    await sql('delete from pgboss.job where name = ? and id = ?', [PAID_LETTER_QUEUE, payment.id]);
    expect((await unfulfilled()).find((p) => p.id === payment.id)).toMatchObject({ taskState: 'stopped', attempts: 0 });

    writer.reply = () => LETTER;
    expect((await admin.post(`/api/admin/payments/${payment.id}/retry`).expect(200)).body).toEqual({ outcome: 'resent' });
    await until(async () => ((await payment.letters()).length ? true : undefined), 30_000);
    expect((await unfulfilled()).map((p) => p.id)).not.toContain(payment.id);
  }, 60_000);

  it('lists the oldest payment first', async () => {
    writer.reply = () => WRITER_DOWN;
    const first = await paidPayment('first@example.com');
    const second = await paidPayment('second@example.com');
    const ids = (await unfulfilled()).map((p) => p.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it('answers 404 for a payment that does not exist or an id that is not one', async () => {
    await admin.post('/api/admin/payments/00000000-0000-4000-8000-000000000000/retry').expect(404);
    expect((await admin.post('/api/admin/payments/not-a-uuid/retry').expect(404)).body.error).toBe('Payment not found');
  });
});
