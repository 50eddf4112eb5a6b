/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { letterDocument, type LetterExportInput } from './letter-document';
import { buildDocx } from './letter-docx';
import { buildPdf } from './letter-pdf';
import { docxText, pdfFileText as pdfText, pdfPages } from '../test-support/read-back';

// The font letter-font.ts hands the PDF writer in the browser.
const FONT = new Uint8Array(readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')));
const dir = mkdtempSync(join(tmpdir(), 'letter-export-'));
const EXPORT_DAY = new Date(2026, 10, 25, 12);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const swedish: LetterExportInput = {
  text: [
    'Hej!',
    'Jag söker tjänsten som utvecklare på Åkerström & Söner. Jag har arbetat med betalningar i £, € och ₴ och med kunder i Malmö och Genève.',
    'Med vänliga hälsningar,\nÅsa Öberg',
  ].join('\n\n'),
  companyName: 'Åkerström & Söner AB',
  letterhead: { name: 'Åsa Öberg', email: 'asa.oberg@example.com', phone: '+46 70 123 45 67', language: 'sv' },
  fallbackLanguage: 'en',
};

const english: LetterExportInput = {
  text: ['Dear Hiring Manager,', 'I would love to join Acme Cloud as a backend engineer.', 'Kind regards,\nJane Doe'].join('\n\n'),
  companyName: 'Acme Cloud',
  letterhead: { name: 'Jane Doe', email: 'jane.doe@example.com', phone: null, language: 'en' },
  fallbackLanguage: 'sv',
};

function save(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe('the .docx', () => {
  it('holds the name, contact line, date in Swedish, company and paragraphs, with å ä ö é £ € ₴ intact', async () => {
    const text = docxText(save('sv.docx', await buildDocx(letterDocument(swedish, EXPORT_DAY))));
    expect(text).toContain('Åsa Öberg\nasa.oberg@example.com · +46 70 123 45 67\n25 november 2026\nÅkerström & Söner AB\nHej!\n');
    expect(text).toContain('i £, € och ₴ och med kunder i Malmö och Genève.');
    expect(text).toContain('Med vänliga hälsningar,\nÅsa Öberg');
  });

  it('words the date in English for an English letter and leaves out what the CV did not give', async () => {
    const text = docxText(save('en.docx', await buildDocx(letterDocument(english, EXPORT_DAY))));
    expect(text).toMatch(/^Jane Doe\njane\.doe@example\.com\n25 November 2026\nAcme Cloud\nDear Hiring Manager,\n/);
  });
});

describe('the .pdf', () => {
  it('embeds a font with å ä ö é £ € ₴ and reads back as the letter, on one page', async () => {
    const path = save('sv.pdf', await buildPdf(letterDocument(swedish, EXPORT_DAY), FONT));
    const text = pdfText(path);
    for (const expected of [
      'Åsa Öberg',
      'asa.oberg@example.com · +46 70 123 45 67',
      '25 november 2026',
      'Åkerström & Söner AB',
      'Hej!',
      '£, € och ₴',
      'Genève',
      'Med vänliga hälsningar,',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdfPages(path)).toBe(1);
    // Embedded whole ("sub no"): pdf-lib 1.17's subsetting loses Noto Sans glyphs on the page while the text layer stays right.
    expect(execFileSync('pdffonts', [path]).toString()).toMatch(/NotoSans\S*\s+CID TrueType\s+Identity-H\s+yes\s+no\s+yes/);
  });

  it('has the English date, and no contact line or name the CV did not give', async () => {
    const path = save('en.pdf', await buildPdf(letterDocument({ ...english, letterhead: undefined }, EXPORT_DAY), FONT));
    const lines = pdfText(path)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    // No letterhead: the UI's language (here Swedish) words the date.
    expect(lines.slice(0, 3)).toEqual(['25 november 2026', 'Acme Cloud', 'Dear Hiring Manager,']);
    const withLetterhead = pdfText(save('en2.pdf', await buildPdf(letterDocument(english, EXPORT_DAY), FONT)));
    expect(withLetterhead.split('\n').filter(Boolean).slice(0, 4)).toEqual(['Jane Doe', 'jane.doe@example.com', '25 November 2026', 'Acme Cloud']);
  });

  it('keeps a long letter on one page by setting it smaller, and wraps long lines', async () => {
    const long = {
      ...english,
      text: Array.from({ length: 7 }, (_, i) => `Paragraph ${i + 1}. ${'I build reliable payment services with care. '.repeat(9)}`).join('\n\n'),
    };
    const path = save('long.pdf', await buildPdf(letterDocument(long, EXPORT_DAY), FONT));
    expect(pdfPages(path)).toBe(1);
    expect(pdfText(path)).toContain('Paragraph 7.');
  });
});
