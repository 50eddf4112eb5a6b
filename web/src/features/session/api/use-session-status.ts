import { API, type SessionStatus } from '@coverletter/contracts';
import { getSessionStore } from '@coverletter/ui';
import { useQuery } from '@tanstack/react-query';

export const sessionStatusQueryKey = () => [API.sessionStatus] as const;

/** The guest session's progress; `status` is undefined without a stored session or when the call fails. */
export function useSessionStatus() {
  const hasSession = Boolean(getSessionStore().get());
  const query = useQuery<SessionStatus>({
    queryKey: sessionStatusQueryKey(),
    enabled: hasSession,
    retryOnMount: false,
  });
  return { status: query.isError ? undefined : query.data, isLoading: query.isLoading, query };
}
