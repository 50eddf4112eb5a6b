import { LOW_MATCH_WARNING_SCORE } from '@coverletter/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { assessLetterInputs } from '../../src/generation/assessment/assess-inputs';
import { ENGLISH_CV, ENGLISH_POSTING } from '../generation/fixtures';
import { creditOf, generate, giveCv, lettersOf, newSession, readySession, saveJobInfo } from '../generation/support';
import { signedInWithSavedCv } from '../support/saved-cv';
import { createTestApp, type TestApp } from '../support/test-app';

/** A data posting the backend CV of the fixtures barely meets. */
const DATA_POSTING = `Data Scientist at Example Analytics

Requirements
- Python, pandas and NumPy
- Machine learning with scikit-learn or TensorFlow
- Statistics and A/B testing
- Apache Spark and Airflow
- Tableau or Power BI
- Git

Nice to have
- Docker`;

const assess = (t: TestApp) => request(t.http).post('/api/assess');

describe('POST /api/assess: the match before paying', () => {
  let t: TestApp;
  const sql = () => t.app.get(MikroORM).em.fork().getConnection();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('a guest', () => {
    it("assesses the session's CV and posting as its letter will be scored, and uses nothing up", async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      const res = await assess(t).set('X-Session-ID', sessionId).expect(200);
      expect(res.body).toEqual({
        score: expect.any(Number),
        requirementsMet: res.body.matchingSkills.length,
        requirementsTotal: res.body.matchingSkills.length + res.body.missingSkills.length,
        matchingSkills: expect.arrayContaining(['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes']),
        missingSkills: expect.arrayContaining(['Kafka']),
        skillEvidence: expect.arrayContaining([
          { skill: 'Kubernetes', evidence: expect.stringMatching(/^Led the migration of the billing platform .* on Kubernetes/) },
        ]),
        companyName: 'Acme Cloud',
        jobTitle: 'Senior Backend Engineer',
      });
      expect(res.body.score).toBeGreaterThanOrEqual(7);
      expect(res.body.skillEvidence.map((e: { skill: string }) => e.skill)).toEqual(res.body.matchingSkills);

      // Deterministic, and nothing was claimed, counted or written.
      expect((await assess(t).set('X-Session-ID', sessionId).expect(200)).body).toEqual(res.body);
      const credit = await creditOf(t, sessionId);
      expect(credit?.used_at ?? null).toBeNull();
      expect(credit?.lease_token ?? null).toBeNull();
      expect(await lettersOf(t, sessionId)).toEqual([]);
      const status = await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(200);
      expect(status.body).toMatchObject({ hasResult: false });

      // The free letter is still there, and its score is the assessment's.
      const letter = await generate(t, sessionId).expect(200);
      expect(letter.body.compatibilityScore).toBe(res.body.score);
      expect(letter.body.matchingSkills).toEqual(res.body.matchingSkills);
    });

    it('names the company and title the user set, as the letter will', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      await saveJobInfo(t, sessionId, { company: 'Example Corp', jobTitle: 'Platform Engineer' });
      const res = await assess(t).set('X-Session-ID', sessionId).expect(200);
      expect(res.body).toMatchObject({ companyName: 'Example Corp', jobTitle: 'Platform Engineer' });
    });

    it('gives a low score for a posting the CV barely meets', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, DATA_POSTING);
      const res = await assess(t).set('X-Session-ID', sessionId).expect(200);
      expect(res.body.score).toBeLessThan(LOW_MATCH_WARNING_SCORE);
      expect(res.body.missingSkills).toEqual(expect.arrayContaining(['Python', 'Apache Spark']));
    });

    it('asks for the CV first, then the job details', async () => {
      const sessionId = await newSession(t);
      const noCv = await assess(t).set('X-Session-ID', sessionId).expect(400);
      expect(noCv.body).toMatchObject({ statusCode: 400, error: 'Upload your CV first', message: 'Upload your CV first' });
      await giveCv(t, sessionId, ENGLISH_CV);
      const noJob = await assess(t).set('X-Session-ID', sessionId).expect(400);
      expect(noJob.body).toMatchObject({ statusCode: 400, error: 'Add job details', message: 'Add job details' });
    });

    it('needs a session or a signed-in user', async () => {
      const res = await assess(t).send({ jobDescription: ENGLISH_POSTING }).expect(400);
      expect(res.body.error).toBe('Session required');
    });
  });

  describe('a signed-in user', () => {
    it('assesses a saved CV against a posting, with the LinkedIn profile when asked, and leaves the free letter', async () => {
      const { agent, userId, cvId } = await signedInWithSavedCv(t, { firstName: 'Asa', email: 'asa-assess@example.com' });
      const res = await agent.post('/api/assess').send({ cvId, jobDescription: ENGLISH_POSTING }).expect(200);
      expect(res.body).toEqual(assessLetterInputs({ cvText: ENGLISH_CV, jobDescription: ENGLISH_POSTING, linkedinContent: null }));
      expect(res.body.missingSkills).toContain('Kafka');

      await agent
        .post('/api/user/linkedin')
        .send({ linkedinUrl: 'https://www.linkedin.com/in/asa-example', linkedinContent: 'I run Kafka event streams in production.' })
        .expect(200);
      const withProfile = await agent.post('/api/assess').send({ cvId, jobDescription: ENGLISH_POSTING, useLinkedIn: true }).expect(200);
      expect(withProfile.body.matchingSkills).toContain('Kafka');
      expect(withProfile.body.score).toBeGreaterThan(res.body.score);

      // Nothing used up or saved: no claim on the free letter, no letter, no payment.
      const credits = await sql().execute<{ used: boolean; lease_token: string | null }[]>(
        `select used_at is not null as used, lease_token from letter_credit where user_id = ? and kind = 'free'`,
        [userId],
      );
      expect(credits.filter((credit: { used: boolean; lease_token: string | null }) => credit.used || credit.lease_token)).toEqual([]);
      expect(await sql().execute('select id from cover_letter where user_id = ?', [userId])).toEqual([]);
      expect(await sql().execute('select id from payment where user_id = ?', [userId])).toEqual([]);
      const letter = await agent.post('/api/generate-cover-letter-user').send({ cvId, jobDescription: ENGLISH_POSTING }).expect(200);
      expect(letter.body.compatibilityScore).toBe(res.body.score);
    });

    it("refuses another user's CV with 404", async () => {
      const owner = await signedInWithSavedCv(t, { firstName: 'Owner', email: 'owner-assess@example.com' });
      const other = await signedInWithSavedCv(t, { firstName: 'Other', email: 'other-assess@example.com' });
      const res = await other.agent.post('/api/assess').send({ cvId: owner.cvId, jobDescription: ENGLISH_POSTING }).expect(404);
      expect(res.body).toMatchObject({ error: 'CV not found' });
    });

    it.each([
      ['no CV chosen', { jobDescription: ENGLISH_POSTING }, 'Please select a CV'],
      ['a CV id that is not a UUID', { cvId: 'cv-1', jobDescription: ENGLISH_POSTING }, 'Please select a CV'],
      ['no job description or URL', { cvId: '__cv__' }, 'Please provide job description or job URL'],
      [
        'a job URL that is not a web address',
        { cvId: '__cv__', jobUrl: 'ftp://jobs.example.com/1' },
        'The job URL must be a web address starting with http:// or https://',
      ],
      ['a description over the limit', { cvId: '__cv__', jobDescription: 'x'.repeat(30_001) }, 'The job description can be at most 30000 characters'],
      ['useLinkedIn that is not a boolean', { cvId: '__cv__', jobDescription: ENGLISH_POSTING, useLinkedIn: 'yes' }, 'useLinkedIn must be a boolean value'],
    ])('answers 400 for %s', async (_case, body, message) => {
      const { agent, cvId } = await signedInWithSavedCv(t, { firstName: 'Bad', email: `bad-${Math.random().toString(36).slice(2)}@example.com` });
      const sent = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === '__cv__' ? cvId : v]));
      const res = await agent.post('/api/assess').send(sent).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
    });
  });
});
