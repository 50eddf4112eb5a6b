import type { CoverLetterResponse } from '@coverletter/contracts';
import type { CoverLetter } from '../generation/cover-letter.entity';
import { letterheadOf } from '../generation/letterhead/letterhead';

export function toCoverLetterResponse(letter: CoverLetter): CoverLetterResponse {
  return {
    id: letter.id,
    userId: letter.user?.id ?? null,
    companyName: letter.companyName,
    jobTitle: letter.jobTitle,
    jobUrl: letter.jobUrl,
    linkedinUrl: letter.linkedinUrl,
    coverLetterText: letter.coverLetterText,
    compatibilityScore: Number(letter.compatibilityScore),
    matchingSkills: letter.matchingSkills,
    missingSkills: letter.missingSkills,
    skillEvidence: letter.skillEvidence,
    letterhead: letterheadOf(letter.letterhead, letter.coverLetterText),
    wasPaid: letter.wasPaid,
    costIncurred: letter.costIncurredMinor === null ? null : (letter.costIncurredMinor / 100).toFixed(2),
    paymentId: letter.paymentId,
    createdAt: letter.createdAt.toISOString(),
    length: letter.length,
    tone: letter.tone,
    language: letter.language,
  };
}
