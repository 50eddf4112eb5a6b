import { expect, test, type Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInThroughDevProvider } from '../support/sign-in';
import { expectToast } from '../support/toast';

const CV = join(__dirname, '..', 'fixtures', 'jane-doe-cv.pdf');
const POSTING = `Senior Backend Engineer at Acme Cloud

Requirements
- 5+ years of backend development with Node.js and TypeScript
- Strong PostgreSQL skills
- Experience with Docker and Kubernetes`;

/** A user who signs in, saves a CV and writes the account's free letter (through the API); answers the letter. */
async function userWithLetter(browser: Browser): Promise<{ companyName: string; coverLetterText: string }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInThroughDevProvider(page, { firstName: 'Liv', lastName: 'Berg', email: 'liv@example.com' });
    const upload = await page.request.post('/api/user/cvs', {
      multipart: { file: { name: 'jane-doe-cv.pdf', mimeType: 'application/pdf', buffer: readFileSync(CV) } },
    });
    expect(upload.ok()).toBe(true);
    const letter = await page.request.post('/api/generate-cover-letter-user', { data: { cvId: (await upload.json()).id, jobDescription: POSTING } });
    expect(letter.ok()).toBe(true);
    return letter.json();
  } finally {
    await context.close();
  }
}

test('an admin walks every tab, reads a letter, changes the price to 75 UAH, and the landing page shows it', async ({ browser, page, context }) => {
  test.setTimeout(90_000);
  const letter = await userWithLetter(browser);
  expect(letter.companyName).toBe('Acme Cloud');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/admin');
  await expect(page.getByText('Admin Access Required')).toBeVisible();
  await page.goto('/admin/login');
  await page
    .getByRole('link', { name: /Sign In/ })
    .first()
    .click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/admin$/);
  await expect(page.getByText('Admin Access', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Key figures' })).toContainText('Total Users');

  await page.getByRole('tab', { name: 'Users' }).click();
  const liv = page.getByRole('tabpanel').getByRole('article', { name: 'Liv Berg' });
  await expect(liv).toContainText('liv@example.com');
  await expect(liv).toContainText('1Total letters');
  await expect(liv).toContainText('Acme Cloud');
  await expect(liv).toContainText('Free');

  await page.getByRole('tab', { name: 'Cover Letters' }).click();
  // Other tests write Acme Cloud letters too: Liv's is the one to read.
  const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Acme Cloud' }).filter({ hasText: 'Liv Berg' });
  await expect(card).toContainText(`${letter.coverLetterText.length.toLocaleString('en-US')} characters`);
  await card.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Acme Cloud');
  await expect(dialog).toContainText('liv@example.com');
  await expect(dialog.getByRole('document', { name: 'Cover letter text' })).toHaveText(letter.coverLetterText, { useInnerText: true });
  await dialog.getByRole('button', { name: 'Copy Content' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(letter.coverLetterText);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  // The open dialog hides the rest of the page, the toasts included, from the accessibility tree.
  await expectToast(page, 'Copied to clipboard');

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Top job titles');
  await expect(page.getByRole('tabpanel')).toContainText('Conversion rate');

  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('No paid cover letters yet');
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('Payment Configuration')).toBeVisible();
  await page.getByLabel('Price').fill('75');
  await expect(page.getByTestId('price-preview')).toHaveText('₴75 (~$2.5 USD) per additional cover letter');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expectToast(page, 'Settings Updated');

  await page.goto('/');
  await expect(page.getByText('₴75 (~$2.5 USD)').first()).toBeVisible();

  await page.goto('/admin/settings');
  await page.getByLabel('Price').fill('60');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expectToast(page, 'Settings Updated');
});

test('a signed-in user who is not an admin sees the permission-denied screen', async ({ page }) => {
  await signInThroughDevProvider(page, { firstName: 'Nils', email: 'nils@example.com' });
  await page.goto('/admin');
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
});
