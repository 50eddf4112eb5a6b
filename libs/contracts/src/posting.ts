/** Languages a posting, a letter and the UI can be in. */
export const POSTING_LANGUAGES = ['en', 'sv'] as const;
export type PostingLanguage = (typeof POSTING_LANGUAGES)[number];

/** How a posting's text was read: structured data, a job board's markup, the page's article, or text the user pasted. */
export type PostingReadMethod = 'json-ld' | 'board' | 'article' | 'pasted';

/**
 * Where a line of a posting stands. Skills are counted only from `required`, `niceToHave`,
 * `duties` and (in a posting without headings) `other`; never from `about` (the company blurb)
 * or `offer` (benefits, salary, how to apply).
 */
export type PostingSection = 'required' | 'niceToHave' | 'duties' | 'about' | 'offer' | 'other';

export interface PostingLine {
  text: string;
  section: PostingSection;
}

/** The requirement lines of a posting, split where the posting says so. */
export interface PostingRequirements {
  required: string[];
  niceToHave: string[];
}

export interface PostingSource {
  /** The posting's address, when it was read from one. */
  url: string | null;
  method: PostingReadMethod;
  /** The job board whose markup was read (`greenhouse`, `lever`, …) when `method` is `board`. */
  board: string | null;
  /** ISO 8601. */
  readAt: string;
}

/** A job posting as a record, not flattened text. What the user set (company, title) wins over what was read. */
export interface JobPostingRecord {
  title: string | null;
  company: string | null;
  location: string | null;
  language: PostingLanguage;
  /** Plain text with paragraphs and "• " bullets, as the user sees it in the description field. */
  description: string;
  requirements: PostingRequirements;
  source: PostingSource;
  /** Every line of the description with the section it stands in (a skill counts only from requirement and duty sections). */
  lines?: PostingLine[];
  /** Paragraphs removed from the posting because they address an AI model; no letter may echo them. */
  droppedInstructions?: string[];
}

/** A posting record without its text (kept where the text already is). */
export type PostingFacts = Omit<JobPostingRecord, 'description'>;
