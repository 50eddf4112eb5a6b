import { apiRequest, coverLettersQueryKey } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coverLetterPath } from './api-paths';

/** `DELETE /api/cover-letters/{id}`. */
export function useDeleteCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', coverLetterPath(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverLettersQueryKey() }),
  });
}
