import { API } from '@coverletter/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/request';
import { sessionStatusQueryKey } from './use-session-status';

/** `DELETE /api/cv`: the guest's CV is gone. */
export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', API.cv);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionStatusQueryKey() }),
  });
}
