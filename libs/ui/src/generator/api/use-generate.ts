import { API, type GenerationResult } from '@coverletter/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/request';
import { resultQueryKey } from './use-result';
import { sessionStatusQueryKey } from './use-session-status';

export const generateMutationKey = () => [API.generate] as const;

/**
 * `POST /api/generate` (no body). The answer is shown at once and the result is then fetched
 * again; the status is refreshed whatever happened, since a 400 means it was out of date.
 */
export function useGenerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: generateMutationKey(),
    mutationFn: () => apiJson<GenerationResult>('POST', API.generate),
    onSuccess: (result) => {
      queryClient.setQueryData(resultQueryKey(), result);
      return queryClient.invalidateQueries({ queryKey: resultQueryKey() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionStatusQueryKey() }),
  });
}
