import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '../../src/auth/http-sessions';
import { cookieHeaderOf, signIn } from '../support/sign-in';
import { startAppProcess, type AppProcess } from './support/app-process';
import { createSystemDatabase, type SystemDatabase } from './support/databases';
import { CV_PDF } from './support/guest-flow';
import { call } from './support/http';

const SECONDS = Number(process.env.SYSTEM_LOAD_SECONDS ?? 60);
const GUESTS = 6;
const MEMBERS = 2;

jest.setTimeout((SECONDS + 90) * 1000);

const POSTING_PAGE = `<!doctype html><html lang="en"><head><title>Platform Engineer at Fabrikam</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Platform Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Fabrikam' },
  description:
    '<p>Fabrikam is hiring a Platform Engineer.</p><h3>Requirements</h3><ul><li>TypeScript and Node.js</li><li>PostgreSQL</li><li>Docker and Kubernetes</li></ul>',
})}</script></head><body><h1>Platform Engineer</h1></body></html>`;

/** The session id inside the session cookie of a Cookie header: its value is "s:<id>.<signature>", URL-encoded. */
function sessionIdOf(cookieHeader: string): string {
  const value = cookieHeader
    .split('; ')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!value) throw new Error(`No ${SESSION_COOKIE} cookie in ${cookieHeader}`);
  return decodeURIComponent(value).replace(/^s:/, '').split('.')[0];
}

interface Tally {
  requests: number;
  errors: string[];
  latencies: number[];
  sessionIds: Set<string>;
  letterExcerpts: Set<string>;
}

/**
 * A bounded load run on loopback: 60 s of mixed traffic (guests going through the whole flow,
 * signed-in users reading their dashboard, the landing page and the public routes) against one
 * app process on PostgreSQL. Every answer must be the expected one: zero errors. Afterwards the
 * app's logs are checked: JSON lines with request ids, and no CV text, letter text, session id,
 * cookie or sign-in code in them.
 */
describe('a 60 s load run of mixed traffic', () => {
  let db: SystemDatabase;
  let jobSite: Server;
  let jobUrl: string;
  let app: AppProcess;

  beforeAll(async () => {
    db = await createSystemDatabase();
    jobSite = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(POSTING_PAGE));
    await new Promise<void>((r) => jobSite.listen(0, '127.0.0.1', r));
    const { port } = jobSite.address() as AddressInfo;
    jobUrl = `http://127.0.0.1:${port}/jobs/platform-engineer`;
    app = await startAppProcess({ DATABASE_URL: db.url, SCRAPE_ALLOWED_HOSTS: `127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app?.stop();
    await new Promise((r) => jobSite?.close(r));
    await db?.drop();
  });

  it('answers every request as expected, and logs nothing private', async () => {
    const tally: Tally = { requests: 0, errors: [], latencies: [], sessionIds: new Set(), letterExcerpts: new Set() };
    const expect_ = async <T>(what: string, expected: number, request: Promise<{ status: number; body: T }>): Promise<T | undefined> => {
      const started = performance.now();
      try {
        const res = await request;
        tally.requests += 1;
        tally.latencies.push(performance.now() - started);
        if (res.status !== expected) tally.errors.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return res.body;
      } catch (error) {
        tally.requests += 1;
        tally.errors.push(`${what}: ${(error as Error).message}`);
        return undefined;
      }
    };
    const deadline = Date.now() + SECONDS * 1000;

    const guest = async () => {
      while (Date.now() < deadline) {
        await expect_('landing page', 200, call('GET', `${app.url}/`));
        await expect_('payment config', 200, call('GET', `${app.url}/api/payment/config`));
        const init = await expect_<{ sessionId: string }>('session init', 201, call('POST', `${app.url}/api/session/init`));
        if (!init) continue;
        tally.sessionIds.add(init.sessionId);
        const headers = { 'X-Session-ID': init.sessionId };
        const form = new FormData();
        form.append('cv', new Blob([CV_PDF], { type: 'application/pdf' }), 'jane-doe-cv.pdf');
        await expect_('cv upload', 200, call('POST', `${app.url}/api/cv/upload`, { body: form, headers }));
        const scraped = await expect_<{ success: boolean; content: string }>(
          'job scrape',
          200,
          call('POST', `${app.url}/api/job/scrape`, { json: { jobUrl } }),
        );
        if (scraped && !scraped.success) tally.errors.push('job scrape: success false');
        await expect_('job info', 200, call('POST', `${app.url}/api/job-info`, { json: { jobUrl, jobDescription: scraped?.content ?? '' }, headers }));
        const letter = await expect_<{ coverLetter: string }>('generate', 200, call('POST', `${app.url}/api/generate`, { headers }));
        if (letter?.coverLetter) tally.letterExcerpts.add(letter.coverLetter.slice(40, 100));
        await expect_('result', 200, call('GET', `${app.url}/api/result`, { headers }));
        await expect_('status', 200, call('GET', `${app.url}/api/session/status`, { headers }));
        await expect_('health', 200, call('GET', `${app.url}/api/health`));
      }
    };
    const member = async (n: number) => {
      const { agent } = await signIn({ baseUrl: app.url }, { firstName: `Load${n}`, email: `load${n}@example.com` });
      const headers = { Cookie: cookieHeaderOf(agent) };
      while (Date.now() < deadline) {
        await expect_('auth user', 200, call('GET', `${app.url}/api/auth/user`, { headers }));
        await expect_('letters', 200, call('GET', `${app.url}/api/cover-letters`, { headers }));
        await expect_('saved cvs', 200, call('GET', `${app.url}/api/user/cvs`, { headers }));
        await expect_('profile', 200, call('GET', `${app.url}/api/user/linkedin`, { headers }));
        await expect_('dashboard page', 200, call('GET', `${app.url}/dashboard`));
      }
      return headers.Cookie;
    };

    const started = Date.now();
    const [cookies] = await Promise.all([Promise.all(Array.from({ length: MEMBERS }, (_, i) => member(i))), ...Array.from({ length: GUESTS }, () => guest())]);
    const elapsed = (Date.now() - started) / 1000;
    const sorted = [...tally.latencies].sort((x, y) => x - y);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(0);
    console.log(
      `load run: ${tally.requests} requests in ${elapsed.toFixed(1)} s (${(tally.requests / elapsed).toFixed(0)}/s), ` +
        `${tally.sessionIds.size} guest flows, p50 ${pct(50)} ms, p99 ${pct(99)} ms, ${tally.errors.length} errors`,
    );
    expect(tally.errors.slice(0, 20)).toEqual([]);
    expect(tally.sessionIds.size).toBeGreaterThan(GUESTS * 5);

    // The logs: JSON lines with request ids; nothing private in them.
    const logLines = app
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const requestLines = logLines.map((line) => JSON.parse(line) as { req?: { id?: string } }).filter((entry) => entry.req);
    expect(requestLines.length).toBeGreaterThan(tally.requests / 2);
    expect(requestLines.every((entry) => typeof entry.req!.id === 'string')).toBe(true);
    const logs = app.output();
    const secrets = [
      'Northwind Logistics', // CV text
      ...[...tally.letterExcerpts].slice(0, 50), // letter text
      ...[...tally.sessionIds].slice(0, 200), // guest session ids
      ...cookies.map(sessionIdOf), // signed-in sessions
    ];
    expect(secrets.filter((secret) => secret && logs.includes(secret))).toEqual([]);
    const leakedParameters = logs.match(/.{0,80}[?&](code|state|sessionId|ref)=[^…&"\s].{0,40}/g) ?? [];
    expect(leakedParameters.slice(0, 5)).toEqual([]);
  });
});
