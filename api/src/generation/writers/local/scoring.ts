import { clampScore } from '../../grounding';
import { containsPhrase, type Skill } from '../../skills/skill-matcher';
import type { JobSkill, SkillImportance } from './job-posting';

export const IMPORTANCE_WEIGHT: Record<SkillImportance, number> = { required: 3, mentioned: 2, niceToHave: 1 };

export type TitleMatch = 'full' | 'partial' | 'none';

const TITLE_BONUS: Record<TitleMatch, number> = { full: 1, partial: 0.5, none: 0 };
/** Share of the scale the skills decide; the job-title match adds up to the rest. */
const SKILLS_SHARE = 9;
/** A posting that names no skill the lexicon knows gives nothing to weigh: the middle of the scale. */
const NO_SKILLS_SCORE = 5;

const SENIORITY = /\b(?:senior|junior|lead|principal|staff|chief|head|sr|jr|mid|mid-level|ii|iii|iv|erfaren|seniora?|juniora?)\b\.?/giu;

/** Whether the CV names the job title: whole ("Backend Developer"), its last word ("Developer"), or not. */
export function matchJobTitle(title: string | null, candidateText: string): TitleMatch {
  if (!title) return 'none';
  const core = title
    .replace(/\([^)]*\)/g, ' ')
    .replace(SENIORITY, ' ')
    .replace(/[^\p{L}\p{N}+#./ -]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!core) return 'none';
  if (containsPhrase(candidateText, core)) return 'full';
  const head = core.split(' ').pop()!;
  return head.length > 2 && containsPhrase(candidateText, head) ? 'partial' : 'none';
}

/**
 * 0-10: the weighted share of the posting's skills the candidate shows (required 3, mentioned 2,
 * nice-to-have 1) on 9 points, plus 1 for the job title in the CV (0.5 for its last word).
 */
export function scoreMatch(jobSkills: readonly JobSkill[], candidateSkills: ReadonlySet<Skill>, titleMatch: TitleMatch): number {
  if (jobSkills.length === 0) return clampScore(NO_SKILLS_SCORE + TITLE_BONUS[titleMatch]);
  let total = 0;
  let matched = 0;
  for (const { skill, importance } of jobSkills) {
    total += IMPORTANCE_WEIGHT[importance];
    if (candidateSkills.has(skill)) matched += IMPORTANCE_WEIGHT[importance];
  }
  return clampScore((SKILLS_SHARE * matched) / total + TITLE_BONUS[titleMatch]);
}
