import { API } from '@coverletter/contracts';
import { useAuthUser } from '../auth/api/use-auth-user';
import { useSessionStatus } from '../session/api/use-session-status';

export type CreateAction =
  | { kind: 'dashboard'; href: '/dashboard?tab=create' }
  | { kind: 'signIn'; href: typeof API.login }
  | { kind: 'app'; href: '/app' };

/**
 * Where "create" leads (SPEC.md section 2): signed-in users to the dashboard's create tab, guests
 * who already have their free letter to sign-in, everyone else to the guest generator.
 */
export function useCreateAction(): CreateAction {
  const { user } = useAuthUser();
  const { status } = useSessionStatus();
  if (user) return { kind: 'dashboard', href: '/dashboard?tab=create' };
  if (status?.hasResult) return { kind: 'signIn', href: API.login };
  return { kind: 'app', href: '/app' };
}
