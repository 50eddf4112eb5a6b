import type { SkillEvidence } from '@coverletter/contracts';
import { containsPhrase, findSkillMentions, findSkills, resolveSkill, skillLabel, type Skill } from '../skills/skill-matcher';
import { startsWithActionVerb } from '../writers/local/first-person';
import { detectLanguage } from '../writers/local/language';
import { readJobPosting, type JobPosting, type JobSkill } from '../writers/local/job-posting';
import { matchJobTitle, scoreMatch } from '../writers/local/scoring';
import { readTextUnits } from '../writers/local/text-units';

const MAX_EVIDENCE_CHARS = 240;

export interface MatchAssessment {
  posting: JobPosting;
  /** 0-10, from the lexicon: the same inputs always give the same score. */
  score: number;
  matched: JobSkill[];
  missing: JobSkill[];
}

/** The deterministic match of a candidate's text to a posting: what a writer's score is held against, and what is shown before paying. */
export function assessMatch(candidateText: string, postingText: string): MatchAssessment {
  const posting = readJobPosting(postingText);
  const candidateSkills = new Set<Skill>(findSkills(candidateText));
  // A CV written in Swedish shows Swedish: a posting's "god svenska" is no gap for it. (Not English:
  // a Swedish CV of keywords alone can read as English.)
  const swedish = detectLanguage(candidateText) === 'sv' ? resolveSkill('Swedish') : undefined;
  if (swedish) candidateSkills.add(swedish);
  const shows = (s: JobSkill) => candidateSkills.has(s.skill);
  // "Finnish or Swedish": a candidate with Swedish lacks no Finnish, and the score weighs the pair once.
  const replaced = (s: JobSkill) => !shows(s) && !!s.alternatives?.some((other) => candidateSkills.has(other));
  const weighed = posting.skills.filter((s) => !replaced(s));
  const matched = weighed.filter(shows);
  const missing = weighed.filter((s) => !shows(s));
  const score = scoreMatch(weighed, candidateSkills, matchJobTitle(posting.title, candidateText));
  return { posting, score, matched, missing };
}

/**
 * The lexicon's names are American; the British form of each word, used where the posting writes
 * the word so (anywhere, in any phrase) and never the American way.
 */
const BRITISH: { american: RegExp; british: string; written: RegExp; not: RegExp }[] = [
  { american: /([Ll])icens(e|es)\b/g, british: '$1icenc$2', written: /\blicences?\b/i, not: /\blicenses?\b/i },
  { american: /([Aa])nesthe/g, british: '$1naesthe', written: /anaesthe/i, not: /anesthe/i },
  { american: /([Pp])ediatr/g, british: '$1aediatr', written: /paediatr/i, not: /\bpediatr/i },
  { american: /([Oo])rthoped/g, british: '$1rthopaed', written: /orthopaed/i, not: /orthoped/i },
  { american: /([Gg])ynecolog/g, british: '$1ynaecolog', written: /gynaecolog/i, not: /gynecolog/i },
  { american: /ization(s?)\b/g, british: 'isation$1', written: /isations?\b/i, not: /izations?\b/i },
  { american: /([Bb])ehavior/g, british: '$1ehaviour', written: /behaviour/i, not: /behavior(?!u)/i },
];

/** A skill's name as the posting spells it: "driving licence", "anaesthesia" where it writes those words so. */
export function spelledAsPosting(name: string, postingText: string): string {
  return BRITISH.reduce(
    (text, { american, british, written, not }) => (written.test(postingText) && !not.test(postingText) ? text.replace(american, british) : text),
    name,
  );
}

/** A skill as the lists show it: in the posting's language, spelled as the posting spells it. */
export function postingSkillLabel(skill: Skill, language: 'en' | 'sv', postingText: string): string {
  return spelledAsPosting(skillLabel(skill, language), postingText);
}

function shorten(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= MAX_EVIDENCE_CHARS ? clean : `${clean.slice(0, MAX_EVIDENCE_CHARS - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * For each skill named, the first line of the candidate's own text that shows it: a sentence or
 * bullet that mentions it (by any of the lexicon's names for it), else the line that lists it.
 * A skill the text does not show gets no entry.
 */
export function evidenceFor(skillNames: readonly string[], candidateText: string): SkillEvidence[] {
  const units = readTextUnits(candidateText).map((u) => u.text);
  // A line that names a kind of a skill shows the skill too ("statutory accounts" shows financial reporting).
  const withBroader = (skill: Skill | undefined): Skill[] => (skill ? [skill, ...withBroader(skill.broader)] : []);
  const mentionsOf = units.map((text) => new Set(findSkillMentions(text).flatMap((m) => withBroader(m.skill))));
  const result: SkillEvidence[] = [];
  const used = new Set<number>();
  // An action that uses the skill ("Led the migration … on Kubernetes") beats a description, which beats a list; a line not shown yet beats one that was.
  const rank = (i: number) => (startsWithActionVerb(units[i]) ? 0 : 2) + (units[i].split(/[,;]/).length >= 4 ? 4 : 0) + (used.has(i) ? 1 : 0);
  for (const name of skillNames) {
    const skill = resolveSkill(name);
    const shows = (index: number) => (skill ? mentionsOf[index].has(skill) : containsPhrase(units[index], name));
    const best = units
      .map((_, i) => i)
      .filter(shows)
      .sort((a, b) => rank(a) - rank(b) || a - b)[0];
    if (best === undefined) continue;
    used.add(best);
    result.push({ skill: name, evidence: shorten(units[best]) });
  }
  return result;
}
