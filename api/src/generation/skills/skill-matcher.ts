import { SKILL_LEXICON, type SkillCategory } from './skill-lexicon';
import { englishWordForms } from './word-forms';

export interface Skill {
  /** The English display name from the lexicon; also the skill's identity. */
  readonly name: string;
  readonly svName: string | null;
  readonly category: SkillCategory;
  /** A case-sensitive name ("pandas", "dbt") is never capitalised. */
  readonly keepsCase: boolean;
  /** The wider skill this one is a kind of ("TIG welding" → welding), written '^welding' in the lexicon. */
  readonly broader?: Skill;
}

export interface SkillMention {
  skill: Skill;
  /** The words as written in the text. */
  text: string;
}

interface CompiledAlias {
  skill: Skill;
  /** For an alias whose first word varies (prefix, inflection, word forms): the lower-case stem a word must start with. */
  stem: string | null;
  /** Sticky pattern that matches the alias at a position, right boundary included; built on first use (thousands of aliases, few tried per text). */
  pattern: () => RegExp;
  /** Non-word characters the alias starts with ('.' of '.NET'); the match starts that far before the word. */
  lead: number;
  needsListContext: boolean;
  /** Letters of the alias as written: of equally long matches the more specific alias wins. */
  specificity: number;
  /** A blocker ('-teaching hospital') names no skill: where it matches, the words are used up and nothing is found. */
  isBlocker: boolean;
  /** Capture groups of the pattern that are gaps ('...'): their words stay free for other skills. */
  gapCount: number;
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
/** A '...' gap in an alias: up to three words in between ("administered oral and IV medications"; "S1–S3" is one), within one line or a wrapped one. */
const GAP = "((?:(?:[ \\t\\u00a0]+|[ \\t\\u00a0]*,?[ \\t\\u00a0]*\\n[ \\t\\u00a0]*|,[ \\t\\u00a0]+)[\\p{L}\\p{N}][\\p{L}\\p{N}/'’–-]*){0,3})";
/** Blockers win a tie with a skill alias of the same length. */
const BLOCKER_SPECIFICITY = 1000;

/** Words that may stand next to an ambiguous short name ('~R', '~Go') for it to count as the skill. */
const LIST_WORDS_BEFORE = new Set(
  'and or och eller samt in i with med using including inklusive like as such of av knowledge kunskap kunskaper erfarenhet experience skills e.g'.split(' '),
);
const LIST_WORDS_AFTER = new Set(
  'and or och eller samt programming programmering developer developers utvecklare development utveckling experience erfarenhet language språk code kod skills scripts scripting packages libraries is är'.split(
    ' ',
  ),
);
const LIST_CHARS_BEFORE = new Set([',', ';', '/', '(', '|', '•', '·', '*', ':', '-', '–', '—', '[', '{', '+', '\n']);
const LIST_CHARS_AFTER = new Set([',', ';', '/', ')', '|', '.', ':', ']', '}', '\n']);

/** Web and e-mail addresses are blanked out (same length) so "github.com/jane/go" names no skill. */
const ADDRESSES = /\bhttps?:\/\/\S+|\bwww\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:[\w-]+\.)+(?:com|se|org|io|dev|app|co|nu|eu|uk|de)\/\S*/gi;
/**
 * A field the candidate is heading for, not one they have worked in ("English teacher moving into
 * content marketing", "på väg in i UX-design"): up to the end of its clause, it shows no skill.
 */
const INTENT =
  /(?<!\p{L})(?:moving into|moving to|transitioning (?:in)?to|switching to|changing careers? to|aspiring|seeking (?:a )?(?:role|position|job)s? (?:in|as)|på väg (?:in i|mot|till)|vill byta till|söker mig till)(?!\p{L})[^.,;:!?\n|•·]*/giu;

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
  const broaderNames = new Map<Skill, string>();
  for (const [category, entries] of Object.entries(SKILL_LEXICON) as [SkillCategory, readonly (readonly string[])[]][]) {
    for (const entry of entries) {
      const broader = entry.find((raw) => raw.startsWith('^'));
      const aliases = entry.filter((raw) => raw !== broader).map(parseAlias);
      const display = aliases[0];
      const sv = aliases.find((a) => a.isSwedishName);
      const skill: Skill = {
        name: display.text,
        svName: sv ? sv.text : null,
        category,
        keepsCase: display.caseSensitive,
      };
      skills.push(skill);
      if (broader) broaderNames.set(skill, broader.slice(1));
      for (const alias of aliases) {
        const compiled = compileAlias(skill, alias);
        if (compiled.stem) addTo(index.byStemStart, compiled.stem.slice(0, STEM_KEY_LENGTH), compiled);
        else addTo(index.byFirstWord, compiled.firstWord, compiled);
      }
    }
  }
  for (const [skill, name] of broaderNames) {
    const wider = skills.find((s) => s.name === name);
    if (!wider || wider === skill) throw new Error(`Unknown broader skill '${name}' of ${skill.name}`);
    (skill as { broader?: Skill }).broader = wider;
  }
  return { skills, index };
}

interface ParsedAlias {
  /** The alias as it reads (markers '*', '+' and '...' removed); the display and Swedish names. */
  text: string;
  /** The alias with its word markers ('projektled*', 'administer+ ... medication+'). */
  source: string;
  caseSensitive: boolean;
  needsListContext: boolean;
  isPrefix: boolean;
  isSwedishName: boolean;
  isBlocker: boolean;
}

function parseAlias(raw: string): ParsedAlias {
  let text = raw;
  const isBlocker = text.startsWith('-');
  if (isBlocker) text = text.slice(1);
  const isSwedishName = text.startsWith('sv=');
  if (isSwedishName) text = text.slice(3);
  const needsListContext = text.startsWith('~');
  const caseSensitive = needsListContext || text.startsWith('=');
  if (caseSensitive) text = text.slice(1);
  const source = text;
  const isPrefix = !source.includes(' ') && source.endsWith('*');
  const readable = source
    .split(' ')
    .filter((word) => word !== '...')
    .map((word) => (/\p{L}[*+]$/u.test(word) ? word.slice(0, -1) : word))
    .join(' ');
  return { text: readable, source, caseSensitive, needsListContext, isPrefix, isSwedishName, isBlocker };
}

/** A word's pattern: 'stem*' any word it starts, 'word+' its English forms, else as written; and the stem a text word must start with, if it varies. */
function wordPattern(word: string, isLast: boolean, inflectable: boolean, indexed = true): { source: string; stem: string | null } {
  const hyphen = word.lastIndexOf('-');
  if (/\p{L}[*+]$/u.test(word) && hyphen > 0) {
    // 'e-handels*', 'cross-sell+': the parts before the last hyphen as written, the marker on the last.
    const head = word.slice(0, hyphen).split('-').filter(Boolean).map(escapeRegExp).join(SEPARATOR);
    return { source: head + SEPARATOR + wordPattern(word.slice(hyphen + 1), isLast, inflectable, false).source, stem: null };
  }
  if (/\p{L}\*$/u.test(word)) {
    const stem = word.slice(0, -1);
    if (indexed && stem.length <= STEM_KEY_LENGTH) throw new Error(`A prefix must have more than ${STEM_KEY_LENGTH} letters: ${word}`);
    return { source: escapeRegExp(stem) + '[\\p{L}\\p{N}]*', stem: stem.toLowerCase() };
  }
  if (/\p{L}\+$/u.test(word)) {
    const forms = englishWordForms(word.slice(0, -1));
    return { source: `(?:${forms.map(escapeRegExp).join('|')})`, stem: commonPrefix(forms).toLowerCase() };
  }
  const parts = word.split('-').filter(Boolean).map(escapeRegExp).join(SEPARATOR);
  return { source: parts + (isLast && inflectable ? INFLECTION : ''), stem: isLast && inflectable ? word.toLowerCase() : null };
}

function lazyPattern(source: string, flags: string): () => RegExp {
  let pattern: RegExp | null = null;
  return () => (pattern ??= new RegExp(source, flags));
}

function commonPrefix(words: readonly string[]): string {
  let prefix = words[0];
  for (const word of words) while (!word.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

function compileAlias(skill: Skill, alias: ParsedAlias): CompiledAlias & { firstWord: string } {
  const lead = /^[^\p{L}\p{N}]*/u.exec(alias.source)![0].length;
  const firstWord = /[\p{L}\p{N}]+/u.exec(alias.source)?.[0].toLowerCase();
  if (!firstWord) throw new Error(`Skill alias without a letter or digit: ${alias.source}`);
  const words = alias.source.split(/\s+/).filter(Boolean);
  if (words[0] === '...' || words[words.length - 1] === '...') throw new Error(`A gap must stand between words: ${alias.source}`);
  const isOneWord = firstWord.length === alias.text.length;
  const lastWord = words[words.length - 1];
  // Swedish definite and plural endings for one-word names ("journalsystemet") and the last word of longer ones ("customer services").
  const inflectable = !alias.caseSensitive && /^[\p{L}]+$/u.test(lastWord) && lastWord.length >= INFLECTABLE_LENGTH && (isOneWord || words.length > 1);
  let source = '';
  let stem: string | null = null;
  let gapCount = 0;
  words.forEach((word, i) => {
    if (word === '...') {
      source += GAP;
      gapCount += 1;
      return;
    }
    const part = wordPattern(word, i === words.length - 1, inflectable, i === 0);
    if (i === 0) stem = part.stem && part.stem.length >= STEM_KEY_LENGTH ? part.stem : null;
    source += (i === 0 ? '' : SEPARATOR) + part.source;
  });
  return {
    skill,
    firstWord,
    stem,
    pattern: lazyPattern(source + RIGHT_BOUNDARY, alias.caseSensitive ? 'uyd' : 'iuyd'),
    lead,
    needsListContext: alias.needsListContext,
    specificity: alias.text.length + (alias.isBlocker ? BLOCKER_SPECIFICITY : 0),
    isBlocker: alias.isBlocker,
    gapCount,
  };
}

const LEXICON = compileLexicon();

/** Every skill of the lexicon, in lexicon order. */
export const ALL_SKILLS: readonly Skill[] = LEXICON.skills;

/** NFC, and web and e-mail addresses and stated intentions blanked out; the text every matcher reads. */
export function prepareText(text: string): string {
  const blank = (found: string) => ' '.repeat(found.length);
  return text.normalize('NFC').replace(ADDRESSES, blank).replace(INTENT, blank);
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
  /** The spans of the alias's gaps, whose words other skills may still use. */
  gaps: [number, number][];
}

/** The aliases that may start at a word: contiguous ones, and those with a gap. */
interface Candidates {
  contiguous: CompiledAlias[];
  gapped: CompiledAlias[];
}

const NO_CANDIDATES: Candidates = { contiguous: [], gapped: [] };
/** Candidates by word as written; texts repeat their words, and the lexicon never changes. Emptied when full. */
const candidateCache = new Map<string, Candidates>();
const CANDIDATE_CACHE_SIZE = 50_000;

function candidatesFor(word: string): Candidates {
  const cached = candidateCache.get(word);
  if (cached) return cached;
  const lower = word.toLowerCase();
  const exact = LEXICON.index.byFirstWord.get(lower) ?? [];
  const stems = LEXICON.index.byStemStart.get(lower.slice(0, STEM_KEY_LENGTH));
  const all = stems ? [...exact, ...stems.filter((a) => lower.startsWith(a.stem!))] : exact;
  const candidates = all.length === 0 ? NO_CANDIDATES : { contiguous: all.filter((a) => a.gapCount === 0), gapped: all.filter((a) => a.gapCount > 0) };
  if (candidateCache.size >= CANDIDATE_CACHE_SIZE) candidateCache.clear();
  candidateCache.set(word, candidates);
  return candidates;
}

/** The words found so far: every character used, and where each contiguous alias found (blockers too) ends, by its start. */
interface Taken {
  used: Uint8Array;
  aliasEnds: Map<number, number>;
}

/**
 * Whether the match's words are still free. Of an alias with a gap, the word before the gap and the
 * object after it may instead be exactly an alias found on its own ("planned and delivered teaching"
 * is lesson planning and teaching), but not part of a longer one ("managed accounts payable" is no
 * account management, "teach mathematics and assess students" no "teach … students").
 */
function isFree(taken: Taken, text: string, match: AliasMatch): boolean {
  if (match.gaps.length === 0) {
    for (let i = match.start; i < match.end; i++) if (taken.used[i]) return false;
    return true;
  }
  // The head, too, may be an alias found whole ("dokumentation" in "dokumentation i journalsystemet").
  const headEnd = match.gaps[0][0];
  if (taken.aliasEnds.get(match.start) !== headEnd) for (let i = match.start; i < headEnd; i++) if (taken.used[i]) return false;
  let tailStart = match.gaps[match.gaps.length - 1][1];
  while (tailStart < match.end && !WORD_CHAR.test(text[tailStart])) tailStart += 1;
  // Free words, then at most one alias found whole that ends where the match ends ("in Epic", "the sales team").
  for (let i = tailStart; i < match.end; i++) if (taken.used[i]) return taken.aliasEnds.get(i) === match.end;
  return true;
}

/** The longest free match at the word ("SQL Server" over "SQL"); of equal ones, the longest alias ("fastighetsförvaltning" over "fastighet*"). */
function matchAt(text: string, wordStart: number, candidates: CompiledAlias[], taken: Taken): AliasMatch | null {
  let best: AliasMatch | null = null;
  for (const alias of candidates) {
    const start = wordStart - alias.lead;
    if (!startsCleanly(text, start)) continue;
    const pattern = alias.pattern();
    pattern.lastIndex = start;
    const match = pattern.exec(text);
    if (!match) continue;
    const end = start + match[0].length;
    if (alias.needsListContext && !inListContext(text, start, end)) continue;
    if (!best || end > best.end || (end === best.end && alias.specificity > best.alias.specificity)) {
      const gaps = (match.indices ?? []).slice(1).filter((span): span is [number, number] => !!span);
      const candidate: AliasMatch = { alias, start, end, gaps };
      if (isFree(taken, text, candidate)) best = candidate;
    }
  }
  return best;
}

/** One pass over the text with some of the aliases, marking the words it uses. */
function scan(text: string, words: readonly RegExpExecArray[], taken: Taken, found: { start: number; mention: SkillMention }[], withGaps: boolean): void {
  for (const word of words) {
    const wordStart = word.index;
    if (taken.used[wordStart] && !(withGaps && taken.aliasEnds.has(wordStart))) continue;
    const { contiguous, gapped } = candidatesFor(word[0]);
    const candidates = withGaps ? gapped : contiguous;
    if (candidates.length === 0) continue;
    const match = matchAt(text, wordStart, candidates, taken);
    if (!match) continue;
    taken.used.fill(1, match.start, match.gaps.length > 0 ? match.gaps[0][0] : match.end);
    if (!withGaps) taken.aliasEnds.set(match.start, match.end);
    if (!match.alias.isBlocker) found.push({ start: match.start, mention: { skill: match.alias.skill, text: text.slice(match.start, match.end) } });
  }
}

/**
 * Every skill mention in the text, left to right, longest alias first and without overlaps. Aliases
 * with a gap come second, starting on words the others left: "teach mathematics and assess students"
 * is mathematics teaching and student assessment, not "teach … students"; the words in a gap stay free.
 */
export function findSkillMentions(rawText: string): SkillMention[] {
  return locateMentions(prepareText(rawText)).map(({ mention }) => mention);
}

function locateMentions(text: string): { start: number; mention: SkillMention }[] {
  const taken: Taken = { used: new Uint8Array(text.length), aliasEnds: new Map() };
  const found: { start: number; mention: SkillMention }[] = [];
  const words = [...text.matchAll(WORD)];
  scan(text, words, taken, found, false);
  scan(text, words, taken, found, true);
  return found.sort((a, b) => a.start - b.start);
}

/** What stands between two skills a text offers as a choice: "or", "eller", "and/or". */
const OR_LINK = /^\s*,?\s*(?:or|eller|and\/or|och\/eller)\s+$/iu;

/**
 * The skills a text offers as alternatives: those joined directly by "or" ("Finnish or Swedish",
 * "SAP eller Visma", "Kotlin or Scala" of "Java, Kotlin or Scala"). A comma joins none: in
 * "Docker, Kubernetes, AWS or Azure" only AWS and Azure are a choice. Each group holds two or
 * more distinct skills.
 */
export function findSkillAlternatives(rawText: string): Skill[][] {
  const prepared = prepareText(rawText);
  // "AWS (ECS, Lambda) or GCP": what a bracket adds to a skill stands outside the choice; a choice
  // inside a bracket ("email tools (Klaviyo or Mailchimp)") is one of its own.
  const inBrackets = [...prepared.matchAll(/\(([^()]*)\)/g)].flatMap((m) => alternativesIn(m[1]));
  return [...alternativesIn(prepared.replace(/\([^()]*\)/g, (found) => ' '.repeat(found.length))), ...inBrackets];
}

function alternativesIn(text: string): Skill[][] {
  const groups: Skill[][] = [];
  let group: Skill[] = [];
  let previous: { skill: Skill; end: number } | null = null;
  const close = () => {
    const distinct = [...new Set(group)];
    if (distinct.length >= 2) groups.push(distinct);
    group = [];
  };
  for (const { start, mention } of locateMentions(text)) {
    if (previous && OR_LINK.test(text.slice(previous.end, start))) {
      if (group.length === 0) group.push(previous.skill);
      group.push(mention.skill);
    } else close();
    previous = { skill: mention.skill, end: start + mention.text.length };
  }
  close();
  return groups;
}

/**
 * The distinct skills the text shows, in order of first mention; a kind of skill brings the wider
 * one along right after it ("TIG welding" is welding too), so a CV showing the kind meets a posting
 * that asks for the wider skill.
 */
export function findSkills(text: string): Skill[] {
  const skills = new Set<Skill>();
  for (const { skill } of findSkillMentions(text)) {
    for (let kind: Skill | undefined = skill; kind && !skills.has(kind); kind = kind.broader) skills.add(kind);
  }
  return [...skills];
}

/** The lexicon skill a free-text name stands for ("Postgres" → PostgreSQL), if the whole name is one alias. */
export function resolveSkill(name: string): Skill | undefined {
  const trimmed = name.trim();
  // The whole name as one alias; a skill inside it ("vital signs" in "monitor vital signs") does not count.
  const length = prepareText(trimmed).length;
  return findSkillMentions(trimmed).find((mention) => mention.text.length === length)?.skill;
}

/** Whether the text contains the phrase as whole words, case-insensitively, any spacing or hyphenation. */
export function containsPhrase(text: string, phrase: string): boolean {
  const words = phrase
    .normalize('NFC')
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
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
