import { API, type EditLetterRequest, type GenerationResult, type LetterVersion } from '@coverletter/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/request';
import { resultQueryKey } from '../../generator/api/use-result';

/** `PATCH /api/result`: the guest's edit of its one letter; the cached result follows it. */
export function useSaveGuestLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiJson<LetterVersion>('PATCH', API.result, { text } satisfies EditLetterRequest),
    onSuccess: (version) => {
      queryClient.setQueryData<GenerationResult>(resultQueryKey(), (result) => (result ? { ...result, coverLetter: version.text } : result));
    },
  });
}
