import { ERROR_TEXT } from '@coverletter/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { ACME_LETTER_REPLY, type FakeChatCompletions, type Reply } from '../generation/fake-chat-completions';
import { ENGLISH_CV, ENGLISH_POSTING } from '../generation/fixtures';
import { creditOf, generate, lettersOf, readySession } from '../generation/support';
import { signIn } from '../support/sign-in';
import { signedInWithSavedCv } from '../support/saved-cv';
import { createWriterTestApp, type WriterTestApp } from '../support/writer-test-app';

const LETTER = ACME_LETTER_REPLY;

/** The writer answers after a pause, with something that is not a letter: the attempt fails. */
const SLOW_FAILURE: Reply = { kind: 'letter', content: 'not a letter', delayMs: 1500 };

describe("the account's free letter when writing it fails", () => {
  let t: WriterTestApp;
  let writer: FakeChatCompletions;
  beforeAll(async () => {
    t = await createWriterTestApp();
    writer = t.writer;
  });
  afterAll(() => t.close());

  const sql = () => t.app.get(MikroORM).em.fork().getConnection();

  async function accountWithCv(email: string) {
    const { agent, userId, cvId } = await signedInWithSavedCv(t, { firstName: 'Free', email });
    /** The account's free credit: used, and the lease on it (null when none). */
    const freeCredit = async () => {
      const [row] = await sql().execute<{ used: boolean; lease_token: string | null }[]>(
        `select used_at is not null as used, lease_token from letter_credit where user_id = ? and kind = 'free'`,
        [userId],
      );
      return row;
    };
    const writeFree = () => agent.post('/api/generate-cover-letter-user').send({ cvId, jobDescription: ENGLISH_POSTING });
    return { agent, userId, freeCredit, writeFree };
  }

  /** Starts the free letter and, while the writer is busy with it, does `meanwhile`; answers the free letter's response. */
  async function failingFreeLetterWhile(writeFree: () => PromiseLike<{ status: number }>, meanwhile: () => Promise<unknown>) {
    const asked = writer.requests.length;
    writer.reply = () => SLOW_FAILURE;
    const answer = Promise.resolve(writeFree());
    for (let i = 0; writer.requests.length === asked; i++) {
      if (i > 200) throw new Error('the writer was never asked');
      await new Promise((r) => setTimeout(r, 20));
    }
    await meanwhile();
    return answer;
  }

  it('is given back when the attempt fails, and can be used afterwards', async () => {
    const { freeCredit, writeFree } = await accountWithCv('free-again@example.com');
    expect((await failingFreeLetterWhile(writeFree, async () => undefined)).status).toBe(502);
    expect(await freeCredit()).toEqual({ used: false, lease_token: null });
    writer.reply = () => LETTER;
    await writeFree().expect(200);
    expect(await freeCredit()).toEqual({ used: true, lease_token: null });
  });

  it('does not give back a lease another request took over while the attempt was under way', async () => {
    const { userId, freeCredit, writeFree } = await accountWithCv('claimed-meanwhile@example.com');
    const otherLease = '0f0e0d0c-0b0a-4908-8706-050403020100';
    const res = await failingFreeLetterWhile(writeFree, () =>
      sql().execute(`update letter_credit set lease_token = ? where user_id = ?`, [otherLease, userId]),
    );
    expect(res.status).toBe(502);
    expect(await freeCredit()).toEqual({ used: false, lease_token: otherLease });
  });

  it('keeps a guest letter out of an account whose free letter is being written, and gives the credit back when that fails', async () => {
    writer.reply = () => LETTER;
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    await generate(t, sessionId).expect(200);
    const { agent, freeCredit, writeFree } = await accountWithCv('carried-meanwhile@example.com');
    const res = await failingFreeLetterWhile(writeFree, async () => {
      expect((await agent.post('/api/migrate-session').set('X-Session-ID', sessionId).send({ sessionId }).expect(200)).body).toEqual({
        migratedCoverLetter: false,
      });
    });
    expect(res.status).toBe(502);
    expect(await freeCredit()).toEqual({ used: false, lease_token: null });
    writer.reply = () => LETTER;
    await writeFree().expect(200);
    expect((await agent.get('/api/cover-letters').expect(200)).body).toHaveLength(1);
  });

  it('does not keep a guest letter that finishes after its session was carried into an account: no orphan, no second free letter', async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const { agent } = await signIn(t, { firstName: 'Late', email: 'late-guest@example.com' });
    const asked = writer.requests.length;
    writer.reply = () => ({ ...LETTER, delayMs: 1500 });
    const guestLetter = Promise.resolve(generate(t, sessionId));
    for (let i = 0; writer.requests.length === asked; i++) {
      if (i > 200) throw new Error('the writer was never asked');
      await new Promise((r) => setTimeout(r, 20));
    }
    // Carried over while its letter is still being written: nothing to move yet.
    expect((await agent.post('/api/migrate-session').set('X-Session-ID', sessionId).send({ sessionId }).expect(200)).body).toEqual({
      migratedCoverLetter: false,
    });
    const late = await guestLetter;
    expect(late.status).toBe(404);
    expect(late.body.message).toBe(ERROR_TEXT.sessionNotFound.message);
    expect(await lettersOf(t, sessionId)).toEqual([]);
    expect((await creditOf(t, sessionId))?.used_at ?? null).toBeNull();
    // The account's own free letter is still there.
    expect((await agent.get('/api/cover-letters').expect(200)).body).toHaveLength(0);
    writer.reply = () => LETTER;
  });
});
