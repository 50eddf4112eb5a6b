import { API } from '@coverletter/contracts';
import { apiRequest } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedCvPath } from './api-paths';
import { savedCvsQueryKey } from './use-saved-cvs';

export const deleteSavedCvMutationKey = () => [API.userCvs, 'DELETE'] as const;

/** `DELETE /api/user/cvs/{id}`. */
export function useDeleteSavedCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteSavedCvMutationKey(),
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', savedCvPath(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCvsQueryKey() }),
  });
}
