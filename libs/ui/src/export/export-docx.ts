import { DOWNLOAD_BASE_NAME } from '@coverletter/contracts';
import { downloadBlob } from './download-file';
import { letterDocument, type LetterExportInput } from './letter-document';
import { buildDocx } from './letter-docx';

/** Loaded only when the user asks for a .docx (docx is not part of any page's first bundle). */
export async function exportDocx(input: LetterExportInput): Promise<void> {
  const bytes = await buildDocx(letterDocument(input, new Date()));
  downloadBlob(
    new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    `${DOWNLOAD_BASE_NAME}.docx`,
  );
}
