import { findSkills, type Skill, type SkillKind } from '../../skills/skill-matcher';
import type { RecentRole } from './candidate-profile';
import type { LetterLanguage } from './language';
import { LETTER_LENGTH_WORDS, type LetterLength, type LetterTone, type WordRange } from '@coverletter/contracts';
import type { EvidenceLine } from './letter-phrases';
import { phrasesFor } from './letter-tones';
import { wordCount } from './text';

/** The standard letter's target (issue 13: 250-350 words). */
export const MIN_LETTER_WORDS = LETTER_LENGTH_WORDS.standard.target.min;
export const MAX_LETTER_WORDS = LETTER_LENGTH_WORDS.standard.target.max;
/** CV examples a letter starts with; more are added (up to all of `evidence`) only while it is short. */
export const BASE_EVIDENCE = 3;

export interface LetterSkill {
  skill: Skill;
  /** As it reads in a sentence of the letter's language. */
  name: string;
  kind: SkillKind;
}

/** Everything the letter may say, already decided and grounded in the CV and the posting. */
export interface LetterPlan {
  language: LetterLanguage;
  company: string | null;
  title: string | null;
  name: string | null;
  role: RecentRole | null;
  previousRole: RecentRole | null;
  /** The CV's degree as a sentence ("I hold an MSc in Computer Science from KTH…"), if it reads clearly. */
  education: string | null;
  /** The CV's own summary sentence in the first person, if it has one. */
  summary: string | null;
  strongMatch: boolean;
  /** The CV and the posting are far apart: the letter says so and speaks of what carries over. */
  lowMatch: boolean;
  /** The candidate's roles are not the posting's (a career change): the opening says where they come from, never that they already do the work. */
  careerChange?: boolean;
  /** The user's choices (issue 13); absent means standard and formal. */
  length?: LetterLength;
  tone?: LetterTone;
  /** Chooses among wordings: from the inputs, each phrase from its own bits of it. */
  seed: number;
  /** 0 for the first letter; added to every phrase's choice, so a rewrite changes each wording. */
  variant: number;
  /** The skills the letter opens with, and whether the posting requires them (or only mentions them). */
  headline: { skills: LetterSkill[]; required: boolean };
  /** The nice-to-have tools and practices the candidate shows. */
  niceSkills: LetterSkill[];
  /** The licences and certifications the posting asks for and the CV shows ("körkort"). */
  credentials: string[];
  /** Every other matched skill, most important first; the letter names those not named yet. */
  otherSkills: LetterSkill[];
  gaps: string[];
  /** CV sentences showing the skills in use, best first. */
  evidence: EvidenceLine[];
  /** CV items that are no sentence ("Beställningar och lagerhållning"), used while the letter is short. */
  workItems: string[];
  /** What the posting says about the employer, as clauses ("Acme Cloud builds tools…"). */
  employerClauses: string[];
  /** What the posting says the job is, as verb phrases ("design and build services…"). */
  duties: string[];
  /** The first duty that uses a skill the candidate shows, with that skill as the letter names it: what they would take on first. */
  firstDuty?: { duty: string; skill: string } | null;
}

const MAX_OTHER: Record<SkillKind, number> = { tool: 4, practice: 3, language: 3, personal: 0 };

function namesOf(skills: LetterSkill[], kind: SkillKind): string[] {
  return skills
    .filter((s) => s.kind === kind)
    .slice(0, MAX_OTHER[kind])
    .map((s) => s.name);
}

/** The wording chosen for one phrase: the seed mixed with the phrase's number, so phrases do not move together across letters. */
export function wordingPick(seed: number, phrase: number, variant: number): number {
  let h = (seed ^ Math.imul(phrase + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) + variant;
}

/** How much of the plan one rendering uses: the composer grows or trims it towards the length's target. */
interface Amount {
  evidence: number;
  clauses: number;
  items: number;
  /** The extras paragraph (other tools, practices, languages), the duties sentence and the earlier role and education. */
  extras: boolean;
  duties: boolean;
  /** The education sentence: the first background to go when a letter is long. */
  education: boolean;
  background: boolean;
  /** The duty the candidate would take on first, told on its own. */
  firstDuty: boolean;
}

/** Examples for the skills the letter opened with, then for other skills ("As for Python, …"), then other accomplishments: an example is never given for a skill it does not show. */
function examples(plan: LetterPlan, count: number, headlineNames: ReadonlySet<string>): string[] {
  const p = phrasesFor(plan.language, plan.tone);
  const lines = plan.evidence.slice(0, count);
  const showsHeadline = (line: EvidenceLine) => (line.skills ?? []).some((name) => headlineNames.has(name));
  const forHeadline = headlineNames.size ? lines.filter(showsHeadline) : [];
  const forOthers = lines.filter((line) => !forHeadline.includes(line) && (line.skills ?? []).length > 0);
  const plain = lines.filter((line) => !forHeadline.includes(line) && !forOthers.includes(line));
  // A skill is introduced once ("As for Python, …"); a further line for it follows as one more example.
  const introduced = new Set<string>();
  let leads = 0;
  const forOtherSkills = forOthers.map((line) => {
    const fresh = line.skills!.filter((name) => !introduced.has(name)).slice(0, 2);
    fresh.forEach((name) => introduced.add(name));
    return fresh.length ? p.evidenceOf(fresh, line, leads++) : p.evidence(line, 1);
  });
  // Lead-ins count the accomplishments told in the first person; one after a quoted CV line opens with a lead-in again.
  let told = 0;
  let afterQuote = false;
  const accomplishments = plain.map((line) => {
    if (!line.firstPerson) {
      afterQuote = true;
      return p.alsoDone(line, 0);
    }
    if (afterQuote && told % 2) told++;
    afterQuote = false;
    return p.alsoDone(line, told++);
  });
  return [...forHeadline.map((line, i) => p.evidence(line, i)), ...forOtherSkills, ...accomplishments];
}

function paragraphs(plan: LetterPlan, amount: Amount): string[][] {
  const p = phrasesFor(plan.language, plan.tone);
  const { skills: headline, required } = plan.headline;
  const pick = (phrase: number) => wordingPick(plan.seed, phrase, plan.variant);
  const fit = plan.lowMatch ? '' : plan.careerChange ? p.careerMove(plan.role?.title ?? null, pick(1)) : p.fit(plan.strongMatch, plan.company, pick(1));
  const introduction = [
    p.opening(plan.title, plan.company, pick(0)),
    plan.summary ?? '',
    plan.role ? p.role(plan.role) : '',
    amount.background && plan.role && plan.previousRole ? p.previousRole(plan.previousRole) : '',
    amount.background && amount.education ? (plan.education ?? '') : '',
    fit,
  ];
  const names = headline.map((s) => s.name);
  const skills = [
    plan.lowMatch ? p.transferable(plan.role?.title ?? null, [...names, ...plan.otherSkills.map((s) => s.name)].slice(0, 3)) : '',
    names.length && !plan.lowMatch ? (required ? p.asksFor(names) : p.mentions(names)) : '',
    ...examples(plan, amount.evidence, new Set(plan.lowMatch ? [] : names)),
    amount.items ? p.alsoIncluded(plan.workItems.slice(0, amount.items)) : '',
  ];
  const nice = plan.niceSkills;
  // Skills the letter has named so far, in its lists or in the CV's own words.
  const shown = findSkills([...introduction, ...skills].join(' '));
  const named = new Set<Skill>([...shown, ...[...headline, ...nice].map((s) => s.skill)]);
  const credentials = plan.credentials.filter((name) => !shown.some((s) => s.name === name || s.svName === name));
  const others = plan.otherSkills.filter((s) => !named.has(s.skill));
  const [tools, practices, languages] = [namesOf(others, 'tool'), namesOf(others, 'practice'), namesOf(others, 'language')];
  const niceUnshown = nice.filter((s) => !shown.includes(s.skill));
  const extras = [
    niceUnshown.length ? p.niceToHave(niceUnshown.map((s) => s.name)) : '',
    credentials.length ? p.credentials(credentials) : '',
    amount.extras && tools.length ? p.otherTools(tools) : '',
    amount.extras && practices.length ? p.otherPractices(practices) : '',
    amount.extras && languages.length ? p.languages(languages) : '',
    plan.gaps.length && !plan.lowMatch ? p.gaps(plan.gaps) : '',
  ];
  // The motivation and closing name what the letter opened with, a practice ("backend development") before a tool
  // ("Java"); another skill only when it opened with none (an industry it merely mentions, "insurance", is no one's work).
  const opening = headline.find((s) => s.kind === 'practice') ?? headline[0];
  const topSkill = (opening ?? plan.otherSkills.find((s) => s.kind === 'practice') ?? plan.otherSkills[0])?.name ?? null;
  // A letter far from the posting (or a career change) does not call the role its "next step" or volunteer for its duties as work it already does.
  const changing = plan.lowMatch || plan.careerChange;
  const motivation = [
    ...plan.employerClauses.slice(0, amount.clauses).map((clause, i) => p.employer(clause, i, pick(5))),
    ...dutySentences(plan, amount, shown, pick(6)),
    changing ? p.careerChange(plan.company, plan.title, pick(2)) : p.motivation(plan.company, plan.title, topSkill, pick(2)),
  ];
  // One sentence alone ("I have the driving licence your posting asks for.") is no paragraph: it closes the one before.
  const body = extras.filter(Boolean).length === 1 && skills.some(Boolean) ? [[...skills, ...extras]] : [skills, extras];
  return [[p.greeting(plan.company, pick(4))], introduction, ...body, motivation, [p.closing(plan.company, topSkill, pick(3))], [p.signOff(plan.name)]];
}

/**
 * The posting's duties the candidate would take on, the first one that uses a skill they show on its
 * own when the letter has room. A duty whose skills the letter has already shown is not read back to
 * the employer: it would only repeat their own posting.
 */
function dutySentences(plan: LetterPlan, amount: Amount, shown: readonly Skill[], pick: number): string[] {
  if (!amount.duties || plan.lowMatch || !plan.duties.length) return [];
  const p = phrasesFor(plan.language, plan.tone);
  const first = amount.firstDuty ? plan.firstDuty : null;
  const told = (duty: string) => {
    const skills = findSkills(duty);
    return skills.length > 0 && skills.every((skill) => shown.includes(skill));
  };
  const rest = plan.duties.filter((duty) => duty !== first?.duty && !told(duty));
  return [rest.length ? p.duties(rest, pick) : '', first ? p.firstDuty(first.duty, first.skill) : ''];
}

function render(plan: LetterPlan, amount: Amount): string {
  return (
    paragraphs(plan, amount)
      .map((paragraph) => paragraph.filter(Boolean).join(' '))
      .filter(Boolean)
      .join('\n\n')
      // A name ending in a full stop ("Greenloop Outdoor Co.") ends its sentence with it.
      .replace(/(?<=\b(?:Co|Inc|Ltd|Corp|Bros)\.)\./g, '')
  );
}

export interface ComposedText {
  text: string;
  /** The letter is below its length's target with everything the CV and the posting give: it was not padded. */
  materialExhausted: boolean;
}

/** The words a letter of the plan's length aims for. */
export function targetWords(plan: Pick<LetterPlan, 'length'>): WordRange {
  return LETTER_LENGTH_WORDS[plan.length ?? 'standard'].target;
}

/**
 * The letter text, within its length's target (LETTER_LENGTH_WORDS) where the CV and the posting
 * give enough to say. It starts with three CV examples and one sentence about the employer; while
 * it is short it adds the remaining examples, the second sentence about the employer and the CV's
 * work items; while it is long it drops examples (keeping one), the employer sentence, the list of
 * other skills, the duties, the education and the earlier role. It never pads: a thin CV gives a shorter letter.
 */
export function composeLetterText(plan: LetterPlan): ComposedText {
  const target = targetWords(plan);
  const amount: Amount = {
    evidence: Math.min(BASE_EVIDENCE, plan.evidence.length),
    clauses: Math.min(1, plan.employerClauses.length),
    items: 0,
    extras: true,
    duties: true,
    education: true,
    background: true,
    firstDuty: false,
  };
  let text = render(plan, amount);
  const grow = (): boolean => {
    if (amount.evidence < plan.evidence.length) amount.evidence += 1;
    else if (amount.clauses < plan.employerClauses.length) amount.clauses += 1;
    else if (!amount.firstDuty && plan.firstDuty) amount.firstDuty = true;
    else if (amount.items < plan.workItems.length) amount.items += 1;
    else return false;
    return true;
  };
  while (wordCount(text) < target.min && grow()) text = render(plan, amount);
  const trim = (): boolean => {
    if (amount.items > 0) amount.items -= 1;
    else if (amount.firstDuty) amount.firstDuty = false;
    else if (amount.evidence > 1) amount.evidence -= 1;
    else if (amount.clauses > 0) amount.clauses -= 1;
    else if (amount.extras) amount.extras = false;
    else if (amount.duties) amount.duties = false;
    else if (amount.education) amount.education = false;
    else if (amount.background) amount.background = false;
    else return false;
    return true;
  };
  while (wordCount(text) > target.max && trim()) text = render(plan, amount);
  return { text, materialExhausted: wordCount(text) < target.min };
}

export function composeLetter(plan: LetterPlan): string {
  return composeLetterText(plan).text;
}
