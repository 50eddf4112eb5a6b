import { API } from '@coverletter/contracts';
import { apiRequest } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultCvPath } from './api-paths';
import { savedCvsQueryKey } from './use-saved-cvs';

export const setDefaultCvMutationKey = () => [API.userCvs, 'PUT', 'default'] as const;

/** `PUT /api/user/cvs/{id}/default`. */
export function useSetDefaultCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: setDefaultCvMutationKey(),
    mutationFn: async (id: string) => {
      await apiRequest('PUT', defaultCvPath(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCvsQueryKey() }),
  });
}
