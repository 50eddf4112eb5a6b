import type { GenerationResult } from '@coverletter/contracts';
import type { WrittenLetter } from './letter-writer';
import { containsPhrase, findSkills, resolveSkill, type Skill } from './skills/skill-matcher';

/** The texts a letter may draw on: the job posting, and the candidate's CV plus LinkedIn text. */
export interface GroundingSources {
  jobText: string;
  candidateText: string;
}

export const MAX_LISTED_SKILLS = 20;
const MAX_SKILL_NAME_CHARS = 60;
const MAX_SKILL_NAME_WORDS = 6;
const MAX_HEADER_CHARS = 120;
const NOT_SKILLS = new Set(
  (
    'the and or of to in a an for with on at by as is are we you our your it this that skills skill experience team work ' +
    'och att det som en ett på är för med av till i vi du er din dina erfarenhet kunskap kunskaper arbete'
  ).split(' '),
);

/**
 * Clamped to 0-10 and rounded to one decimal (stored as numeric(3,1), shown as percent by the UI);
 * anything that is not a finite number counts as 0.
 */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(10, Math.max(0, value)) * 10) / 10;
}

interface Presence {
  key: string;
  label: string;
  inJob: boolean;
  inCandidate: boolean;
}

function isPlausibleSkillName(name: string): boolean {
  const words = name.toLowerCase().split(' ');
  return (
    name.length > 0 &&
    name.length <= MAX_SKILL_NAME_CHARS &&
    words.length <= MAX_SKILL_NAME_WORDS &&
    /\p{L}/u.test(name) &&
    !words.every((w) => NOT_SKILLS.has(w))
  );
}

/**
 * Where a skill name occurs. A name the lexicon knows is looked up by all its aliases ("Postgres"
 * finds "PostgreSQL"); any other name must occur as written (whole words, any case), and a single
 * letter the lexicon does not know never counts.
 */
function presenceOf(rawName: unknown, sources: GroundingSources, jobSkills: Set<Skill>, candidateSkills: Set<Skill>): Presence | null {
  if (typeof rawName !== 'string') return null;
  const name = rawName.replace(/\s+/g, ' ').trim();
  if (!isPlausibleSkillName(name)) return null;
  const skill = resolveSkill(name);
  if (skill) return { key: `lexicon:${skill.name}`, label: name, inJob: jobSkills.has(skill), inCandidate: candidateSkills.has(skill) };
  if (name.length < 2) return null;
  return {
    key: `text:${name.toLowerCase()}`,
    label: name,
    inJob: containsPhrase(sources.jobText, name),
    inCandidate: containsPhrase(sources.candidateText, name),
  };
}

function cleanHeader(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/\s+/g, ' ').trim();
  return cleaned ? cleaned.slice(0, MAX_HEADER_CHARS) : null;
}

/**
 * The invariant of both writers' answers (DESIGN.md): a matching skill occurs in the job text and
 * in the CV or LinkedIn text; a missing skill occurs in the job text and in neither of the others;
 * anything else is dropped, whatever the writer (or a posting that talks to the model) claimed.
 * Duplicates are dropped, order is kept, and the score is clamped.
 */
export function groundResult(written: WrittenLetter, sources: GroundingSources): GenerationResult {
  const jobSkills = new Set(findSkills(sources.jobText));
  const candidateSkills = new Set(findSkills(sources.candidateText));
  const seen = new Set<string>();
  const keep = (names: readonly unknown[], wanted: (p: Presence) => boolean): string[] => {
    const kept: string[] = [];
    for (const name of names) {
      const presence = presenceOf(name, sources, jobSkills, candidateSkills);
      if (!presence || seen.has(presence.key) || !wanted(presence)) continue;
      seen.add(presence.key);
      kept.push(presence.label);
      if (kept.length === MAX_LISTED_SKILLS) break;
    }
    return kept;
  };
  const matchingSkills = keep(written.matchingSkills, (p) => p.inJob && p.inCandidate);
  const missingSkills = keep(written.missingSkills, (p) => p.inJob && !p.inCandidate);
  return {
    coverLetter: written.coverLetter.replace(/\r\n/g, '\n').trim(),
    compatibilityScore: clampScore(written.compatibilityScore),
    matchingSkills,
    missingSkills,
    companyName: cleanHeader(written.companyName),
    jobTitle: cleanHeader(written.jobTitle),
  };
}
