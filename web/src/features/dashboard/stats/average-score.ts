import type { CoverLetterResponse } from '@coverletter/contracts';

/** The letters' mean compatibility score, rounded to a whole number; null when there are none. */
export function averageScore(letters: readonly Pick<CoverLetterResponse, 'compatibilityScore'>[]): number | null {
  if (letters.length === 0) return null;
  const total = letters.reduce((sum, letter) => sum + letter.compatibilityScore, 0);
  return Math.round(total / letters.length);
}
