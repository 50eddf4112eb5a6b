import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { signInThroughDevProvider } from '../support/sign-in';

const CV = join(__dirname, '..', 'fixtures', 'jane-doe-cv.pdf');
const POSTING = `Senior Backend Engineer at Acme Cloud

Requirements
- Node.js and TypeScript
- PostgreSQL, Docker and Kubernetes`;

test("a signed-in user's second letter opens the payment modal, pays through the dev gateway and sees the letter appear", async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughDevProvider(page, { firstName: 'Ivar', email: 'ivar@example.com' });
  await page.goto('/dashboard?tab=cvs');
  await page.locator('input[type="file"]').setInputFiles(CV);
  await expect(page.getByText('CV uploaded').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Create' }).click();
  await page.getByLabel('Job description').fill(POSTING);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByText('Cover Letter ready!').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Create' }).click();
  await page.getByLabel('Job description').fill(POSTING.replace('Acme Cloud', 'Globex'));
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('₴60 (~$2 USD)');
  await expect(modal).toContainText('2nd');
  await modal.getByRole('button', { name: 'Pay now' }).click();

  await page.waitForURL(/\/payment\/mock\?ref=/);
  await expect(page.getByRole('heading', { name: 'Mock Payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Complete payment' }).click();
  await page.waitForURL(/\/payment\/success\?ref=/);
  await expect(page.getByText('Payment confirmed!')).toBeVisible();
  await page.waitForURL(/\/dashboard/, { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Letters' }).click();
  await expect(page.getByText('Letter for Globex')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Paid').first()).toBeVisible();
});
