import type { PostingLanguage } from '@coverletter/contracts';

/** The posting's language: detected by the pasted-text reader of @coverletter/page-reader. */
export { detectLanguage } from '@coverletter/page-reader';
export type LetterLanguage = PostingLanguage;
