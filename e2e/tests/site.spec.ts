import { expect, test, type Page } from '@playwright/test';
import { signInThroughDevProvider } from '../support/sign-in';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('landing page', () => {
  test('English: hero, how it works, pricing from the payment config, footer links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A cover letter written for the job you want');
    await expect(page.getByText('₴60 (~$2 USD)').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toHaveAttribute('href', '/api/login');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: /terms/i })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact');
    await expectNoHorizontalScroll(page);
  });

  test('the language switch changes the page to Swedish and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language', exact: true }).click();
    await page.getByRole('option', { name: 'Svenska' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ett personligt brev skrivet för jobbet du vill ha');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ett personligt brev skrivet för jobbet du vill ha');
    await page.getByRole('combobox', { name: 'Språk', exact: true }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A cover letter written for the job you want');
  });

  test('an English visitor downloads no Swedish; Swedish arrives on the switch, the terms page brings its own', async ({ page }) => {
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/([a-z-]+)\.(en|sv)-[\w-]+\.js$/.exec(request.url());
      if (chunk) catalogues.push(`${chunk[1]}.${chunk[2]}`);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A cover letter written for the job you want');
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    // The terms page arrives prerendered: its heading shows before its catalogue arrives for hydration.
    await expect.poll(() => catalogues).toContain('terms.en');
    expect(catalogues.filter((name) => name.endsWith('.sv'))).toEqual([]);

    await expect(page.locator('.toast-layer')).toBeAttached(); // mounted once the page is hydrated
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Svenska' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Användarvillkor');
    expect(catalogues).toEqual(expect.arrayContaining(['ui.sv', 'app.sv', 'legal.sv', 'terms.sv']));
  });

  test("the landing is an entry of its own: not the app's, no stylesheet before the toasts' own, its messages in one language", async ({ page }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/([^/?]+)$/.exec(new URL(request.url()).pathname);
      if (file) files.push(file[1]);
    });
    await page.goto('/');
    await expect(page.getByText('₴60 (~$2 USD)').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(files.filter((file) => /^index-/.test(file))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.css') && !file.startsWith('ToastPortal-'))).toEqual([]);
    expect(files.filter((file) => /^landing\.(en|sv)-/.test(file)).map((file) => file.slice(0, 10))).toEqual(['landing.en']);
  });

  test('the create button leads to the guest generator', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Create your free cover letter' }).first().click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('fits a 375 px phone in both languages', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.evaluate(() => localStorage.setItem('locale', 'sv'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ett personligt brev skrivet för jobbet du vill ha');
    await expectNoHorizontalScroll(page);
  });

  test("the page arrives prerendered in the browser's language and paints without JavaScript", async ({ browser }) => {
    for (const [locale, heading, title] of [
      ['en-US', 'A cover letter written for the job you want', 'Cover Letter Generator'],
      ['sv-SE', 'Ett personligt brev skrivet för jobbet du vill ha', 'Personligt brev-generator'],
    ]) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('link', { name: /privacy|integritet/i }).first()).toBeVisible();
      await context.close();
    }
  });

  test('the prerendered page hydrates without a mismatch, and the chosen language is sent prerendered next time', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language', exact: true }).click();
    await page.getByRole('option', { name: 'Svenska' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ett personligt brev skrivet för jobbet du vill ha');
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-prerendered="sv"');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ett personligt brev skrivet för jobbet du vill ha');
    await expect(page.getByText('₴60 (~$2 USD)').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a language remembered only in local storage (from before the cookie) is put in the cookie, so the next visit arrives in it', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('locale', 'sv'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ett personligt brev skrivet för jobbet du vill ha');
    expect(await (await page.request.get('/')).text()).toContain('data-prerendered="sv"');
  });
});

test.describe('the prerendered pages of the app (/app, /terms, /privacy, /contact)', () => {
  const PAGES = [
    { path: '/app', en: 'Create your cover letter', sv: 'Skapa ditt personliga brev' },
    { path: '/terms', en: 'Terms of Service', sv: 'Användarvillkor' },
    { path: '/privacy', en: 'Privacy Policy', sv: 'Integritetspolicy' },
    { path: '/contact', en: 'Get in Touch', sv: 'Kontakta oss' },
  ];

  test("each arrives prerendered in the browser's language, signed out, and paints without JavaScript", async ({ browser }) => {
    for (const locale of ['en', 'sv'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      for (const { path, ...headings } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[locale]);
        await expect(page).toHaveTitle(new RegExp(`^${headings[locale]} · `));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('complementary', { name: locale === 'en' ? 'Save your cover letters' : 'Spara dina personliga brev' })).toBeVisible();
      }
      await page.goto('/contact');
      await expect(page.locator('a[href^="mailto:"]').first()).toHaveAttribute('href', 'mailto:support@coverletter.app');
      await context.close();
    }
  });

  test('each hydrates without a mismatch, and links then move within the app without loading a page', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { path, en } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'en');
    }
    await page.goto('/terms');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await expect(page.locator('.toast-layer')).toBeAttached(); // mounted once the page is hydrated
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.goto('/app');
    await expect(page.getByText('Upload your CV').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("signed in, each arrives as the page waiting for the sign-in check and hydrates into the signed-in page; signed out again, the visitor's page", async ({
    page,
  }) => {
    await signInThroughDevProvider(page, { firstName: 'Edda', email: 'edda.prerender@example.com' });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    expect(await (await page.request.get('/terms')).text()).not.toContain('data-visitor');
    for (const { path, en } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en);
      await expect(page.getByRole('complementary', { name: 'Save your cover letters' })).toHaveCount(0);
      if (path === '/app') await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    }
    expect(errors).toEqual([]);
    await page.context().clearCookies();
    expect(await (await page.request.get('/terms')).text()).toContain('data-visitor');
  });
});

test.describe('legal and contact pages', () => {
  test('terms have seven sections and the last-updated date', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByText('January 2025').first()).toBeVisible();
    for (const title of ['Acceptance of Terms', 'Use of Service', 'Data Collection', 'Limitation of Liability']) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
  });

  test('privacy policy has eight sections', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
  });

  test('contact offers a mailto button for the support address', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await expect(page.locator('a[href^="mailto:"]').first()).toHaveAttribute('href', 'mailto:support@coverletter.app');
  });

  test('an unknown address answers HTTP 404 and shows the 404 page; a page of the app answers 200', async ({ page }) => {
    const unknown = await page.goto('/no/such/page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const known = await page.goto('/payment/debug');
    expect(known?.status()).toBe(200);
  });
});
