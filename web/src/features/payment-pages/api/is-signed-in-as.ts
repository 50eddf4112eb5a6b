import type { AuthUser } from '@coverletter/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { authUserQueryKey, fetchAuthUser } from '../../auth/api/use-auth-user';

/**
 * Asks the server afresh who is signed in (and refreshes the cached user the dashboard reads).
 * SPEC.md section 4 treats a failed check like another user, so errors mean "no".
 */
export async function isSignedInAs(queryClient: QueryClient, userId: string): Promise<boolean> {
  try {
    const user = await queryClient.fetchQuery<AuthUser | null>({
      queryKey: authUserQueryKey(),
      queryFn: fetchAuthUser,
      staleTime: 0,
    });
    return user?.id === userId;
  } catch (error) {
    console.warn('Checking the signed-in user after payment failed', error);
    return false;
  }
}
