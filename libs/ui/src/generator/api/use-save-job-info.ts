import { API, type JobInfoRequest, type SessionStatus } from '@coverletter/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/request';
import { sessionStatusQueryKey } from './use-session-status';

/** `POST /api/job-info`; fields left out stay unchanged on the server. */
export function useSaveJobInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: JobInfoRequest) => apiJson<SessionStatus>('POST', API.jobInfo, info),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionStatusQueryKey() }),
  });
}
