import { API, type AuthUser } from '@coverletter/contracts';
import { getQueryFn } from '@coverletter/ui';
import { useQuery } from '@tanstack/react-query';

export const authUserQueryKey = () => [API.authUser] as const;

/** The signed-in user, or null when anonymous (401) or when the call fails for any other reason. */
export function useAuthUser() {
  const query = useQuery<AuthUser | null>({
    queryKey: authUserQueryKey(),
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
    // An answer like 404 means "signed out" too; refetching it whenever a consumer mounts would
    // flip the page back to loading and can loop.
    retryOnMount: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, query };
}
