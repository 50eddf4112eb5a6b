import request from 'supertest';
import { ENGLISH_POSTING } from './generation/fixtures';
import { cookieHeaderOf, signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const EXPENSIVE_LIMIT = 3;

/**
 * Routes that parse files, fetch other sites, write letters, open invoices or run the sign-in
 * flow cost real work: each has the stricter per-minute limit (RATE_LIMIT_EXPENSIVE_PER_MINUTE),
 * counted per client and route, while cheap routes only have the general one.
 */
describe('the stricter rate limit on expensive routes', () => {
  let t: TestApp;
  let cookie: string;
  let sessionId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_EXPENSIVE_PER_MINUTE: String(EXPENSIVE_LIMIT), RATE_LIMIT_PER_MINUTE: '1000' });
    const { agent } = await signIn(t, { firstName: 'Rita', email: 'rita@example.com' });
    cookie = cookieHeaderOf(agent);
    sessionId = (await request(t.http).post('/api/session/init').expect(201)).body.sessionId;
  });
  afterAll(() => t.close());

  const EXPENSIVE: Array<[route: string, send: () => request.Test]> = [
    ['GET /api/login', () => request(t.http).get('/api/login')],
    ['GET /api/callback', () => request(t.http).get('/api/callback')],
    ['POST /api/cv/upload', () => request(t.http).post('/api/cv/upload').set('X-Session-ID', sessionId).attach('cv', Buffer.from('not a cv'), 'cv.pdf')],
    ['POST /api/generate', () => request(t.http).post('/api/generate').set('X-Session-ID', sessionId)],
    ['POST /api/assess', () => request(t.http).post('/api/assess').set('X-Session-ID', sessionId)],
    ['POST /api/job/scrape', () => request(t.http).post('/api/job/scrape').send({ jobUrl: 'not a url' })],
    ['POST /api/linkedin/scrape', () => request(t.http).post('/api/linkedin/scrape').send({ linkedinUrl: 'not a url' })],
    [
      'POST /api/generate-cover-letter-user',
      () => request(t.http).post('/api/generate-cover-letter-user').set('Cookie', cookie).send({ jobDescription: ENGLISH_POSTING }),
    ],
    ['POST /api/payment/create', () => request(t.http).post('/api/payment/create').set('Cookie', cookie).send({ jobDescription: ENGLISH_POSTING })],
    ['POST /api/user/cvs', () => request(t.http).post('/api/user/cvs').set('Cookie', cookie).attach('file', Buffer.from('not a cv'), 'cv.pdf')],
  ];

  /** Requests the sign-in in beforeAll already made: they count against the same limit. */
  const USED_BY_SIGN_IN: Record<string, number> = { 'GET /api/login': 1, 'GET /api/callback': 1 };

  it.each(EXPENSIVE)('%s answers 429 past the stricter limit', async (route, send) => {
    const withinLimit: number[] = [];
    for (let i = USED_BY_SIGN_IN[route] ?? 0; i < EXPENSIVE_LIMIT; i++) withinLimit.push((await send()).status);
    expect(withinLimit.filter((s) => s === 429 || s >= 500)).toEqual([]);
    const past = await send();
    expect(past.status).toBe(429);
    expect(past.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });

  it.each([
    ['GET /api/payment/config', () => request(t.http).get('/api/payment/config')],
    ['GET /api/session/status', () => request(t.http).get('/api/session/status').set('X-Session-ID', sessionId)],
    ['POST /api/job-info', () => request(t.http).post('/api/job-info').set('X-Session-ID', sessionId).send({ jobDescription: ENGLISH_POSTING })],
  ])('%s is not held to the stricter limit', async (_route, send) => {
    for (let i = 0; i < EXPENSIVE_LIMIT * 3; i++) expect((await send()).status).not.toBe(429);
  });
});
