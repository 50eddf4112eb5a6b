import { API } from '@coverletter/contracts';
import { apiRequest } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coverLetterPath } from './api-paths';
import { coverLettersQueryKey } from './use-cover-letters';

export const deleteCoverLetterMutationKey = () => [API.coverLetters, 'DELETE'] as const;

/** `DELETE /api/cover-letters/{id}`. */
export function useDeleteCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteCoverLetterMutationKey(),
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', coverLetterPath(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverLettersQueryKey() }),
  });
}
