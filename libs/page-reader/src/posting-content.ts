import { MAX_JOB_DESCRIPTION_CHARS } from '@coverletter/contracts';

/** Cuts at a line break near the limit, so the text still fits the job-info field once saved. */
export function fitToLimit(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.lastIndexOf('\n', limit);
  return (cut > limit * 0.8 ? text.slice(0, cut) : text.slice(0, limit)).trimEnd();
}

export interface PostingContentParts {
  title?: string | null;
  company?: string | null;
  location?: string | null;
  description: string;
}

/** The text handed to the user: "Title:", "Company:" and "Location:" lines, then the description. */
export function postingContent(posting: PostingContentParts): string {
  const header = [
    posting.title && `Title: ${posting.title}`,
    posting.company && `Company: ${posting.company}`,
    posting.location && `Location: ${posting.location}`,
  ].filter(Boolean);
  const text = header.length ? `${header.join('\n')}\n\n${posting.description}` : posting.description;
  return fitToLimit(text, MAX_JOB_DESCRIPTION_CHARS);
}
