import type { PostingFacts, PostingSummary } from '@coverletter/contracts';
import { toPostingRecord } from '@coverletter/page-reader';

/** What a posting's text says about itself (libs/page-reader): the header, the language, the requirement lines, where it came from. */
export function readPostingFacts(text: string, url: string | null, now: Date = new Date()): PostingFacts {
  const { description: _text, lines: _lines, ...facts } = toPostingRecord({ text, url, method: url ? 'article' : 'pasted', readAt: now });
  return facts;
}

/** The company and title a letter uses: what the user set wins over what was read. */
export function summarisePosting(facts: PostingFacts | null, companyOverride: string | null, titleOverride: string | null): PostingSummary {
  return {
    company: companyOverride ?? facts?.company ?? null,
    jobTitle: titleOverride ?? facts?.title ?? null,
    location: facts?.location ?? null,
    language: facts?.language ?? 'en',
    companySetByUser: companyOverride !== null,
    jobTitleSetByUser: titleOverride !== null,
  };
}
