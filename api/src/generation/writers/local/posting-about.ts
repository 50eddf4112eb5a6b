import { escapeRegExp } from '../../skills/skill-matcher';
import type { LetterLanguage } from './language';
import { readPostingLines } from './requirement-sections';
import { lowerFirst, wordCount } from './text';

const MIN_WORDS = 6;
const MAX_WORDS = 35;
const MAX_SENTENCES = 2;

/** Sentences that talk to the applicant, ask them to act, negate, ask or list what is offered: they do not turn into "that you…". */
const UNUSABLE: Record<LetterLanguage, RegExp> = {
  en: /(?<![\p{L}'’])(?:you|your|yours|you're|you'll|I|me|my|not|never|no|apply|send|contact|click|please|hiring|looking|seeking|recruiting|offer|offers)(?![\p{L}'’])|n't|\?/iu,
  sv: /(?<!\p{L})(?:du|dig|din|ditt|dina|er|ert|era|ni|jag|mig|min|inte|aldrig|ej|ansök\p{L}*|skicka|kontakta|klicka|söker|rekryterar|anställer|erbjuder)(?!\p{L})|\?/iu,
};
/** What the employer offers its staff (gym, nursery, pension…): no reason to apply that a letter should name. */
const BENEFITS =
  /(?<!\p{L})(?:gym|massage|nursery|crèche|parking|discounts?|pensions?|holidays?|vacation|bonus(?:es)?|salary|benefits?|perks?|canteen|free|radio|friskvård\p{L}*|förmån\p{L}*|semester\p{L}*|lön\p{L}*|städhjälp|städning|kaffe|fika|frukost|breakfasts?|frukt|fruit|förskola|lunch(?:es)?|luncher|meals?|snacks?|drinks?|dinners?)(?!\p{L})/iu;
/** What staff get ("alla medarbetare får bröd varje fredag", "staff enjoy free meals"): perks, whatever the perk. */
const STAFF_GET =
  /(?<!\p{L})(?:staff|employees|colleagues|team members|medarbetare|anställda|personal(?:en)?)\s+(?:get|gets|enjoy|enjoys|receive|receives|får)(?!\p{L})/iu;
/** The word a company's own sentences often leave out ("Ravelston Grammar is…" of Ravelston Grammar School). */
const GENERIC_LAST_WORD = /\s+(?:School|Hospital|Group|Ltd|Limited|Inc|LLC|LLP|plc|AB|Oy|AS|GmbH|Company|Co\.?)$/u;
/** Swedish adverbs that change places in a that-clause ("Vi arbetar alltid" → "att ni alltid arbetar"): such sentences are left out. */
const SWEDISH_MOVING_ADVERB =
  /^\s*\p{L}+\s+(?:alltid|också|även|ofta|gärna|redan|just|snart|nu|bara|fortfarande|dessutom|ständigt|särskilt|verkligen)(?!\p{L})/iu;

const WE: Record<LetterLanguage, RegExp> = {
  en: /^(We|Our team|Our company)\s+\p{Ll}/u,
  sv: /^(Vi|Vårt team|Vårt företag)\s+\p{Ll}/u,
};

/** In a sentence about the company by name, "our" reads "its"; "we" and "us" cannot be turned so simply. */
const ENGLISH_OUR = /(?<![\p{L}'’])our(?![\p{L}'’])/giu;
const SWEDISH_OUR = /(?<!\p{L})(?:vår|vårt|våra)(?!\p{L})/iu;
const OTHER_WE: Record<LetterLanguage, RegExp> = {
  en: /(?<![\p{L}'’])(?:we|us|ours|ourselves)(?![\p{L}'’])/iu,
  sv: /(?<!\p{L})(?:vi|oss)(?!\p{L})/iu,
};

/** "we build" → "you build", "vi arbetar" → "ni arbetar": the posting's "we" as the reader of the letter. */
const TO_SECOND_PERSON: Record<LetterLanguage, [RegExp, string][]> = {
  en: [
    [/(?<![\p{L}'’])we(?=['’](?:re|ve|ll|d)(?![\p{L}]))/giu, 'you'],
    [/(?<![\p{L}'’])we(?![\p{L}'’])/giu, 'you'],
    [/(?<![\p{L}'’])us(?![\p{L}'’])/giu, 'you'],
    [/(?<![\p{L}'’])our(?![\p{L}'’])/giu, 'your'],
    [/(?<![\p{L}'’])ours(?![\p{L}'’])/giu, 'yours'],
    [/(?<![\p{L}'’])ourselves(?![\p{L}'’])/giu, 'yourselves'],
  ],
  sv: [
    [/(?<!\p{L})vi(?!\p{L})/giu, 'ni'],
    [/(?<!\p{L})oss(?!\p{L})/giu, 'er'],
    [/(?<!\p{L})vårt(?!\p{L})/giu, 'ert'],
    [/(?<!\p{L})våra(?!\p{L})/giu, 'era'],
    [/(?<!\p{L})vår(?!\p{L})/giu, 'er'],
  ],
};

/**
 * What the posting says about the employer, as a clause the letter can build on: sentences outside
 * the requirements and the offer whose subject is the company or "we" ("Acme Cloud builds tools
 * that help online stores grow." → "Acme Cloud builds tools that help online stores grow";
 * "Vi arbetar för en trygg vård." → "ni arbetar för en trygg vård"). At most two, in the posting's order.
 */
export function readEmployerClauses(postingText: string, company: string | null, language: LetterLanguage): string[] {
  const names = company ? [company, company.replace(GENERIC_LAST_WORD, '')].filter((name) => name.includes(' ') || name === company) : [];
  const byName = names.length ? new RegExp(`^((?:${names.map(escapeRegExp).join('|')})(?:['’]s)?)\\s+\\p{Ll}`, 'u') : null;
  const clauses: string[] = [];
  for (const { text, context } of readPostingLines(postingText, company)) {
    if (clauses.length === MAX_SENTENCES) break;
    if (context !== 'other' || !/[.!]$/.test(text) || UNUSABLE[language].test(text) || BENEFITS.test(text) || STAFF_GET.test(text)) continue;
    const words = wordCount(text);
    if (words < MIN_WORDS || words > MAX_WORDS) continue;
    const subject = WE[language].exec(text)?.[1] ?? byName?.exec(text)?.[1];
    if (!subject) continue;
    if (language === 'sv' && SWEDISH_MOVING_ADVERB.test(text.slice(subject.length))) continue;
    const aboutUs = !byName?.test(text);
    let clause = text.replace(/[.!]$/, '');
    if (aboutUs) {
      clause = lowerFirst(clause);
      for (const [pattern, replacement] of TO_SECOND_PERSON[language]) clause = clause.replace(pattern, replacement);
    } else {
      // "Brookfield Health Pharmacy is … known for our clinical services": the company named, then "our" is its.
      // Swedish "Acme hjälper våra kunder" would need "sina": such a sentence is left out.
      if (OTHER_WE[language].test(clause) || (language === 'sv' && SWEDISH_OUR.test(clause))) continue;
      clause = clause.replace(ENGLISH_OUR, 'its');
    }
    clauses.push(clause);
  }
  return clauses;
}
