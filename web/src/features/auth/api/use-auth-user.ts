import { API, type AuthSessionResponse, type AuthUser } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';
import { useQuery } from '@tanstack/react-query';

export const authUserQueryKey = () => [API.authSession] as const;

/**
 * Who is signed in: `GET /api/auth/session`, which answers 200 with `user: null` to a visitor, so
 * no page logs a failed request (`GET /api/auth/user` answers 401 then, as the spec says).
 */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  return (await apiJson<AuthSessionResponse>('GET', API.authSession)).user;
}

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
