import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';

/** The CV the guest and account tests upload. */
export const JANE_DOE_CV = join(__dirname, '..', 'fixtures', 'jane-doe-cv.pdf');

/** A posting the CV meets well (Node.js, TypeScript, PostgreSQL, Docker, Kubernetes). */
export const BACKEND_POSTING = `Senior Backend Engineer at Acme Cloud

Acme Cloud builds tools that help online stores grow. We are looking for a senior backend engineer.

Requirements
- 5+ years of backend development with Node.js and TypeScript
- Strong PostgreSQL skills
- Experience with Docker and Kubernetes`;

/** A guest on /app with the CV uploaded and the posting saved, so Generate writes the letter; in either language of the page. */
export async function guestReadyToGenerate(page: Page, posting = BACKEND_POSTING): Promise<void> {
  await page.goto('/app');
  await page.locator('input[type="file"]').setInputFiles(JANE_DOE_CV);
  await expect(
    page
      .locator('.cl-generator')
      .getByText(/Ready|Klar/)
      .first(),
  ).toBeVisible();
  const jobSaved = page.waitForResponse((res) => res.url().endsWith('/api/job-info') && res.ok(), { timeout: 8000 });
  await page.locator('.cl-generator textarea').first().fill(posting);
  await jobSaved;
}
