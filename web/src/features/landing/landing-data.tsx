import type { AuthUser, SessionStatus } from '@coverletter/contracts';
import { createContext, useContext } from 'react';
import type { GuestSignIn } from '../carry-over/use-guest-sign-in';

/**
 * What the landing shows that the server knows: who is signed in, whether they are an admin, the
 * guest session's progress, the price of a letter, and where sign-in goes. In the app the same
 * queries as every page fill it (QueryLandingData); the prerendered landing's own entry fetches
 * it with the same request functions, without the router and TanStack Query (FetchLandingData).
 */
export interface LandingData {
  /** null when nobody is signed in, or the check failed. */
  user: AuthUser | null;
  /** The sign-in check has not answered yet (also in the prerendered page). */
  userPending: boolean;
  isAdmin: boolean;
  /** undefined without a guest session, while it loads, or when the call failed. */
  sessionStatus: SessionStatus | undefined;
  price: { pending: boolean; displayText: string | null };
  signIn: GuestSignIn;
}

const LandingDataContext = createContext<LandingData | null>(null);

export const LandingDataProvider = LandingDataContext.Provider;

export function useLandingData(): LandingData {
  const data = useContext(LandingDataContext);
  if (!data) throw new Error('useLandingData must be used inside QueryLandingData or FetchLandingData');
  return data;
}
