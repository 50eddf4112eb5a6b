import { API } from '@coverletter/contracts';
import request from 'supertest';
import { gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/test-app';
import { fixture } from './support/fixtures';
import { html, redirect, startLocalSite, type LocalSite } from './support/local-site';

const BLOCKED = 'blocks automated access';

describe('POST /api/job/scrape', () => {
  let site: LocalSite;
  let intranet: LocalSite;
  /** Allowed, but nothing listens there any more. */
  let closed: LocalSite;
  let t: TestApp;

  beforeAll(async () => {
    intranet = await startLocalSite({ '/admin': html('<h1>Internal admin</h1>') });
    const chain: Record<string, ReturnType<typeof redirect>> = {};
    for (let i = 0; i < 6; i++) chain[`/moved/${i}`] = redirect(`/moved/${i + 1}`, 301);
    site = await startLocalSite({
      ...chain,
      '/moved/6': html(fixture('job-json-ld.html')),
      '/json-ld': html(fixture('job-json-ld.html')),
      '/boilerplate': html(fixture('job-boilerplate.html')),
      '/greenhouse': html(fixture('greenhouse.html')),
      '/greenhouse-recaptcha': html(
        fixture('greenhouse.html').replace('</form>', '<div class="g-recaptcha"></div></form><script src="https://www.google.com/recaptcha/api.js"></script>'),
      ),
      '/lever': html(fixture('lever.html')),
      '/js-only': html(fixture('js-only.html')),
      '/captcha': html(fixture('captcha.html')),
      '/forbidden': html('<html><body><h1>403 Forbidden</h1></body></html>', 403),
      '/too-many': html('<p>Slow down</p>', 429),
      '/linkedin-999': html('', 999),
      '/gone': html('<h1>Not here</h1>', 404),
      '/broken': html('<h1>Oops</h1>', 500),
      '/to-intranet': redirect(`${intranet.origin}/admin`),
      '/huge': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<p>${'x'.repeat(3 * 1024 * 1024)}</p>`),
      '/gzip': (_req, res) =>
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' }).end(gzipSync(fixture('job-json-ld.html'))),
      '/pdf': (_req, res) => res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.7'),
      '/empty': html('<html><body><p>Hi.</p></body></html>'),
      '/injected': html(fixture('job-injected.html')),
    });
    closed = await startLocalSite({});
    await closed.close();
    t = await createTestApp({ SCRAPE_ALLOWED_HOSTS: `${site.hostEntry},${closed.hostEntry}` });
  });
  afterAll(async () => {
    await Promise.all([site?.close(), intranet?.close()]);
    await t?.close();
  });

  const scrape = (jobUrl: unknown) => request(t.http).post(API.jobScrape).send({ jobUrl });

  it('reads a schema.org JobPosting from JSON-LD, description HTML as text with bullets', async () => {
    const res = await scrape(site.url('/json-ld')).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      title: 'Senior Backend Engineer',
      company: 'Nordlys Tech AB',
      location: 'Stockholm, SE; Göteborg, SE',
    });
    const content: string = res.body.content;
    expect(content).toMatch(/^Title: Senior Backend Engineer\nCompany: Nordlys Tech AB\nLocation: Stockholm, SE; Göteborg, SE\n\n/);
    expect(content).toContain(
      'We are looking for a senior backend engineer to join our platform team.\n\nWhat you will do\n\n• Design and build APIs in TypeScript & Node.js\n• Own services in production on PostgreSQL\n• Mentor other engineers\n\nOur stack: NestJS, Kafka, Kubernetes.',
    );
    expect(content).not.toMatch(/<\/?[a-z]+>|&amp;/);
    expect(content).not.toContain('Loading the rest');
  });

  it('strips navigation, cookie banner, footer and other-jobs blocks from an ordinary page', async () => {
    const res = await scrape(site.url('/boilerplate')).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.title).toBe('Product Designer');
    const content: string = res.body.content;
    expect(content).toContain('Fjällräven Digital is looking for a product designer');
    expect(content).toContain('• Run user interviews and usability tests');
    expect(content).toContain('six weeks of vacation');
    for (const junk of [
      'We use cookies',
      'Accept all',
      'Sign in to ExampleJobs',
      'Find jobs',
      'Similar jobs',
      'UX Designer at Ikea',
      'Recommended jobs',
      'Graphic Designer at Volvo',
      'Share this job',
      '© 2025',
      'Privacy policy',
    ]) {
      expect(content).not.toContain(junk);
    }
  });

  it('never takes the job site for the company', async () => {
    const res = await scrape(site.url('/boilerplate')).expect(200);
    expect(res.body.company).toBeNull();
  });

  it('reads the employer from og:site_name on its own career site; drops hidden text and paragraphs addressed to an AI model', async () => {
    const res = await scrape(site.url('/injected')).expect(200);
    expect(res.body).toMatchObject({ success: true, title: 'Night Nurse', company: 'Lindholm Care' });
    const content: string = res.body.content;
    expect(content).toMatch(/^Title: Night Nurse\nCompany: Lindholm Care\n\n/);
    expect(content).toContain('Lindholm Care runs two care homes in Västerås.');
    expect(content).toContain('• Registered nurse licence');
    for (const injected of [/ignore/i, /Dear Hiring AI/, /10\/10/, /hidden note/i]) expect(content).not.toMatch(injected);
  });

  it('reads Greenhouse markup with its board reader', async () => {
    const res = await scrape(site.url('/greenhouse')).expect(200);
    expect(res.body).toMatchObject({ success: true, title: 'Data Engineer', company: 'Kvarn Analytics', location: 'Uppsala, Sweden' });
    expect(res.body.content).toContain('• Build batch and streaming pipelines with Python and Spark');
    expect(res.body.content).toContain('• Experience with Airflow or Dagster');
    expect(res.body.content).not.toMatch(/First Name|Submit Application/);
  });

  it('does not mistake an application form with reCAPTCHA for a bot wall', async () => {
    const res = await scrape(site.url('/greenhouse-recaptcha')).expect(200);
    expect(res.body).toMatchObject({ success: true, title: 'Data Engineer' });
  });

  it('reads Lever markup with its board reader, joining the sections', async () => {
    const res = await scrape(site.url('/lever')).expect(200);
    expect(res.body).toMatchObject({ success: true, title: 'Machine Learning Engineer', company: 'Skogsbruk AI', location: 'Umeå, Sweden' });
    const content: string = res.body.content;
    expect(content).toContain('maps Swedish forests from the air');
    expect(content).toContain("What you'll do\n\n• Train and evaluate segmentation models");
    expect(content).toContain('• Interest in remote sensing');
    expect(content).toContain('relocation support');
    expect(content).not.toContain('Apply for this job');
  });

  it('says so when the page needs JavaScript', async () => {
    const res = await scrape(site.url('/js-only')).expect(200);
    expect(res.body).toEqual({ success: false, content: '', message: expect.stringMatching(/JavaScript/), reason: 'needs-javascript' });
  });

  it.each(['/forbidden', '/too-many', '/linkedin-999', '/captcha'])('reports %s as a site that blocks automated access', async (path) => {
    const res = await scrape(site.url(path)).expect(200);
    expect(res.body).toEqual({ success: false, content: '', message: expect.stringContaining(BLOCKED), reason: 'blocked' });
  });

  it('refuses a redirect to an address that is not allowed, without requesting it', async () => {
    const res = await scrape(site.url('/to-intranet')).expect(200);
    expect(res.body).toEqual({
      success: false,
      content: '',
      message: expect.stringMatching(/redirected to an address that cannot be fetched/),
      reason: 'bad-redirect',
    });
    expect(intranet.requests).toEqual([]);
  });

  it('follows 5 redirects but not 6', async () => {
    expect((await scrape(site.url('/moved/1')).expect(200)).body).toMatchObject({ success: true, title: 'Senior Backend Engineer' });
    expect((await scrape(site.url('/moved/0')).expect(200)).body).toEqual({
      success: false,
      content: '',
      message: expect.stringMatching(/redirected too many times/),
      reason: 'too-many-redirects',
    });
  });

  it('refuses a page over 2 MB', async () => {
    const res = await scrape(site.url('/huge')).expect(200);
    expect(res.body).toEqual({ success: false, content: '', message: expect.stringMatching(/too large to read \(over 2 MB\)/), reason: 'too-large' });
  });

  it('reads a gzip-encoded page', async () => {
    const res = await scrape(site.url('/gzip')).expect(200);
    expect(res.body).toMatchObject({ success: true, company: 'Nordlys Tech AB' });
  });

  it('refuses a response that is not HTML', async () => {
    const res = await scrape(site.url('/pdf')).expect(200);
    expect(res.body).toEqual({
      success: false,
      content: '',
      message: expect.stringMatching(/does not lead to a web page \(it returned application\/pdf\)/),
      reason: 'not-html',
    });
  });

  it.each([
    ['/gone', /not found/, 'not-found'],
    ['/broken', /answered with an error \(HTTP 500\)/, 'site-error'],
    ['/empty', /couldn't find a job description/, 'no-posting'],
  ])('explains %s', async (path, message, reason) => {
    const res = await scrape(site.url(path)).expect(200);
    expect(res.body).toEqual({ success: false, content: '', message: expect.stringMatching(message), reason });
  });

  it('reports a site that cannot be reached', async () => {
    const res = await scrape(closed.url('/job')).expect(200);
    expect(res.body).toEqual({
      success: false,
      content: '',
      message: `We couldn't connect to ${closed.hostEntry}. Please check the link or paste the job description.`,
      reason: 'unreachable',
    });
  });

  it.each(['example.com/job', 'ftp://example.com/job', 'javascript:alert(1)', 'not a url', 'http://user:secret@example.com/'])(
    'answers 400 Invalid URL for %p',
    async (jobUrl) => {
      const res = await scrape(jobUrl).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        error: 'Invalid URL',
        message: 'Please enter a job posting URL starting with http:// or https://',
        data: { reason: 'invalid-url' },
      });
    },
  );

  it.each([undefined, '', '   ', 42])('answers 400 when jobUrl is %p', async (jobUrl) => {
    const res = await scrape(jobUrl).expect(400);
    expect(res.body.message).toBe('Please enter a job posting URL starting with http:// or https://');
  });

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://localhost/',
    'http://127.0.0.1:1/admin',
  ])('answers 400 for the private address %s', async (jobUrl) => {
    const res = await scrape(jobUrl).expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: 'Address not allowed',
      message: expect.stringContaining('This address cannot be fetched'),
      data: { reason: 'address-not-allowed' },
    });
  });
});
