import { readPostingSections } from '@coverletter/page-reader';
import type { PostingSection } from '@coverletter/contracts';

/**
 * The sections of @coverletter/page-reader's posting reader in the local writer's older terms:
 * duties, the company blurb and unsectioned text are all `other` here.
 */
export type LineContext = 'required' | 'niceToHave' | 'offer' | 'other';

/** A sentence of a posting, with its context. */
export interface PostingLine {
  text: string;
  context: LineContext;
  /** The reader's own section: the company blurb (`about`) asks for no skills. */
  section: PostingSection;
}

const CONTEXT_OF: Record<PostingSection, LineContext> = {
  required: 'required',
  niceToHave: 'niceToHave',
  offer: 'offer',
  duties: 'other',
  about: 'other',
  other: 'other',
};

/** The posting's sentences; with the company known, a paragraph that opens with its name ("Acme AB levererar…") is the blurb, all of it. */
export function readPostingLines(text: string, company: string | null = null): PostingLine[] {
  return readPostingSections(text, { company }).map(({ text: sentence, section }) => ({ text: sentence, context: CONTEXT_OF[section], section }));
}
