import { GuestSession } from '../src/session/guest-session.entity';
import { SessionService } from '../src/session/session.service';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { buildDocx } from './cv/support/build-docx';
import { createTestApp, type TestApp } from './support/test-app';

describe('guest sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newSession(): Promise<string> {
    const res = await request(t.http).post('/api/session/init').expect(201);
    return res.body.sessionId;
  }

  it('starts a session and reports its status in the spec shape', async () => {
    const sessionId = await newSession();
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const res = await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(200);
    expect(res.body).toEqual({ sessionId, hasCV: false, hasJobInfo: false, hasResult: false });
  });

  it('gives every init a different session', async () => {
    const ids = await Promise.all([newSession(), newSession(), newSession()]);
    expect(new Set(ids).size).toBe(3);
  });

  it('reports progress from what the session holds', async () => {
    const sessionId = await newSession();
    const em = t.app.get(MikroORM).em.fork();
    const session = await em.findOneOrFail(GuestSession, { id: sessionId });
    session.cvText = 'Jane Doe, software engineer';
    session.jobDescription = 'We are hiring';
    await em.flush();
    const res = await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(200);
    expect(res.body).toMatchObject({ hasCV: true, hasJobInfo: true, hasResult: false });
  });

  it('names the uploaded CV, its size and text length, so a reloaded page can show them', async () => {
    const sessionId = await newSession();
    // 𝔸 and the emoji lie beyond U+FFFF: two UTF-16 units each, as the upload counts them.
    const docx = buildDocx(['Åsa Öberg 𝔸 🚀', 'Backend engineer with eight years of TypeScript, Node.js and PostgreSQL in payments.']);
    const upload = await request(t.http)
      .post('/api/cv/upload')
      .set('X-Session-ID', sessionId)
      .attach('cv', docx, { filename: 'Åsa Öberg CV.docx', contentType: 'application/octet-stream' })
      .expect(200);
    expect(upload.body.cvContent).toContain('🚀');

    const res = await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(200);
    expect(res.body).toEqual({
      sessionId,
      hasCV: true,
      hasJobInfo: false,
      hasResult: false,
      cv: { filename: 'Åsa Öberg CV.docx', size: docx.length, textLength: upload.body.textLength },
    });

    await request(t.http).delete('/api/cv').set('X-Session-ID', sessionId).expect(200);
    const afterDelete = await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(200);
    expect(afterDelete.body).toEqual({ sessionId, hasCV: false, hasJobInfo: false, hasResult: false });
  });

  it.each([
    ['garbage', 400, 'Invalid session'],
    ["'; drop table guest_session; --", 400, 'Invalid session'],
    ['3b241101-e2bb-4255-8caf-4136c566a962', 404, 'Session not found'],
  ])('answers %p with %i, never 500', async (header, status, error) => {
    const res = await request(t.http).get('/api/session/status').set('X-Session-ID', header).expect(status);
    expect(res.body).toMatchObject({ statusCode: status, error });
    expect(typeof res.body.message).toBe('string');
  });

  it('asks for the header when it is missing', async () => {
    const res = await request(t.http).get('/api/session/status').expect(400);
    expect(res.body.error).toBe('Session required');
  });

  it('deletes sessions idle past the retention period and keeps the rest', async () => {
    const oldId = await newSession();
    const freshId = await newSession();
    const em = t.app.get(MikroORM).em.fork();
    await em.nativeUpdate(GuestSession, { id: oldId }, { updatedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) });
    const deleted = await t.app.get(SessionService).deleteExpired();
    expect(deleted).toBeGreaterThanOrEqual(1);
    await request(t.http).get('/api/session/status').set('X-Session-ID', oldId).expect(404);
    await request(t.http).get('/api/session/status').set('X-Session-ID', freshId).expect(200);
  });
});

describe('job info', () => {
  let t: TestApp;
  let sessionId: string;
  beforeAll(async () => {
    t = await createTestApp();
    sessionId = (await request(t.http).post('/api/session/init')).body.sessionId;
  });
  afterAll(() => t.close());

  const post = (body: unknown) =>
    request(t.http)
      .post('/api/job-info')
      .set('X-Session-ID', sessionId)
      .send(body as object);

  it('saves the job details and then reports hasJobInfo', async () => {
    const res = await post({
      jobUrl: 'https://jobs.example.com/1',
      jobDescription: '  Senior engineer, TypeScript and PostgreSQL.  ',
      linkedinUrl: '',
      linkedinContent: '',
    }).expect(200);
    expect(res.body).toMatchObject({ sessionId, hasJobInfo: true });
    const em = t.app.get(MikroORM).em.fork();
    const saved = await em.findOneOrFail(GuestSession, { id: sessionId }, { populate: ['jobDescription'] });
    expect(saved.jobDescription).toBe('Senior engineer, TypeScript and PostgreSQL.');
    expect(saved.linkedinUrl).toBeNull();
  });

  it('leaves fields that are not sent unchanged', async () => {
    await post({ linkedinUrl: 'https://www.linkedin.com/in/jane', linkedinContent: 'Ten years of backend work' }).expect(200);
    const em = t.app.get(MikroORM).em.fork();
    const saved = await em.findOneOrFail(GuestSession, { id: sessionId }, { populate: ['jobDescription', 'linkedinContent'] });
    expect(saved.jobDescription).toBe('Senior engineer, TypeScript and PostgreSQL.');
    expect(saved.linkedinContent).toBe('Ten years of backend work');
  });

  it.each([
    ['nothing', {}, /^Add job details$/],
    ['a javascript: URL', { jobUrl: 'javascript:alert(1)' }, /^The job URL must be a web address starting with http/],
    ['an oversized description', { jobDescription: 'x'.repeat(30_001) }, /^The job description can be at most 30000 characters$/],
    ['a number as description', { jobDescription: 42 }, /string|characters/],
  ])('refuses %s with a 400', async (_label, body, message) => {
    const res = await post(body).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('needs a session', async () => {
    await request(t.http).post('/api/job-info').send({ jobDescription: 'x' }).expect(400);
  });
});
