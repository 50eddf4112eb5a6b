import { MAX_CV_BYTES } from '@coverletter/contracts';
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { cvError } from './cv-errors';
import { displayFilename } from './cv-filename';
import { CV_LIMITS, EXTRACTION_POOL_LIMITS } from './cv-limits';
import { EXTRACT_WORKER_FILE, ExtractionPool } from './extraction/extraction-pool';
import { recognizeCvFile } from './file-type/recognize-cv-file';
import { normalizeExtractedText } from './text/clean-text';
import { removePageFurniture } from './text/page-furniture';

/** What an upload gives: multer's memory-stored file has these fields. */
export interface UploadedCvFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

export interface ExtractedCv {
  filename: string;
  size: number;
  text: string;
}

/**
 * Turns an uploaded CV file into its text: recognises PDF, DOCX and DOC by content, refuses
 * unusable files with a CV error (see cv-errors.ts), parses in a worker thread and cleans the text.
 * Shared by every CV upload route so that all of them accept and refuse exactly the same files.
 */
@Injectable()
export class CvTextExtractor implements OnModuleDestroy {
  private readonly pool = new ExtractionPool({
    workerFile: EXTRACT_WORKER_FILE,
    ...EXTRACTION_POOL_LIMITS,
  });

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }

  async extract(file: UploadedCvFile): Promise<ExtractedCv> {
    // CvUploadInterceptor already stops an upload at this size; checked again for any other caller.
    if (file.buffer.length > MAX_CV_BYTES) throw cvError('fileTooLarge');
    const { kind, deflateStreams } = recognizeCvFile(file.buffer);
    const pages = await this.pool.run({
      kind,
      bytes: file.buffer,
      deflateStreams,
      limits: { maxInflatedBytes: CV_LIMITS.maxInflatedBytes, maxPdfPages: CV_LIMITS.maxPdfPages, maxRawChars: CV_LIMITS.maxRawChars },
    });
    const text = normalizeExtractedText(removePageFurniture(pages).join('\n\n'));
    if (text.length < CV_LIMITS.minTextChars) throw cvError(kind === 'pdf' ? 'scannedPdf' : 'noText');
    // Far more text than any CV: another document, or a file made to flood the letter writer.
    if (text.length > CV_LIMITS.maxTextChars) throw cvError('tooLong');
    return { filename: displayFilename(file.originalname), size: file.size, text };
  }
}
