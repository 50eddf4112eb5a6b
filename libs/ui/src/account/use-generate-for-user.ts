import { API, type CoverLetterResponse, type GenerateForUserRequest, type GenerationPhaseEvent } from '@coverletter/contracts';
import { postWithProgress } from '../api/event-stream';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { coverLettersQueryKey } from './use-cover-letters';

/** `POST /api/generate-cover-letter-user` with progress events for `onPhase`; a 402 'Payment required' once the free letter is used. */
export function useGenerateForUser(onPhase?: (event: GenerationPhaseEvent) => void) {
  const queryClient = useQueryClient();
  const phaseListener = useRef(onPhase);
  phaseListener.current = onPhase;
  return useMutation({
    mutationFn: (request: GenerateForUserRequest) =>
      postWithProgress<CoverLetterResponse>(API.generateUser, request, (event) => phaseListener.current?.(event)),
    // Settled, not only succeeded: a request that failed late may still have written the letter.
    onSettled: () => queryClient.invalidateQueries({ queryKey: coverLettersQueryKey() }),
  });
}
