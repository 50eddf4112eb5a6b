import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { ENGLISH_CV, ENGLISH_POSTING } from '../generation/fixtures';
import { generate, readySession } from '../generation/support';
import { signedInWithSavedCv } from '../support/saved-cv';
import { signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

const ADMIN = 'uses-admin@example.com';
const EDITED = 'Dear hiring team at Acme Cloud,\n\nI rewrote this paragraph myself.\n\nKind regards,\nJane Example';

describe("a letter's first copy, download or export, and the admin's edited-before-use share (issue 13)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  });
  afterAll(() => t.close());

  async function useOf(letterId: string) {
    const [row] = await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ first_used_at: Date | null; edited_before_use: boolean | null }[]>('select first_used_at, edited_before_use from cover_letter where id = ?', [
        letterId,
      ]);
    return row;
  }

  async function ownerWithLetter(email: string) {
    const owner = await signedInWithSavedCv(t, { firstName: 'Owner', email });
    const letter = (await owner.agent.post('/api/generate-cover-letter-user').send({ cvId: owner.cvId, jobDescription: ENGLISH_POSTING }).expect(200)).body;
    return { ...owner, letter };
  }

  it('keeps only the first use, with whether the letter had been edited then', async () => {
    const { agent, letter } = await ownerWithLetter('uses-owner@example.com');
    expect(await useOf(letter.id)).toEqual({ first_used_at: null, edited_before_use: null });
    await agent.post(`/api/cover-letters/${letter.id}/uses`).expect(200, { success: true });
    const first = await useOf(letter.id);
    expect(first).toEqual({ first_used_at: expect.anything(), edited_before_use: false });

    // An edit after the first use does not make it "edited before use"; a second use changes nothing.
    await agent.patch(`/api/cover-letters/${letter.id}`).send({ text: EDITED }).expect(200);
    await agent.post(`/api/cover-letters/${letter.id}/uses`).expect(200);
    expect(await useOf(letter.id)).toEqual(first);
  });

  it("counts an edit made before the first use, and refuses anyone else's letter with 404", async () => {
    const { agent, letter } = await ownerWithLetter('uses-editor@example.com');
    await agent.patch(`/api/cover-letters/${letter.id}`).send({ text: EDITED }).expect(200);
    const other = await signedInWithSavedCv(t, { firstName: 'Other', email: 'uses-other@example.com' });
    await other.agent.post(`/api/cover-letters/${letter.id}/uses`).expect(404);
    expect(await useOf(letter.id)).toEqual({ first_used_at: null, edited_before_use: null });
    await agent.post(`/api/cover-letters/${letter.id}/uses`).expect(200);
    expect((await useOf(letter.id)).edited_before_use).toBe(true);
  });

  it("records a guest's use of its one letter through its session", async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const noLetter = await request(t.http).post('/api/result/uses').set('X-Session-ID', sessionId).expect(404);
    expect(noLetter.body).toMatchObject({ error: 'No cover letter yet' });
    await generate(t, sessionId).expect(200);
    await request(t.http).patch('/api/result').set('X-Session-ID', sessionId).send({ text: EDITED }).expect(200);
    await request(t.http).post('/api/result/uses').set('X-Session-ID', sessionId).expect(200, { success: true });
    const [letter] = (await request(t.http).get('/api/cover-letters').set('X-Session-ID', sessionId).expect(200)).body;
    expect((await useOf(letter.id)).edited_before_use).toBe(true);
  });

  it('shows the admin the share of used letters that were edited before their first use', async () => {
    const admin = await signIn(t, { firstName: 'Admin', email: ADMIN });
    // So far: the first owner's letter used unedited, the second's and the guest's used after an edit.
    const before = (await admin.agent.get('/api/admin/analytics').expect(200)).body;
    expect(before).toMatchObject({ lettersUsed: 3, lettersEditedBeforeUse: 2, editedBeforeUseShare: 0.667 });
    // A letter never used counts in neither.
    await ownerWithLetter('uses-unused@example.com');
    expect((await admin.agent.get('/api/admin/analytics').expect(200)).body).toMatchObject({ lettersUsed: 3, editedBeforeUseShare: 0.667 });
  });
});
