import { PRERENDERED_ROUTES, prerenderedFile, SUPPORT_EMAIL_PLACEHOLDER, WEB_ROUTES } from '@coverletter/contracts';
import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
let distDir: string;
let t: TestApp;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

test.each(WEB_ROUTES.map((route) => [route]))('%s is a page: 200 with the app', async (route) => {
  const res = await request(t.http).get(route).expect(200);
  expect(res.text).toBe(INDEX);
  expect(res.headers['cache-control']).toBe('no-cache');
});

test('a page with a query string or a trailing slash is still the page', async () => {
  await request(t.http).get('/dashboard?tab=letters').expect(200);
  await request(t.http).get('/payment/success/?ref=pay_1').expect(200);
});

test.each(['/no-such-page', '/app/extra', '/admin/users', '/payment', '/dashboard/letters/1'])(
  '%s is not: 404, with the app, which shows its Page Not Found',
  async (path) => {
    const res = await request(t.http).get(path).expect(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toBe(INDEX);
  },
);

test('HEAD of an unknown path is 404 too', async () => {
  await request(t.http).head('/no-such-page').expect(404);
});

describe('the prerendered landing (web/scripts/prerender.mjs)', () => {
  const LANDING = {
    en: '<html lang="en"><div id="root" data-prerendered="en">Hello</div></html>',
    sv: '<html lang="sv"><div id="root" data-prerendered="sv">Hej</div></html>',
  };
  let landingDir: string;
  let landingApp: TestApp;

  beforeAll(async () => {
    landingDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(landingDir, 'index.html'), INDEX);
    writeFileSync(join(landingDir, 'landing.en.html'), LANDING.en);
    writeFileSync(join(landingDir, 'landing.sv.html'), LANDING.sv);
    landingApp = await createTestApp({ WEB_DIST_DIR: landingDir });
  });
  afterAll(async () => {
    await landingApp?.close();
    rmSync(landingDir, { recursive: true, force: true });
  });

  test('/ is the English landing without a preference, and says that it varies', async () => {
    const res = await request(landingApp.http).get('/').expect(200);
    expect(res.text).toBe(LANDING.en);
    expect(res.headers['vary']).toMatch(/Accept-Language/);
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('the browser asking for Swedish gets the Swedish landing; a language we lack gets English', async () => {
    expect((await request(landingApp.http).get('/').set('Accept-Language', 'sv-SE,sv;q=0.9,en;q=0.8').expect(200)).text).toBe(LANDING.sv);
    expect((await request(landingApp.http).get('/').set('Accept-Language', 'de-DE').expect(200)).text).toBe(LANDING.en);
  });

  test("the language switcher's cookie wins over the browser", async () => {
    const res = await request(landingApp.http).get('/').set('Accept-Language', 'sv').set('Cookie', 'other=1; locale=en').expect(200);
    expect(res.text).toBe(LANDING.en);
    expect((await request(landingApp.http).get('/?signIn=failed').set('Cookie', 'locale=sv').expect(200)).text).toBe(LANDING.sv);
  });

  test('other pages, prerendered by a build or not, get index.html without their files', async () => {
    expect((await request(landingApp.http).get('/terms').set('Cookie', 'locale=sv').expect(200)).text).toBe(INDEX);
    expect((await request(landingApp.http).get('/dashboard').expect(200)).text).toBe(INDEX);
  });
});

describe('the landing prerendered signed out, for requests without a session cookie', () => {
  const LANDING = { en: 'waiting for the sign-in check (en)', sv: 'waiting for the sign-in check (sv)' };
  const VISITOR = { en: 'signed out, banner shown (en)', sv: 'signed out, banner shown (sv)' };
  let dir: string;
  let app: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    for (const locale of ['en', 'sv'] as const) {
      writeFileSync(join(dir, `landing.${locale}.html`), LANDING[locale]);
      writeFileSync(join(dir, `landing.${locale}.visitor.html`), VISITOR[locale]);
    }
    app = await createTestApp({ WEB_DIST_DIR: dir });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('no session cookie: the signed-out page, in the language asked for', async () => {
    expect((await request(app.http).get('/').expect(200)).text).toBe(VISITOR.en);
    expect((await request(app.http).get('/').set('Cookie', 'locale=sv; othercl.sid=1').expect(200)).text).toBe(VISITOR.sv);
  });

  test('a session cookie (maybe signed in): the page that waits for the check', async () => {
    expect((await request(app.http).get('/').set('Cookie', 'cl.sid=s%3Aabc').expect(200)).text).toBe(LANDING.en);
    expect((await request(app.http).get('/').set('Cookie', 'locale=sv; cl.sid=s%3Aabc').expect(200)).text).toBe(LANDING.sv);
  });
});

describe('the prerendered pages of the app (PRERENDERED_ROUTES)', () => {
  const page = (name: string, locale: string, variant: string) =>
    `<html lang="${locale}"><div id="root" data-prerendered="${locale}" data-support-email="${SUPPORT_EMAIL_PLACEHOLDER}">${name} ${variant}: <a href="mailto:${SUPPORT_EMAIL_PLACEHOLDER}">${SUPPORT_EMAIL_PLACEHOLDER}</a></div></html>`;
  let dir: string;
  let app: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    for (const route of PRERENDERED_ROUTES) {
      for (const locale of ['en', 'sv'] as const) {
        writeFileSync(join(dir, prerenderedFile(route, locale, false)), page(route, locale, 'waiting'));
        writeFileSync(join(dir, prerenderedFile(route, locale, true)), page(route, locale, 'signed out'));
      }
    }
    app = await createTestApp({ WEB_DIST_DIR: dir, SUPPORT_EMAIL: 'help+$$jobs@example.com' });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test.each(PRERENDERED_ROUTES.map((route) => [route]))('%s: the page in the language asked for, signed out without a session cookie', async (route) => {
    const visitor = await request(app.http).get(route).set('Accept-Language', 'sv').expect(200);
    expect(visitor.text).toContain(`${route} signed out`);
    expect(visitor.text).toContain('lang="sv"');
    expect(visitor.headers['content-type']).toMatch(/text\/html/);
    expect(visitor.headers['vary']).toMatch(/Accept-Language, Cookie/);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    const waiting = await request(app.http).get(route).set('Cookie', 'cl.sid=s%3Aabc').expect(200);
    expect(waiting.text).toContain(`${route} waiting`);
    expect(waiting.text).toContain('lang="en"');
  });

  test("the configured support address replaces the build's placeholder, escaped, everywhere in the page", async () => {
    const res = await request(app.http).get('/contact').expect(200);
    expect(res.text).not.toContain(SUPPORT_EMAIL_PLACEHOLDER);
    // Written as it is: no `$$` replacement pattern turned into `$`.
    expect(res.text).toContain('data-support-email="help+$$jobs@example.com"');
    expect(res.text).toContain('<a href="mailto:help+$$jobs@example.com">help+$$jobs@example.com</a>');
  });

  test('a page is never sent as its raw file, placeholder and all', async () => {
    const res = await request(app.http).get('/terms.en.html').expect(404);
    expect(res.text).toBe(INDEX);
  });

  test('a new build of a page is sent without a restart', async () => {
    const file = join(dir, prerenderedFile('/privacy', 'en', true));
    writeFileSync(file, '<html lang="en"><div id="root">rebuilt</div></html>');
    const future = new Date(Date.now() + 60_000);
    utimesSync(file, future, future);
    expect((await request(app.http).get('/privacy').expect(200)).text).toContain('rebuilt');
  });

  test('Vary keeps what the rest of the request path added (Accept-Encoding, for the compression)', async () => {
    const res = await request(app.http).get('/terms').expect(200);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['vary']).toMatch(/Accept-Language/);
    expect(res.headers['vary']).toMatch(/Cookie/);
  });

  test('matched as the router matches: case and a trailing slash do not matter; a query string is kept out', async () => {
    expect((await request(app.http).get('/Terms/?ref=footer').expect(200)).text).toContain('/terms signed out');
    expect((await request(app.http).get('/dashboard').expect(200)).text).toBe(INDEX);
    expect((await request(app.http).get('/terms/extra').expect(404)).text).toBe(INDEX);
  });
});

test('without a prerendered landing, / is index.html', async () => {
  expect((await request(t.http).get('/').expect(200)).text).toBe(INDEX);
});

test('files of the build are served as they are; an unknown /api path stays a JSON 404', async () => {
  const asset = await request(t.http).get('/assets/app-1a2b3c.js').expect(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  const api = await request(t.http).get('/api/no-such-route').expect(404);
  expect(api.headers['content-type']).toMatch(/application\/json/);
});
