import { MAX_JOB_DESCRIPTION_CHARS } from '@coverletter/contracts';

/** What one source (JSON-LD, a board's markup, the article) knows about a posting. */
export interface JobPostingParts {
  title?: string;
  company?: string;
  location?: string;
  /** Plain text with paragraphs and "• " bullets. */
  description?: string;
}

export type JobPostingSource = 'json-ld' | `board:${string}` | 'article';

export interface JobPosting extends JobPostingParts {
  description: string;
  source: JobPostingSource;
}

/** Cuts at a line break near the limit, so the text still fits the job-info field once saved. */
function fitToLimit(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.lastIndexOf('\n', limit);
  return (cut > limit * 0.8 ? text.slice(0, cut) : text.slice(0, limit)).trimEnd();
}

/** The text handed to the user: title, company and location lines, then the description. */
export function jobContent(posting: JobPosting): string {
  const header = [
    posting.title && `Title: ${posting.title}`,
    posting.company && `Company: ${posting.company}`,
    posting.location && `Location: ${posting.location}`,
  ].filter(Boolean);
  const text = header.length ? `${header.join('\n')}\n\n${posting.description}` : posting.description;
  return fitToLimit(text, MAX_JOB_DESCRIPTION_CHARS);
}
