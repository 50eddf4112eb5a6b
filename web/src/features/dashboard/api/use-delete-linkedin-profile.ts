import { API } from '@coverletter/contracts';
import { apiRequest, linkedinProfileQueryKey } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `DELETE /api/user/linkedin`. */
export function useDeleteLinkedinProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', API.userLinkedin);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedinProfileQueryKey() }),
  });
}
