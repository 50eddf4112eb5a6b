import { findSkills, type Skill } from '../../skills/skill-matcher';
import { startsWithActionVerb } from './first-person';
import { lines, sentences, wordCount } from './text';

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

function candidateUnits(text: string): string[] {
  return lines(text)
    .flatMap(sentences)
    .filter((unit) => {
      const words = wordCount(unit);
      return words >= MIN_WORDS && words <= MAX_WORDS && !CONTACT.test(unit) && !DATE_RANGE.test(unit) && !isListLike(unit);
    });
}

/**
 * Up to `limit` sentences of the candidate's own text that show the wanted skills in use, each
 * adding a skill the ones before it did not cover. Sentences that start with an action ("Led…",
 * "I built…") come before self-descriptions; then the weight of their skills (`weightOf`, required
 * first) and a number decide. Deterministic: ties go to the sentence that comes first.
 */
export function pickEvidence(candidateText: string, weightOf: (skill: Skill) => number, limit: number): Evidence[] {
  const scored = candidateUnits(candidateText)
    .map((text, order) => {
      const skills = findSkills(text).filter((s) => weightOf(s) > 0);
      const action = startsWithActionVerb(text) ? 1 : 0;
      const strength = skills.reduce((sum, s) => sum + weightOf(s), 0) + (/\d/.test(text) ? 1 : 0);
      return { text, skills, action, strength, order };
    })
    .filter((unit) => unit.skills.length > 0)
    .sort((a, b) => b.action - a.action || b.strength - a.strength || a.order - b.order);
  const chosen: Evidence[] = [];
  const covered = new Set<Skill>();
  for (const unit of scored) {
    if (chosen.length >= limit) break;
    if (unit.skills.every((s) => covered.has(s))) continue;
    unit.skills.forEach((s) => covered.add(s));
    chosen.push({ text: unit.text, skills: unit.skills });
  }
  return chosen;
}
