import { findSkills, type Skill, type SkillKind } from '../../skills/skill-matcher';
import type { RecentRole } from './candidate-profile';
import type { LetterLanguage } from './language';
import { LETTER_PHRASES, type EvidenceLine } from './letter-phrases';
import { wordCount } from './text';

export const MIN_LETTER_WORDS = 250;
export const MAX_LETTER_WORDS = 400;
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

function paragraphs(plan: LetterPlan, evidenceCount: number, clauseCount: number, itemCount: number): string[][] {
  const p = LETTER_PHRASES[plan.language];
  const { skills: headline, required } = plan.headline;
  const pick = (phrase: number) => wordingPick(plan.seed, phrase, plan.variant);
  const introduction = [
    p.opening(plan.title, plan.company, pick(0)),
    plan.summary ?? '',
    plan.role ? p.role(plan.role) : '',
    plan.role && plan.previousRole ? p.previousRole(plan.previousRole) : '',
    plan.education ?? '',
    plan.lowMatch ? '' : p.fit(plan.strongMatch, plan.company, pick(1)),
  ];
  const names = headline.map((s) => s.name);
  const skills = [
    plan.lowMatch ? p.transferable(plan.role?.title ?? null, [...names, ...plan.otherSkills.map((s) => s.name)].slice(0, 3)) : '',
    names.length && !plan.lowMatch ? (required ? p.asksFor(names) : p.mentions(names)) : '',
    ...plan.evidence.slice(0, evidenceCount).map((line, i) => p.evidence(line, i)),
    itemCount ? p.alsoIncluded(plan.workItems.slice(0, itemCount)) : '',
  ];
  const nice = plan.niceSkills;
  // Skills the letter has named so far, in its lists or in the CV's own words.
  const shown = findSkills([...introduction, ...skills].join(' '));
  const named = new Set<Skill>([...shown, ...[...headline, ...nice].map((s) => s.skill)]);
  const credentials = plan.credentials.filter((name) => !shown.some((s) => s.name === name || s.svName === name));
  const others = plan.otherSkills.filter((s) => !named.has(s.skill));
  const [tools, practices, languages] = [namesOf(others, 'tool'), namesOf(others, 'practice'), namesOf(others, 'language')];
  const extras = [
    nice.length ? p.niceToHave(nice.map((s) => s.name)) : '',
    credentials.length ? p.credentials(credentials) : '',
    tools.length ? p.otherTools(tools) : '',
    practices.length ? p.otherPractices(practices) : '',
    languages.length ? p.languages(languages) : '',
    plan.gaps.length && !plan.lowMatch ? p.gaps(plan.gaps) : '',
  ];
  const topSkill = headline[0]?.name ?? plan.otherSkills[0]?.name ?? null;
  // A letter far from the posting does not volunteer for the posting's duties or call the role its "next step".
  const motivation = [
    ...plan.employerClauses.slice(0, clauseCount).map((clause, i) => p.employer(clause, i)),
    plan.duties.length && !plan.lowMatch ? p.duties(plan.duties) : '',
    plan.lowMatch ? p.careerChange(plan.company, plan.title) : p.motivation(plan.company, plan.title, topSkill, pick(2)),
  ];
  return [[p.greeting(plan.company, pick(4))], introduction, skills, extras, motivation, [p.closing(plan.company, topSkill, pick(3))], [p.signOff(plan.name)]];
}

function render(plan: LetterPlan, evidenceCount: number, clauseCount: number, itemCount = 0): string {
  return (
    paragraphs(plan, evidenceCount, clauseCount, itemCount)
      .map((paragraph) => paragraph.filter(Boolean).join(' '))
      .filter(Boolean)
      .join('\n\n')
      // A name ending in a full stop ("Greenloop Outdoor Co.") ends its sentence with it.
      .replace(/(?<=\b(?:Co|Inc|Ltd|Corp|Bros)\.)\./g, '')
  );
}

/**
 * The letter text, 250-400 words where the CV and posting give enough to say: it starts with three
 * CV examples and one sentence about the employer; while it is shorter than 250 words it adds the
 * remaining examples, then the second sentence about the employer; while it is longer than 400 it
 * drops examples (keeping one). It never pads: a thin CV gives a shorter letter.
 */
export function composeLetter(plan: LetterPlan): string {
  let evidenceCount = Math.min(BASE_EVIDENCE, plan.evidence.length);
  let clauseCount = Math.min(1, plan.employerClauses.length);
  let itemCount = 0;
  let text = render(plan, evidenceCount, clauseCount);
  const more = () => evidenceCount < plan.evidence.length || clauseCount < plan.employerClauses.length || itemCount < plan.workItems.length;
  while (wordCount(text) < MIN_LETTER_WORDS && more()) {
    if (evidenceCount < plan.evidence.length) evidenceCount += 1;
    else if (clauseCount < plan.employerClauses.length) clauseCount += 1;
    else itemCount += 1;
    text = render(plan, evidenceCount, clauseCount, itemCount);
  }
  while (wordCount(text) > MAX_LETTER_WORDS && evidenceCount > 1) text = render(plan, --evidenceCount, clauseCount, itemCount);
  return text;
}
