import { API, type AuthUser } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchAuthUser } from './fetch-auth-user';

export { fetchAuthUser };

export const authUserQueryKey = () => [API.authSession] as const;

/** The signed-in user, or null when nobody is or when the call fails. */
export function useAuthUser() {
  const query = useQuery<AuthUser | null>({
    queryKey: authUserQueryKey(),
    queryFn: fetchAuthUser,
    // A failed check means "signed out" too; refetching it whenever a consumer mounts would flip
    // the page back to loading and can loop.
    retryOnMount: false,
  });
  // isPending, not isLoading: the same for this always-enabled query in the browser, and also true
  // in the prerender, where nothing fetches, so the prerendered landing matches the first render.
  return { user: query.data ?? null, isLoading: query.isPending, query };
}
