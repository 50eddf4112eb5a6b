import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { serveJobSite, type JobSite } from '../support/extension';
import { firstLine, pdfText } from '../support/pdf';
import { buildFirefoxExtension, FirefoxWithExtension, type FirefoxSidebar, type FirefoxTab } from '../support/firefox';

// The extension in Debian's firefox-esr (WebDriver BiDi, no Playwright browser): the MV2 build,
// the sidebar opened by the toolbar button, the same panel as in Chromium.
const CV = join(__dirname, '../fixtures/jane-doe-cv.pdf');
/** E2E_SCREENSHOTS=<folder>: the tests leave pictures of the sidebar there. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let site: JobSite;
let firefox: FirefoxWithExtension;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  buildFirefoxExtension();
  site = await serveJobSite();
});
test.afterAll(async () => {
  await site?.close();
});
let firefoxOpen = false;
test.afterEach(async () => {
  if (firefoxOpen) await firefox.close();
  firefoxOpen = false;
});

async function launchFirefox(options?: { languages?: string }): Promise<FirefoxWithExtension> {
  firefox = await FirefoxWithExtension.launch(options);
  firefoxOpen = true;
  return firefox;
}

/** The job page in a tab, the toolbar button clicked on it: the sidebar opens on the panel. */
async function openPostingAndClickToolbar(path: string): Promise<{ job: FirefoxTab; sidebar: FirefoxSidebar }> {
  const job = await firefox.openTab(site.url(path));
  await firefox.clickToolbarButton();
  return { job, sidebar: await firefox.sidebar() };
}

test('Firefox: the toolbar button opens the sidebar, which reads the posting; a guest letter is generated and inserted into the form', async () => {
  test.setTimeout(90_000);
  await launchFirefox();
  expect(await firefox.isSidebarOpen()).toBe(false);
  const { job, sidebar } = await openPostingAndClickToolbar('/jobs/qa-engineer');

  // Read from the page's JSON-LD, the instruction hidden for a model left out, and saved to the guest session.
  await expect.poll(() => sidebar.field('Job title')).toBe('QA Engineer');
  expect(await sidebar.field('Company')).toBe('Tailspin Toys');
  expect(await sidebar.field('Job posting URL')).toBe(site.url('/jobs/qa-engineer'));
  expect(await sidebar.field('Job description')).toContain('Tailspin Toys is hiring a QA Engineer');
  expect(await sidebar.field('Job description')).not.toContain('Ignore all previous instructions');
  await expect.poll(() => sidebar.text()).toContain('Filled in from this page');
  await expect.poll(() => sidebar.text()).toContain('Job details added');

  // The guest flow: a CV, then the letter.
  expect(await sidebar.setInputFile(CV, 'application/pdf')).toBe(true);
  await expect.poll(() => sidebar.text(), { timeout: 30_000 }).toContain('Ready');
  await expect.poll(() => sidebar.clickButton('Generate Cover Letter')).toBe(true);
  const letterText = () => sidebar.evaluate<string | null>(`document.querySelector('[role="document"][aria-label="Cover letter text"]')?.textContent ?? null`);
  await expect.poll(letterText, { timeout: 20_000 }).not.toBeNull();
  const letter = (await letterText())!;
  expect(letter.length).toBeGreaterThan(200);
  expect(letter).not.toMatch(/10\/10/);
  expect(await sidebar.text()).toMatch(/QA Engineer · Tailspin Toys/);

  // 'Insert into page': the letter goes into the form field focused in the tab.
  await job.evaluate(`(document.getElementById('cover-letter').focus(), true)`);
  await expect.poll(() => sidebar.clickButton('Insert into page')).toBe(true);
  await expect.poll(() => sidebar.text()).toContain('Inserted into the page');
  expect(await job.evaluate<string>(`document.getElementById('cover-letter').value`)).toBe(letter);
  if (SCREENSHOTS) await firefox.screenshot(join(SCREENSHOTS, 'firefox-sidebar-letter-inserted.png'));

  // Another click on the toolbar button keeps the sidebar open (and lets it read the tab again).
  await firefox.clickToolbarButton();
  await new Promise((done) => setTimeout(done, 500));
  expect(await firefox.isSidebarOpen()).toBe(true);
  expect(await sidebar.text()).toContain('Insert into page');
});

/** Where each system's form keeps the letter, read in the tab: the value of a text field, or the chosen file's name and text. */
const FORMS = [
  { name: 'Greenhouse', path: '/careers/greenhouse', field: `document.getElementById('grnhse_iframe').contentDocument.getElementById('cover_letter')` },
  { name: 'Lever', path: '/forms/lever', field: `document.getElementById('additional-information')` },
  { name: 'Ashby', path: '/forms/ashby', field: `document.querySelector('.ashby-application-form-field-entry:nth-child(4) textarea')` },
  { name: 'Workday', path: '/forms/workday', field: `document.querySelector('[data-automation-id="coverLetterSection"] input[type="file"]')` },
  { name: 'Teamtailor', path: '/forms/teamtailor', field: `document.getElementById('candidate_pitch')` },
  { name: 'SmartRecruiters', path: '/forms/smartrecruiters', field: `document.querySelector('spl-textarea').shadowRoot.querySelector('textarea')` },
];

test('Firefox: "Fill cover letter" puts the letter into the application form of each system', async () => {
  test.setTimeout(120_000);
  await launchFirefox();
  const { job, sidebar } = await openPostingAndClickToolbar('/jobs/data-engineer');
  await expect.poll(() => sidebar.field('Job title')).toBe('Data Engineer');
  expect(await sidebar.setInputFile(CV, 'application/pdf')).toBe(true);
  await expect.poll(() => sidebar.text(), { timeout: 30_000 }).toContain('Ready');
  await expect.poll(() => sidebar.clickButton('Generate Cover Letter')).toBe(true);
  const letterText = () => sidebar.evaluate<string | null>(`document.querySelector('[role="document"][aria-label="Cover letter text"]')?.textContent ?? null`);
  await expect.poll(letterText, { timeout: 20_000 }).not.toBeNull();
  const letter = (await letterText())!;

  for (const form of FORMS) {
    // Firefox takes activeTab back at each navigation: the user clicks the toolbar button on the form.
    await job.goto(site.url(form.path));
    await firefox.clickToolbarButton();
    // The button names the form it fills: one still naming the page before would be stale.
    await expect
      .poll(
        () =>
          sidebar.evaluate<boolean>(
            `(() => { const b = [...document.querySelectorAll('button')].find((x) => x.textContent.trim() === 'Fill cover letter' && (x.title || '').includes(${JSON.stringify(form.name)})); if (b) b.click(); return !!b; })()`,
          ),
        { message: `'Fill cover letter' on ${form.name}` },
      )
      .toBe(true);
    // What the fill did stays under the button (the one toast may be taken by 'Job details added').
    await expect
      .poll(() => sidebar.text(), { message: `the fill's outcome on ${form.name}` })
      .toMatch(new RegExp(`Cover letter added on ${form.name}|Couldn't fill the form`));
    expect(await sidebar.text()).toContain(`Cover letter added on ${form.name} — review the form and submit it yourself`);
    const filled = await job.evaluate<{ value: string; file?: string; type?: string; base64?: string; state: string | null }>(`(async () => {
      const field = ${form.field};
      const file = field.files && field.files[0];
      const base64 = file && btoa(Array.from(new Uint8Array(await file.arrayBuffer()), (byte) => String.fromCharCode(byte)).join(''));
      return { value: field.type === 'file' ? '' : field.value, file: file && file.name, type: file && file.type, base64, state: field.getAttribute('data-state') };
    })()`);
    if (form.name === 'Greenhouse' || form.name === 'Workday') {
      // The same PDF the download gives, read back with poppler's pdftotext.
      expect(filled).toMatchObject({ file: 'cover-letter.pdf', type: 'application/pdf' });
      expect(pdfText(filled.base64!)).toContain(firstLine(letter));
    } else expect(filled.value).toBe(letter);
    // React-style controlled fields took the letter into their state.
    if (form.name === 'Ashby' || form.name === 'SmartRecruiters') expect(filled.state).toBe(letter);
    if (form.name === 'Greenhouse' && SCREENSHOTS) await firefox.screenshot(join(SCREENSHOTS, 'firefox-sidebar-filled-greenhouse.png'));
    if (form.name === 'Teamtailor' && SCREENSHOTS) await firefox.screenshot(join(SCREENSHOTS, 'firefox-sidebar-filled-teamtailor.png'));
    expect(await job.evaluate(`document.body.getAttribute('data-submitted')`)).toBeNull();
  }
});

test('Firefox: sign-in in a tab reaches the sidebar, the account saves the CV and letter, and sign-out ends the session', async () => {
  test.setTimeout(60_000);
  await launchFirefox();
  const { sidebar } = await openPostingAndClickToolbar('/jobs/data-engineer');
  await expect.poll(() => sidebar.field('Job title')).toBe('Data Engineer');
  expect(await sidebar.field('Company')).toBe('Nordic Payments');

  await expect.poll(() => sidebar.clickButton('Sign in')).toBe(true);
  let signIn: FirefoxTab | undefined;
  await expect
    .poll(
      async () => {
        signIn = (await firefox.tabs()).find((tab) => tab.url?.startsWith(`${BASE_URL}/oidc/`));
        return signIn?.url;
      },
      { message: 'the sign-in tab reaches the identity provider' },
    )
    .toBeDefined();
  await expect.poll(() => signIn!.evaluate<boolean>(`!!document.querySelector('input[name="email"]')`)).toBe(true);
  await signIn!.evaluate(`(() => {
    document.querySelector('input[name="firstName"]').value = 'Greta';
    document.querySelector('input[name="email"]').value = 'greta.${Date.now()}@example.com';
    document.querySelector('button[type="submit"]').click();
    return true;
  })()`);

  // The sidebar's own requests carry the SameSite=Lax session cookie (its host permission names the
  // API's host without a port, see wxt.config.ts), so the sign-in reaches it, and the sign-in tab
  // closes once it is back on the app.
  await expect.poll(() => sidebar.text(), { timeout: 20_000 }).toContain('Signed in as Greta');
  await expect.poll(async () => (await firefox.tabs()).some((candidate) => candidate.url?.startsWith(BASE_URL))).toBe(false);
  expect(await sidebar.evaluate<number>(`fetch('${BASE_URL}/api/auth/user', { credentials: 'include' }).then((res) => res.status)`)).toBe(200);
  const tab = await firefox.openTab(`${BASE_URL}/dashboard`);
  expect(await tab.evaluate<number>(`fetch('/api/auth/user', { credentials: 'include' }).then((res) => res.status)`)).toBe(200);

  // The account's free letter, from a CV saved to the account.
  await expect.poll(() => sidebar.text()).toContain('No saved CVs yet.');
  expect(await sidebar.setInputFile(CV, 'application/pdf')).toBe(true);
  await expect.poll(() => sidebar.text(), { timeout: 20_000 }).toContain('CV saved to your account');
  await expect.poll(() => sidebar.clickButton('Generate Cover Letter')).toBe(true);
  await expect
    .poll(() => sidebar.evaluate<string | null>(`document.querySelector('[role="document"][aria-label="Cover letter text"]')?.textContent ?? null`), {
      timeout: 20_000,
    })
    .toContain('Nordic Payments');
  expect(
    await tab.evaluate<number>(
      `fetch('/api/cover-letters', { credentials: 'include' }).then((res) => res.json()).then((body) => (Array.isArray(body) ? body : body.items ?? body.coverLetters ?? []).length)`,
    ),
  ).toBe(1);

  // Sign-out from the sidebar ends the session itself: the tab is signed out too.
  await expect.poll(() => sidebar.clickButton('Sign out')).toBe(true);
  await expect.poll(() => sidebar.text()).toContain('Upload your CV');
  expect(await sidebar.text()).not.toContain('Signed in as');
  expect(await tab.evaluate<number>(`fetch('/api/auth/user', { credentials: 'include' }).then((res) => res.status)`)).toBe(401);
});

test('Firefox: the panel speaks the language chosen in the language switcher, and starts in the browser language', async () => {
  test.setTimeout(60_000);
  await launchFirefox({ languages: 'sv-SE, sv, en' });
  const { sidebar } = await openPostingAndClickToolbar('/jobs/qa-engineer');
  // No choice made yet: the browser's language.
  await expect.poll(() => sidebar.text()).toContain('Ladda upp ditt CV');
  await expect.poll(() => sidebar.field('Jobbtitel')).toBe('QA Engineer');
  expect(await sidebar.text()).toContain('Ifyllt från den här sidan');

  // The language switcher (the web app's own component), as a keyboard user works it.
  await sidebar.evaluate(`(() => {
    const trigger = document.querySelector('button[role="combobox"][aria-label="Språk"]');
    trigger.focus();
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    return true;
  })()`);
  await expect.poll(() => sidebar.evaluate<boolean>(`!!document.querySelector('[role="option"]')`)).toBe(true);
  await sidebar.evaluate(`(() => {
    const option = [...document.querySelectorAll('[role="option"]')].find((x) => x.textContent.trim() === 'English');
    option.focus();
    option.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    return true;
  })()`);
  await expect.poll(() => sidebar.text()).toContain('Upload your CV');
  expect(await sidebar.field('Job title')).toBe('QA Engineer');

  // The choice is remembered: the sidebar closed and opened again keeps it.
  await firefox.closeSidebar();
  await expect.poll(() => firefox.isSidebarOpen()).toBe(false);
  await firefox.clickToolbarButton();
  const again = await firefox.sidebar();
  await expect.poll(() => again.text()).toContain('Upload your CV');
});
