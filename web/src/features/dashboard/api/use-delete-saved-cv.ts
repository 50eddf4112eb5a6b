import { apiRequest, savedCvsQueryKey } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedCvPath } from './api-paths';

/** `DELETE /api/user/cvs/{id}`. */
export function useDeleteSavedCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', savedCvPath(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCvsQueryKey() }),
  });
}
