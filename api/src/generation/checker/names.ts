/**
 * Proper names in a letter: organisations, places, degrees, certifications, products. In English
 * and Swedish prose these are the capitalised words that do not start a sentence; each must occur
 * in what the candidate or the posting wrote.
 */

/** Capitalised words any letter may use without a source: salutations, pronouns, days, months, languages, the letter's own vocabulary. */
const LETTER_WORDS = new Set(
  (
    'i dear hello hi hej kind best warm warmest yours sincerely regards respectfully faithfully thank thanks hiring manager managers team ' +
    'recruiter recruiting recruitment committee sir madam mr mrs ms dr cv resume résumé linkedin curriculum vitae cover letter ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december ' +
    'english swedish svenska engelska ' +
    'med vänliga hälsningar vänlig hälsning bästa hälsningar till rekryteringsansvarig rekryterare jag ni du vi er'
  ).split(' '),
);

/** Words that begin sentences and are never names themselves, even before one ("The Maintenance Electrician role"). */
const FUNCTION_WORDS = new Set(
  (
    'the a an this that these those my our your his her their its in at as for with from to by on of and but or so since while when where before after during ' +
    'den det de en ett min mitt mina vår vårt våra er ert era i på som för med från till av och men eller så sedan när där före efter under tjänsten rollen'
  ).split(' '),
);

/** Words that start a sentence in ordinary prose; a capital there says nothing. */
const NAME_CHAR = /[\p{Lu}]/u;
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}&.'’+#/-]*/gu;

export interface NameMention {
  word: string;
  /** The sentence it is in, for the finding's text. */
  sentence: string;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}&+#'.\s-]/gu, ' ');
}

/** Whether `word` occurs as a word (or the start of one, for Swedish compounds and inflections) in the sources. */
export function wordIn(word: string, sources: string): boolean {
  const w = normalise(word)
    .replace(/^[.'-]+|[.'-]+$/g, '')
    .replace(/'s$/, '');
  if (!w) return true;
  const forms = w.length > 3 && w.endsWith('s') ? [w, w.slice(0, -1)] : [w];
  return forms.some((form) => {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A few letters more in the source: inflections and genitives ("Region Skånes", "Acme's").
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}\\p{L}{0,3}(?![\\p{L}\\p{N}])`, 'u').test(sources);
  });
}

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?:;])\s+|(?<=,)\s*$/u))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Capitalised words that do not start their sentence or line, or that start it but are clearly names (an inner capital, a digit, "&"). */
export function namesIn(letter: string): NameMention[] {
  const found: NameMention[] = [];
  for (const sentence of sentencesOf(letter)) {
    const tokens = [...sentence.matchAll(TOKEN)].map((m) => m[0]);
    tokens.forEach((token, index) => {
      const word = token.replace(/[.'’-]+$/, '');
      // Numbers ("4M", "24/7") are checked as numbers.
      if (/^\d/.test(word) || (!NAME_CHAR.test(word.charAt(0)) && !/\p{Lu}/u.test(word.slice(1)))) return;
      const lower = word.toLowerCase();
      if (LETTER_WORDS.has(lower)) return;
      const startsSentenceEarly = index === 0 || /[“”"(]$/.test(tokens[index - 1] ?? '');
      if (startsSentenceEarly && FUNCTION_WORDS.has(lower)) return;
      const startsSentence = index === 0 || /[“”"(]$/.test(tokens[index - 1] ?? '');
      const lookLikeName = /\p{Lu}/u.test(word.slice(1)) || /\d/.test(word) || word.includes('&');
      const nextIsName = index + 1 < tokens.length && NAME_CHAR.test(tokens[index + 1].charAt(0)) && !LETTER_WORDS.has(tokens[index + 1].toLowerCase());
      if (startsSentence && !lookLikeName && !nextIsName) return;
      found.push({ word, sentence });
    });
  }
  return found;
}

/** The names of a letter that occur in none of the sources. */
export function unsupportedNames(letter: string, sources: readonly string[]): NameMention[] {
  const text = normalise(sources.join('\n'));
  const seen = new Set<string>();
  return namesIn(letter).filter(({ word }) => {
    const key = word.toLowerCase();
    if (seen.has(key) || wordIn(word, text)) return false;
    seen.add(key);
    return true;
  });
}
