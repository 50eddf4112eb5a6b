import { API } from '@coverletter/contracts';
import { apiJson, getSessionStore, resultQueryKey, sessionStatusQueryKey } from '@coverletter/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `POST /api/clear-session`: the guest session's data is dropped on the server and its id here,
 * so the next visit to /app starts a fresh guest session.
 */
export function useClearSessionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ success: boolean }>('POST', API.clearSession),
    onSuccess: () => {
      getSessionStore().clear();
      queryClient.removeQueries({ queryKey: sessionStatusQueryKey() });
      queryClient.removeQueries({ queryKey: resultQueryKey() });
    },
  });
}
