import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '../../src/auth/http-sessions';
import { startAppProcess, type AppProcess } from './support/app-process';
import { createSystemDatabase, type SystemDatabase } from './support/databases';

jest.setTimeout(120_000);

/**
 * The built app as deployed: behind a TLS-terminating reverse proxy (here a small one in the
 * test, with a certificate made for the run), PUBLIC_URL https, TRUST_PROXY 1. A person signs in
 * through the proxy; every cookie the app sets must be Secure, httpOnly and SameSite=Lax, and the
 * signed-in session must work over HTTPS.
 */
describe('behind a TLS-terminating proxy', () => {
  let dir: string;
  let db: SystemDatabase;
  let app: AppProcess;
  let proxy: Server;
  let publicUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cl-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    );
    // The proxy listens first, on a port the system gives it: a port picked earlier and bound later could be taken meanwhile.
    proxy = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: app.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': req.socket.remoteAddress ?? '' },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve, reject) => proxy.once('error', reject).listen(0, '127.0.0.1', resolve));
    publicUrl = `https://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    db = await createSystemDatabase();
    // The app reaches its own sign-in provider at the public address too: it must trust the certificate.
    app = await startAppProcess({ DATABASE_URL: db.url, PUBLIC_URL: publicUrl, TRUST_PROXY: '1', NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem') });
  });
  afterAll(async () => {
    await new Promise((r) => proxy?.close(r));
    await app?.stop();
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('signs a person in over HTTPS with Secure, httpOnly, SameSite=Lax cookies', async () => {
    const ca = readFileSync(join(dir, 'cert.pem'));
    const cookies = new Map<string, string>();
    const setCookies: string[] = [];
    interface Reply {
      status: number;
      location?: string;
      body: string;
    }
    const go = (url: string, init: { method?: string; body?: string } = {}) =>
      new Promise<Reply>((resolve, reject) => {
        const headers: Record<string, string> = { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
        if (init.body) Object.assign(headers, { 'Content-Type': 'application/x-www-form-urlencoded', Origin: publicUrl });
        const req = httpsRequest(url, { method: init.method ?? 'GET', headers, ca }, (res) => {
          for (const line of res.headers['set-cookie'] ?? []) {
            setCookies.push(line);
            const [pair] = line.split(';');
            const [name, ...value] = pair.split('=');
            cookies.set(name.trim(), value.join('='));
          }
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
        });
        req.on('error', reject);
        req.end(init.body);
      });

    let res = await go(`${publicUrl}/api/login`);
    let formUrl = '';
    for (let hops = 0; hops < 10 && !formUrl; hops++) {
      expect([302, 303]).toContain(res.status);
      const next = new URL(res.location!, publicUrl).href;
      expect(next.startsWith(publicUrl)).toBe(true); // every hop stays on the public HTTPS address
      res = await go(next);
      if (res.status === 200) formUrl = next;
    }
    expect(res.body).toContain('<form method="post"');
    res = await go(formUrl, { method: 'POST', body: new URLSearchParams({ firstName: 'Tess', lastName: '', email: 'tess@example.com' }).toString() });
    for (let hops = 0; hops < 10 && [302, 303].includes(res.status); hops++) {
      const next = new URL(res.location!, publicUrl);
      if (!next.pathname.startsWith('/oidc') && !next.pathname.startsWith('/api/callback')) break;
      res = await go(next.href);
    }
    const me = await go(`${publicUrl}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ firstName: 'Tess', email: 'tess@example.com' });

    expect(setCookies.length).toBeGreaterThan(0);
    for (const line of setCookies) {
      expect(line).toMatch(/;\s*Secure/i);
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
    }
    expect(setCookies.filter((line) => line.startsWith(`${SESSION_COOKIE}=`)).length).toBeGreaterThan(0);
  });
});
