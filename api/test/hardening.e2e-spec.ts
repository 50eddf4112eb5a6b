import { connect } from 'node:net';
import request from 'supertest';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/** Issue 14, item 6: sign-out, the dev identity provider, its rate limit, slow clients, API docs. */
describe('sign-out is a POST and ends the dev identity provider session too', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/logout signs nobody out: it shows a page whose button posts the form', async () => {
    const { agent } = await signIn(t, { firstName: 'Gull', email: 'gull@example.com' });
    const page = await agent.get('/api/logout').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<form method="post" action="/api/logout">');
    await agent.get('/api/auth/user').expect(200);
  });

  it('POST /api/logout from another site is refused and signs nobody out', async () => {
    const { agent } = await signIn(t, { firstName: 'Hedda', email: 'hedda@example.com' });
    await agent.post('/api/logout').set('Origin', 'https://evil.example').expect(403);
    await agent.get('/api/auth/user').expect(200);
  });

  it('POST /api/logout signs out, and the next sign-in on the same browser asks who you are again', async () => {
    const { agent } = await signIn(t, { firstName: 'Ivar', email: 'ivar@example.com' });
    const res = await agent.post('/api/logout').set('Origin', t.baseUrl).type('form').send('').expect(303);
    expect(res.headers.location).toBe('/');
    await agent.get('/api/auth/user').expect(401);
    // The identity provider's own session ended too: signIn fails unless its form is shown again.
    const next = await signIn(t, { firstName: 'Jonna', email: 'jonna@example.com' }, '/api/login', agent);
    expect((await next.agent.get('/api/auth/user').expect(200)).body.email).toBe('jonna@example.com');
  });
});

describe('the dev identity provider refuses bad input with its form, never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a NUL in the sign-in form with the form again (400)', async () => {
    const agent = request.agent(t.baseUrl);
    let res = await agent.get('/api/login').expect(302);
    for (let hops = 0; hops < 10 && res.status !== 200; hops++)
      res = await agent.get(new URL(res.headers.location, t.baseUrl).pathname + new URL(res.headers.location, t.baseUrl).search);
    const action = /action="([^"]+)"/.exec(res.text)![1];
    const posted = await agent.post(action).type('form').send('firstName=Nul%00l&email=nul%40example.com');
    expect(posted.status).toBe(400);
    expect(posted.text).toContain('Please enter your first name and a valid e-mail address.');
  });
});

describe('the dev identity provider is rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_EXPENSIVE_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('counts its sign-in form posts against the expensive limit, and answers 429 beyond it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await request(t.http).post('/oidc/interaction/unknown-uid').type('form').send('email=a%40example.com&firstName=A')).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});

describe('slow clients and the API docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' });
  });
  afterAll(() => t.close());

  it('closes a connection that sends its headers too slowly', async () => {
    const port = Number(new URL(t.baseUrl).port);
    const started = Date.now();
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
      let answer = '';
      // One more header line every 400 ms, never the blank line that ends them.
      const drip = setInterval(() => socket.write(`X-Drip: ${Date.now()}\r\n`), 400);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => {
        clearInterval(drip);
        resolve(answer);
      });
      setTimeout(() => socket.destroy(), 15_000);
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(outcome).toMatch(/^HTTP\/1\.1 408/);
  });

  it('serves /api/docs outside production', async () => {
    await request(t.http).get('/api/docs/openapi.json').expect(200);
  });
});

describe('the API docs in production', () => {
  const production = { NODE_ENV: 'production', ALLOW_DEV_DEFAULTS: 'database,sign-in,payments,letter-writer,extensions', SESSION_SECRET: 'p'.repeat(40) };

  it('are not served unless API_DOCS=true', async () => {
    const t = await createTestApp(production);
    try {
      await request(t.http).get('/api/docs/openapi.json').expect(404);
      await request(t.http).get('/api/docs').expect(404);
    } finally {
      await t.close();
    }
  });

  it('are served with API_DOCS=true', async () => {
    const t = await createTestApp({ ...production, API_DOCS: 'true' });
    try {
      await request(t.http).get('/api/docs/openapi.json').expect(200);
    } finally {
      await t.close();
    }
  });
});
