import {
  API,
  parseApiErrorMessage,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_TIMEOUT_MS,
  type CoverLetterResponse,
  type GenerateForUserRequest,
  type GenerationPhaseEvent,
  type GenerationResult,
  type LinkedinProfileResponse,
  type PaymentCreateResponse,
  type PublicPaymentConfig,
  type SavedCvResponse,
  type SaveLinkedinProfileRequest,
} from '@coverletter/contracts';
import { apiJson, postWithProgress } from '@coverletter/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The signed-in calls of SPEC.md section 7, through the shared request helper and default query function. */
export const useSavedCvs = () => useQuery<SavedCvResponse[]>({ queryKey: [API.userCvs] });
export const useLinkedinProfile = () => useQuery<LinkedinProfileResponse>({ queryKey: [API.userLinkedin] });
export const useLetters = () => useQuery<CoverLetterResponse[]>({ queryKey: [API.coverLetters] });
export const usePaymentConfig = () => useQuery<PublicPaymentConfig>({ queryKey: [API.paymentConfig] });

export function useUploadSavedCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiJson<SavedCvResponse>('POST', API.userCvs, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API.userCvs] }),
  });
}

export function useSaveLinkedinProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: SaveLinkedinProfileRequest) => apiJson<LinkedinProfileResponse>('POST', API.userLinkedin, profile),
    onSuccess: (saved) => queryClient.setQueryData([API.userLinkedin], saved),
  });
}

/** With progress events for `onPhase` (read when each event comes, so the latest listener hears it). */
export function useGenerateForUser(onPhase?: (event: GenerationPhaseEvent) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GenerateForUserRequest) => postWithProgress<CoverLetterResponse>(API.generateUser, request, (event) => onPhase?.(event)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [API.coverLetters] }),
  });
}

export function useCreatePayment() {
  return useMutation({
    mutationFn: async (request: GenerateForUserRequest) => {
      const answer = await apiJson<Partial<PaymentCreateResponse>>('POST', API.paymentCreate, request);
      if (!answer.paymentUrl || !answer.invoiceId) throw new Error('invalid-payment-response');
      return answer as PaymentCreateResponse;
    },
  });
}

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
