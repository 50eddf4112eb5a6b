import { API } from '@coverletter/contracts';
import request from 'supertest';
import { fixture } from './support/fixtures';
import { html, startLocalSite, type LocalSite } from './support/local-site';
import { fakeResolver } from './support/fake-resolver';
import { createScrapeTestApp, type ScrapeTestApp } from './support/scrape-test-app';

/** The job route with a short time limit and a fake DNS (provider overrides). */
describe('POST /api/job/scrape with a short time limit and a fake DNS', () => {
  let site: LocalSite;
  let t: ScrapeTestApp;

  beforeAll(async () => {
    site = await startLocalSite({
      '/slow': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.write('<html><body><p>Loading');
      },
      '/job': html(fixture('greenhouse.html')),
    });
    const resolver = fakeResolver({
      'jobs.example.test': ['127.0.0.1'],
      'intranet.example.test': ['10.20.30.40'],
      'rebind.example.test': ['93.184.216.34', '192.168.0.1'],
    });
    t = await createScrapeTestApp({ SCRAPE_ALLOWED_HOSTS: `jobs.example.test:${site.port}` }, { limits: { timeoutMs: 500 }, resolver });
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });

  const scrape = (jobUrl: string) => request(t.http).post(API.jobScrape).send({ jobUrl });

  it('gives up at the time limit and says so', async () => {
    const started = Date.now();
    const res = await scrape(`http://jobs.example.test:${site.port}/slow`).expect(200);
    expect(res.body).toEqual({
      success: false,
      content: '',
      message: 'The job site took too long to respond. Please try again or paste the job description.',
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reaches an allowed host name at the address the resolver gave', async () => {
    const res = await scrape(`http://jobs.example.test:${site.port}/job`).expect(200);
    expect(res.body).toMatchObject({ success: true, company: 'Kvarn Analytics' });
  });

  it.each(['http://intranet.example.test/', 'http://rebind.example.test/'])('answers 400 for %s, which resolves to a private address', async (jobUrl) => {
    const res = await scrape(jobUrl).expect(400);
    expect(res.body).toMatchObject({
      error: 'Address not allowed',
      message: expect.stringContaining('This address cannot be fetched'),
      data: { reason: 'address-not-allowed' },
    });
  });

  it('reports a name that does not resolve', async () => {
    const res = await scrape('https://no-such-board.example.test/job/1').expect(200);
    expect(res.body).toEqual({
      success: false,
      content: '',
      message: "We couldn't find the site no-such-board.example.test. Please check the link or paste the job description.",
      reason: 'host-not-found',
    });
  });
});
