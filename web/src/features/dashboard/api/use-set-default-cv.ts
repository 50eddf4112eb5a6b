import { apiRequest, savedCvsQueryKey } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultCvPath } from './api-paths';

/** `PUT /api/user/cvs/{id}/default`. */
export function useSetDefaultCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('PUT', defaultCvPath(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCvsQueryKey() }),
  });
}
