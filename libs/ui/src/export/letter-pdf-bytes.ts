import type { LetterExportInput } from './letter-document';

export type { LetterExportInput } from './letter-document';

/** The letter as the same PDF the download gives; the PDF writer loads on the first call only. */
export function letterPdfBytes(input: LetterExportInput): Promise<Uint8Array> {
  return import('./export-pdf').then(({ letterPdf }) => letterPdf(input));
}
