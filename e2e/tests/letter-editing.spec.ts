import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { guestReadyToGenerate } from '../support/guest-app';
import { signInThroughDevProvider } from '../support/sign-in';

const POSTSCRIPT = 'P.S. I wrote this line myself in the editor.';

test('a guest edits the letter on /app: it autosaves, survives a reload and goes into the account with its versions', async ({ page }) => {
  await guestReadyToGenerate(page);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByRole('heading', { name: 'Your Cover Letter', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit letter' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit your cover letter' });
  const written = await editor.inputValue();
  const edited = `${written.trim()}\n\n${POSTSCRIPT}`;
  const patched = page.waitForResponse((res) => res.url().endsWith('/api/result') && res.request().method() === 'PATCH' && res.ok());
  await editor.fill(edited);
  await patched;
  const card = page.getByRole('region', { name: 'Your Cover Letter' });
  await expect(card.getByRole('status')).toHaveText('Saved');

  // Download takes the edited text.
  await page.getByRole('button', { name: 'Download' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Plain text (.txt)' }).click()]);
  expect(await readFile(await download.path(), 'utf8')).toContain(POSTSCRIPT);

  await page.reload();
  await page.getByRole('button', { name: 'View your cover letter' }).click();
  await expect(page.getByRole('document', { name: 'Cover letter text' })).toContainText(POSTSCRIPT);
  // After the reload the card still knows the letter is the guest's own edit: Regenerate asks first.
  const shown = page.getByRole('region', { name: 'Your Cover Letter' });
  await shown.getByRole('button', { name: 'Regenerate' }).click();
  await expect(shown.getByRole('button', { name: 'Write a new letter' })).toBeVisible();
  await shown.getByRole('button', { name: 'Keep my edit' }).click();
  await expect(shown.getByRole('button', { name: 'Write a new letter' })).toBeHidden();
  await expect(page.getByRole('document', { name: 'Cover letter text' })).toContainText(POSTSCRIPT);

  // Signed in, the letter and both its versions are the account's.
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  await signInThroughDevProvider(page, { firstName: 'Edda', email: 'edda-editor@example.com' }, `/api/login?sessionId=${sessionId}`);
  await page.goto('/dashboard?tab=letters');
  await page.getByRole('button', { name: 'View' }).first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('Version 2 of 2 · edited')).toBeVisible();
  await expect(viewer.getByRole('document')).toContainText(POSTSCRIPT);
  await viewer.getByRole('button', { name: 'Older version' }).click();
  await expect(viewer.getByText('Version 1 of 2 · generated')).toBeVisible();
  await expect(viewer.getByRole('document')).not.toContainText(POSTSCRIPT);
});
