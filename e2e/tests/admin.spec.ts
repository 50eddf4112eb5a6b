import { expectToast } from '../support/toast';
import { expect, test } from '@playwright/test';
import { signInThroughDevProvider } from '../support/sign-in';

test('an admin walks every tab, changes the price to 75 UAH, and the landing page shows it', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Admin Access Required')).toBeVisible();
  await page.goto('/admin/login');
  await page.getByRole('link', { name: /Sign In/ }).first().click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/admin$/);
  await expect(page.getByText('Admin Access')).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
  for (const tab of ['Users', 'Cover Letters', 'Analytics', 'Payments']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await expect(page.getByRole('tabpanel')).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('Payment Configuration')).toBeVisible();
  await page.getByLabel('Price').fill('75');
  await expect(page.getByText('₴75 (~$2.5 USD)').first()).toBeVisible();
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
