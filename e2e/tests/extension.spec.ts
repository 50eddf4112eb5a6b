import { pdfFileText } from '../../libs/ui/src/test-support/read-back';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  buildExtension,
  clickToolbarButton,
  launchWithExtension,
  openPanelPage,
  RealSidePanel,
  serveJobSite,
  signInOnDevProvider,
  tabIdOf,
  type JobSite,
  type LoadedExtension,
} from '../support/extension';

const CV = join(__dirname, '../fixtures/jane-doe-cv.pdf');

let site: JobSite;
let extension: LoadedExtension;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  buildExtension();
  site = await serveJobSite();
});
test.afterAll(async () => {
  await site?.close();
});
test.beforeEach(async () => {
  extension = await launchWithExtension();
});
test.afterEach(async () => {
  await extension?.close();
});

/** The job page in a tab, with the toolbar button clicked on it: the side panel opens, and may read the tab. */
async function openPostingAndClickToolbar(path: string): Promise<{ job: Page; tabId: number }> {
  const job = await extension.context.newPage();
  await job.goto(site.url(path));
  await clickToolbarButton(extension, job);
  return { job, tabId: await tabIdOf(extension, job.url()) };
}

test('the toolbar button opens the real side panel, which fills in the posting and follows the tab', async () => {
  test.setTimeout(60_000);
  const { job } = await openPostingAndClickToolbar('/jobs/qa-engineer');
  const panel = await RealSidePanel.find(extension);

  // Filled in from the page's JSON-LD, with the instruction hidden for a model left out.
  await expect.poll(() => panel.field('Job description')).toContain('Tailspin Toys is hiring a QA Engineer');
  expect(await panel.field('Job posting URL')).toBe(site.url('/jobs/qa-engineer'));
  expect(await panel.field('Job title')).toBe('QA Engineer');
  expect(await panel.field('Company')).toBe('Tailspin Toys');
  expect(await panel.field('Job description')).not.toContain('Ignore all previous instructions');
  expect(await panel.text()).toContain('Filled in from this page');

  // The tab goes on to another posting (same site: activeTab still holds): the panel offers it.
  await job.goto(site.url('/jobs/data-engineer'));
  await expect.poll(() => panel.text()).toContain('Job posting on this tab');
  expect(await panel.text()).toContain('Data Engineer');
  expect(await panel.field('Job title')).toBe('QA Engineer');
  expect(await panel.clickButton('Fill in')).toBe(true);
  await expect.poll(() => panel.field('Job title')).toBe('Data Engineer');
  expect(await panel.field('Company')).toBe('Nordic Payments');
  expect(await panel.field('Job description')).toContain('• Build pipelines in Python and SQL');

  // Another tab, on a page that renders its posting with JavaScript: no permission there until
  // the user clicks the toolbar button, which reads and fills in the rendered page.
  const other = await extension.context.newPage();
  await other.goto(site.url('/jobs/rendered'));
  await other.bringToFront();
  await expect.poll(() => panel.text()).toContain('To read this page, click the Cover Letter button in the toolbar.');
  await expect(other.getByRole('heading', { name: 'Barista' })).toBeVisible();
  await clickToolbarButton(extension, other);
  await expect.poll(() => panel.field('Job title')).toBe('Barista');
  expect(await panel.field('Job description')).toContain('• Make espresso drinks');

  // Back on the first tab: what was filled in there comes back, and back again.
  await job.bringToFront();
  await expect.poll(() => panel.field('Job title')).toBe('Data Engineer');
  expect(await panel.text()).toContain('Filled in from this page');
  await other.bringToFront();
  await expect.poll(() => panel.field('Job title')).toBe('Barista');
});

test('guest: the posting is filled in, a CV is uploaded, the letter is generated, copied, downloaded and inserted into the form', async () => {
  test.setTimeout(60_000);
  const { job, tabId } = await openPostingAndClickToolbar('/jobs/qa-engineer');
  const panel = await openPanelPage(extension, tabId);

  await expect(panel.getByLabel('Job title')).toHaveValue('QA Engineer');
  await expect(panel.getByLabel('Company')).toHaveValue('Tailspin Toys');
  await expect(panel.getByLabel('Job posting URL')).toHaveValue(site.url('/jobs/qa-engineer'));
  await expect(panel.getByLabel('Job description')).toHaveValue(/You will write automated tests with Playwright and TypeScript/);
  await expect(panel.getByLabel('Job description')).not.toHaveValue(/Ignore all previous instructions/);
  // Saved to the guest session at once: step 2 of the progress is done.
  await expect(panel.getByText('Job details added', { exact: true })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Your progress' })).toContainText('Job Details, done');

  await panel.locator('input[type="file"]').setInputFiles(CV);
  await expect(panel.getByText('Ready')).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: 'Generate Cover Letter' }).click();
  const letter = panel.getByRole('document', { name: 'Cover letter text' });
  await expect(letter).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('heading', { name: 'Your Cover Letter', exact: true })).toBeVisible();
  await expect(panel.getByText(/QA Engineer · Tailspin Toys/)).toBeVisible();
  const text = (await letter.textContent()) ?? '';
  expect(text.length).toBeGreaterThan(200);
  expect(text).not.toMatch(/10\/10/);

  await panel.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(panel.getByText('Copied to clipboard', { exact: true })).toBeVisible();

  const download = panel.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  await panel.getByRole('button', { name: 'Plain text (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('cover-letter.txt');
  // The PDF writer is a chunk loaded on the click, and its font an asset of the extension: both load under the extension's CSP.
  const pdf = panel.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  await panel.getByRole('button', { name: 'PDF (.pdf)' }).click();
  expect((await pdf).suggestedFilename()).toBe('cover-letter.pdf');
  const pdfText = pdfFileText(await (await pdf).path());
  expect(pdfText.replace(/\s+/g, ' ')).toContain(
    text
      .split('\n')
      .find((line) => line.length > 40)!
      .replace(/\s+/g, ' ')
      .trim(),
  );

  // The application form's field has the focus in the page; the letter goes there.
  await job.getByLabel('Cover letter').focus();
  await panel.getByRole('button', { name: 'Insert into page' }).click();
  await expect(panel.getByText('Inserted into the page', { exact: true })).toBeVisible();
  await expect(job.getByLabel('Cover letter')).toHaveValue(text);

  // Sign-in is what is left: the free letter is used.
  await expect(panel.getByRole('link', { name: 'Sign In to Generate More Cover Letters' })).toBeVisible();
});

test('signed in: sign-in in a tab, then saved CVs, the free account letter, payment in a tab, and the account letters', async () => {
  test.setTimeout(120_000);
  const { tabId } = await openPostingAndClickToolbar('/jobs/data-engineer');
  const panel = await openPanelPage(extension, tabId);
  await expect(panel.getByLabel('Job title')).toHaveValue('Data Engineer');

  // Sign in: the web app's sign-in opens in a tab; the panel closes it once it is done. The
  // sign-in form's POST goes out as Chromium sends it, with the app's origin.
  const signInPosts: Array<Promise<Record<string, string>>> = [];
  extension.context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/oidc/interaction/')) signInPosts.push(request.allHeaders());
  });
  const signInTab = extension.context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Sign in' }).click();
  const signIn = await signInTab;
  expect(signIn.url()).toContain(`${BASE_URL}/`);
  await signInOnDevProvider(signIn, { firstName: 'Greta', email: `greta.${Date.now()}@example.com` });
  await signIn.waitForEvent('close', { timeout: 20_000 });
  await expect(panel.getByText('Signed in as Greta')).toBeVisible();
  const postedHeaders = await Promise.all(signInPosts);
  expect(postedHeaders.length).toBeGreaterThan(0);
  for (const headers of postedHeaders) expect(headers.origin).toBe(BASE_URL);

  // The "Signed in" toast sits over the panel's header, not over the Generate button. Each is
  // measured as it shows: the toast (fixed to the panel's top) can be gone by the time the
  // account's generator has loaded.
  type Span = { top: number; bottom: number };
  let toastSpan: Span | null = null;
  await expect
    .poll(
      async () =>
        (toastSpan ??= await panel.evaluate(() => {
          const toast = [...document.querySelectorAll('.cl-toast')].find((element) =>
            element.textContent?.includes('Your cover letters are saved to your account.'),
          );
          const box = toast?.getBoundingClientRect();
          return box ? { top: box.top, bottom: box.bottom } : null;
        })),
      { intervals: [20] },
    )
    .not.toBeNull();
  const generate = panel.getByRole('button', { name: 'Generate Cover Letter' });
  await expect(generate).toBeVisible();
  const generateBox = (await generate.boundingBox())!;
  const { top, bottom } = toastSpan as unknown as Span;
  expect(bottom <= generateBox.y || top >= generateBox.y + generateBox.height ? 'apart' : 'overlapping').toBe('apart');
  // The extension's own request carried the SameSite=Lax session cookie.
  expect(await panel.evaluate(async (api) => (await fetch(`${api}/api/auth/user`, { credentials: 'include' })).status, BASE_URL)).toBe(200);

  // The posting is still filled in; a CV goes to the account.
  await expect(panel.getByLabel('Job title')).toHaveValue('Data Engineer');
  await expect(panel.getByText('No saved CVs yet.')).toBeVisible();
  await panel.locator('input[type="file"]').setInputFiles(CV);
  await expect(panel.getByText('CV saved to your account', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('combobox', { name: 'Saved CV' })).toContainText('jane-doe-cv.pdf');

  // The account's free letter.
  await panel.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(panel.getByRole('document', { name: 'Cover letter text' })).toBeVisible({ timeout: 20_000 });
  const letters = panel.getByRole('region', { name: 'Your cover letters' });
  await expect(letters.getByRole('listitem')).toHaveCount(1);
  await expect(letters).toContainText('Data Engineer');

  // The next one is paid: the price and the ordinal, then the bank's page in a tab.
  await panel.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(panel.getByText('Your free cover letter is used')).toBeVisible();
  await expect(panel.getByText('Your 2nd cover letter costs ₴60 (~$2 USD).')).toBeVisible();
  const paymentTab = extension.context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Pay now' }).click();
  const payment = await paymentTab;
  await payment.waitForLoadState();
  const reference = new URL(payment.url()).searchParams.get('ref');
  expect(new URL(payment.url()).pathname).toBe('/payment/mock');
  expect(reference).toBeTruthy();
  await expect(panel.getByText(/Finish the payment in the new tab/)).toBeVisible();
  // The dev gateway's page sends the payer back to the app, as the bank does.
  await payment.goto(`${BASE_URL}/payment/success?ref=${encodeURIComponent(reference!)}`);
  await expect(panel.getByText('Cover Letter ready!', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(letters.getByRole('listitem')).toHaveCount(2);

  // Signing out brings the guest flow back.
  await panel.getByRole('button', { name: 'Sign out' }).click();
  await expect(panel.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Upload your CV' })).toBeVisible();
});

test('both languages: the panel follows the shared language choice', async () => {
  const { tabId } = await openPostingAndClickToolbar('/jobs/qa-engineer');
  const panel = await openPanelPage(extension, tabId);
  await expect(panel.getByLabel('Job title')).toHaveValue('QA Engineer');
  await panel.getByRole('combobox', { name: 'Language', exact: true }).click();
  await panel.getByRole('option', { name: 'Svenska' }).click();
  await expect(panel.getByRole('heading', { name: 'Ladda upp ditt CV' })).toBeVisible();
  await expect(panel.getByLabel('Jobbtitel')).toHaveValue('QA Engineer');
  await expect(panel.getByText('Ifyllt från den här sidan')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Logga in' })).toBeVisible();
  expect(readFileSync(join(__dirname, '../../extension/.output/chrome-mv3-e2e/_locales/sv/messages.json'), 'utf8')).toContain('Personligt brev');
});
