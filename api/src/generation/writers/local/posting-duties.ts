import { readPostingHeader } from '@coverletter/page-reader';
import { isBaseVerb } from './first-person';
import type { LetterLanguage } from './language';
import { readPostingLines } from './requirement-sections';
import { lowerFirst, wordCount } from './text';

const MAX_DUTIES = 3;
const MAX_WORDS = 25;

/** "In this role you will design…", "Du kommer att arbeta…", "Som sjuksköterska arbetar du med…": what follows is the duty. */
const YOU_WILL: Record<LetterLanguage, RegExp> = {
  en: /(?:^|,\s*|\s)you\s+(?:will|['’]ll)\s+(.+)$/iu,
  sv: /(?:^|,\s*|\s)(?:du\s+kommer\s+att|kommer\s+du\s+att|du\s+ska|ska\s+du)\s+(.+)$/iu,
};
/** A Swedish present tense after an opening phrase ("Som sjuksköterska arbetar du med…"): "arbetar" → "arbeta". */
const SWEDISH_PRESENT_YOU = /^(?:Som|I|Hos|På)\s[^,]{2,60}?\s(\p{Ll}+a)r\s+du\s+(.+)$/u;
/** Words that keep the duty about the reader or make it a condition, not a task the writer can take on. */
const UNUSABLE: Record<LetterLanguage, RegExp> = {
  en: /(?<![\p{L}'’])(?:you|your|yours|I|me|my|we|us|our|ours|need|needs|must|should|have|has|not|never|apply|application|applications|CV|covering letter|cover letter|interview|interviews|deadline|closing date)(?![\p{L}'’])|\?/iu,
  sv: /(?<!\p{L})(?:du|dig|din|ditt|dina|jag|mig|min|vi|oss|vår|vårt|våra|behöver|måste|bör|har|inte|aldrig|ansök\p{L}*|CV|personligt brev|intervju\p{L}*|sista ansökningsdag)(?!\p{L})|\?/iu,
};

function dutyOf(sentence: string, language: LetterLanguage): string | null {
  // "Keep the site safe: health and safety, incident reporting": the list after the colon does not read inside a sentence.
  const text = sentence
    .replace(/[.!]$/, '')
    .replace(/\s*:\s.*$/u, '')
    .trim();
  const firstWord = /^\p{L}+/u.exec(text)?.[0] ?? '';
  let duty: string | null;
  if (/^\p{Lu}/u.test(text) && isBaseVerb(firstWord, language)) duty = lowerFirst(text);
  else duty = YOU_WILL[language].exec(text)?.[1] ?? null;
  if (!duty && language === 'sv') {
    const present = SWEDISH_PRESENT_YOU.exec(text);
    if (present && isBaseVerb(present[1], 'sv')) duty = `${present[1]} ${present[2]}`;
  }
  if (!duty || UNUSABLE[language].test(duty)) return null;
  const words = wordCount(duty);
  return words >= 3 && words <= MAX_WORDS ? duty : null;
}

/**
 * What the posting says the job is, as verb phrases the letter can take on: "Design and build
 * services in TypeScript on AWS." → "design and build services in TypeScript on AWS"; "Som
 * sjuksköterska arbetar du med triage…" → "arbeta med triage…". Only sentences outside the
 * requirements and the offer; at most two, in the posting's order.
 */
export function readDuties(postingText: string, language: LetterLanguage): string[] {
  const duties: string[] = [];
  // The header's own lines ("Lead Pharmacist at Brookfield Health Pharmacy") are no task, whatever word they start with.
  const rawLines = postingText.split(/\r?\n/);
  const header = new Set(readPostingHeader(postingText).headerLines.map((index) => rawLines[index].trim()));
  for (const { text, context } of readPostingLines(postingText)) {
    if (duties.length === MAX_DUTIES) break;
    if (context !== 'other' || header.has(text.trim())) continue;
    const duty = dutyOf(text, language);
    if (duty && !duties.includes(duty)) duties.push(duty);
  }
  return duties;
}
