/** The posting's title and company: read by the pasted-text reader of @coverletter/page-reader. */
export { readPostingHeader, type PostingHeader } from '@coverletter/page-reader';
