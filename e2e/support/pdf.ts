import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfFileText } from '../../libs/ui/src/test-support/read-back';

/** The text of a PDF (given as base64), as poppler's pdftotext reads it. */
export function pdfText(base64: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'cl-pdf-'));
  try {
    const file = join(folder, 'letter.pdf');
    writeFileSync(file, Buffer.from(base64, 'base64'));
    return pdfFileText(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A letter's first line (its salutation): short enough that the PDF never wraps it. */
export const firstLine = (letter: string) => letter.trim().split('\n')[0].trim();
