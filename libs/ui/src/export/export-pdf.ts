import { DOWNLOAD_BASE_NAME } from '@coverletter/contracts';
import { downloadBlob } from './download-file';
import { letterDocument, type LetterExportInput } from './letter-document';
import { loadLetterFont } from './letter-font';
import { buildPdf } from './letter-pdf';

/** The letter as a one-page PDF, dated today. */
export async function letterPdf(input: LetterExportInput): Promise<Uint8Array> {
  return buildPdf(letterDocument(input, new Date()), await loadLetterFont());
}

/** Loaded only when the user asks for a .pdf (pdf-lib, fontkit and the font are not part of any page's first bundle). */
export async function exportPdf(input: LetterExportInput): Promise<void> {
  const bytes = await letterPdf(input);
  downloadBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${DOWNLOAD_BASE_NAME}.pdf`);
}
