import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { signInThroughDevProvider } from '../support/sign-in';

const CV = join(__dirname, '..', 'fixtures', 'jane-doe-cv.pdf');
const BACKEND_POSTING = `Senior Backend Engineer at Acme Cloud

Requirements
- Node.js and TypeScript
- PostgreSQL, Docker and Kubernetes`;
/** A posting the backend CV barely meets: its match is below 4. */
const DATA_POSTING = `Data Scientist at Globex Analytics

Requirements
- Python, pandas and NumPy
- Machine learning with scikit-learn or TensorFlow
- Statistics and A/B testing
- Apache Spark and Airflow
- Tableau or Power BI
- Git and Docker`;

const MATCH_LINE = /Match \d+(\.\d)?\/10 — \d+ of \d+ requirements met/;

test('the create form and the payment modal show a low match, with its warning, before paying', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughDevProvider(page, { firstName: 'Greta', email: 'greta-match@example.com' });
  await page.goto('/dashboard?tab=cvs');
  await page.locator('input[type="file"]').setInputFiles(CV);
  await expect(page.getByText('CV uploaded').first()).toBeVisible();

  // The free letter, for a posting the CV fits: a good match, no warning.
  await page.getByRole('tab', { name: 'Create' }).click();
  await page.getByLabel('Job description').fill(BACKEND_POSTING);
  await expect(page.getByText(MATCH_LINE)).toBeVisible();
  await expect(page.getByText(/^Low match/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByText('Cover Letter ready!').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The next letter, for a posting it barely meets: the form warns before anything is written or paid.
  await page.getByRole('tab', { name: 'Create' }).click();
  await page.getByLabel('Job description').fill(DATA_POSTING);
  await expect(page.getByText(MATCH_LINE)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Low match' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();

  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('₴60 (~$2 USD)');
  const matchLine = modal.getByText(MATCH_LINE);
  await expect(matchLine).toBeVisible();
  await expect(modal.getByRole('alert').filter({ hasText: 'Low match' })).toContainText('consider whether this job is worth a paid letter');
  // Above the price.
  const [matchBox, priceBox] = await Promise.all([matchLine.boundingBox(), modal.getByText('₴60 (~$2 USD)').boundingBox()]);
  expect(matchBox!.y).toBeLessThan(priceBox!.y);

  // Seen the warning, the user still decides to pay.
  await modal.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/payment\/mock\?ref=/);
  await expect(page.getByRole('heading', { name: 'Mock Payment' })).toBeVisible();
});
