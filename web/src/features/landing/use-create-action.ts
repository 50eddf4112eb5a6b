import { useAuthUser } from '../auth/api/use-auth-user';
import { useGuestSignIn, type GuestSignIn } from '../carry-over/use-guest-sign-in';
import { useSessionStatus } from '../session/api/use-session-status';

export type CreateAction = { kind: 'dashboard'; href: '/dashboard?tab=create' } | ({ kind: 'signIn' } & GuestSignIn) | { kind: 'app'; href: '/app' };

/**
 * Where "create" leads (SPEC.md section 2): signed-in users to the dashboard's create tab, guests
 * who already have their free letter to sign-in (carrying that letter along), everyone else to
 * the guest generator.
 */
export function useCreateAction(): CreateAction {
  const { user } = useAuthUser();
  const { status } = useSessionStatus();
  const signIn = useGuestSignIn();
  if (user) return { kind: 'dashboard', href: '/dashboard?tab=create' };
  if (status?.hasResult) return { kind: 'signIn', ...signIn };
  return { kind: 'app', href: '/app' };
}
