import type { JobPostingRecord, PostingLanguage, PostingLine, PostingReadMethod } from '@coverletter/contracts';
import { dropInstructionsToModels } from '../instructions/instructions-to-models';
import { isJobBoardName } from '../job-boards';
import { detectLanguage } from './language';
import { readPostingHeader } from './posting-header';
import { readPostingSections } from './posting-sections';

/** What is already known of a posting (what a page reader found, or what the user set): it wins over what the text suggests. */
export interface KnownPostingFacts {
  title?: string | null;
  company?: string | null;
  location?: string | null;
}

export interface PostingTextReading {
  title: string | null;
  company: string | null;
  location: string | null;
  language: PostingLanguage;
  /** Every sentence of the description with its section; header lines ("Title: …", the title line) are not among them. */
  lines: PostingLine[];
}

const known = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** A posting's title, company, location, language and sectioned lines, from its text. A job board is never the company. */
/** "Systemutvecklare Java till Fjärdhamn Digital" with company "Fjärdhamn Digital AB" → "Systemutvecklare Java": the letter names the company itself. */
function withoutCompany(title: string | null, company: string | null): string | null {
  if (!title || !company) return title;
  // Each "at …", "hos …", "– …" from the left: "Bussförare till linjetrafiken i Gävle – Nordvägen Trafik AB" ends in the company after its dash.
  for (const tail of title.matchAll(/\s+(at|@|hos|på|till|with|for|[–—|-])\s+(?=(.+)$)/giu)) {
    const named = tail[2].toLowerCase();
    const whole = company.toLowerCase();
    // After a dash only the company's whole name ("– Nordvägen Trafik AB"), not a word it starts with ("Backend Developer – Java").
    const dash = /^[–—|-]$/u.test(tail[1]);
    if (named.startsWith(whole) || (whole.startsWith(named) && (!dash || named.includes(' ')))) return title.slice(0, tail.index).trim();
  }
  return title;
}

export function readPostingText(text: string, facts: KnownPostingFacts = {}): PostingTextReading {
  const header = readPostingHeader(text);
  const knownCompany = known(facts.company);
  const company = knownCompany && !isJobBoardName(knownCompany) ? knownCompany : header.company;
  return {
    title: withoutCompany(known(facts.title) ?? header.title, company),
    company,
    location: known(facts.location) ?? header.location,
    language: detectLanguage(text),
    lines: readPostingSections(text, { company, skip: header.headerLines }),
  };
}

export interface PostingRecordInput extends KnownPostingFacts {
  /** The posting's text as the user sees it (a page reader's description, or pasted text). */
  text: string;
  url?: string | null;
  method?: PostingReadMethod;
  board?: string | null;
  readAt?: Date | string;
  /** Paragraphs a page reader already dropped for addressing an AI model. */
  droppedInstructions?: readonly string[];
}

/**
 * The posting as a record: the text's paragraphs addressed to an AI model dropped (and kept aside,
 * so no letter echoes them), title/company/location from what is known else from the text, the
 * requirement lines split into required and nice-to-have.
 */
export function toPostingRecord(input: PostingRecordInput): JobPostingRecord {
  const { text: description, dropped } = dropInstructionsToModels(input.text);
  const reading = readPostingText(description, input);
  const droppedInstructions = [...(input.droppedInstructions ?? []), ...dropped];
  const readAt = input.readAt instanceof Date ? input.readAt.toISOString() : (input.readAt ?? new Date().toISOString());
  return {
    title: reading.title,
    company: reading.company,
    location: reading.location,
    language: reading.language,
    description: description.trim(),
    requirements: {
      required: reading.lines.filter((line) => line.section === 'required').map((line) => line.text),
      niceToHave: reading.lines.filter((line) => line.section === 'niceToHave').map((line) => line.text),
    },
    source: { url: input.url ?? null, method: input.method ?? 'pasted', board: input.board ?? null, readAt },
    lines: reading.lines,
    ...(droppedInstructions.length ? { droppedInstructions } : {}),
  };
}

/** The record of a posting a page reader found: what the page's markup said wins over the text's own header. */
export function pagePostingRecord(
  posting: {
    method: PostingReadMethod;
    board: string | null;
    title?: string;
    company?: string;
    location?: string;
    description: string;
    droppedInstructions: readonly string[];
  },
  url: string,
  readAt?: Date | string,
): JobPostingRecord {
  return toPostingRecord({ ...posting, text: posting.description, url, readAt });
}
