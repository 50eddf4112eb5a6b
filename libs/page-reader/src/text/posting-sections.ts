import type { PostingLine, PostingSection } from '@coverletter/contracts';
import { cleanLine, escapeRegExp, sentences } from './lines';

const HEADINGS: Record<PostingSection, readonly string[]> = {
  required: [
    'requirements',
    'required',
    'required skills',
    'required qualifications',
    'minimum qualifications',
    'basic qualifications',
    'qualifications',
    'must have',
    'must-haves',
    'must haves',
    'what you bring',
    'what we are looking for',
    "what we're looking for",
    'we are looking for',
    "we're looking for",
    'who you are',
    'about you',
    'you have',
    'you are',
    'you bring',
    'minimum requirements',
    'basic requirements',
    "what you'll need",
    'what you will need',
    'you will need',
    "you'll need",
    'you need',
    'what we need',
    'you will have',
    "you'll have",
    'essential',
    'essential criteria',
    'essential skills',
    'essential requirements',
    'essential qualifications',
    'essential experience',
    'the essentials',
    'what you need',
    'vad vi söker',
    'vem vi söker',
    'your profile',
    'your background',
    'your skills',
    'skills',
    'experience',
    'who we are looking for',
    'krav',
    'skallkrav',
    'kvalifikationer',
    'vi söker dig som',
    'vi söker dig som har',
    'vem är du',
    'vem du är',
    'om dig',
    'din profil',
    'din bakgrund',
    'du har',
    'du är',
    'vi tror att du',
    'kompetenskrav',
    'dina kvalifikationer',
    'profil',
  ],
  niceToHave: [
    'nice to have',
    'nice-to-have',
    'nice to haves',
    'bonus',
    'bonus points',
    'preferred',
    'preferred qualifications',
    'desirable',
    'desirable criteria',
    'desirable skills',
    'desired',
    'plus',
    "it's a plus",
    'it is a plus',
    'good to have',
    'extra',
    'meriterande',
    'det är meriterande',
    'meriterande är',
    'meriterande om du har',
    'önskvärt',
    'önskvärda kvalifikationer',
    'extra plus',
    'bör-krav',
    'börkrav',
    'fördelaktigt',
  ],
  duties: [
    'responsibilities',
    'key responsibilities',
    "what you'll do",
    'what you will do',
    'your role',
    'the role',
    'role',
    'about the role',
    'about the job',
    'about the position',
    'your responsibilities',
    'your tasks',
    'tasks',
    'duties',
    'main duties',
    'in this role',
    'what the job involves',
    'a day in the life',
    'arbetsuppgifter',
    'dina arbetsuppgifter',
    'om tjänsten',
    'om rollen',
    'om jobbet',
    'ansvarsområden',
    'ditt uppdrag',
    'uppdraget',
    'i rollen',
    'huvudsakliga arbetsuppgifter',
  ],
  about: [
    'about us',
    'about the company',
    'about the team',
    'who we are',
    'our company',
    'the company',
    'company description',
    'our story',
    'our mission',
    'company',
    'om oss',
    'om företaget',
    'om arbetsgivaren',
    'om teamet',
    'vilka är vi',
    'vilka vi är',
    'vårt företag',
    'företaget',
    'om verksamheten',
    'verksamheten',
  ],
  offer: [
    'we offer',
    'what we offer',
    'benefits',
    'perks',
    'perks and benefits',
    'why join us',
    'why work with us',
    'how to apply',
    'application',
    'location',
    'salary',
    'compensation',
    'terms',
    'employment',
    'vi erbjuder',
    'förmåner',
    'ansökan',
    'om anställningen',
    'anställningsform',
    'lön',
    'villkor',
    'så ansöker du',
    'sök tjänsten',
    'tillträde',
    'kontakt',
    'contact',
    'övrigt',
    'other information',
  ],
  other: ['job description', 'description', 'beskrivning', 'annons'],
};

const NICE_TO_HAVE_PHRASE =
  /(?<!\p{L})(?:nice[\s-]to[\s-]have|(?:is|are|would be)\s+a\s+(?:big\s+)?plus|a\s+plus|plus\s+if|bonus|preferred|preferably|desirable|an\s+advantage|advantageous|good\s+to\s+have|ideally|meriterande|meriterar|ett\s+plus|plus\s+i\s+kanten|önskvärt|en\s+fördel|fördelaktigt|ser\s+vi\s+gärna|vi\s+ser\s+gärna)(?!\p{L})/iu;
const REQUIRED_PHRASE =
  /(?<!\p{L})(?:must|required|requirements?|mandatory|essential|you\s+have|you\s+are|you\s+bring|you\s+know|we\s+require|(?:we|you)\s+(?:will\s+)?need|needs?\s+to|knows?|proficien(?:t|cy)|minimum|at\s+least|krav|krävs|kräver|måste|du\s+har|du\s+är|du\s+kan|har\s+du|vi\s+söker\s+dig\s+som|ska\s+ha|behöver|minst)(?!\p{L})/iu;
const DUTY_PHRASE =
  /(?<!\p{L})(?:you\s+will|you['’]ll|in\s+this\s+role|your\s+(?:day|tasks|responsibilities)|du\s+kommer\s+att|kommer\s+du\s+att|i\s+rollen|i\s+tjänsten|arbetsuppgifterna)(?!\p{L})/iu;
/** An unheaded paragraph that describes the employer ("We are a B Corp-certified…", "Acme grundades 1998…") and not the job. */
const ABOUT_OPENER =
  /^(?:we\s+are\s+(?:a|an|one|the|proud)|we\s+(?:build|make|develop|help|create|run|serve|operate|design|provide|sell)|founded|established|since\s+\d{4}|our\s+(?:mission|vision|story|company|customers|clients)|vi\s+är\s+(?:ett|en|stolta|ett\s+av|en\s+av)|vi\s+(?:bygger|utvecklar|hjälper|skapar|driver|erbjuder\s+våra\s+kunder|tillverkar|säljer)|grundat|grundades|sedan\s+\d{4}|vår\s+(?:vision|mission|verksamhet))/iu;
/** "St Aldhelm's is a major teaching hospital…", "Kelpie Hotels is a collection of…": a name (not "The role", "This job") saying what it is. */
const NAME_IS_OPENER =
  /^(?!(?:the|this|that|our|your|you|we|it|in|as|role|job|position|tjänsten|rollen|du|vi|det|den|som)\s)\p{Lu}[\p{L}'’&.-]*(?:\s+(?:\p{Lu}[\p{L}'’&.-]*|&|of|och|i|för))*\s+(?:is|are|är)\s+(?:a|an|the|one|en|ett)\s/u;
const HIRING_WORDS = /(?<!\p{L})(?:looking\s+for|hiring|seeking|recruit\w*|you\s+will|join\s+us|söker|rekryterar|du\s+kommer|anställa)(?!\p{L})/iu;

const ALL_HEADINGS = (Object.entries(HEADINGS) as [PostingSection, readonly string[]][]).flatMap(([section, phrases]) =>
  phrases.map((phrase) => ({ section, phrase })),
);

function normaliseHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Heading words that also start ordinary sentences ("Experience with Kafka"): a heading only on their own. */
const EXACT_ONLY = new Set([
  'experience',
  'essential',
  'you need',
  'you will need',
  "you'll need",
  'you will have',
  "you'll have",
  'what we need',
  'skills',
  'required',
  'preferred',
  'desirable',
  'desired',
  'plus',
  'bonus',
  'extra',
  'you have',
  'you are',
  'du har',
  'du är',
  'description',
  'location',
  'salary',
  'role',
  'company',
  'the company',
  'tasks',
  'application',
  'terms',
  'employment',
  'contact',
  'kontakt',
  'profil',
  'företaget',
  'verksamheten',
  'the role',
  'annons',
  'compensation',
]);
const MAX_EXTRA_HEADING_WORDS = 3;

/** The section a heading opens: the phrase itself, or (for most phrases) the phrase plus up to three words; "About Acme" / "Om Acme" is the company blurb. */
export function headingSection(text: string, company?: string | null): PostingSection | null {
  const heading = normaliseHeading(text);
  if (!heading || heading.split(' ').length > 8) return null;
  const words = heading.split(' ').length;
  let best: { section: PostingSection; length: number } | null = null;
  for (const { section, phrase } of ALL_HEADINGS) {
    const extended = !EXACT_ONLY.has(phrase) && heading.startsWith(`${phrase} `) && words - phrase.split(' ').length <= MAX_EXTRA_HEADING_WORDS;
    if ((heading === phrase || extended) && (!best || phrase.length > best.length)) best = { section, length: phrase.length };
  }
  if (best) return best.section;
  if (company && new RegExp(`^(?:about|om|why|varför)\\s+${escapeRegExp(normaliseHeading(company))}$`, 'u').test(heading)) return 'about';
  if (/^(?:[Aa]bout|[Oo]m)\s+\p{Lu}/u.test(text.trim()) && words <= 5) return 'about';
  return null;
}

/** Words that speak to the applicant: such a sentence under a company heading is about the job after all. */
const TO_APPLICANT_REQUIRED = /(?<!\p{L})(?:you\s+have|you\s+are|you\s+bring|you\s+know|du\s+har|du\s+är|du\s+kan|har\s+du)(?!\p{L})/iu;

function lineSection(text: string, section: PostingSection): PostingSection {
  if (section === 'offer') return section;
  if (section === 'about') {
    if (NICE_TO_HAVE_PHRASE.test(text)) return 'niceToHave';
    if (TO_APPLICANT_REQUIRED.test(text)) return 'required';
    return DUTY_PHRASE.test(text) ? 'duties' : 'about';
  }
  if (NICE_TO_HAVE_PHRASE.test(text)) return 'niceToHave';
  if (section !== 'other') return section;
  if (REQUIRED_PHRASE.test(text)) return 'required';
  return DUTY_PHRASE.test(text) ? 'duties' : 'other';
}

const isHeadingLine = (line: string, opened: PostingSection | null, colon: number): boolean => !!opened && (colon > 0 || !/[.!?]$/.test(line));

/**
 * A field of the posting's header with its value on the line ("Location: Kiruna, SE", "Company:
 * Acme AB", "Lön: enligt avtal"): the value is that field's, and the lines after it are in no section of it.
 */
const HEADER_FIELD =
  /^(?:title|job title|position|company|employer|location|salary|employment type|start date|tjänst|titel|företag|arbetsgivare|ort|plats|placering|lön|anställningsform|tillträde)\s*:\s*\S/iu;

/**
 * Every sentence of a posting with the section it stands in. A heading ("Requirements",
 * "Meriterande:", "Om oss") sets the section of the lines under it; a sentence's own words can
 * still mark it as a nice-to-have ("Kubernetes is a plus") or, outside any section, as a
 * requirement ("Du har erfarenhet av SQL") or a duty ("You will…"). A paragraph before any heading
 * that describes the employer ("We are a B Corp-certified…") is the company blurb. `skip` holds
 * indexes of lines (header lines) that are not read.
 */
export function readPostingSections(text: string, options: { company?: string | null; skip?: readonly number[] } = {}): PostingLine[] {
  const result: PostingLine[] = [];
  let section: PostingSection = 'other';
  let headed = false;
  let paragraphAbout: boolean | null = null;
  const skip = new Set(options.skip ?? []);
  const companyOpener = options.company
    ? new RegExp(
        // "Acme AB levererar…", "Charnwood Packaging Ltd makes…": the name, then what it does (a hiring sentence is told apart below).
        `^${escapeRegExp(options.company)}(?:['’]s)?\\s+\\p{Ll}`,
        'u',
      )
    : null;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = cleanLine(raw);
    if (!line) {
      paragraphAbout = null;
      return;
    }
    if (skip.has(index)) return;
    const colon = line.indexOf(':');
    const head = colon > 0 ? line.slice(0, colon) : line;
    const opened = headingSection(head, options.company);
    if (HEADER_FIELD.test(line)) {
      const value = line.slice(colon + 1).trim();
      for (const sentence of sentences(value)) result.push({ text: sentence, section: opened ?? 'other' });
      return;
    }
    if (isHeadingLine(line, opened, colon)) {
      section = opened!;
      headed = true;
      paragraphAbout = null;
    }
    const rest = colon > 0 && opened ? line.slice(colon + 1).trim() : isHeadingLine(line, opened, colon) ? '' : line;
    for (const sentence of sentences(rest)) {
      if (!headed && section === 'other') {
        paragraphAbout ??= (ABOUT_OPENER.test(sentence) || NAME_IS_OPENER.test(sentence) || !!companyOpener?.test(sentence)) && !HIRING_WORDS.test(sentence);
        if (paragraphAbout) {
          result.push({ text: sentence, section: 'about' });
          continue;
        }
      }
      result.push({ text: sentence, section: lineSection(sentence, section) });
    }
  });
  return result;
}
