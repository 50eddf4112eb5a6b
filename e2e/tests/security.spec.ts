import { expect, test, type Page } from '@playwright/test';
import { signInThroughDevProvider } from '../support/sign-in';

/**
 * Every page runs under the app's strict Content-Security-Policy (script-src 'self', no inline
 * scripts, frame-ancestors 'none'): a page that needed more would break in production, so any
 * violation the browser reports fails the test.
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

async function watchCsp(page: Page): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return consoleErrors;
}

async function violationsOn(page: Page, consoleErrors: string[]): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return [...(await page.evaluate(() => window.cspViolations)), ...consoleErrors];
}

const ANONYMOUS_PAGES = [
  '/',
  '/app',
  '/terms',
  '/privacy',
  '/contact',
  '/dashboard',
  '/admin',
  '/admin/login',
  '/admin/settings',
  '/payment/mock?ref=cl_test',
  '/payment/debug?ref=cl_test',
  '/no-such-page',
  '/api/docs',
];

for (const path of ANONYMOUS_PAGES) {
  test(`${path} runs under the CSP without a violation`, async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    expect(await violationsOn(page, consoleErrors)).toEqual([]);
  });
}

test('the signed-in dashboard and the admin area run under the CSP without a violation', async ({ page }) => {
  const consoleErrors = await watchCsp(page);
  await signInThroughDevProvider(page, { firstName: 'Ada', email: 'admin@example.com' });
  for (const path of ['/dashboard', '/dashboard?tab=cvs', '/dashboard?tab=linkedin', '/admin', '/admin/settings', '/']) {
    await page.goto(path);
    expect(await violationsOn(page, consoleErrors), path).toEqual([]);
  }
});

test('the app refuses to be framed by another site', async ({ page }) => {
  const res = await page.request.get('/');
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
});
