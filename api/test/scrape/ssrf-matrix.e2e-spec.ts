import { API } from '@coverletter/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { fakeResolver } from './support/fake-resolver';
import { fixture } from './support/fixtures';
import { html, redirect, startLocalSite, type LocalSite } from './support/local-site';
import { createScrapeTestApp, type ScrapeTestApp } from './support/scrape-test-app';

/**
 * The server fetches addresses users type: both scrape routes must refuse every way of pointing
 * them at the machine itself or the private network, directly or through redirects. Canary
 * servers listen on IPv4 and IPv6 loopback at the ports the addresses name: if a refusal failed,
 * a canary would see the request. Unroutable private addresses must be refused before any
 * connection is tried, so each answer must come fast (no connect time-out).
 */

interface Canary {
  port: number;
  hits: string[];
  close(): Promise<void>;
}

async function startCanary(host: string): Promise<Canary> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Internal admin: secret</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every spelling of "this machine" and "the private network" the matrix tries, at the canary ports. */
function forbiddenTargets(v4: number, v6: number): Array<[label: string, url: string]> {
  return [
    ['IPv4 loopback', `http://127.0.0.1:${v4}/admin`],
    ['IPv4 loopback, other address in 127/8', `http://127.0.0.2:${v4}/admin`],
    ['decimal IPv4', `http://2130706433:${v4}/admin`],
    ['octal IPv4', `http://0177.0.0.1:${v4}/admin`],
    ['hex IPv4', `http://0x7f.0.0.1:${v4}/admin`],
    ['hex IPv4 in one number', `http://0x7f000001:${v4}/admin`],
    ['short IPv4', `http://127.1:${v4}/admin`],
    ['trailing dot', `http://127.0.0.1.:${v4}/admin`],
    ['localhost', `http://localhost:${v4}/admin`],
    ['LOCALHOST upper case', `http://LOCALHOST:${v4}/admin`],
    ['subdomain of localhost', `http://app.localhost:${v4}/admin`],
    ['unspecified 0.0.0.0', `http://0.0.0.0:${v4}/admin`],
    ['IPv6 loopback', `http://[::1]:${v6}/admin`],
    ['IPv4-mapped IPv6', `http://[::ffff:127.0.0.1]:${v4}/admin`],
    ['IPv4-mapped IPv6 in hex', `http://[::ffff:7f00:1]:${v4}/admin`],
    ['IPv4-mapped IPv6, long form', `http://[0:0:0:0:0:ffff:127.0.0.1]:${v4}/admin`],
    ['IPv4-compatible IPv6', `http://[::127.0.0.1]:${v4}/admin`],
    ['name resolving to loopback', `http://loopback.example:${v4}/admin`],
    ['name resolving to IPv6 loopback', `http://v6-loopback.example:${v6}/admin`],
    ['name resolving to a mapped address', `http://mapped.example:${v4}/admin`],
    ['name with one private address among public ones', `http://mixed.example:${v4}/admin`],
    ['private 10/8', 'http://10.0.0.1/admin'],
    ['private 172.16/12', 'http://172.16.5.4/admin'],
    ['private 192.168/16', 'http://192.168.1.1/admin'],
    ['carrier-grade NAT 100.64/10', 'http://100.100.100.200/latest/meta-data/'],
    ['link-local / cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['decimal cloud metadata', 'http://2852039166/latest/meta-data/'],
    ['IPv6 unique local', 'http://[fd00::1]/admin'],
    ['IPv6 link-local', 'http://[fe80::1]/admin'],
    ['IPv6 metadata (AWS)', 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/admin'],
    ['name resolving to a private address', 'http://intranet.example/admin'],
    ['name resolving to the metadata address', 'http://metadata.example/latest/meta-data/'],
  ];
}

const MAX_REFUSAL_MS = 2000;
/** Each target's index and label; the URLs need the canary ports, known once they listen. */
const TARGETS = forbiddenTargets(0, 0).map(([label], i): [number, string] => [i, label]);

describe('SSRF matrix: both scrape routes refuse the machine and the private network', () => {
  let v4: Canary;
  let v6: Canary;
  let internet: LocalSite;
  let t: ScrapeTestApp;
  let targets: Array<[string, string]>;

  beforeAll(async () => {
    v4 = await startCanary('127.0.0.1');
    v6 = await startCanary('::1');
    targets = forbiddenTargets(v4.port, v6.port);
    // "The internet": a site the app may reach (SCRAPE_ALLOWED_HOSTS), which redirects to each forbidden target.
    const routes: Record<string, ReturnType<typeof redirect>> = {};
    targets.forEach(([, url], i) => {
      routes[`/job/${i}`] = redirect(url, 302);
      routes[`/in/redirect-${i}/`] = redirect(url, 301);
    });
    // The controls: a posting and a profile the app may read, the profile behind a redirect within the allowed site.
    internet = await startLocalSite({
      ...routes,
      '/ok': html(fixture('job-json-ld.html')),
      '/in/moved/': redirect('/in/astrid-lindqvist/', 301),
      '/in/astrid-lindqvist/': html(fixture('linkedin-profile.html')),
    });
    const resolver = fakeResolver({
      'loopback.example': ['127.0.0.1'],
      'v6-loopback.example': ['::1'],
      'mapped.example': ['::ffff:127.0.0.1'],
      'mixed.example': ['93.184.216.34', '127.0.0.1'],
      'intranet.example': ['10.1.2.3'],
      'metadata.example': ['169.254.169.254'],
    });
    t = await createScrapeTestApp({ SCRAPE_ALLOWED_HOSTS: internet.hostEntry }, { resolver, linkedinBaseUrl: internet.origin });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([v4?.close(), v6?.close(), internet?.close()]);
  });

  afterEach(() => {
    // The invariant behind every case: nothing reached the machine's own services. Emptied each
    // time, so a leak fails the case that caused it and not every case after it.
    expect({ v4: v4.hits.splice(0), v6: v6.hits.splice(0) }).toEqual({ v4: [], v6: [] });
  });

  async function timed(send: () => request.Test) {
    const started = Date.now();
    const res = await send();
    return { res, ms: Date.now() - started };
  }

  it.each(TARGETS)('job scrape refuses target %i (%s) typed directly', async (i) => {
    const { res, ms } = await timed(() => request(t.http).post(API.jobScrape).send({ jobUrl: targets[i][1] }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Address not allowed', data: { reason: 'address-not-allowed' } });
    expect(ms).toBeLessThan(MAX_REFUSAL_MS);
  });

  it.each(TARGETS)('job scrape refuses target %i (%s) behind a redirect', async (i) => {
    const { res, ms } = await timed(() =>
      request(t.http)
        .post(API.jobScrape)
        .send({ jobUrl: internet.url(`/job/${i}`) }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, content: '', reason: 'bad-redirect' });
    expect(internet.requests).toContain(`/job/${i}`);
    expect(ms).toBeLessThan(MAX_REFUSAL_MS);
  });

  it.each(TARGETS)('LinkedIn scrape refuses target %i (%s) behind a profile redirect', async (i) => {
    const { res, ms } = await timed(() =>
      request(t.http)
        .post(API.linkedinScrape)
        .send({ linkedinUrl: `https://www.linkedin.com/in/redirect-${i}` }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, content: '', reason: 'unreachable' });
    expect(internet.requests).toContain(`/in/redirect-${i}/`);
    expect(ms).toBeLessThan(MAX_REFUSAL_MS);
  });

  it.each([
    'http://127.0.0.1/in/someone',
    'https://www.linkedin.com@127.0.0.1/in/someone',
    'https://linkedin.com.evil.example/in/someone',
    'https://www.linkedin.com.127.0.0.1.nip.io/in/someone',
    'https://evil.example/www.linkedin.com/in/someone',
    'https://[::1]/in/someone',
    'file:///etc/passwd',
    'javascript:alert(1)',
  ])('LinkedIn scrape only takes linkedin.com profiles: %s is refused', async (linkedinUrl) => {
    const before = internet.requests.length;
    const res = await request(t.http).post(API.linkedinScrape).send({ linkedinUrl });
    expect(res.status).toBe(400);
    expect(internet.requests.length).toBe(before);
  });

  it.each(['ftp://127.0.0.1/job', 'file:///etc/passwd', 'gopher://127.0.0.1:6379/_INFO', 'http://user:pw@127.0.0.1/', 'javascript:alert(1)'])(
    'job scrape refuses the scheme or form of %s',
    async (jobUrl) => {
      expect((await request(t.http).post(API.jobScrape).send({ jobUrl })).status).toBe(400);
    },
  );

  it('still reads an allowed posting, and a profile behind an allowed redirect (the matrix is not refusing everything)', async () => {
    const job = await request(t.http)
      .post(API.jobScrape)
      .send({ jobUrl: internet.url('/ok') })
      .expect(200);
    expect(job.body).toMatchObject({ success: true, title: 'Senior Backend Engineer' });
    const profile = await request(t.http).post(API.linkedinScrape).send({ linkedinUrl: 'https://www.linkedin.com/in/moved' }).expect(200);
    expect(profile.body).toMatchObject({ success: true, content: expect.stringContaining('Astrid Lindqvist') });
  });
});
