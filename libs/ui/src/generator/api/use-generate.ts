import { API, type GenerateRequest, type GenerationPhaseEvent, type GenerationResult } from '@coverletter/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { postWithProgress } from '../../api/event-stream';
import { resultQueryKey } from './use-result';
import { sessionStatusQueryKey } from './use-session-status';

/**
 * `POST /api/generate` with the letter's options (none: the defaults, or a rewrite's own), asking for progress events: `onPhase` hears each step the
 * server reports. The checked letter is shown at once and the result is then fetched again; the
 * status is refreshed whatever happened, since a 400 means it was out of date.
 */
export function useGenerate(onPhase?: (event: GenerationPhaseEvent) => void) {
  const queryClient = useQueryClient();
  const phaseListener = useRef(onPhase);
  phaseListener.current = onPhase;
  return useMutation({
    mutationFn: (options?: GenerateRequest) => postWithProgress<GenerationResult>(API.generate, options, (event) => phaseListener.current?.(event)),
    onSuccess: (result) => {
      queryClient.setQueryData(resultQueryKey(), result);
      return queryClient.invalidateQueries({ queryKey: resultQueryKey() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionStatusQueryKey() }),
  });
}
