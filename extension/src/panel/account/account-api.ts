import {
  parseApiErrorMessage,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
  type CoverLetterResponse,
  type GenerationResult,
} from '@coverletter/contracts';

// The panel's hooks are the dashboard's, from libs/ui (useSavedCvs, useCoverLetters, useCreatePayment, …).

/** After a payment: the letter list every 2 s until it grows, for at most 60 s (SPEC.md sections 4 and 9). */
export async function waitForNewLetter(
  fetchLetters: () => Promise<CoverLetterResponse[]>,
  knownCount: number,
  signal: AbortSignal,
): Promise<CoverLetterResponse | null> {
  const deadline = Date.now() + PAYMENT_POLL_TIMEOUT_MS;
  while (!signal.aborted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_INTERVAL_MS));
    if (signal.aborted) return null;
    const letters = await fetchLetters().catch(() => null);
    if (letters && letters.length > knownCount) return letters[0];
  }
  return null;
}

export function toGenerationResult(letter: CoverLetterResponse): GenerationResult {
  return {
    coverLetter: letter.coverLetterText,
    compatibilityScore: letter.compatibilityScore,
    matchingSkills: letter.matchingSkills,
    missingSkills: letter.missingSkills,
    companyName: letter.companyName,
    jobTitle: letter.jobTitle,
    letterhead: letter.letterhead,
  };
}

/** The letter count a 402 carries (`data.coverLetterCount`), if any. */
export function paymentRequiredCount(error: unknown): number | undefined {
  const count = parseApiErrorMessage(error instanceof Error ? error.message : String(error)).data?.coverLetterCount;
  return typeof count === 'number' ? count : undefined;
}
