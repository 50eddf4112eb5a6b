import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { DEFAULT_FETCH_LIMITS, type FetchLimits } from '../../src/fetcher/fetch-limits';
import type { HostResolver } from '../../src/fetcher/host-resolver';
import { SafeFetcher } from '../../src/fetcher/safe-fetcher.service';
import { fakeResolver } from './support/fake-resolver';
import { html, redirect, startLocalSite, type LocalSite } from './support/local-site';

const PAGE = '<html><body><h1>Hello</h1><p>Ready</p></body></html>';

function fetcher(allowedHosts: string[], limits: Partial<FetchLimits> = {}, resolver: HostResolver = fakeResolver({})): SafeFetcher {
  return new SafeFetcher({ scrape: { allowedHosts } }, resolver, { ...DEFAULT_FETCH_LIMITS, ...limits });
}

describe('SafeFetcher', () => {
  let site: LocalSite;
  let other: LocalSite;
  let seenHeaders: Record<string, string | string[] | undefined> = {};

  beforeAll(async () => {
    other = await startLocalSite({ '/secret': html('<p>internal admin</p>') });
    const chain: Record<string, ReturnType<typeof redirect>> = {};
    for (let i = 0; i < 7; i++) chain[`/hop/${i}`] = redirect(`/hop/${i + 1}`);
    site = await startLocalSite({
      ...chain,
      '/hop/7': html(PAGE),
      '/page': (req, res) => {
        seenHeaders = req.headers;
        html(PAGE)(req, res);
      },
      '/to-other': redirect(`${other.origin}/secret`),
      '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
      '/to-ftp': redirect('ftp://example.com/file'),
      '/to-garbage': redirect('http://[not-an-address/'),
      '/slow-headers': () => undefined,
      '/slow-body': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.write('<html><body>');
      },
      '/huge': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
        const write = (left: number): void => {
          if (left === 0) return void res.end();
          if (res.write(chunk)) write(left - 1);
          else res.once('drain', () => write(left - 1));
        };
        write(64);
      },
      '/huge-declared': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(50 * 1024 * 1024) });
        res.write('<p>');
      },
      '/bomb': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }).end(gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20)));
      },
      '/gzip': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }).end(gzipSync(PAGE)),
      '/deflate': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'deflate' }).end(deflateSync(PAGE)),
      '/deflate-raw': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'deflate' }).end(deflateRawSync(PAGE)),
      '/br': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'br' }).end(brotliCompressSync(PAGE)),
      '/corrupt-gzip': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }).end('definitely not gzip'),
      '/latin1': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=iso-8859-1' }).end(Buffer.from('<p>Göteborg</p>', 'latin1')),
      '/meta-charset': (_req, res) =>
        res.writeHead(200, { 'Content-Type': 'text/html' }).end(Buffer.from('<meta charset="windows-1252"><p>Malmö</p>', 'latin1')),
      '/pdf': (_req, res) => res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.7'),
      '/json': (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'),
      '/xhtml': (_req, res) => res.writeHead(200, { 'Content-Type': 'application/xhtml+xml' }).end(PAGE),
      '/forbidden': html('<h1>Forbidden</h1>', 403),
    });
  });
  afterAll(async () => {
    await Promise.all([site?.close(), other?.close()]);
  });

  it('fetches an allowed local page with browser-like headers', async () => {
    const page = await fetcher([site.hostEntry]).fetchHtml(site.url('/page'));
    expect(page).toMatchObject({ url: site.url('/page'), status: 200, contentType: 'text/html' });
    expect(page.html).toContain('<h1>Hello</h1>');
    expect(seenHeaders['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\/\d+/);
    expect(seenHeaders['accept-language']).toMatch(/^en-US,en/);
    expect(seenHeaders['accept-encoding']).toBe('gzip, deflate, br');
    expect(seenHeaders.host).toBe(site.hostEntry);
  });

  it('refuses the same loopback page when the host is not allowed', async () => {
    await expect(fetcher([]).fetchHtml(site.url('/page'))).rejects.toMatchObject({ code: 'blocked-address', isCallerInput: true });
  });

  it('connects to the address it checked and never asks DNS again', async () => {
    const resolver = fakeResolver({ 'jobs.example.test': ['127.0.0.1'] });
    const page = await fetcher([`jobs.example.test:${site.port}`], {}, resolver).fetchHtml(`http://jobs.example.test:${site.port}/page`);
    expect(page.html).toContain('Hello');
    expect(resolver.calls).toEqual(['jobs.example.test']);
    expect(seenHeaders.host).toBe(`jobs.example.test:${site.port}`);
  });

  it('follows up to 5 redirects', async () => {
    const page = await fetcher([site.hostEntry]).fetchHtml(site.url('/hop/2'));
    expect(page.url).toBe(site.url('/hop/7'));
  });

  it('refuses a sixth redirect', async () => {
    const before = site.requests.length;
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/hop/0'))).rejects.toMatchObject({ code: 'too-many-redirects' });
    expect(site.requests.slice(before)).toEqual(['/hop/0', '/hop/1', '/hop/2', '/hop/3', '/hop/4', '/hop/5']);
  });

  it('checks a redirect from an allowed host like a new request', async () => {
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/to-other'))).rejects.toMatchObject({
      code: 'blocked-address',
      isCallerInput: false,
      details: expect.objectContaining({ hop: 1, range: 'loopback' }),
    });
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/to-metadata'))).rejects.toMatchObject({
      code: 'blocked-address',
      details: expect.objectContaining({ range: 'linkLocal' }),
    });
    expect(other.requests).toEqual([]);
  });

  it('refuses a redirect to another scheme or to garbage', async () => {
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/to-ftp'))).rejects.toMatchObject({ code: 'bad-redirect' });
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/to-garbage'))).rejects.toMatchObject({ code: 'bad-redirect' });
  });

  it.each(['/slow-headers', '/slow-body'])('gives up on %s at the time limit', async (path) => {
    const started = Date.now();
    await expect(fetcher([site.hostEntry], { timeoutMs: 300 }).fetchHtml(site.url(path))).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops reading a body over the cap', async () => {
    await expect(fetcher([site.hostEntry], { maxBytes: 1024 * 1024 }).fetchHtml(site.url('/huge'))).rejects.toMatchObject({
      code: 'too-large',
      details: expect.objectContaining({ limitBytes: 1024 * 1024 }),
    });
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/huge-declared'))).rejects.toMatchObject({ code: 'too-large' });
  });

  it('applies the cap to the decoded size (a small gzip bomb is refused)', async () => {
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/bomb'))).rejects.toMatchObject({ code: 'too-large' });
  });

  it.each(['/gzip', '/deflate', '/deflate-raw', '/br'])('decodes %s bodies', async (path) => {
    const page = await fetcher([site.hostEntry]).fetchHtml(site.url(path));
    expect(page.html).toBe(PAGE);
  });

  it('reports a body that does not decode', async () => {
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/corrupt-gzip'))).rejects.toMatchObject({ code: 'decode' });
  });

  it('applies the charset from the header or a meta tag', async () => {
    expect((await fetcher([site.hostEntry]).fetchHtml(site.url('/latin1'))).html).toContain('Göteborg');
    expect((await fetcher([site.hostEntry]).fetchHtml(site.url('/meta-charset'))).html).toContain('Malmö');
  });

  it('accepts XHTML and refuses other content types', async () => {
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/xhtml'))).resolves.toMatchObject({ contentType: 'application/xhtml+xml' });
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/pdf'))).rejects.toMatchObject({
      code: 'not-html',
      details: expect.objectContaining({ contentType: 'application/pdf' }),
    });
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/json'))).rejects.toMatchObject({ code: 'not-html' });
  });

  it('reports an error status with the status code', async () => {
    await expect(fetcher([site.hostEntry]).fetchHtml(site.url('/forbidden'))).rejects.toMatchObject({
      code: 'http-status',
      details: expect.objectContaining({ status: 403 }),
    });
  });

  it('reports a refused connection', async () => {
    const closed = await startLocalSite({});
    await closed.close();
    await expect(fetcher([closed.hostEntry]).fetchHtml(closed.url('/'))).rejects.toMatchObject({ code: 'connect' });
  });
});
