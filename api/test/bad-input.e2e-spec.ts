import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ENGLISH_POSTING } from './generation/fixtures';
import { html, startLocalSite, type LocalSite } from './scrape/support/local-site';
import { FakeMonobank } from './support/fake-monobank';
import { signedInWithSavedCv } from './support/saved-cv';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** About 400 KB of JSON nested as deep as it goes: `{"a":{"a":…}}`. */
function deeplyNested(depth = 65_000): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Bad input answers a 4xx from the catalogue and is never a 500 (issue 14, item 4). */
describe('bad input never answers 500', () => {
  let t: TestApp;
  let bank: FakeMonobank;
  let board: LocalSite;
  let admin: TestAgent;
  let payer: Awaited<ReturnType<typeof signedInWithSavedCv>>;
  let sessionId: string;
  beforeAll(async () => {
    bank = await new FakeMonobank().start();
    board = await startLocalSite({ '/jobs/nul': html(`<h1>Platform engineer</h1><p>${ENGLISH_POSTING.replace('TypeScript', 'Type\u0000Script')}</p>`) });
    t = await createTestApp({
      MONOBANK_TOKEN: bank.token,
      MONOBANK_API_URL: bank.url,
      ADMIN_EMAILS: 'boss@example.com',
      SCRAPE_ALLOWED_HOSTS: board.hostEntry,
    });
    admin = (await signIn(t, { firstName: 'Bo', email: 'boss@example.com' })).agent;
    payer = await signedInWithSavedCv(t, { firstName: 'Pia', email: 'pia@example.com' });
    sessionId = (await request(t.http).post('/api/session/init').expect(201)).body.sessionId;
  });
  afterAll(async () => {
    await t.close();
    await bank.stop();
    await board.close();
  });

  const invoicesOpened = () => bank.requests.filter((r) => r.path === '/api/merchant/invoice/create').length;

  /** Every route that reads a JSON body, with a body whose text fields carry a NUL. */
  const nulBodies: Array<[string, string, () => TestAgent | undefined, Record<string, unknown>]> = [
    ['POST', '/api/job-info', () => undefined, { jobDescription: 'A posting\u0000', linkedinContent: 'Background\u0000' }],
    ['POST', '/api/job/scrape', () => undefined, { jobUrl: 'https://jobs.example.com/\u0000' }],
    ['POST', '/api/linkedin/scrape', () => undefined, { linkedinUrl: 'https://www.linkedin.com/in/\u0000' }],
    ['POST', '/api/user/linkedin', () => payer.agent, { linkedinUrl: 'https://www.linkedin.com/in/pia', linkedinContent: 'Engineer\u0000' }],
    ['POST', '/api/generate-cover-letter-user', () => payer.agent, { cvId: '', jobDescription: `${ENGLISH_POSTING}\u0000` }],
    ['POST', '/api/payment/create', () => payer.agent, { cvId: '', jobDescription: `${ENGLISH_POSTING}\u0000` }],
    ['POST', '/api/migrate-session', () => payer.agent, { sessionId: '\u0000' }],
    [
      'POST',
      '/api/admin/settings/payment_config',
      () => admin,
      { value: { price: 60, currency: 'UAH', currencyCode: 980, displayText: '₴60\u0000' }, description: 'x' },
    ],
  ];

  it.each(nulBodies)('%s %s with a NUL in its text answers 400', async (method, path, agentOf, body) => {
    const agent = agentOf() ?? request.agent(t.http);
    const filled = 'cvId' in body ? { ...body, cvId: payer.cvId } : body;
    const res = await agent[method.toLowerCase() as 'post'](path).set('X-Session-ID', sessionId).send(filled);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Invalid request', message: 'Text cannot contain NUL characters' });
  });

  it.each([
    ['/api/job-info', () => request.agent(t.http)],
    ['/api/payment/create', () => payer.agent],
    ['/api/admin/settings/payment_config', () => admin],
    ['/api/generate-cover-letter-user', () => payer.agent],
  ])('%s with about 400 KB of deeply nested JSON answers 400', async (path, agentOf) => {
    const body = deeplyNested();
    expect(body.length).toBeGreaterThan(390_000);
    const res = await agentOf().post(path).set('X-Session-ID', sessionId).set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Invalid request', message: 'The request body is nested too deeply' });
  });

  it.each(['/api/admin/users', '/api/admin/cover-letters', '/api/admin/payments/unfulfilled'])('%s?offset=99999999999999999999 answers 400', async (path) => {
    const res = await admin.get(`${path}?offset=99999999999999999999`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('offset must be at most 1000000000');
    await admin.get(`${path}?offset=1000000000`).expect(200);
  });

  it('opens no invoice with the bank for a payment it refuses', async () => {
    const before = invoicesOpened();
    await payer.agent
      .post('/api/payment/create')
      .send({ cvId: payer.cvId, jobDescription: `${ENGLISH_POSTING}\u0000` })
      .expect(400);
    await payer.agent.post('/api/payment/create').set('Content-Type', 'application/json').send(deeplyNested()).expect(400);
    await payer.agent.post('/api/payment/create').send({ cvId: payer.cvId }).expect(400);
    await payer.agent.post('/api/payment/create').send({ cvId: '00000000-0000-4000-8000-000000000000', jobDescription: ENGLISH_POSTING }).expect(404);
    expect(invoicesOpened()).toBe(before);
  });

  it('stores a posting read from a page with a NUL in it, and opens exactly one invoice for it', async () => {
    const before = invoicesOpened();
    const res = await payer.agent.post('/api/payment/create').send({ cvId: payer.cvId, jobUrl: board.url('/jobs/nul') });
    expect(res.status).toBe(200);
    expect(invoicesOpened()).toBe(before + 1);
  });
});
