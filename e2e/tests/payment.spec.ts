import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { signInThroughDevProvider } from '../support/sign-in';

const CV = join(__dirname, '..', 'fixtures', 'jane-doe-cv.pdf');
const POSTING = `Senior Backend Engineer at Acme Cloud

Requirements
- Node.js and TypeScript
- PostgreSQL, Docker and Kubernetes`;

/** Signs in, writes the free letter and pays for a second one: ends on the dev gateway's page. */
async function openPaymentForSecondLetter(page: Page, person: { firstName: string; email: string }): Promise<void> {
  await signInThroughDevProvider(page, person);
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
}

test("a signed-in user's second letter opens the payment modal, pays through the dev gateway and sees the letter appear", async ({ page }) => {
  test.setTimeout(90_000);
  await openPaymentForSecondLetter(page, { firstName: 'Ivar', email: 'ivar@example.com' });
  await page.getByRole('link', { name: 'Complete payment' }).click();
  await page.waitForURL(/\/payment\/success\?ref=/);
  await expect(page.getByText('Payment confirmed!')).toBeVisible();
  await page.waitForURL(/\/dashboard/, { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Letters' }).click();
  await expect(page.getByText('Letter for Globex')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Paid').first()).toBeVisible();
});

test("back from the bank on a fresh page load, with the paid letter already written: 'Cover Letter ready!', no 'Generation timeout'", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await openPaymentForSecondLetter(page, { firstName: 'Stina', email: 'stina@example.com' });
  const bankReturn = await page.getByRole('link', { name: 'Complete payment' }).getAttribute('href');
  expect(bankReturn).toMatch(/^\/payment\/success\?ref=/);

  // A bank's return opens the success page by a real page load, here in a new tab (nothing kept in
  // sessionStorage). The dashboard's first letter list is held until the paid letter is written:
  // the order a fast writer gives, which a count taken on arrival already includes.
  const returned = await context.newPage();
  let heldFirstList = false;
  await returned.route('**/api/cover-letters', async (route) => {
    if (!heldFirstList && route.request().method() === 'GET') {
      heldFirstList = true;
      await expect
        .poll(async () => ((await context.request.get('/api/cover-letters').then((r) => r.json())) as { wasPaid: boolean }[]).some((l) => l.wasPaid), {
          timeout: 30_000,
        })
        .toBe(true);
    }
    await route.continue();
  });
  await returned.goto(bankReturn!);
  await expect(returned.getByText('Payment confirmed!')).toBeVisible();
  await returned.waitForURL(/\/dashboard/, { timeout: 15_000 });
  await expect(returned.getByText('Cover Letter ready!').first()).toBeVisible({ timeout: 15_000 });
  await expect(returned.getByText('Generation timeout')).toHaveCount(0);
  expect(heldFirstList).toBe(true);
});
