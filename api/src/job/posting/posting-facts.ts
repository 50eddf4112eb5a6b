import type { PostingFacts, PostingSummary } from '@coverletter/contracts';
import { isJobBoardName } from '@coverletter/contracts';
import { detectLanguage } from '../../generation/writers/local/language';
import { readPostingHeader } from '../../generation/writers/local/posting-header';
import { readPostingLines } from '../../generation/writers/local/requirement-sections';

const LOCATION_LABEL = /^(?:location|ort|placering|arbetsort|plats)\s*[:：]\s*(.{2,80})$/im;

/** What a posting's text says about itself: the header, the language, the requirement lines. */
export function readPostingFacts(text: string, url: string | null, now: Date = new Date()): PostingFacts {
  const header = readPostingHeader(text);
  const lines = readPostingLines(text);
  return {
    title: header.title,
    // The board that shows a posting is never its employer.
    company: isJobBoardName(header.company) ? null : header.company,
    location: LOCATION_LABEL.exec(text)?.[1].trim() ?? null,
    language: detectLanguage(text),
    requirements: {
      required: lines.filter((l) => l.context === 'required').map((l) => l.text),
      niceToHave: lines.filter((l) => l.context === 'niceToHave').map((l) => l.text),
    },
    source: { url, method: url ? 'article' : 'pasted', board: null, readAt: now.toISOString() },
  };
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
