import { cleanLine, sentences } from './text';

/**
 * Where a sentence of a posting stands: in the requirements, in the nice-to-haves, in what the
 * employer offers (benefits, salary, how to apply: no skills are asked for there), or elsewhere.
 */
export type LineContext = 'required' | 'niceToHave' | 'offer' | 'other';

/** A sentence of a posting, with its context. */
export interface PostingLine {
  text: string;
  context: LineContext;
}

const HEADINGS: Record<LineContext, readonly string[]> = {
  required: [
    'requirements', 'required', 'required skills', 'required qualifications', 'minimum qualifications', 'basic qualifications',
    'qualifications', 'must have', 'must-haves', 'must haves', 'what you bring', 'what we are looking for',
    "what we're looking for", 'we are looking for', "we're looking for", 'who you are', 'about you', 'you have',
    'you are', 'you bring', 'your profile', 'your background', 'your skills', 'skills', 'experience',
    'krav', 'skallkrav', 'kvalifikationer', 'vi söker dig som', 'vi söker dig som har', 'vem är du', 'vem du är',
    'om dig', 'din profil', 'din bakgrund', 'du har', 'du är', 'vi tror att du', 'kompetenskrav', 'dina kvalifikationer',
  ],
  niceToHave: [
    'nice to have', 'nice-to-have', 'nice to haves', 'bonus', 'bonus points', 'preferred', 'preferred qualifications',
    'desirable', 'desired', 'plus', "it's a plus", 'it is a plus', 'good to have', 'extra', 'meriterande',
    'det är meriterande', 'meriterande är', 'meriterande om du har', 'önskvärt', 'önskvärda kvalifikationer', 'extra plus',
    'bör-krav', 'börkrav', 'fördelaktigt',
  ],
  offer: [
    'we offer', 'what we offer', 'benefits', 'perks', 'how to apply', 'location', 'salary', 'vi erbjuder',
    'förmåner', 'ansökan', 'om anställningen', 'anställningsform', 'lön', 'villkor',
  ],
  other: [
    'responsibilities', 'key responsibilities', "what you'll do", 'what you will do', 'your role', 'the role',
    'about the role', 'about us', 'about the company', 'job description', 'description', 'arbetsuppgifter',
    'dina arbetsuppgifter', 'om tjänsten', 'om rollen', 'om oss', 'om företaget', 'övrigt', 'om arbetsgivaren',
  ],
};

const NICE_TO_HAVE_PHRASE =
  /(?<!\p{L})(?:nice[\s-]to[\s-]have|(?:is|are|would be)\s+a\s+(?:big\s+)?plus|a\s+plus|plus\s+if|bonus|preferred|preferably|desirable|an\s+advantage|advantageous|good\s+to\s+have|ideally|meriterande|meriterar|ett\s+plus|plus\s+i\s+kanten|önskvärt|en\s+fördel|fördelaktigt|ser\s+vi\s+gärna|vi\s+ser\s+gärna)(?!\p{L})/iu;
const REQUIRED_PHRASE =
  /(?<!\p{L})(?:must|required|requirements?|mandatory|essential|you\s+have|you\s+are|you\s+bring|you\s+know|we\s+require|(?:we|you)\s+(?:will\s+)?need|needs?\s+to|knows?|proficien(?:t|cy)|minimum|at\s+least|krav|krävs|kräver|måste|du\s+har|du\s+är|du\s+kan|har\s+du|vi\s+söker\s+dig\s+som|ska\s+ha|behöver|minst)(?!\p{L})/iu;

const ALL_HEADINGS = (Object.entries(HEADINGS) as [LineContext, readonly string[]][]).flatMap(([context, phrases]) =>
  phrases.map((phrase) => ({ context, phrase })),
);

function normaliseHeading(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}'’\s-]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** Heading words that also start ordinary sentences ("Experience with Kafka"): a heading only on their own. */
const EXACT_ONLY = new Set(['experience', 'skills', 'required', 'preferred', 'desirable', 'desired', 'plus', 'bonus', 'extra', 'you have', 'you are', 'du har', 'du är', 'description', 'location', 'salary']);
const MAX_EXTRA_HEADING_WORDS = 3;

/** The section a heading opens: the phrase itself, or (for most phrases) the phrase plus up to three words. */
function headingContext(text: string): LineContext | null {
  const heading = normaliseHeading(text);
  if (!heading) return null;
  const words = heading.split(' ').length;
  let best: { context: LineContext; length: number } | null = null;
  for (const { context, phrase } of ALL_HEADINGS) {
    const extended =
      !EXACT_ONLY.has(phrase) && heading.startsWith(`${phrase} `) && words - phrase.split(' ').length <= MAX_EXTRA_HEADING_WORDS;
    if ((heading === phrase || extended) && (!best || phrase.length > best.length)) best = { context, length: phrase.length };
  }
  return best?.context ?? null;
}

function inlineContext(text: string, section: LineContext): LineContext {
  if (section === 'offer') return 'offer';
  if (NICE_TO_HAVE_PHRASE.test(text)) return 'niceToHave';
  if (section !== 'other') return section;
  return REQUIRED_PHRASE.test(text) ? 'required' : 'other';
}

/**
 * Every sentence of a posting with its context. A heading ("Requirements", "Meriterande:") sets
 * the context of the lines under it; a sentence's own words can still mark it as a nice-to-have
 * ("Kubernetes is a plus") or, outside any section, as a requirement ("Du har erfarenhet av SQL").
 */
export function readPostingLines(text: string): PostingLine[] {
  const result: PostingLine[] = [];
  let section: LineContext = 'other';
  for (const raw of text.split(/\r?\n/)) {
    const line = cleanLine(raw);
    if (!line) continue;
    const colon = line.indexOf(':');
    const head = colon > 0 ? line.slice(0, colon) : line;
    const opened = headingContext(head);
    if (opened) section = opened;
    const rest = colon > 0 && opened ? line.slice(colon + 1).trim() : line;
    for (const sentence of sentences(rest)) result.push({ text: sentence, context: inlineContext(sentence, section) });
  }
  return result;
}
