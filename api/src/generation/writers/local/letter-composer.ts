import type { RecentRole } from './candidate-profile';
import type { LetterLanguage } from './language';
import { LETTER_PHRASES, type EvidenceLine } from './letter-phrases';
import { wordCount } from './text';

export const MIN_LETTER_WORDS = 250;
export const MAX_LETTER_WORDS = 400;

/** Everything the letter says, already decided and grounded in the CV and the posting. */
export interface LetterPlan {
  language: LetterLanguage;
  company: string | null;
  title: string | null;
  name: string | null;
  role: RecentRole | null;
  strongMatch: boolean;
  /** Skill names as they read in a sentence, grouped by how the posting asks for them. */
  requiredSkills: string[];
  mentionedSkills: string[];
  niceSkills: string[];
  gaps: string[];
  evidence: EvidenceLine[];
}

function paragraphs(plan: LetterPlan, evidenceCount: number, workStyleCount: number): string[] {
  const p = LETTER_PHRASES[plan.language];
  const introduction = [p.opening(plan.title, plan.company), plan.role ? p.role(plan.role) : '', p.fit(plan.strongMatch, plan.company)];
  const [headline, rest] = plan.requiredSkills.length
    ? [p.asksFor(plan.requiredSkills), plan.mentionedSkills]
    : [plan.mentionedSkills.length ? p.mentions(plan.mentionedSkills) : '', []];
  const skills = [headline, ...plan.evidence.slice(0, evidenceCount).map((line, i) => p.evidence(line, i))];
  const extras = [
    plan.niceSkills.length ? p.niceToHave(plan.niceSkills) : '',
    rest.length ? p.alsoWorkedWith(rest) : '',
    plan.gaps.length ? p.gaps(plan.gaps) : '',
  ];
  return [
    p.greeting(plan.company),
    introduction,
    skills,
    extras,
    [p.motivation(plan.company, plan.title)],
    ...p.workStyle.slice(0, workStyleCount).map((paragraph) => [paragraph(plan.company)]),
    [p.closing(plan.company)],
    p.signOff(plan.name),
  ]
    .map((paragraph) => (Array.isArray(paragraph) ? paragraph.filter(Boolean).join(' ') : paragraph))
    .filter(Boolean);
}

/**
 * The letter text: the plan's paragraphs, then general ways-of-working paragraphs only while it is
 * shorter than 250 words, and fewer CV examples while it is longer than 400.
 */
export function composeLetter(plan: LetterPlan): string {
  const maxWorkStyle = LETTER_PHRASES[plan.language].workStyle.length;
  let evidenceCount = plan.evidence.length;
  let workStyleCount = 0;
  let text = paragraphs(plan, evidenceCount, workStyleCount).join('\n\n');
  while (wordCount(text) < MIN_LETTER_WORDS && workStyleCount < maxWorkStyle) {
    text = paragraphs(plan, evidenceCount, ++workStyleCount).join('\n\n');
  }
  while (wordCount(text) > MAX_LETTER_WORDS && evidenceCount > 0) {
    text = paragraphs(plan, --evidenceCount, workStyleCount).join('\n\n');
  }
  return text;
}
