import { join } from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { firstLine, pdfText } from '../support/pdf';
import {
  buildExtension,
  clickToolbarButton,
  launchWithExtension,
  openPanelPage,
  RealSidePanel,
  serveJobSite,
  tabIdOf,
  type JobSite,
  type LoadedExtension,
} from '../support/extension';

// 'Fill cover letter' in Chromium: the letter goes into the cover letter field of each system's
// application form (invented pages with each system's markup: frames, shadow roots, React-style
// controlled fields), and nothing else in the form changes.
const CV = join(__dirname, '../fixtures/jane-doe-cv.pdf');
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

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

/** Every field's value in the frame (through open shadow roots), except the letter's. */
function otherFields(frame: Frame | Page, letterSelector: string): Promise<string[]> {
  return frame.evaluate((selector) => {
    const found = document.querySelector(selector);
    const letter = found?.shadowRoot?.querySelector('textarea, input') ?? found;
    const values: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
        if (element !== letter)
          values.push(element.type === 'file' ? `file:${element.files?.length}` : element.type === 'checkbox' ? String(element.checked) : element.value);
      }
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) walk(host.shadowRoot);
    };
    walk(document);
    return values;
  }, letterSelector);
}

const SYSTEMS = [
  // Greenhouse, embedded in the company's career page in the #grnhse_iframe frame: the letter as a file.
  { name: 'Greenhouse', path: '/careers/greenhouse', frame: true, kind: 'file', selector: '#cover_letter' },
  { name: 'Lever', path: '/forms/lever', frame: false, kind: 'text', selector: '#additional-information' },
  { name: 'Ashby', path: '/forms/ashby', frame: false, kind: 'text', selector: '#\\38 f1a7c2e-5b3d-4e6f-9a0b-1c2d3e4f5a6b' },
  { name: 'Workday', path: '/forms/workday', frame: false, kind: 'file', selector: '[data-automation-id="coverLetterSection"] input[type="file"]' },
  { name: 'Teamtailor', path: '/forms/teamtailor', frame: false, kind: 'text', selector: '#candidate_pitch' },
  { name: 'SmartRecruiters', path: '/forms/smartrecruiters', frame: false, kind: 'text', selector: 'spl-textarea' },
] as const;

test('Chromium: "Fill cover letter" puts the letter into the application form of each system, and nothing else', async () => {
  test.setTimeout(120_000);
  const job = await extension.context.newPage();
  await job.goto(site.url('/jobs/qa-engineer'));
  await clickToolbarButton(extension, job);
  const panel = await openPanelPage(extension, await tabIdOf(extension, job.url()));
  await expect(panel.getByLabel('Job title')).toHaveValue('QA Engineer');
  await panel.locator('input[type="file"]').setInputFiles(CV);
  await expect(panel.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: 'Generate Cover Letter' }).click();
  const letter = (await panel.getByRole('document', { name: 'Cover letter text' }).textContent({ timeout: 20_000 }))!;
  expect(letter.length).toBeGreaterThan(200);
  // A posting page is no application form: only 'Insert into page' is offered.
  await expect(panel.getByRole('button', { name: 'Insert into page' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Fill cover letter' })).toHaveCount(0);

  for (const system of SYSTEMS) {
    // The same site, so the toolbar click's activeTab still holds.
    await job.goto(site.url(system.path));
    const form = system.frame ? job.frame({ url: /\/forms\// })! : job;
    await expect.poll(() => form.evaluate(() => document.readyState)).toBe('complete');
    const before = await otherFields(form, system.selector);

    await panel.getByRole('button', { name: 'Fill cover letter' }).click();
    // Said in the toast and kept under the button (the status stays when a later toast takes the toast's place).
    await expect(panel.getByRole('region', { name: 'Your Cover Letter' }).getByRole('status')).toHaveText(
      `Cover letter added on ${system.name} — review the form and submit it yourself`,
    );
    if (system.name === 'Greenhouse' && SCREENSHOTS) {
      await panel.screenshot({ path: join(SCREENSHOTS, 'chromium-panel-filled-greenhouse.png') });
      await job.screenshot({ path: join(SCREENSHOTS, 'chromium-greenhouse-form-filled.png') });
    }

    if (system.kind === 'file') {
      // The same PDF the download gives: read back with poppler's pdftotext.
      const file = await form.evaluate(async (selector) => {
        const chosen = document.querySelector<HTMLInputElement>(selector)!.files![0];
        const bytes = new Uint8Array(await chosen.arrayBuffer());
        return { name: chosen.name, type: chosen.type, base64: btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')) };
      }, system.selector);
      expect({ name: file.name, type: file.type }).toEqual({ name: 'cover-letter.pdf', type: 'application/pdf' });
      expect(pdfText(file.base64)).toContain(firstLine(letter));
    } else if (system.name === 'SmartRecruiters') {
      // In the web component's shadow root, React-style: the letter reached the field's state.
      const state = await form.evaluate(() => document.querySelector('spl-textarea')!.shadowRoot!.querySelector('textarea')!.getAttribute('data-state'));
      expect(state).toBe(letter);
    } else {
      await expect(form.locator(system.selector)).toHaveValue(letter);
    }
    if (system.name === 'Ashby') await expect(form.locator(system.selector)).toHaveAttribute('data-state', letter);
    // The page's own listeners saw the chosen file.
    if (system.name === 'Greenhouse') await expect(form.locator('#cover_letter_chosen')).toHaveText('cover-letter.pdf');
    if (system.name === 'Workday') await expect(form.locator('#cover-uploaded')).toHaveText('Successfully Uploaded! cover-letter.pdf');
    expect(await otherFields(form, system.selector)).toEqual(before);
    expect(await form.evaluate(() => document.body.getAttribute('data-submitted'))).toBeNull();
  }

  // The real side panel (opened by the toolbar click, same guest session, same letter) fills a form too.
  await job.goto(site.url('/forms/teamtailor'));
  await job.bringToFront();
  // It opened before the letter was written in the panel page: started again, it shows the session's letter.
  // In full runs Chrome has sometimes not kept the panel the first click opened (not seen alone, cause
  // not found): then the user's click on the toolbar button is repeated, as a person would.
  const stale = await RealSidePanel.find(extension, 8_000).catch(async () => {
    await clickToolbarButton(extension, job);
    return RealSidePanel.find(extension);
  });
  await stale.evaluate('(window.staleDocument = true, location.reload(), true)');
  const sidePanel = await RealSidePanel.find(extension);
  await expect.poll(() => sidePanel.evaluate('window.staleDocument !== true && document.readyState').catch(() => false)).toBe('complete');
  await expect.poll(() => sidePanel.clickButton('Fill cover letter'), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => sidePanel.text()).toContain('Cover letter added on Teamtailor — review the form and submit it yourself');
  await expect(job.locator('#candidate_pitch')).toHaveValue(letter);
  if (SCREENSHOTS) {
    await sidePanel.screenshot(join(SCREENSHOTS, 'chromium-side-panel-filled-teamtailor.png'));
    await job.screenshot({ path: join(SCREENSHOTS, 'chromium-teamtailor-form-filled.png') });
  }
});
