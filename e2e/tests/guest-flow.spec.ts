import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const CV = join(__dirname, '..', 'fixtures', 'jane-doe-cv.pdf');

const POSTING = `Senior Backend Engineer at Acme Cloud

Acme Cloud builds tools that help online stores grow. We are looking for a senior backend engineer.

Requirements
- 5+ years of backend development with Node.js and TypeScript
- Strong PostgreSQL skills
- Experience with Docker and Kubernetes

Nice to have
- Experience with Kafka`;

async function uploadCvAndDescribeJob(page: Page, description = POSTING) {
  await page.goto('/app');
  await expect(page.getByText('Session Active')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(CV);
  await expect(page.getByText('Ready')).toBeVisible();
  await expect(page.getByText(/characters extracted/)).toBeVisible();
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/job-info') && res.ok(), { timeout: 8000 });
  await page.getByLabel('Job description').fill(description);
  await saved;
}

test('a guest uploads a CV, adds a job, gets a scored letter and downloads it', async ({ page }) => {
  await uploadCvAndDescribeJob(page);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cover Letter', exact: true })).toBeVisible();
  await expect(page.getByText(/\d+%/).first()).toBeVisible();
  const skills = page.getByText('Matching skills').locator('..');
  await expect(skills).toContainText('TypeScript');
  await expect(skills).toContainText('PostgreSQL');
  await expect(page.getByText('Acme Cloud').first()).toBeVisible();

  await page.getByRole('button', { name: 'Download' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Plain text (.txt)' }).click()]);
  expect(download.suggestedFilename()).toBe('cover-letter.txt');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('Acme Cloud');
  expect(text.split(/\s+/).length).toBeGreaterThan(150);

  await expect(page.getByRole('link', { name: 'Sign In to Generate More Cover Letters' })).toHaveAttribute('href', /\/api\/login/);
  await page.reload();
  await expect(page.getByText("You've created your first cover letter!")).toBeVisible();

  // Every sign-in link carries the guest session, so a link opened in a new tab keeps the letter too.
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  expect(sessionId).toBeTruthy();
  const carryingSession = `/api/login?sessionId=${sessionId}`;
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', carryingSession);
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Account' });
  await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', carryingSession);
  await expect(header.getByRole('link', { name: 'sign in to create more' })).toHaveAttribute('href', carryingSession);
});

test("the guest banner's link carries the guest session from the first visit to /app on", async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByText('Session Active')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sessionId'))).toBeTruthy();
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
    'href',
    `/api/login?sessionId=${sessionId}`,
  );
});

test('a second, different letter asks the guest to sign in', async ({ page }) => {
  await uploadCvAndDescribeJob(page);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cover Letter', exact: true })).toBeVisible();
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/job-info') && res.ok(), { timeout: 8000 });
  await page.getByLabel('Job description').fill(`${POSTING.replace('Acme Cloud', 'Globex')}\nWe also value mentoring.`);
  await saved;
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Sign in to unlock more cover letters')).toBeVisible();
});
