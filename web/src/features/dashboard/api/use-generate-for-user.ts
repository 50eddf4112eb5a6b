import { API, type CoverLetterResponse, type GenerateForUserRequest, type GenerationPhaseEvent } from '@coverletter/contracts';
import { postWithProgress } from '@coverletter/ui';
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverLettersQueryKey() }),
  });
}
