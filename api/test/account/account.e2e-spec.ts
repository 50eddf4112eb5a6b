import { MikroORM } from '@mikro-orm/postgresql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { AnalyticsEvent } from '../../src/analytics/analytics-event.entity';
import { ENGLISH_CV, ENGLISH_POSTING } from '../generation/fixtures';
import { generate, readySession } from '../generation/support';
import { signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

const CV_PDF = readFileSync(join(__dirname, '../fixtures/cv/cv-two-pages.pdf'));

describe('signed-in account: saved CVs, letters, the free letter and carrying guest work over', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function uploadCv(agent: Awaited<ReturnType<typeof signIn>>['agent'], name = 'Jane Doe CV.pdf') {
    return (await agent.post('/api/user/cvs').attach('file', CV_PDF, name).expect(201)).body;
  }

  describe('saved CVs', () => {
    it('uploads with the same parsing as the guest flow, lists newest first, and the first is the default', async () => {
      const { agent } = await signIn(t, { firstName: 'Cora', email: 'cora@example.com' });
      const first = await uploadCv(agent, 'first.pdf');
      expect(first).toMatchObject({ filename: 'first.pdf', isDefault: true });
      expect(first.content).toContain('Senior software engineer in Stockholm');
      expect(first.textLength).toBe(first.content.length);
      const second = await uploadCv(agent, 'second.pdf');
      expect(second.isDefault).toBe(false);
      const list = (await agent.get('/api/user/cvs').expect(200)).body;
      expect(list.map((cv: { filename: string }) => cv.filename)).toEqual(['second.pdf', 'first.pdf']);
    });

    it('sets the default, and hands it on when the default is deleted', async () => {
      const { agent } = await signIn(t, { firstName: 'Dan', email: 'dan@example.com' });
      const a = await uploadCv(agent, 'a.pdf');
      const b = await uploadCv(agent, 'b.pdf');
      expect((await agent.put(`/api/user/cvs/${b.id}/default`).expect(200)).body.isDefault).toBe(true);
      let list = (await agent.get('/api/user/cvs').expect(200)).body;
      expect(list.filter((cv: { isDefault: boolean }) => cv.isDefault).map((cv: { id: string }) => cv.id)).toEqual([b.id]);
      await agent.delete(`/api/user/cvs/${b.id}`).expect(200, { success: true });
      list = (await agent.get('/api/user/cvs').expect(200)).body;
      expect(list).toEqual([expect.objectContaining({ id: a.id, isDefault: true })]);
    });

    it('refuses a file that is not a CV, with the catalogue text, and saves nothing', async () => {
      const { agent } = await signIn(t, { firstName: 'Eli', email: 'eli@example.com' });
      const res = await agent.post('/api/user/cvs').attach('file', Buffer.from('just some text'), 'cv.pdf').expect(400);
      expect(res.body).toMatchObject({ error: 'Invalid file type', message: 'Please upload a PDF or DOC file' });
      expect((await agent.get('/api/user/cvs').expect(200)).body).toEqual([]);
    });

    it("never reads or changes another user's CV", async () => {
      const owner = await signIn(t, { firstName: 'Fay', email: 'fay@example.com' });
      const other = await signIn(t, { firstName: 'Gus', email: 'gus@example.com' });
      const cv = await uploadCv(owner.agent);
      await other.agent.put(`/api/user/cvs/${cv.id}/default`).expect(404);
      await other.agent.delete(`/api/user/cvs/${cv.id}`).expect(404);
      await other.agent.post('/api/generate-cover-letter-user').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING }).expect(404);
      expect((await other.agent.get('/api/user/cvs').expect(200)).body).toEqual([]);
      expect((await owner.agent.get('/api/user/cvs').expect(200)).body).toHaveLength(1);
      await other.agent.delete('/api/user/cvs/not-a-uuid').expect(404);
    });

    it('answers 401 to anonymous callers', async () => {
      await request(t.http).get('/api/user/cvs').expect(401);
      await request(t.http).post('/api/user/cvs').attach('file', CV_PDF, 'cv.pdf').expect(401);
    });
  });

  describe('letters and the account free letter', () => {
    it('writes one free letter, then answers 402 with the letter count', async () => {
      const { agent } = await signIn(t, { firstName: 'Hana', email: 'hana@example.com' });
      const cv = await uploadCv(agent);
      const letter = (await agent.post('/api/generate-cover-letter-user').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING }).expect(200)).body;
      expect(letter).toMatchObject({ wasPaid: false, costIncurred: null, companyName: 'Acme Cloud' });
      expect(letter.compatibilityScore).toBeGreaterThan(0);
      expect(letter.matchingSkills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
      // The CV's name heads the exported document (this CV gives no e-mail or phone); the list answers the same.
      expect(letter.letterhead).toEqual({ name: 'Jane Doe', email: null, phone: null, language: 'en' });
      expect((await agent.get('/api/cover-letters').expect(200)).body[0].letterhead).toEqual(letter.letterhead);
      const res = await agent.post('/api/generate-cover-letter-user').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING }).expect(402);
      expect(res.body).toMatchObject({ error: 'Payment required', data: { coverLetterCount: 1 } });
      expect((await agent.get('/api/cover-letters').expect(200)).body).toHaveLength(1);
    });

    it('holds the free-letter rule under 10 simultaneous requests', async () => {
      const { agent } = await signIn(t, { firstName: 'Ivo', email: 'ivo@example.com' });
      const cv = await uploadCv(agent);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => agent.post('/api/generate-cover-letter-user').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING })),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      // The others: 409 while the free letter is being written, 402 once it is.
      expect(answers.filter((r) => r.status === 402 || r.status === 409)).toHaveLength(9);
      expect(answers.filter((r) => r.status === 409).every((r) => r.body.data?.reason === 'in-progress')).toBe(true);
      expect((await agent.get('/api/cover-letters').expect(200)).body).toHaveLength(1);
    });

    it('validates the request with the spec texts', async () => {
      const { agent } = await signIn(t, { firstName: 'Jo', email: 'jo@example.com' });
      const cv = await uploadCv(agent);
      expect((await agent.post('/api/generate-cover-letter-user').send({ jobDescription: ENGLISH_POSTING }).expect(400)).body.message).toBe(
        'Please select a CV',
      );
      expect((await agent.post('/api/generate-cover-letter-user').send({ cvId: cv.id }).expect(400)).body.message).toBe(
        'Please provide job description or job URL',
      );
      await agent.post('/api/generate-cover-letter-user').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING }).expect(200);
    });

    it('lets the owner view and delete a letter, records both, and hides it from everyone else', async () => {
      const owner = await signIn(t, { firstName: 'Kim', email: 'kim@example.com' });
      const other = await signIn(t, { firstName: 'Lea', email: 'lea@example.com' });
      const cv = await uploadCv(owner.agent);
      const letter = (await owner.agent.post('/api/generate-cover-letter-user').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING }).expect(200)).body;
      expect((await other.agent.get('/api/cover-letters').expect(200)).body).toEqual([]);
      await other.agent.delete(`/api/cover-letters/${letter.id}`).expect(404);
      await other.agent.post(`/api/cover-letters/${letter.id}/view`).expect(404);
      await owner.agent.post(`/api/cover-letters/${letter.id}/view`).expect(200);
      await owner.agent.delete(`/api/cover-letters/${letter.id}`).expect(200);
      expect((await owner.agent.get('/api/cover-letters').expect(200)).body).toEqual([]);
      const events = await t.app
        .get(MikroORM)
        .em.fork()
        .find(AnalyticsEvent, { coverLetterId: letter.id }, { orderBy: { createdAt: 'asc' } });
      expect(events.map((e) => e.type)).toEqual(['letter_viewed', 'letter_deleted']);
      // Deleting the free letter does not give the account another one.
      await owner.agent.post('/api/generate-cover-letter-user').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING }).expect(402);
    });

    it('serves a guest session its own letter on /api/cover-letters', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      await generate(t, sessionId).expect(200);
      const list = (await request(t.http).get('/api/cover-letters').set('X-Session-ID', sessionId).expect(200)).body;
      expect(list).toHaveLength(1);
      const stranger = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      expect((await request(t.http).get('/api/cover-letters').set('X-Session-ID', stranger).expect(200)).body).toEqual([]);
      await request(t.http).delete(`/api/cover-letters/${list[0].id}`).set('X-Session-ID', stranger).expect(404);
    });
  });

  describe('carrying a guest session into the account', () => {
    /** A guest's browser: its cookies, and the session id its page keeps (sent as X-Session-ID). */
    async function guestBrowser(withLetter = true) {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      const browser = request.agent(t.baseUrl);
      if (withLetter) await browser.post('/api/generate').set('X-Session-ID', sessionId).expect(200);
      else await browser.get('/api/session/status').set('X-Session-ID', sessionId).expect(200);
      return { sessionId, browser };
    }

    it('moves the CV, LinkedIn background and letter; the guest letter is the free letter; idempotent', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      await request(t.http)
        .post('/api/job-info')
        .set('X-Session-ID', sessionId)
        .send({ linkedinUrl: 'https://www.linkedin.com/in/jane', linkedinContent: 'Backend developer who loves Kubernetes' })
        .expect(200);
      await generate(t, sessionId).expect(200);
      const { agent } = await signIn(t, { firstName: 'Jane', email: 'jane@example.com' });
      expect((await agent.post('/api/migrate-session').set('X-Session-ID', sessionId).send({ sessionId }).expect(200)).body).toEqual({
        migratedCoverLetter: true,
      });
      expect((await agent.post('/api/migrate-session').send({ sessionId }).expect(200)).body).toEqual({ migratedCoverLetter: true });
      const letters = (await agent.get('/api/cover-letters').expect(200)).body;
      expect(letters).toHaveLength(1);
      const cvs = (await agent.get('/api/user/cvs').expect(200)).body;
      expect(cvs).toEqual([expect.objectContaining({ isDefault: true, content: ENGLISH_CV })]);
      expect((await agent.get('/api/user/linkedin').expect(200)).body).toMatchObject({ linkedinUrl: 'https://www.linkedin.com/in/jane' });
      const res = await agent.post('/api/generate-cover-letter-user').send({ cvId: cvs[0].id, jobDescription: ENGLISH_POSTING }).expect(402);
      expect(res.body.data).toEqual({ coverLetterCount: 1 });
    });

    it('refuses to move a session into a second account', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      await generate(t, sessionId).expect(200);
      const first = await signIn(t, { firstName: 'Max', email: 'max@example.com' });
      const second = await signIn(t, { firstName: 'Nia', email: 'nia@example.com' });
      await first.agent.post('/api/migrate-session').set('X-Session-ID', sessionId).send({ sessionId }).expect(200);
      const res = await second.agent.post('/api/migrate-session').set('X-Session-ID', sessionId).send({ sessionId }).expect(403);
      expect(res.body.error).toBe('Session belongs to another account');
      expect((await second.agent.get('/api/cover-letters').expect(200)).body).toEqual([]);
    });

    it('carries the session over during sign-in when it starts from a guest session', async () => {
      const { sessionId, browser } = await guestBrowser();
      const { agent, landedOn } = await signIn(t, { firstName: 'Ola', email: 'ola@example.com' }, `/api/login?sessionId=${sessionId}`, browser);
      expect(landedOn).toBe('/dashboard?migrated=true');
      expect((await agent.get('/api/cover-letters').expect(200)).body).toHaveLength(1);
      // The web app posts the pending id once signed in: the same answer, nothing moves twice.
      expect((await agent.post('/api/migrate-session').set('X-Session-ID', sessionId).send({ sessionId }).expect(200)).body).toEqual({
        migratedCoverLetter: true,
      });
    });

    it('moves a guest session into one account only', async () => {
      const { sessionId, browser } = await guestBrowser();
      await signIn(t, { firstName: 'Pia', email: 'pia@example.com' }, `/api/login?sessionId=${sessionId}`, browser);
      // Someone else who learnt the id: the session is closed, so it cannot be bound to their browser either.
      const other = request.agent(t.baseUrl);
      await other.get('/api/session/status').set('X-Session-ID', sessionId).expect(404);
      const { agent, landedOn } = await signIn(t, { firstName: 'Quinn', email: 'quinn@example.com' }, `/api/login?sessionId=${sessionId}`, other);
      expect(landedOn).toBe('/dashboard');
      expect((await agent.get('/api/cover-letters').expect(200)).body).toEqual([]);
      const res = await agent.post('/api/migrate-session').set('X-Session-ID', sessionId).send({ sessionId }).expect(403);
      expect(res.body.error).toBe('Session belongs to another account');
    });

    it('closes a carried-over guest session: its id answers like an unknown one everywhere', async () => {
      const { sessionId, browser } = await guestBrowser();
      await signIn(t, { firstName: 'Rut', email: 'rut@example.com' }, `/api/login?sessionId=${sessionId}`, browser);
      const unknown = { statusCode: 404, error: 'Session not found' };
      for (const call of [
        () => request(t.http).get('/api/result'),
        () => request(t.http).get('/api/session/status'),
        () => request(t.http).post('/api/generate'),
        () => request(t.http).post('/api/job-info').send({ jobDescription: ENGLISH_POSTING }),
        () => request(t.http).delete('/api/cv'),
        () => request(t.http).get('/api/cover-letters'),
        () => request(t.http).post('/api/clear-session'),
      ]) {
        const res = await call().set('X-Session-ID', sessionId);
        const path = (res as unknown as { req: { path: string } }).req.path;
        expect({ path, ...res.body }).toMatchObject({ path, ...unknown });
      }
      expect((await browser.get('/api/cover-letters').expect(200)).body).toHaveLength(1);
    });

    it("carries nothing over from a link naming someone else's guest session (sign-in or POST)", async () => {
      const attacker = await guestBrowser();
      const victim = request.agent(t.baseUrl);
      const signedIn = await signIn(t, { firstName: 'Vera', email: 'vera@example.com' }, `/api/login?sessionId=${attacker.sessionId}`, victim);
      expect(signedIn.landedOn).toBe('/dashboard');
      expect((await victim.get('/api/cover-letters').expect(200)).body).toEqual([]);
      expect((await victim.get('/api/user/cvs').expect(200)).body).toEqual([]);
      expect((await victim.post('/api/migrate-session').send({ sessionId: attacker.sessionId }).expect(200)).body).toEqual({ migratedCoverLetter: false });
      expect((await victim.get('/api/cover-letters').expect(200)).body).toEqual([]);
      // The victim's free letter is still theirs; the attacker's session is untouched.
      const cv = (await victim.post('/api/user/cvs').attach('file', CV_PDF, 'Vera CV.pdf').expect(201)).body;
      await victim.post('/api/generate-cover-letter-user').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING }).expect(200);
      await request(t.http).get('/api/result').set('X-Session-ID', attacker.sessionId).expect(200);
    });

    it('never moves a guest letter into an account that has used its free letter', async () => {
      const { agent } = await signIn(t, { firstName: 'Sam', email: 'sam@example.com' });
      const cv = await uploadCv(agent);
      await agent.post('/api/generate-cover-letter-user').send({ cvId: cv.id, jobDescription: ENGLISH_POSTING }).expect(200);
      const { sessionId, browser } = await guestBrowser();
      const again = await signIn(t, { firstName: 'Sam', email: 'sam@example.com' }, `/api/login?sessionId=${sessionId}`, browser);
      expect(again.landedOn).toBe('/dashboard');
      expect((await again.agent.get('/api/cover-letters').expect(200)).body).toHaveLength(1);
      expect((await again.agent.get('/api/user/cvs').expect(200)).body).toHaveLength(2);
    });

    it('clears a guest session on request', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      await request(t.http).post('/api/clear-session').set('X-Session-ID', sessionId).expect(200, { success: true });
      await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(404);
    });
  });
});
