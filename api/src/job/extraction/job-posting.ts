import { postingContent, type PagePosting } from '@coverletter/page-reader';

/** The text handed to the user: title, company and location lines, then the description. */
export function jobContent(posting: Pick<PagePosting, 'title' | 'company' | 'location' | 'description'>): string {
  return postingContent(posting);
}
