import { WEB_ROUTES } from '@coverletter/contracts';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
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

test('files of the build are served as they are; an unknown /api path stays a JSON 404', async () => {
  const asset = await request(t.http).get('/assets/app-1a2b3c.js').expect(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  const api = await request(t.http).get('/api/no-such-route').expect(404);
  expect(api.headers['content-type']).toMatch(/application\/json/);
});
