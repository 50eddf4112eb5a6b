import { readPostingPage, type PagePosting } from '@coverletter/page-reader';

/**
 * Readability's cost grows fast with page size on jsdom (about 1 s per 2,000-4,000 elements).
 * Above this the article is the main element's text instead, keeping the request bounded.
 */
const READABILITY_MAX_ELEMENTS = 3000;

/**
 * The posting on a fetched page, by the page reader the extension also uses: JSON-LD, a known
 * board's markup, the article. Uses up `document` (the article reader changes it).
 */
export function extractJobPosting(document: Document, url: URL, html: string): PagePosting | undefined {
  return readPostingPage(document, url, { page: 'fetched', html, readabilityMaxElements: READABILITY_MAX_ELEMENTS });
}
