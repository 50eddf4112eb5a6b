import { expect, test } from '@playwright/test';
import { guestReadyToGenerate } from '../support/guest-app';

test('while the letter is written, /app shows the steps and the seconds so far; the letter appears once it is checked', async ({ page }) => {
  await guestReadyToGenerate(page);

  // The built-in writer takes milliseconds; hold the request back for a while, as a model would take, then let the real server answer.
  await page.route('**/api/generate', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/generate'));
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();

  const steps = page.getByRole('list', { name: 'Steps of writing your letter' });
  await expect(steps).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Reading the job posting…' })).toBeVisible();
  await expect(steps.getByRole('listitem')).toHaveText([
    'Reading the job posting, in progress',
    'Matching it with your CV, waiting',
    'Writing your cover letter, waiting',
    'Checking the letter, waiting',
  ]);
  await expect(page.getByTestId('generation-seconds')).toHaveText(/^[12] seconds?$/);
  await expect(page.getByRole('heading', { name: 'Your Cover Letter', exact: true })).not.toBeVisible();

  const response = await answered;
  expect(response.request().headers()['accept']).toContain('text/event-stream');
  expect(response.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
  const events = (await response.text()).match(/^event: \w+$/gm);
  expect(events).toEqual(['event: phase', 'event: phase', 'event: phase', 'event: phase', 'event: result']);

  await expect(page.getByRole('heading', { name: 'Your Cover Letter', exact: true })).toBeVisible();
  await expect(steps).toHaveCount(0);
  await expect(page.getByText('Acme Cloud').first()).toBeVisible();
});
