import { SKILL_LEXICON, type SkillCategory } from './skill-lexicon';

export interface Skill {
  /** The English display name from the lexicon; also the skill's identity. */
  readonly name: string;
  readonly svName: string | null;
  readonly category: SkillCategory;
  /** A case-sensitive name ("pandas", "dbt") is never capitalised. */
  readonly keepsCase: boolean;
}

export interface SkillMention {
  skill: Skill;
  /** The words as written in the text. */
  text: string;
}

interface CompiledAlias {
  skill: Skill;
  /** For a one-word prefix or inflectable alias: the lower-case stem a word must start with. */
  stem: string | null;
  /** Sticky pattern that matches the alias at a position, right boundary included. */
  pattern: RegExp;
  /** Non-word characters the alias starts with ('.' of '.NET'); the match starts that far before the word. */
  lead: number;
  needsListContext: boolean;
  /** Letters of the alias as written: of equally long matches the more specific alias wins. */
  specificity: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** After a skill: not a letter or digit, not the '+'/'#' of C++/C#, not '&' (R&D), not '.js' (Node.js). */
const RIGHT_BOUNDARY = '(?![\\p{L}\\p{N}_+#&]|\\.[\\p{L}\\p{N}])';
const SEPARATOR = '[\\s\\u00a0-]+';
/**
 * Definite and plural endings ("journalsystemet", "kundservicen", "redovisningen", "mentors"),
 * accepted after one-word, case-insensitive aliases of at least INFLECTABLE_LENGTH letters.
 */
const INFLECTION = '(?:arna|erna|orna|ens|ets|en|et|na|ar|er|or|ns|ts|n|t|s)?';
const INFLECTABLE_LENGTH = 5;

/** Words that may stand next to an ambiguous short name ('~R', '~Go') for it to count as the skill. */
const LIST_WORDS_BEFORE = new Set(
  'and or och eller samt in i with med using including inklusive like as such of av knowledge kunskap kunskaper erfarenhet experience skills e.g'.split(' '),
);
const LIST_WORDS_AFTER = new Set(
  'and or och eller samt programming programmering developer developers utvecklare development utveckling experience erfarenhet language språk code kod skills scripts scripting packages libraries is är'.split(' '),
);
const LIST_CHARS_BEFORE = new Set([',', ';', '/', '(', '|', '•', '·', '*', ':', '-', '–', '—', '[', '{', '+', '\n']);
const LIST_CHARS_AFTER = new Set([',', ';', '/', ')', '|', '.', ':', ']', '}', '\n']);

/** Web and e-mail addresses are blanked out (same length) so "github.com/jane/go" names no skill. */
const ADDRESSES = /\bhttps?:\/\/\S+|\bwww\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:[\w-]+\.)+(?:com|se|org|io|dev|app|co|nu|eu|uk|de)\/\S*/gi;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Aliases by the lower-case first word they start with; one-word prefix and inflectable aliases by their stem's first three letters. */
interface AliasIndex {
  byFirstWord: Map<string, CompiledAlias[]>;
  byStemStart: Map<string, CompiledAlias[]>;
}

const STEM_KEY_LENGTH = 3;

function addTo(map: Map<string, CompiledAlias[]>, key: string, alias: CompiledAlias): void {
  const bucket = map.get(key);
  if (bucket) bucket.push(alias);
  else map.set(key, [alias]);
}

function compileLexicon(): { skills: Skill[]; index: AliasIndex } {
  const skills: Skill[] = [];
  const index: AliasIndex = { byFirstWord: new Map(), byStemStart: new Map() };
  for (const [category, entries] of Object.entries(SKILL_LEXICON) as [SkillCategory, readonly (readonly string[])[]][]) {
    for (const entry of entries) {
      const aliases = entry.map(parseAlias);
      const display = aliases[0];
      const sv = aliases.find((a) => a.isSwedishName);
      const skill: Skill = {
        name: display.text,
        svName: sv ? sv.text : null,
        category,
        keepsCase: display.caseSensitive,
      };
      skills.push(skill);
      for (const alias of aliases) {
        const compiled = compileAlias(skill, alias);
        if (compiled.stem) addTo(index.byStemStart, compiled.stem.slice(0, STEM_KEY_LENGTH), compiled);
        else addTo(index.byFirstWord, compiled.firstWord, compiled);
      }
    }
  }
  return { skills, index };
}

interface ParsedAlias {
  text: string;
  caseSensitive: boolean;
  needsListContext: boolean;
  isPrefix: boolean;
  isSwedishName: boolean;
}

function parseAlias(raw: string): ParsedAlias {
  let text = raw;
  const isSwedishName = text.startsWith('sv=');
  if (isSwedishName) text = text.slice(3);
  const needsListContext = text.startsWith('~');
  const caseSensitive = needsListContext || text.startsWith('=');
  if (caseSensitive) text = text.slice(1);
  const isPrefix = text.endsWith('*');
  if (isPrefix) text = text.slice(0, -1);
  return { text, caseSensitive, needsListContext, isPrefix, isSwedishName };
}

function compileAlias(skill: Skill, alias: ParsedAlias): CompiledAlias & { firstWord: string } {
  const lead = /^[^\p{L}\p{N}]*/u.exec(alias.text)![0].length;
  const firstWord = /[\p{L}\p{N}]+/u.exec(alias.text)?.[0].toLowerCase();
  if (!firstWord) throw new Error(`Skill alias without a letter or digit: ${alias.text}`);
  const isOneWord = firstWord.length === alias.text.length;
  if (alias.isPrefix && (!isOneWord || firstWord.length <= STEM_KEY_LENGTH)) {
    throw new Error(`A prefix alias must be one word of more than ${STEM_KEY_LENGTH} letters: ${alias.text}*`);
  }
  const inflectable = !alias.isPrefix && !alias.caseSensitive && isOneWord && firstWord.length >= INFLECTABLE_LENGTH;
  const body = alias.text.split(/[\s-]+/).filter(Boolean).map(escapeRegExp).join(SEPARATOR);
  const ending = alias.isPrefix ? '[\\p{L}\\p{N}]*' : inflectable ? INFLECTION : '';
  const source = body + ending + RIGHT_BOUNDARY;
  return {
    skill,
    firstWord,
    stem: alias.isPrefix || inflectable ? firstWord : null,
    pattern: new RegExp(source, alias.caseSensitive ? 'uy' : 'iuy'),
    lead,
    needsListContext: alias.needsListContext,
    specificity: alias.text.length,
  };
}

const LEXICON = compileLexicon();

/** Every skill of the lexicon, in lexicon order. */
export const ALL_SKILLS: readonly Skill[] = LEXICON.skills;

/** NFC, and web and e-mail addresses blanked out; the text every matcher reads. */
export function prepareText(text: string): string {
  return text.normalize('NFC').replace(ADDRESSES, (address) => ' '.repeat(address.length));
}

function startsCleanly(text: string, start: number): boolean {
  if (start < 0) return false;
  if (start === 0) return true;
  const before = text[start - 1];
  if (WORD_CHAR.test(before) || before === '_' || before === '&') return false;
  // "Vue.js" does not mention JS, and "ASP.NET" is not a word "NET".
  return !(before === '.' && start >= 2 && WORD_CHAR.test(text[start - 2]));
}

function neighbourWord(text: string, from: number, direction: -1 | 1): { char: string | null; word: string | null } {
  let i = from;
  while (i >= 0 && i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\u00a0')) i += direction;
  if (i < 0 || i >= text.length) return { char: null, word: null };
  const char = text[i];
  if (!WORD_CHAR.test(char)) return { char, word: null };
  let j = i;
  while (j >= 0 && j < text.length && WORD_CHAR.test(text[j])) j += direction;
  const word = direction === 1 ? text.slice(i, j) : text.slice(j + 1, i + 1);
  return { char, word: word.toLowerCase() };
}

/** "Python, R and SQL" or "- Go" yes; "John R. Smith", "Go to our site" or "Vitamin C" no. */
function inListContext(text: string, start: number, end: number): boolean {
  const before = neighbourWord(text, start - 1, -1);
  const after = neighbourWord(text, end, 1);
  const beforeOk = before.char === null || (before.word ? LIST_WORDS_BEFORE.has(before.word) : LIST_CHARS_BEFORE.has(before.char));
  const afterOk = after.char === null || (after.word ? LIST_WORDS_AFTER.has(after.word) : LIST_CHARS_AFTER.has(after.char));
  return beforeOk && afterOk;
}

interface AliasMatch {
  alias: CompiledAlias;
  start: number;
  end: number;
}

function candidatesFor(word: string): CompiledAlias[] {
  const lower = word.toLowerCase();
  const exact = LEXICON.index.byFirstWord.get(lower) ?? [];
  const stems = LEXICON.index.byStemStart.get(lower.slice(0, STEM_KEY_LENGTH));
  return stems ? [...exact, ...stems.filter((a) => lower.startsWith(a.stem!))] : exact;
}

/** The longest match at the word ("SQL Server" over "SQL"); of equal ones, the longest alias ("fastighetsförvaltning" over "fastighet*"). */
function matchAt(text: string, wordStart: number, candidates: CompiledAlias[]): AliasMatch | null {
  let best: AliasMatch | null = null;
  for (const alias of candidates) {
    const start = wordStart - alias.lead;
    if (!startsCleanly(text, start)) continue;
    alias.pattern.lastIndex = start;
    const match = alias.pattern.exec(text);
    if (!match) continue;
    const end = start + match[0].length;
    if (alias.needsListContext && !inListContext(text, start, end)) continue;
    if (!best || end > best.end || (end === best.end && alias.specificity > best.alias.specificity)) best = { alias, start, end };
  }
  return best;
}

/** Every skill mention in the text, left to right, longest alias first and without overlaps. */
export function findSkillMentions(rawText: string): SkillMention[] {
  const text = prepareText(rawText);
  const mentions: SkillMention[] = [];
  let consumedUntil = 0;
  for (const word of text.matchAll(WORD)) {
    const wordStart = word.index;
    if (wordStart < consumedUntil) continue;
    const candidates = candidatesFor(word[0]);
    if (candidates.length === 0) continue;
    const found = matchAt(text, wordStart, candidates);
    if (!found || found.start < consumedUntil) continue;
    mentions.push({ skill: found.alias.skill, text: text.slice(found.start, found.end) });
    consumedUntil = found.end;
  }
  return mentions;
}

/** The distinct skills the text mentions, in order of first mention. */
export function findSkills(text: string): Skill[] {
  return [...new Set(findSkillMentions(text).map((m) => m.skill))];
}

/** The lexicon skill a free-text name stands for ("Postgres" → PostgreSQL), if the whole name is one alias. */
export function resolveSkill(name: string): Skill | undefined {
  const trimmed = name.trim();
  const mentions = findSkillMentions(trimmed);
  return mentions.length === 1 && mentions[0].text.length === prepareText(trimmed).length ? mentions[0].skill : undefined;
}

/** Whether the text contains the phrase as whole words, case-insensitively, any spacing or hyphenation. */
export function containsPhrase(text: string, phrase: string): boolean {
  const words = phrase.normalize('NFC').trim().split(/[\s-]+/).filter(Boolean);
  if (words.length === 0) return false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${words.map(escapeRegExp).join(SEPARATOR)}${RIGHT_BOUNDARY}`, 'iu');
  return pattern.test(prepareText(text));
}

/**
 * How a letter talks about a skill: a `tool` is something named one works with ("TypeScript",
 * "TakeCare"), a `practice` something one does ("project management", "triage"), a `language` one
 * speaks, a `personal` quality ("communication", "teamwork") something the letter does not claim in passing.
 */
export type SkillKind = 'tool' | 'practice' | 'language' | 'personal';

export function skillKind(skill: Skill): SkillKind {
  if (skill.category === 'languages') return 'language';
  if (skill.category === 'general') return 'personal';
  // Display names are written as they read mid-sentence: a capital (or a kept case) marks a name.
  return skill.keepsCase || /^[^\p{Ll}]/u.test(skill.name) ? 'tool' : 'practice';
}

/** The name to show in a letter or a list in the given language. */
export function skillName(skill: Skill, language: 'en' | 'sv'): string {
  return language === 'sv' && skill.svName ? skill.svName : skill.name;
}

/** The name as a list item: capitalised ("Project management", "Svenska"), except case-sensitive names ("pandas"). */
export function skillLabel(skill: Skill, language: 'en' | 'sv'): string {
  const name = skillName(skill, language);
  return skill.keepsCase ? name : name[0].toUpperCase() + name.slice(1);
}
