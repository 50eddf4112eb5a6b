import { findSkills, type Skill } from '../../skills/skill-matcher';
import { opensWithNoun, startsWithActionVerb } from './first-person';
import { isRoleHeading } from './role-heading';
import { hasRoleWord } from './role-words';
import { wordCount } from './text';
import { readTextUnits } from './text-units';

export interface Evidence {
  /** A sentence or bullet of the CV or LinkedIn text, as written. */
  text: string;
  skills: Skill[];
}

const MIN_WORDS = 5;
const MAX_WORDS = 40;
const CONTACT = /@|\+?\d[\d\s()-]{7,}\d|https?:\/\//;
const DATE_RANGE = /(?:19|20)\d{2}\s*[-–—]/;
const LABELLED_LIST = /^[\p{L} &/]{2,30}:\s/u;

/** "Skills: Java, Python, SQL, Docker" is a list, not evidence of doing something. */
function isListLike(text: string): boolean {
  const commas = (text.match(/[,;]/g) ?? []).length;
  return LABELLED_LIST.test(text) || (commas >= 3 && wordCount(text) / (commas + 1) < 3);
}

/** Whole sentences and bullet items (wrapped lines joined again, fragments left out) that can stand as evidence. */
function candidateUnits(text: string): string[] {
  return readTextUnits(text)
    .filter((unit) => unit.complete)
    .map((unit) => unit.text)
    .filter((unit) => {
      const words = wordCount(unit);
      return words >= MIN_WORDS && words <= MAX_WORDS && !CONTACT.test(unit) && !DATE_RANGE.test(unit) && !isListLike(unit) && !isRoleHeading(unit);
    });
}

/**
 * Up to `limit` sentences of the candidate's own text, best first. First those that show the
 * wanted skills in use, each adding a skill the ones before it did not cover; then, for a letter
 * that needs more, other accomplishments ("Wrote integration tests and improved coverage from 40%
 * to 85%": an action, with or without a wanted skill). Sentences that start with an action ("Led…",
 * "I built…") come before self-descriptions; then the weight of their skills (`weightOf`, required
 * first) and a number decide. Deterministic: ties go to the sentence that comes first. Only
 * sentences the letter can use (`usable`) count.
 */
export function pickEvidence(
  candidateText: string,
  weightOf: (skill: Skill) => number,
  limit: number,
  usable: (text: string) => boolean = () => true,
): Evidence[] {
  const scored = candidateUnits(candidateText)
    .filter(usable)
    .map((text, order) => {
      const skills = findSkills(text).filter((s) => weightOf(s) > 0);
      const action = startsWithActionVerb(text) ? 1 : 0;
      const strength = skills.reduce((sum, s) => sum + weightOf(s), 0) + (/\d/.test(text) ? 1 : 0);
      return { text, skills, action, strength, order };
    })
    .filter((unit) => unit.skills.length > 0 || unit.action === 1)
    .sort((a, b) => b.action - a.action || b.strength - a.strength || a.order - b.order);
  const covering: typeof scored = [];
  const covered = new Set<Skill>();
  for (const unit of scored) {
    if (unit.skills.length === 0 || unit.skills.every((s) => covered.has(s))) continue;
    unit.skills.forEach((s) => covered.add(s));
    covering.push(unit);
  }
  const others = scored.filter((unit) => unit.action === 1 && !covering.includes(unit));
  return [...covering, ...others].slice(0, limit).map(({ text, skills }) => ({ text, skills }));
}

const MIN_ITEM_WORDS = 3;
const MAX_ITEM_WORDS = 16;
const MAX_ITEMS = 4;
const FIRST_PERSON = /^(?:I|My|Jag|Min|Mitt|Mina)\s/;

/**
 * CV bullet items that name work without a verb ("Beställningar och lagerhållning", "À la carte och
 * konferensmat för upp till 150 gäster"): what the letter can say the work included. Not titles,
 * headings, lists, dates or contact lines, and none of `used`.
 */
/** "Dealt with guest complaints", "Installs distribution boards", "Uppdaterade webbshoppen": an action, which "my work has included …" cannot carry. */
const PAST_TENSE_START =
  /^(?:\p{L}+ed|dealt|ran|led|built|wrote|rewrote|taught|sold|made|took|kept|drove|met|grew|won|oversaw|installs|loads|picks|rewires|fits|wires|\p{L}+ade|\p{L}*leder)\s/iu;
/** "Calm under pressure, careful with stock", "Noggrann och stresstålig": a quality of the person, not work they did. */
const PERSONAL_QUALITY =
  /^(?:calm|careful|reliable|dependable|friendly|punctual|hard[- ]?working|flexible|organi[sz]ed|positive|motivated|self[- ]motivated|dedicated|passionate|enthusiastic|driven|detail[- ]oriented|proactive|energetic|honest|patient|curious|creative|outgoing|team player|lugn|noggrann|pålitlig|flexibel|positiv|engagerad|ansvarsfull|social|strukturerad|stresstålig|serviceinriktad|prestigelös)(?!\p{L})/iu;
/** "Holder of a forklift licence", "Full UK driving licence", "Known for…": a credential or a reputation, not work. */
const HELD_NOT_DONE =
  /^(?:holder|known|full|clean|valid)(?!\p{L})|(?<!\p{L})(?:licen[cs]e|körkort|certificate|certified|certifierad|qualified|qualification|behörig|cscs card|driver card)(?!\p{L})/iu;
/**
 * The first word of a work item names work as a noun ("Bookkeeping for 40 clients", "Goods
 * receiving", "Packning och utleverans", "Städning av konferensrum"); anything else may be a verb
 * the lists above do not know ("Calibrate pipettes monthly", "Byter varmvattenberedare"), which
 * "my work has included …" cannot carry.
 */
const NOUN_FIRST: Record<'en' | 'sv', RegExp> = {
  en: /^\p{L}+(?:ing|tion|sion|ment|ance|ence|ery|ship|ness|ity|ics|als|ods)(?!\p{L})/iu,
  sv: /^\p{L}+(?:ning|ing|het|else|tion|sion|ande|ende|skap)(?!\p{L})/iu,
};
/** A programme or degree is what one studied, not work. */
const STUDIES = /program(?:me|met)?\b|examen|utbildning|degree|diploma/i;

export function readWorkItems(cvText: string, used: ReadonlySet<string>): string[] {
  return readTextUnits(cvText)
    .filter((unit) => unit.complete)
    .map((unit) => unit.text.replace(/[.]$/, ''))
    .filter((text) => {
      const words = wordCount(text);
      if (words === 0) return false;
      return (
        words >= MIN_ITEM_WORDS &&
        words <= MAX_ITEM_WORDS &&
        !used.has(text) &&
        !used.has(`${text}.`) &&
        !/[.!?:;]/.test(text) &&
        !FIRST_PERSON.test(text) &&
        !startsWithActionVerb(text) &&
        !PAST_TENSE_START.test(text) &&
        !STUDIES.test(text) &&
        (NOUN_FIRST.en.test(text) || NOUN_FIRST.sv.test(text) || opensWithNoun(text)) &&
        !PERSONAL_QUALITY.test(text) &&
        !HELD_NOT_DONE.test(text) &&
        // In "my work has included A, B as well as C" an item's own comma would blur where it ends.
        !text.includes(',') &&
        // "Svenska (modersmål)": languages spoken, not work.
        !findSkills(text).some((skill) => skill.category === 'languages') &&
        !hasRoleWord(text) &&
        !CONTACT.test(text) &&
        !DATE_RANGE.test(text) &&
        !/(?:19|20)\d{2}/.test(text) &&
        !isListLike(text) &&
        !/[•·|]|\s[–—-]\s/.test(text) &&
        !isRoleHeading(text) &&
        // Mostly capitalised words is a line of names (employers, certificates), not a description of work.
        (text.match(/(?:^|\s)\p{Lu}/gu)?.length ?? 0) * 2 <= words &&
        /\p{Ll}/u.test(text.slice(1))
      );
    })
    .slice(0, MAX_ITEMS);
}
