import { CV_EXTENSIONS, MAX_CV_BYTES } from '@coverletter/contracts';

export const BYTES_PER_MB = 1024 * 1024;
export const MAX_CV_MB = MAX_CV_BYTES / BYTES_PER_MB;

export type CvFileProblem = 'invalidType' | 'tooLarge';

/**
 * SPEC.md section 5: PDF, DOC or DOCX up to 5 MB. Judged by the name's extension because browsers
 * report no MIME type for Word files on many systems; the server checks the content itself.
 */
export function findCvFileProblem(file: File): CvFileProblem | null {
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'invalidType';
  if (file.size > MAX_CV_BYTES) return 'tooLarge';
  return null;
}
