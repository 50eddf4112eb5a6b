import type { MatchAssessment } from '@coverletter/contracts';
import { dropInstructionsToModels } from '@coverletter/page-reader';
import { candidateTextOf, type LetterRequest } from '../letter-writer';
import { assessMatch, evidenceFor, postingSkillLabel } from './assess-match';

/**
 * The match a letter written from these inputs would be held to, without writing it: the posting
 * is read as the composer reads it (paragraphs speaking to a model dropped), the CV and background
 * together are the candidate's text, and skills are named as the built-in writer lists them.
 */
export function assessLetterInputs(input: Pick<LetterRequest, 'cvText' | 'jobDescription' | 'linkedinContent' | 'company' | 'jobTitle'>): MatchAssessment {
  const jobDescription = dropInstructionsToModels(input.jobDescription).text;
  const candidateText = candidateTextOf(input);
  const { posting, score, matched, missing } = assessMatch(candidateText, jobDescription);
  const matchingSkills = matched.map((s) => postingSkillLabel(s.skill, posting.language, jobDescription));
  return {
    score,
    requirementsMet: matched.length,
    requirementsTotal: matched.length + missing.length,
    matchingSkills,
    missingSkills: missing.map((s) => postingSkillLabel(s.skill, posting.language, jobDescription)),
    skillEvidence: evidenceFor(matchingSkills, candidateText),
    companyName: input.company !== undefined ? input.company : posting.company,
    jobTitle: input.jobTitle !== undefined ? input.jobTitle : posting.title,
  };
}
