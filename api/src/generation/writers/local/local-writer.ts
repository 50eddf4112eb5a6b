import { withoutInstructionsToModels } from '../../instructions-to-models';
import { candidateTextOf, type LetterRequest, type LetterWriter, type WrittenLetter } from '../../letter-writer';
import { findSkills, skillLabel, skillName, type Skill } from '../../skills/skill-matcher';
import { readCandidateProfile } from './candidate-profile';
import { pickEvidence } from './evidence';
import { asFirstPerson } from './first-person';
import { readJobPosting, type JobSkill, type SkillImportance } from './job-posting';
import { detectLanguage, type LetterLanguage } from './language';
import { composeLetter } from './letter-composer';
import { IMPORTANCE_WEIGHT, matchJobTitle, scoreMatch } from './scoring';

const MAX_EVIDENCE = 3;
const MAX_IN_SENTENCE: Record<SkillImportance, number> = { required: 5, mentioned: 4, niceToHave: 3 };
const MAX_GAPS_IN_LETTER = 2;
const MAX_MISSING_LISTED = 10;
/** At or above this score the letter says the match is strong. */
const STRONG_MATCH_SCORE = 6;

function namesIn(skills: JobSkill[], importance: SkillImportance, language: LetterLanguage): string[] {
  return skills
    .filter((s) => s.importance === importance)
    .slice(0, MAX_IN_SENTENCE[importance])
    .map((s) => skillName(s.skill, language));
}

/**
 * The built-in writer: no network, no randomness. It reads the skills the posting asks for (from
 * the lexicon), finds which the CV and LinkedIn text show, scores the match and writes a letter
 * from the candidate's own name, latest role and sentences; the same inputs give the same letter.
 */
export class LocalLetterWriter implements LetterWriter {
  readonly maxDurationMs = 5_000;

  async write(request: LetterRequest): Promise<WrittenLetter> {
    return this.writeNow(request);
  }

  writeNow(request: LetterRequest): WrittenLetter {
    const { cvText, jobDescription } = request;
    const candidateText = candidateTextOf(request);
    const posting = readJobPosting(withoutInstructionsToModels(jobDescription));
    const language = posting.language;
    const candidateSkills = new Set<Skill>(findSkills(candidateText));
    const matched = posting.skills.filter((s) => candidateSkills.has(s.skill));
    const missing = posting.skills.filter((s) => !candidateSkills.has(s.skill));
    const titleMatch = matchJobTitle(posting.title, candidateText);
    const score = scoreMatch(posting.skills, candidateSkills, titleMatch);

    const weights = new Map(matched.map((s) => [s.skill, IMPORTANCE_WEIGHT[s.importance]]));
    const candidateLanguage = detectLanguage(candidateText);
    const evidence = pickEvidence(candidateText, (skill) => weights.get(skill) ?? 0, MAX_EVIDENCE).map(({ text }) => ({
      text,
      firstPerson: candidateLanguage === language ? asFirstPerson(text, language) : null,
    }));
    const profile = readCandidateProfile(cvText);

    const coverLetter = composeLetter({
      language,
      company: posting.company,
      title: posting.title,
      name: profile.name,
      role: profile.recentRole,
      strongMatch: score >= STRONG_MATCH_SCORE,
      requiredSkills: namesIn(matched, 'required', language),
      mentionedSkills: namesIn(matched, 'mentioned', language),
      niceSkills: namesIn(matched, 'niceToHave', language),
      gaps: namesIn(missing, 'required', language).slice(0, MAX_GAPS_IN_LETTER),
      evidence,
    });
    return {
      coverLetter,
      compatibilityScore: score,
      matchingSkills: matched.map((s) => skillLabel(s.skill, language)),
      missingSkills: missing.slice(0, MAX_MISSING_LISTED).map((s) => skillLabel(s.skill, language)),
      companyName: posting.company,
      jobTitle: posting.title,
      language,
    };
  }
}
