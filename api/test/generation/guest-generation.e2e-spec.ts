import { MAX_REGENERATIONS } from '@coverletter/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { ENGLISH_CV, ENGLISH_POSTING, SWEDISH_CV, SWEDISH_POSTING } from './fixtures';
import { creditOf, generate, giveCv, lettersOf, letTimePassSinceLastWrite, newSession, readySession, saveJobInfo } from './support';

const CV_PDF = readFileSync(resolve(__dirname, '../../../e2e/fixtures/jane-doe-cv.pdf'));

describe('guest generation with the local writer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('asks for the CV first', async () => {
    const sessionId = await newSession(t);
    await saveJobInfo(t, sessionId, { jobDescription: ENGLISH_POSTING });
    const res = await generate(t, sessionId).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Upload your CV first', message: 'Upload your CV first' });
  });

  it('asks for job details when there is no job description', async () => {
    const sessionId = await newSession(t);
    await giveCv(t, sessionId, ENGLISH_CV);
    await saveJobInfo(t, sessionId, { jobUrl: 'https://jobs.example.com/42' });
    const res = await generate(t, sessionId).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Add job details', message: 'Add job details' });
  });

  it('needs a guest session', async () => {
    const res = await request(t.http).post('/api/generate').expect(400);
    expect(res.body.error).toBe('Session required');
  });

  it('answers 404 for the result before anything was generated', async () => {
    const sessionId = await newSession(t);
    const res = await request(t.http).get('/api/result').set('X-Session-ID', sessionId).expect(404);
    expect(res.body).toMatchObject({ error: 'No cover letter yet', message: expect.stringContaining('Generate one first') });
  });

  it('writes the letter, stores it as the result and as one free letter', async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const res = await generate(t, sessionId).expect(200);
    expect(res.body).toEqual({
      coverLetter: expect.stringContaining('Acme Cloud'),
      compatibilityScore: expect.any(Number),
      matchingSkills: expect.arrayContaining(['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes']),
      missingSkills: expect.arrayContaining(['Kafka']),
      companyName: 'Acme Cloud',
      jobTitle: 'Senior Backend Engineer',
      skillEvidence: expect.arrayContaining([
        { skill: 'Kubernetes', evidence: expect.stringMatching(/^Led the migration of the billing platform .* on Kubernetes/) },
      ]),
      // What the .docx and .pdf export print above the letter: the CV's own name and contact line.
      letterhead: { name: 'Jane Doe', email: 'jane.doe@example.com', phone: '+46 70 123 45 67', language: 'en' },
      // The choices it was written with: the defaults, none having been sent (issue 13).
      length: 'standard',
      tone: 'formal',
      language: 'auto',
    });
    expect(res.body.compatibilityScore).toBeGreaterThanOrEqual(7);
    // Every matching skill has the CV line that shows it, and that line is the CV's own.
    expect(res.body.skillEvidence.map((e: { skill: string }) => e.skill)).toEqual(res.body.matchingSkills);
    for (const { evidence } of res.body.skillEvidence) expect(ENGLISH_CV.replace(/\s+/g, ' ')).toContain(evidence.replace(/…$/, ''));

    const result = await request(t.http).get('/api/result').set('X-Session-ID', sessionId).expect(200);
    expect(result.body).toEqual(res.body);
    const status = await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(200);
    expect(status.body).toMatchObject({ hasCV: true, hasJobInfo: true, hasResult: true });

    const [letter, ...others] = await lettersOf(t, sessionId);
    expect(others).toHaveLength(0);
    expect(letter).toMatchObject({
      was_paid: false,
      regeneration_count: 0,
      cover_letter_text: res.body.coverLetter,
      input_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(Number(letter.compatibility_score)).toBe(res.body.compatibilityScore);
    expect((await creditOf(t, sessionId)).used_at).not.toBeNull();
  });

  it('reads the company and title into the session status, and writes the letter for the ones the user sets', async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const status = await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(200);
    expect(status.body.posting).toMatchObject({
      company: 'Acme Cloud',
      jobTitle: 'Senior Backend Engineer',
      companySetByUser: false,
      jobTitleSetByUser: false,
    });

    const corrected = await request(t.http).post('/api/job-info').set('X-Session-ID', sessionId).send({ company: 'Acme Cloud Nordic AB' }).expect(200);
    expect(corrected.body.posting).toMatchObject({
      company: 'Acme Cloud Nordic AB',
      jobTitle: 'Senior Backend Engineer',
      companySetByUser: true,
      jobTitleSetByUser: false,
    });
    const letter = await generate(t, sessionId).expect(200);
    expect(letter.body).toMatchObject({ companyName: 'Acme Cloud Nordic AB', jobTitle: 'Senior Backend Engineer' });
    expect(letter.body.coverLetter).toContain('Acme Cloud Nordic AB');

    // Another posting starts without the last one's corrections.
    const other = await request(t.http)
      .post('/api/job-info')
      .set('X-Session-ID', sessionId)
      .send({ jobDescription: ENGLISH_POSTING.replace('Acme Cloud', 'Globex Systems') })
      .expect(200);
    expect(other.body.posting).toMatchObject({ company: 'Globex Systems', companySetByUser: false });
    await request(t.http)
      .post('/api/job-info')
      .set('X-Session-ID', sessionId)
      .send({ company: 'x'.repeat(121) })
      .expect(400);
  });

  it('writes a Swedish letter for a Swedish posting', async () => {
    const sessionId = await readySession(t, SWEDISH_CV, SWEDISH_POSTING);
    const res = await generate(t, sessionId).expect(200);
    expect(res.body.coverLetter).toMatch(/Med vänliga hälsningar,\nAnna Svensson$/);
    expect(res.body.companyName).toBe('Region Exempel');
    expect(res.body.letterhead).toEqual({ name: 'Anna Svensson', email: 'anna.svensson@example.se', phone: '070-123 45 67', language: 'sv' });
  });

  it(`rewrites the same letter up to ${MAX_REGENERATIONS} times, each time differently, then answers 429`, async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const first = await generate(t, sessionId).expect(200);
    const texts = new Set([first.body.coverLetter]);
    let latest = first;
    for (let i = 1; i <= MAX_REGENERATIONS; i++) {
      await letTimePassSinceLastWrite(t, sessionId);
      latest = await generate(t, sessionId).expect(200);
      // Another letter for the same job: the facts stay, the wording and the order of the examples change.
      const { coverLetter, ...facts } = latest.body;
      const { coverLetter: _first, ...firstFacts } = first.body;
      expect(facts).toEqual(firstFacts);
      texts.add(coverLetter);
      expect((await lettersOf(t, sessionId))[0].regeneration_count).toBe(i);
    }
    expect(texts.size).toBe(MAX_REGENERATIONS + 1);
    // A repeat just after the last rewrite still gets that letter; a later request is refused.
    expect((await generate(t, sessionId).expect(200)).body).toEqual(latest.body);
    await letTimePassSinceLastWrite(t, sessionId);
    const refused = await generate(t, sessionId).expect(429);
    expect(refused.body).toMatchObject({
      error: 'Regeneration limit reached',
      message: expect.stringContaining('Sign in'),
      data: { regenerationCount: MAX_REGENERATIONS, maxRegenerations: MAX_REGENERATIONS },
    });
    const letters = await lettersOf(t, sessionId);
    expect(letters).toHaveLength(1);
    expect(letters[0].regeneration_count).toBe(MAX_REGENERATIONS);
  });

  it('answers a repeat that comes right after the letter was written with that letter, and counts no rewrite', async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const first = await generate(t, sessionId).expect(200);
    const [written] = await lettersOf(t, sessionId);
    for (let i = 0; i < 3; i++) expect((await generate(t, sessionId).expect(200)).body).toEqual(first.body);
    const [letter, ...others] = await lettersOf(t, sessionId);
    expect(others).toHaveLength(0);
    expect(letter).toMatchObject({ id: written.id, regeneration_count: 0 });
    // A different letter is still a different letter, however soon it comes.
    await saveJobInfo(t, sessionId, { jobDescription: SWEDISH_POSTING });
    await generate(t, sessionId).expect(402);
  });

  it('writes whole sentences from an uploaded PDF, signed with the name its e-mail address spells', async () => {
    const sessionId = await newSession(t);
    await request(t.http).post('/api/cv/upload').set('X-Session-ID', sessionId).attach('cv', CV_PDF, 'jane-doe-cv.pdf').expect(200);
    await saveJobInfo(t, sessionId, { jobDescription: ENGLISH_POSTING });
    const letter: string = (await generate(t, sessionId).expect(200)).body.coverLetter;
    expect(letter).toMatch(/Kind regards,\nJane Doe$/);
    expect(letter).toContain(
      'For example, I led the migration of the order platform to TypeScript and Node.js services on Kubernetes, cutting deployment time from hours to minutes.',
    );
    expect(letter).not.toMatch(/cutting\.|into\.|I care about doing thorough work/);
  });

  it('answers 402 with the letter count for a second, different letter', async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    await generate(t, sessionId).expect(200);
    await saveJobInfo(t, sessionId, { jobDescription: SWEDISH_POSTING });
    const res = await generate(t, sessionId).expect(402);
    expect(res.body).toMatchObject({ statusCode: 402, error: 'Payment required', message: 'Payment required', data: { coverLetterCount: 1 } });
    expect(await lettersOf(t, sessionId)).toHaveLength(1);
    const result = await request(t.http).get('/api/result').set('X-Session-ID', sessionId).expect(200);
    expect(result.body.companyName).toBe('Acme Cloud');
  });

  it('does not give a second free letter when the first letter row is gone', async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    await generate(t, sessionId).expect(200);
    const [letter] = await lettersOf(t, sessionId);
    await t.app.get(MikroORM).em.fork().getConnection().execute('delete from cover_letter where id = ?', [letter.id]);
    await generate(t, sessionId).expect(402);
  });

  it('gives 20 simultaneous generates on a fresh session exactly one letter', async () => {
    const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
    const responses = await Promise.all(Array.from({ length: 20 }, () => generate(t, sessionId)));
    const unexpected = responses.filter((r) => ![200, 409].includes(r.status)).map((r) => [r.status, r.body]);
    expect(unexpected).toEqual([]);
    const letters = await lettersOf(t, sessionId);
    expect(letters).toHaveLength(1);
    // Requests that arrive after the letter is written are repeats of it: answered with it, never counted as rewrites.
    expect(letters[0].regeneration_count).toBe(0);
    const ok = responses.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.body).toEqual(ok[0].body);
    expect(ok[0].body.coverLetter).toBe(letters[0].cover_letter_text);
    for (const r of responses.filter((r) => r.status === 409)) expect(r.body.error).toBe('Generation in progress');
  });
});
