import { ENGLISH_POSTING } from '../generation/fixtures';
import { cookieHeaderOf, signIn } from '../support/sign-in';
import { startAppProcess, type AppProcess } from './support/app-process';
import { DisposablePostgres } from './support/disposable-postgres';
import { CV_PDF, readyGuestSession } from './support/guest-flow';
import { call, until } from './support/http';

jest.setTimeout(120_000);

/**
 * PostgreSQL restarted under traffic: while it is down, requests that need it fail fast with a
 * clear 503 (never a 500, never a hang); once it is back the app serves again without a restart.
 * The server is the test's own, so stopping it touches nothing else.
 */
describe('PostgreSQL restarted during traffic', () => {
  let pg: DisposablePostgres;
  let app: AppProcess;

  beforeAll(async () => {
    pg = await new DisposablePostgres().init();
    app = await startAppProcess({ DATABASE_URL: pg.url, DATABASE_POOL_MAX: '4' });
  });
  afterAll(async () => {
    await app?.stop();
    pg?.destroy();
  });

  it('answers 503 while the database is down and recovers without a restart', async () => {
    const sessionId = await readyGuestSession({ init: app.url, upload: app.url, jobInfo: app.url }, ENGLISH_POSTING);
    const status = () => call('GET', `${app.url}/api/session/status`, { headers: { 'X-Session-ID': sessionId }, timeoutMs: 15_000 });

    // Traffic keeps flowing the whole time; every answer is recorded.
    const seen: Array<{ status: number; error?: string; ms: number }> = [];
    let stopTraffic = false;
    const traffic = (async () => {
      while (!stopTraffic) {
        const started = Date.now();
        const res = await status().catch((error: Error) => ({ status: 0, body: { error: error.message } }));
        seen.push({ status: res.status, error: (res.body as { error?: string } | undefined)?.error, ms: Date.now() - started });
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    await until(async () => (seen.some((s) => s.status === 200) ? true : undefined), 10_000, 'traffic before the restart');
    pg.stop();
    const down = await until(
      async () => {
        const res = await call('GET', `${app.url}/api/health`, { timeoutMs: 10_000 });
        return res.status === 503 ? res : undefined;
      },
      20_000,
      'the readiness check to report the database down',
    );
    expect(down.body).toMatchObject({ statusCode: 503, data: { database: 'down' } });
    const duringOutage = await status();
    expect(duringOutage.status).toBe(503);
    expect(duringOutage.body).toMatchObject({ statusCode: 503, error: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
    // The process stays up and cheap routes that need no database keep answering.
    expect((await call('GET', `${app.url}/api/health/live`)).status).toBe(200);

    await new Promise((r) => setTimeout(r, 1500));
    pg.start();
    await until(async () => ((await status()).status === 200 ? true : undefined), 30_000, 'the app to serve again after the restart');
    stopTraffic = true;
    await traffic;

    // Nothing but 200 and 503 was answered, and no request hung.
    expect(seen.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
    expect(seen.some((s) => s.status === 503)).toBe(true);
    expect(Math.max(...seen.map((s) => s.ms))).toBeLessThan(15_000);

    // After recovery the whole flow works again, writes included.
    expect((await call('GET', `${app.url}/api/health`)).status).toBe(200);
    const generated = await call<{ coverLetter: string }>('POST', `${app.url}/api/generate`, { headers: { 'X-Session-ID': sessionId } });
    expect(generated.status).toBe(200);
    expect(generated.body.coverLetter).toContain('Acme Cloud');
    const fresh = await call('POST', `${app.url}/api/session/init`);
    expect(fresh.status).toBe(201);

    // The job queue reconnected too: a payment made now still gets its letter written.
    const { agent } = await signIn({ baseUrl: app.url }, { firstName: 'After', email: 'after-restart@example.com' });
    const cookie = cookieHeaderOf(agent);
    const form = new FormData();
    form.append('file', new Blob([CV_PDF], { type: 'application/pdf' }), 'cv.pdf');
    const cv = await call<{ id: string }>('POST', `${app.url}/api/user/cvs`, { body: form, headers: { Cookie: cookie } });
    expect(cv.status).toBe(201);
    const paid = await call<{ paymentUrl: string }>('POST', `${app.url}/api/payment/create`, {
      json: { cvId: cv.body.id, jobDescription: ENGLISH_POSTING },
      headers: { Cookie: cookie },
    });
    expect(paid.status).toBe(200);
    const reference = new URL(paid.body.paymentUrl).searchParams.get('ref')!;
    expect((await call('GET', `${app.url}/api/payment/verify/${reference}`, { headers: { Cookie: cookie } })).status).toBe(200);
    await until(
      async () => {
        const letters = await call<Array<{ paymentId: string }>>('GET', `${app.url}/api/cover-letters`, { headers: { Cookie: cookie } });
        return letters.body.some((l) => l.paymentId === reference) ? true : undefined;
      },
      45_000,
      'the paid letter written by the queue after the restart',
    );
  });
});
