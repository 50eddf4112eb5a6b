import { MAX_LINKEDIN_CONTENT_CHARS } from '@coverletter/contracts';
import {
  fitToLimit,
  isLinkedinProfileUrl,
  postingUrl,
  readLinkedinProfile,
  readPostingPage,
  visibleCopy,
  withoutInstructionsToModels,
} from '@coverletter/page-reader';
import type { PageReading } from './posting';

/**
 * What the open page holds, read from its rendered DOM by the page reader the API also uses: a
 * LinkedIn profile (linkedin.com/in/…), else a job posting from schema.org JSON-LD, a known
 * board's markup or the main article. Only rendered text is read, and paragraphs addressed to an
 * AI model are dropped.
 *
 * Pure over `document`: the page is never changed (the readers work on a copy).
 */
export function readPage(document: Document, pageUrl: string): PageReading {
  const url = new URL(pageUrl);
  if (isLinkedinProfileUrl(url)) {
    const profile = readLinkedinProfile(visibleCopy(document), url);
    return { kind: 'linkedin-profile', ...profile, content: fitToLimit(withoutInstructionsToModels(profile.content), MAX_LINKEDIN_CONTENT_CHARS) };
  }
  const posting = readPostingPage(document, url, { page: 'rendered' });
  if (!posting) return { kind: 'none', url: postingUrl(url) };
  return {
    kind: 'job',
    url: postingUrl(url),
    source: posting.method === 'board' ? `board:${posting.board!}` : posting.method,
    title: posting.title,
    company: posting.company,
    location: posting.location,
    description: posting.description,
  };
}
