import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { signInThroughDevProvider } from '../support/sign-in';

const CV = join(__dirname, '..', 'fixtures', 'jane-doe-cv.pdf');
const POSTING = `Senior Backend Engineer at Acme Cloud

Requirements
- Node.js and TypeScript
- PostgreSQL, Docker and Kubernetes`;

test('a signed-in user on /app sees the signed-in header and writes the free letter into the account, then is offered payment', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughDevProvider(page, { firstName: 'Tove', email: 'tove@example.com' });
  await page.goto('/dashboard?tab=cvs');
  await page.locator('input[type="file"]').setInputFiles(CV);
  await expect(page.getByText('CV uploaded').first()).toBeVisible();

  await page.goto('/app');
  const header = page.getByRole('banner');
  await expect(header.getByText('Tove')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(header.getByText('Session Active')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
  await expect(page.getByRole('complementary')).toHaveCount(0);

  await page.getByLabel('Job description').fill(POSTING);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  const viewer = page.getByRole('dialog', { name: 'Letter for Acme Cloud' });
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await viewer.getByRole('button', { name: 'Close' }).click();
  const letters = (await (await page.request.get('/api/cover-letters')).json()) as { companyName: string; wasPaid: boolean }[];
  expect(letters.map(({ companyName, wasPaid }) => ({ companyName, wasPaid }))).toEqual([{ companyName: 'Acme Cloud', wasPaid: false }]);

  await page.getByLabel('Job description').fill(POSTING.replace('Acme Cloud', 'Globex'));
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  const modal = page.getByRole('dialog', { name: 'Unlock your next cover letter' });
  await expect(modal).toContainText('2nd');
  await expect(modal.getByRole('button', { name: 'Pay now' })).toBeVisible();
});
