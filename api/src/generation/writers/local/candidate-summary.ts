import { findSkillMentions } from '../../skills/skill-matcher';
import type { LetterLanguage } from './language';
import { hasRoleWord } from './role-words';
import { cleanLine, englishArticle, lowerFirst, wordCount } from './text';
import { readTextUnits } from './text-units';

const SUMMARY_HEADING =
  /^(?:summary|professional summary|profile|professional profile|personal profile|about me|introduction|sammanfattning|profil|personlig profil|om mig|presentation)\s*:?$/i;
const MAX_WORDS = 40;
/** The description before its first "with", "who", comma…: "Backend engineer" of "Backend engineer with eight years…". */
const HEAD = /^(.*?)(?:\s+(?:with|who|that|specialised|specialized|focused|med|som|inom)\b|,|$)/iu;

/** "Backend engineer" → "backend engineer"; names and acronyms ("TypeScript developer", "UX designer") keep their case. */
/** Words English always writes with a capital ("English teacher", "French tutor"). */
const ALWAYS_CAPITAL =
  /^(?:English|Swedish|French|German|Spanish|Italian|Finnish|Norwegian|Danish|Arabic|Chinese|Japanese|British|European|Nordic|Scandinavian)\b/;

/** Small words a title set in title case keeps in lower case ("Chef de Partie", "Head of Sales"). */
const TITLE_PARTICLE = /^(?:de|of|and|&|the|for|in|to)$/;

/**
 * The description as it reads mid-sentence. A head in title case ("Site Manager", "Chef de Partie")
 * goes to lower case word by word, but for what English always capitalises and names the lexicon
 * knows ("Salesforce administrator"); otherwise only its first word.
 */
function asMidSentence(text: string, head: string): string {
  const words = head.split(/\s+/);
  const named = new Set(findSkillMentions(head).flatMap((m) => (/^\p{Lu}/u.test(m.skill.name) ? m.text.split(/\s+/) : [])));
  const titleCase = words.length >= 2 && words.every((w) => TITLE_PARTICLE.test(w) || /^\p{Lu}/u.test(w));
  if (titleCase) {
    const lowered = words.map((w) => (/^\p{Lu}\p{Ll}+$/u.test(w) && !ALWAYS_CAPITAL.test(w) && !named.has(w) ? w.toLowerCase() : w)).join(' ');
    return lowered + text.slice(head.length);
  }
  return /^\p{Lu}\p{Ll}+(?![\p{L}])/u.test(text) && !ALWAYS_CAPITAL.test(text) && !named.has(words[0]) ? lowerFirst(text) : text;
}

/** Adjectives that class a professional ("legitimerad sjuksköterska"), which Swedish says without "en"; any other adjective takes it ("en noggrann lokalvårdare"). */
const SWEDISH_CLASSIFIER = /^(?:legitimerad|utbildad|certifierad|auktoriserad|diplomerad|behörig|erfaren|nyexaminerad|nyutbildad|examinerad|senior|junior)$/i;

/** "Jag är en noggrann och snabb lokalvårdare", but "Jag är legitimerad sjuksköterska". */
function swedishArticle(head: string): string {
  const [first] = head.split(/\s+/);
  if (head.split(/\s+/).length < 2 || SWEDISH_CLASSIFIER.test(first) || hasRoleWord(first)) return '';
  return /biträde$/i.test(head) ? 'ett ' : 'en ';
}

/**
 * "Senior backend engineer", "Legitimerad sjuksköterska": a description of a person, not an event
 * or a list of names ("DevFest Seoul by Google Developer Group Korea").
 */
function describesAPerson(head: string): boolean {
  const words = head.split(/\s+/);
  const names = words.slice(1).filter((w) => /^\p{Lu}\p{Ll}/u.test(w));
  return words.length <= 8 && names.length <= 1 && !/\b(?:by|at|hos|på|av)\b/i.test(head);
}

/**
 * The first sentence of the CV's summary or profile as the letter's own: "Backend engineer with
 * eight years…" → "I am a backend engineer with eight years…", "Legitimerad sjuksköterska med…" →
 * "Jag är legitimerad sjuksköterska med…". Only a sentence that describes the candidate by a role
 * (or already speaks as "I"/"Jag"); otherwise null.
 */
export function readSummarySentence(cvText: string, language: LetterLanguage): string | null {
  const rawLines = cvText.split(/\r?\n/);
  const heading = rawLines.findIndex((line) => SUMMARY_HEADING.test(cleanLine(line)));
  if (heading < 0) return null;
  const first = readTextUnits(cvText).find((unit) => unit.line > heading);
  if (!first || !first.complete || wordCount(first.text) > MAX_WORDS) return null;
  // "…runs its social accounts; completed a certificate in 2026.": the clause after the semicolon has no subject of its own in a letter.
  const sentence = first.text.replace(/;\s+\p{Ll}.*$/u, '');
  const text = /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  if (language === 'en' && /^I\s/.test(text)) return text;
  if (language === 'sv' && /^Jag\s/.test(text)) return text;
  const head = HEAD.exec(text)?.[1] ?? '';
  if (!hasRoleWord(head) || !describesAPerson(head)) return null;
  const description = asMidSentence(text, head);
  return language === 'en' ? `I am ${englishArticle(description)} ${description}` : `Jag är ${swedishArticle(head)}${description}`;
}
