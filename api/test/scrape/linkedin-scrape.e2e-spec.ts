import { API } from '@coverletter/contracts';
import request from 'supertest';
import { fixture } from './support/fixtures';
import { html, redirect, startLocalSite, type LocalSite } from './support/local-site';
import { createScrapeTestApp, type ScrapeTestApp } from './support/scrape-test-app';

/**
 * The route only takes linkedin.com profile URLs; it rebuilds the URL on its fetch base, which
 * these tests point at a local site (a provider override, not a setting).
 */
describe('POST /api/linkedin/scrape', () => {
  let site: LocalSite;
  let t: ScrapeTestApp;

  beforeAll(async () => {
    site = await startLocalSite({
      '/in/astrid-lindqvist/': html(fixture('linkedin-profile.html')),
      '/in/walled/': redirect('/authwall?trk=public_profile&sessionRedirect=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fwalled'),
      '/authwall': html(fixture('linkedin-authwall.html')),
      '/in/login-redirect/': redirect('/login?fromSignIn=true'),
      '/in/robot/': html('', 999),
      '/in/rate-limited/': html('<p>Too many requests</p>', 429),
      '/in/sign-in-page/': html(fixture('linkedin-authwall.html')),
      '/in/challenge/': html(fixture('captcha.html')),
      '/in/placeholder/': html(fixture('linkedin-placeholder.html')),
      '/in/thin/': html('<html><head><title>Jo | LinkedIn</title></head><body><h1 class="top-card-layout__title">Jo</h1></body></html>'),
    });
    t = await createScrapeTestApp({ SCRAPE_ALLOWED_HOSTS: site.hostEntry }, { linkedinBaseUrl: site.origin });
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
  });

  const scrape = (linkedinUrl: unknown) => request(t.http).post(API.linkedinScrape).send({ linkedinUrl });
  const BLOCKED = 'LinkedIn blocks automated access to profiles. Please paste your background manually.';
  const blocked = { success: false, content: '', message: BLOCKED, reason: 'blocked' };
  const signInWall = { success: false, content: '', message: BLOCKED, reason: 'sign-in-wall' };

  it('reads a public profile from its JSON-LD and page as plain text', async () => {
    const res = await scrape('https://se.linkedin.com/in/astrid-lindqvist?trk=people-guest').expect(200);
    expect(res.body.success).toBe(true);
    const content: string = res.body.content;
    expect(content).toMatch(/^Name: Astrid Lindqvist\nHeadline: Staff Engineer at Klarna · Payments · Distributed systems\nLocation: Stockholm/);
    expect(content).toContain('About\nI build reliable payment systems and care about developer experience.\nTen years of backend engineering in fintech.');
    expect(content).toContain('Experience\n• Klarna (2019-03 – present)\n  Leading the checkout platform team.\n• Spotify (2015 – 2019)');
    expect(content).toContain('Education\n• KTH Royal Institute of Technology (2010 – 2015)');
    expect(content).toContain('Skills\nGo, PostgreSQL, Kafka');
    expect(content).not.toMatch(/<[a-z]|Sign in to view/);
    expect(site.requests).toContain('/in/astrid-lindqvist/');
  });

  it.each([
    'linkedin.com/in/astrid-lindqvist',
    'http://www.linkedin.com/in/astrid-lindqvist/',
    'https://www.linkedin.com/in/astrid-lindqvist/details/experience/',
  ])('accepts the profile URL form %s', async (url) => {
    expect((await scrape(url).expect(200)).body.success).toBe(true);
  });

  it.each(['walled', 'login-redirect'])('detects the sign-in wall behind a redirect (%s)', async (slug) => {
    const res = await scrape(`https://www.linkedin.com/in/${slug}`).expect(200);
    expect(res.body).toEqual(signInWall);
  });

  it.each(['robot', 'rate-limited'])('reports a refusal status (%s) as blocked', async (slug) => {
    const res = await scrape(`https://www.linkedin.com/in/${slug}`).expect(200);
    expect(res.body).toEqual(blocked);
  });

  it('reports a bot challenge served in place of the profile as blocked', async () => {
    const res = await scrape('https://www.linkedin.com/in/challenge').expect(200);
    expect(res.body).toEqual(blocked);
  });

  it('detects a sign-in page served in place of the profile', async () => {
    const res = await scrape('https://www.linkedin.com/in/sign-in-page').expect(200);
    expect(res.body).toEqual(signInWall);
  });

  it('refuses content with the placeholder text or under 50 characters', async () => {
    for (const slug of ['placeholder', 'thin']) {
      const res = await scrape(`https://www.linkedin.com/in/${slug}`).expect(200);
      expect(res.body).toEqual({
        success: false,
        content: '',
        message: "We couldn't read this LinkedIn profile. Please paste your background manually.",
        reason: 'no-profile',
      });
    }
  });

  it('explains a profile that does not exist', async () => {
    const res = await scrape('https://www.linkedin.com/in/nobody-here').expect(200);
    expect(res.body).toEqual({
      success: false,
      content: '',
      message: 'This LinkedIn profile was not found. Please check the link or paste your background manually.',
      reason: 'not-found',
    });
  });

  it.each([
    'https://www.linkedin.com/company/klarna',
    'https://www.linkedin.com/jobs/view/123456',
    'https://www.linkedin.com/in/',
    'https://evil.example/in/astrid-lindqvist',
    'https://linkedin.com.evil.example/in/astrid-lindqvist',
    'https://www.linkedin.com:8443/in/astrid-lindqvist',
    'https://user@www.linkedin.com/in/astrid-lindqvist',
    'ftp://www.linkedin.com/in/astrid-lindqvist',
    'http://127.0.0.1/in/astrid-lindqvist',
    'LinkedIn Profile URL',
    '',
  ])('answers 400 for %p, which is not a profile URL', async (url) => {
    const res = await scrape(url).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Please enter a LinkedIn profile URL (linkedin.com/in/…)' });
    // The empty URL is refused by the request's validation, before the service names a reason.
    if (url !== '') expect(res.body.data).toEqual({ reason: 'invalid-url' });
  });
});

describe('POST /api/linkedin/scrape when LinkedIn cannot be reached', () => {
  let t: ScrapeTestApp;

  beforeAll(async () => {
    const closed = await startLocalSite({});
    await closed.close();
    t = await createScrapeTestApp({ SCRAPE_ALLOWED_HOSTS: closed.hostEntry }, { linkedinBaseUrl: closed.origin });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says so, with the reason unreachable', async () => {
    const res = await request(t.http).post(API.linkedinScrape).send({ linkedinUrl: 'https://www.linkedin.com/in/astrid-lindqvist' }).expect(200);
    expect(res.body).toEqual({
      success: false,
      content: '',
      message: "We couldn't reach LinkedIn right now. Please paste your background manually.",
      reason: 'unreachable',
    });
  });
});
