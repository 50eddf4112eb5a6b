import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { signInThroughDevProvider } from '../support/sign-in';

const CV = join(__dirname, '..', 'fixtures', 'jane-doe-cv.pdf');
const POSTING = `Senior Backend Engineer at Acme Cloud

Requirements
- Node.js and TypeScript
- PostgreSQL, Docker and Kubernetes`;

test('the letter viewer: Escape closes it while a toast shows (the toast stays), and focus returns to View', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInThroughDevProvider(page, { firstName: 'Sigrid', email: 'sigrid@example.com' });
  await page.goto('/dashboard?tab=cvs');
  await page.locator('input[type="file"]').setInputFiles(CV);
  await expect(page.getByText('CV uploaded').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Create' }).click();
  await page.getByLabel('Job description').fill(POSTING);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  const viewer = page.getByRole('dialog', { name: 'Letter for Acme Cloud' });
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  const view = page.getByRole('button', { name: 'View' }).first();
  await view.focus();
  await page.keyboard.press('Enter');
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Copy' }).click();
  // While the viewer is open the page behind it (the toasts too) is hidden from the accessibility tree.
  const toast = page.locator('.cl-toast', { hasText: 'Copied to clipboard' });
  await expect(toast).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(toast).toBeVisible();
  await expect(view).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await expect(view).toBeFocused();
});
