import { expect, test, type Download, type Page } from '@playwright/test';
import { join } from 'node:path';
import { docxText, pdfFileText, pdfPages } from '../../libs/ui/src/test-support/read-back';

const CV = join(__dirname, '..', 'fixtures', 'jane-doe-cv.pdf');

const POSTING = `Backendutvecklare till Åkerström Moln AB

Om oss
Åkerström Moln AB bygger molntjänster för nordiska webbutiker. Vi arbetar i små team med stort eget ansvar.

Vi söker dig som
- har flera års erfarenhet av backendutveckling med Node.js och TypeScript
- kan PostgreSQL väl
- har arbetat med Docker och Kubernetes

Meriterande
- erfarenhet av Kafka`;

/** The letter's lines as a reader shows them: no blank lines, spaces as one. */
function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

async function downloadAs(page: Page, format: string): Promise<Download> {
  await page.getByRole('button', { name: 'Download' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: format }).click()]);
  return download;
}

test('a guest downloads the letter as .docx and .pdf: name, e-mail, Swedish date, company and the text', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByText('Session Active')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(CV);
  await expect(page.getByText('Ready')).toBeVisible();
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/job-info') && res.ok(), { timeout: 8000 });
  await page.getByLabel('Job description').fill(POSTING);
  await saved;
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  const letter = page.getByRole('document', { name: 'Cover letter text' });
  await expect(letter).toBeVisible({ timeout: 20_000 });
  const letterLines = linesOf((await letter.textContent()) ?? '');
  expect(letterLines.length).toBeGreaterThan(3);
  const today = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

  const docx = await downloadAs(page, 'Word document (.docx)');
  expect(docx.suggestedFilename()).toBe('cover-letter.docx');
  const word = linesOf(docxText(await docx.path()));
  expect(word.slice(0, 4)).toEqual(['Jane Doe', 'jane.doe@example.com', today, 'Åkerström Moln AB']);
  expect(word.slice(4)).toEqual(letterLines);

  const pdf = await downloadAs(page, 'PDF (.pdf)');
  expect(pdf.suggestedFilename()).toBe('cover-letter.pdf');
  const pdfPath = await pdf.path();
  const pdfText = pdfFileText(pdfPath);
  expect(linesOf(pdfText).slice(0, 4)).toEqual(['Jane Doe', 'jane.doe@example.com', today, 'Åkerström Moln AB']);
  // The PDF wraps lines at its own width: compare the words.
  expect(pdfText.replace(/\s+/g, ' ')).toContain(letterLines.join(' '));
  expect(pdfPages(pdfPath)).toBe(1);
});
