import type { GuestSignIn } from '../carry-over/use-guest-sign-in';
import { useLandingData } from './landing-data';

export type CreateAction = { kind: 'dashboard'; href: '/dashboard?tab=create' } | ({ kind: 'signIn' } & GuestSignIn) | { kind: 'app'; href: '/app' };

/**
 * Where "create" leads (SPEC.md section 2): signed-in users to the dashboard's create tab, guests
 * who already have their free letter to sign-in (carrying that letter along), everyone else to
 * the guest generator.
 */
export function useCreateAction(): CreateAction {
  const { user, sessionStatus: status, signIn } = useLandingData();
  if (user) return { kind: 'dashboard', href: '/dashboard?tab=create' };
  if (status?.hasResult) return { kind: 'signIn', ...signIn };
  return { kind: 'app', href: '/app' };
}
