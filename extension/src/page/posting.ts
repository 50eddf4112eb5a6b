/** What the page readers hand the side panel (structured-cloned out of the page by executeScript). */

import type { BoardName } from '@coverletter/page-reader';

export type PostingSource = 'json-ld' | `board:${BoardName}` | 'article';

export interface JobPostingReading {
  kind: 'job';
  /** The posting's address: the page's, or a job board's canonical one (LinkedIn's currentJobId). */
  url: string;
  source: PostingSource;
  title?: string;
  company?: string;
  location?: string;
  description: string;
}

export interface LinkedinProfileReading {
  kind: 'linkedin-profile';
  url: string;
  name?: string;
  /** The profile as plain text: name, headline, about, experience, education, skills. */
  content: string;
}

export interface NoPostingReading {
  kind: 'none';
  url: string;
}

export type PageReading = JobPostingReading | LinkedinProfileReading | NoPostingReading;

/** Readings of the same posting (same address and text) are the same posting. */
export function sameReading(a: PageReading | null | undefined, b: PageReading | null | undefined): boolean {
  if (!a || !b || a.kind !== b.kind || a.url !== b.url) return false;
  if (a.kind === 'job' && b.kind === 'job') return a.description === b.description && a.title === b.title;
  if (a.kind === 'linkedin-profile' && b.kind === 'linkedin-profile') return a.content === b.content;
  return true;
}
