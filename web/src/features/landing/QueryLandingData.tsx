import { usePaymentConfig } from '@coverletter/ui';
import type { ReactNode } from 'react';
import { useAdminCheck } from '../auth/api/use-admin-check';
import { useAuthUser } from '../auth/api/use-auth-user';
import { useGuestSignIn } from '../carry-over/use-guest-sign-in';
import { useSessionStatus } from '../session/api/use-session-status';
import { LandingDataProvider } from './landing-data';

/** The landing's data inside the app (a navigation to `/` within it): the app's queries. */
export function QueryLandingData({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuthUser();
  const { isAdmin } = useAdminCheck({ enabled: user !== null });
  const { status } = useSessionStatus();
  const signIn = useGuestSignIn();
  const price = usePaymentConfig();
  const data = {
    user,
    userPending: isLoading,
    isAdmin,
    sessionStatus: status,
    price: { pending: price.isPending, displayText: price.isError ? null : (price.data?.displayText ?? null) },
    signIn,
  };
  return <LandingDataProvider value={data}>{children}</LandingDataProvider>;
}
