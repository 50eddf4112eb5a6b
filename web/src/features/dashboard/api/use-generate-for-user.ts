import { API, type CoverLetterResponse, type GenerateForUserRequest } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coverLettersQueryKey } from './use-cover-letters';

export const generateForUserMutationKey = () => [API.generateUser] as const;

/** `POST /api/generate-cover-letter-user`; a 402 'Payment required' once the free letter is used. */
export function useGenerateForUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: generateForUserMutationKey(),
    mutationFn: (request: GenerateForUserRequest) => apiJson<CoverLetterResponse>('POST', API.generateUser, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverLettersQueryKey() }),
  });
}
