import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { signInThroughDevProvider } from '../support/sign-in';
import { expectToast } from '../support/toast';

const CV = join(__dirname, '..', 'fixtures', 'jane-doe-cv.pdf');
const POSTING = `Senior Backend Engineer at Acme Cloud

Requirements
- 5+ years of backend development with Node.js and TypeScript
- Strong PostgreSQL skills
- Experience with Docker and Kubernetes`;

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

test('a guest makes a letter, signs in from the banner and finds it in the dashboard', async ({ page }) => {
  await page.goto('/app');
  await page.locator('input[type="file"]').setInputFiles(CV);
  await expect(page.getByText('Ready')).toBeVisible();
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/job-info') && res.ok());
  await page.getByLabel('Job description').fill(POSTING);
  await saved;
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cover Letter', exact: true })).toBeVisible();

  await expect(page.getByText('Save your cover letters - Sign in to save and access your cover letters anytime')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('First name').fill('Greta');
  await page.getByLabel('E-mail').fill('greta@example.com');
  const guestSessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/dashboard/);
  await expectToast(page, 'Cover Letter saved!');
  await expectToast(page, 'Your cover letter has been saved to your account');
  await expect(page.getByText('Letter for Acme Cloud').first()).toBeVisible();
  await openTab(page, 'CVs');
  await expect(page.getByText('Default').first()).toBeVisible();

  // The guest session now belongs to the account: the browser forgets it and the server closed it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
  const status = await page.evaluate(async (id) => (await fetch('/api/session/status', { headers: { 'X-Session-ID': id! } })).status, guestSessionId);
  expect(status).toBe(404);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/app');
  await expect(page.getByText('Letter for Acme Cloud')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Cover Letter', exact: true })).toHaveCount(0);
});

test('a signed-in user manages CVs, LinkedIn and letters, and signs out', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInThroughDevProvider(page, { firstName: 'Hedda', email: 'hedda@example.com' });
  await page.goto('/dashboard?tab=cvs');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.locator('input[type="file"]').setInputFiles(CV);
  await expect(page.getByText('CV uploaded').first()).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'second-cv.pdf', mimeType: 'application/pdf', buffer: await import('node:fs').then((fs) => fs.readFileSync(CV)) });
  await expect(page.getByText('second-cv.pdf').first()).toBeVisible();
  await page.getByRole('button', { name: 'Set Default' }).first().click();
  await expectToast(page, 'Default CV updated');
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByText('Are you sure you want to delete this CV? This action cannot be undone.')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'CV deleted');

  await openTab(page, 'LinkedIn');
  await page.getByRole('button', { name: 'Connect LinkedIn' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
  await dialog.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/hedda-gabler');
  await dialog.getByLabel('Profile summary').fill('Backend developer with Kubernetes and PostgreSQL experience.');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('https://www.linkedin.com/in/hedda-gabler')).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Are you sure you want to remove your LinkedIn profile?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No LinkedIn profile connected')).toBeVisible();

  await openTab(page, 'Create');
  await page.getByLabel('Job description').fill(POSTING);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByRole('dialog', { name: 'Letter for Acme Cloud' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectToast(page, 'Cover Letter ready!');
  await openTab(page, 'Letters');
  await expect(page.getByText('Letter for Acme Cloud')).toBeVisible();
  const viewed = page.waitForResponse((res) => /\/api\/cover-letters\/[^/]+\/view$/.test(res.url()) && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'View' }).first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toContainText('Acme Cloud');
  expect((await viewed).status()).toBe(200);
  const shownText = await viewer.getByRole('document').innerText();
  await viewer.getByRole('button', { name: 'Copy' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shownText.trim());
  expect(shownText).toContain('Acme Cloud');
  await viewer.getByRole('button', { name: 'Close' }).first().click();
  // While the dialog is open it hides the rest of the page from the accessibility tree.
  await expectToast(page, 'Copied to clipboard');
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByText('Are you sure you want to delete this cover letter?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Cover Letter deleted');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/dashboard');
  await expect(page.getByText('Sign In Required')).toBeVisible();
});
