import { MAX_LETTER_TEXT_CHARS } from '@coverletter/contracts';
import { MikroORM, type PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migration20261125210000_cover_letter_versions } from '../../src/database/migrations/Migration20261125210000_cover_letter_versions';
import request from 'supertest';
import { ENGLISH_CV, ENGLISH_POSTING } from '../generation/fixtures';
import { generate, letTimePassSinceLastWrite, lettersOf, readySession } from '../generation/support';
import { signedInWithSavedCv } from '../support/saved-cv';
import { signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

const ADMIN = 'versions-admin@example.com';
const EDITED = 'Dear hiring team at Acme Cloud,\n\nI rewrote this paragraph myself.\n\nKind regards,\nJane Example';

describe('letter versions and edits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  });
  afterAll(() => t.close());

  async function ownerWithLetter(email: string) {
    const owner = await signedInWithSavedCv(t, { firstName: 'Owner', email });
    const letter = (await owner.agent.post('/api/generate-cover-letter-user').send({ cvId: owner.cvId, jobDescription: ENGLISH_POSTING }).expect(200)).body;
    return { ...owner, letter };
  }

  async function versionRows(letterId: string) {
    return t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ number: number; source: string }[]>('select number, source from cover_letter_version where cover_letter_id = ? order by number', [letterId]);
  }

  it("keeps the written letter as version 1, saves the owner's edits as new versions and lists them oldest first", async () => {
    const { agent, letter } = await ownerWithLetter('editor@example.com');
    const first = (await agent.get(`/api/cover-letters/${letter.id}/versions`).expect(200)).body;
    expect(first).toEqual([{ number: 1, text: letter.coverLetterText, source: 'generated', createdAt: expect.any(String) }]);

    const saved = (
      await agent
        .patch(`/api/cover-letters/${letter.id}`)
        .send({ text: `  ${EDITED}\n` })
        .expect(200)
    ).body;
    expect(saved).toMatchObject({ number: 2, text: EDITED, source: 'edited' });
    // The same text again (an autosave with nothing new) saves nothing.
    expect((await agent.patch(`/api/cover-letters/${letter.id}`).send({ text: EDITED }).expect(200)).body).toMatchObject({ number: 2 });
    // Going back to version 1 is an edit with its text: it becomes the newest.
    expect((await agent.patch(`/api/cover-letters/${letter.id}`).send({ text: letter.coverLetterText }).expect(200)).body).toMatchObject({
      number: 3,
      source: 'edited',
    });

    const versions = (await agent.get(`/api/cover-letters/${letter.id}/versions`).expect(200)).body;
    expect(versions.map((v: { number: number; source: string }) => [v.number, v.source])).toEqual([
      [1, 'generated'],
      [2, 'edited'],
      [3, 'edited'],
    ]);
    const [listed] = (await agent.get('/api/cover-letters').expect(200)).body;
    expect(listed.coverLetterText).toBe(letter.coverLetterText);
  });

  it('refuses an empty or too long text with a clear 400, and changes nothing', async () => {
    const { agent, letter } = await ownerWithLetter('limits@example.com');
    const cases: Array<[unknown, string]> = [
      [{ text: '   \n ' }, 'The letter cannot be empty'],
      [{ text: 'x'.repeat(MAX_LETTER_TEXT_CHARS + 1) }, `The letter can be at most ${MAX_LETTER_TEXT_CHARS} characters`],
      [{}, 'Please send the letter text'],
      [{ text: 42 }, 'Please send the letter text'],
    ];
    for (const [body, message] of cases) {
      const res = await agent
        .patch(`/api/cover-letters/${letter.id}`)
        .send(body as object)
        .expect(400);
      expect(res.body).toMatchObject({ error: 'Invalid request', message });
    }
    await agent
      .patch(`/api/cover-letters/${letter.id}`)
      .send({ text: 'x'.repeat(MAX_LETTER_TEXT_CHARS) })
      .expect(200);
    expect(await versionRows(letter.id)).toHaveLength(2);
  });

  it('answers 404 to another user and 401 to anonymous callers, and the letter stays as it was', async () => {
    const { agent, letter } = await ownerWithLetter('mine@example.com');
    const other = await signIn(t, { firstName: 'Other', email: 'someone-else@example.com' });
    expect((await other.agent.patch(`/api/cover-letters/${letter.id}`).send({ text: EDITED }).expect(404)).body.error).toBe('Cover letter not found');
    await other.agent.get(`/api/cover-letters/${letter.id}/versions`).expect(404);
    await other.agent.patch('/api/cover-letters/not-a-uuid').send({ text: EDITED }).expect(404);
    await request(t.http).patch(`/api/cover-letters/${letter.id}`).send({ text: EDITED }).expect(401);
    await request(t.http).get(`/api/cover-letters/${letter.id}/versions`).expect(401);
    expect((await agent.get(`/api/cover-letters/${letter.id}/versions`).expect(200)).body).toHaveLength(1);
  });

  it("shows the admin the newest text and the number of the user's edits", async () => {
    const { agent, letter } = await ownerWithLetter('counted@example.com');
    await agent
      .patch(`/api/cover-letters/${letter.id}`)
      .send({ text: `${EDITED} One.` })
      .expect(200);
    await agent
      .patch(`/api/cover-letters/${letter.id}`)
      .send({ text: `${EDITED} Two.` })
      .expect(200);
    const admin = await signIn(t, { firstName: 'Admin', email: ADMIN });
    // The admin cannot edit someone's letter, nor read its versions.
    await admin.agent.patch(`/api/cover-letters/${letter.id}`).send({ text: 'Admin text' }).expect(404);
    await admin.agent.get(`/api/cover-letters/${letter.id}/versions`).expect(404);
    const listed = (await admin.agent.get('/api/admin/cover-letters').expect(200)).body as Array<{ id: string; coverLetterText: string; editCount: number }>;
    expect(listed.find((l) => l.id === letter.id)).toMatchObject({ coverLetterText: `${EDITED} Two.`, editCount: 2 });
    const untouched = await ownerWithLetter('untouched@example.com');
    const again = (await admin.agent.get('/api/admin/cover-letters').expect(200)).body as Array<{ id: string; editCount: number }>;
    expect(again.find((l) => l.id === untouched.letter.id)?.editCount).toBe(0);
  });

  it('writes version 1 for a paid letter', async () => {
    const { agent, cvId } = await signedInWithSavedCv(t, { firstName: 'Payer', email: 'versions-payer@example.com' });
    const created = (await agent.post('/api/payment/create').send({ cvId, jobDescription: ENGLISH_POSTING }).expect(200)).body;
    const ref = new URL(created.paymentUrl).searchParams.get('ref')!;
    await agent.get(`/api/payment/verify/${ref}`).expect(200);
    const paid = await until(async () => {
      const list = (await agent.get('/api/cover-letters').expect(200)).body;
      return list.find((letter: { wasPaid: boolean }) => letter.wasPaid);
    });
    expect(await versionRows(paid.id)).toEqual([{ number: 1, source: 'generated' }]);
  });

  it('gives the letters written before versions existed version 1 from their text (the migration)', async () => {
    const { agent, letter } = await ownerWithLetter('before-versions@example.com');
    await agent.patch(`/api/cover-letters/${letter.id}`).send({ text: EDITED }).expect(200);
    const orm = t.app.get(MikroORM);
    const connection = orm.em.fork().getConnection();
    await connection.execute('delete from cover_letter_version');
    const migration = new Migration20261125210000_cover_letter_versions(orm.em.getDriver() as PostgreSqlDriver, orm.config);
    await migration.up();
    const backfill = migration
      .getQueries()
      .map(String)
      .find((sql) => sql.startsWith('insert into "cover_letter_version"'));
    await connection.execute(backfill!);
    expect((await agent.get(`/api/cover-letters/${letter.id}/versions`).expect(200)).body).toEqual([
      { number: 1, text: EDITED, source: 'generated', createdAt: letter.createdAt },
    ]);
  });

  describe("a guest's letter", () => {
    it("is edited through the session; GET /api/result answers the edit, and a rewrite is a new 'generated' version", async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      await generate(t, sessionId).expect(200);
      const [row] = await lettersOf(t, sessionId);
      expect(await versionRows(row.id)).toEqual([{ number: 1, source: 'generated' }]);

      const saved = (await request(t.http).patch('/api/result').set('X-Session-ID', sessionId).send({ text: EDITED }).expect(200)).body;
      expect(saved).toMatchObject({ number: 2, text: EDITED, source: 'edited' });
      expect((await request(t.http).get('/api/result').set('X-Session-ID', sessionId).expect(200)).body).toMatchObject({ coverLetter: EDITED, edited: true });
      expect((await lettersOf(t, sessionId))[0].cover_letter_text).toBe(EDITED);
      const bad = await request(t.http).patch('/api/result').set('X-Session-ID', sessionId).send({ text: '' }).expect(400);
      expect(bad.body.message).toBe('The letter cannot be empty');

      await letTimePassSinceLastWrite(t, sessionId);
      const rewritten = (await generate(t, sessionId).expect(200)).body;
      expect(rewritten.edited).toBeUndefined();
      expect((await request(t.http).get('/api/result').set('X-Session-ID', sessionId).expect(200)).body.edited).toBeUndefined();
      expect(await versionRows(row.id)).toEqual([
        { number: 1, source: 'generated' },
        { number: 2, source: 'edited' },
        { number: 3, source: 'generated' },
      ]);
    });

    it('answers 404 when the session has no letter yet, and 400 without a session', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      const res = await request(t.http).patch('/api/result').set('X-Session-ID', sessionId).send({ text: EDITED }).expect(404);
      expect(res.body.error).toBe('No cover letter yet');
      await request(t.http).patch('/api/result').send({ text: EDITED }).expect(400);
    });

    it('keeps its versions when it is carried into an account', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      await generate(t, sessionId).expect(200);
      await request(t.http).patch('/api/result').set('X-Session-ID', sessionId).send({ text: EDITED }).expect(200);
      const { agent } = await signIn(t, { firstName: 'Carried', email: 'carried@example.com' });
      await agent.post('/api/migrate-session').set('X-Session-ID', sessionId).send({ sessionId }).expect(200);
      const [letter] = (await agent.get('/api/cover-letters').expect(200)).body;
      expect(letter.coverLetterText).toBe(EDITED);
      const versions = (await agent.get(`/api/cover-letters/${letter.id}/versions`).expect(200)).body;
      expect(versions.map((v: { source: string }) => v.source)).toEqual(['generated', 'edited']);
      expect(
        (
          await agent
            .patch(`/api/cover-letters/${letter.id}`)
            .send({ text: `${EDITED}\nP.S. Edited in the account.` })
            .expect(200)
        ).body.number,
      ).toBe(3);
    });
  });
});
