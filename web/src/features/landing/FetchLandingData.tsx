import { API, type AdminCheckResponse, type AuthUser, type PublicPaymentConfig, type SessionStatus } from '@coverletter/contracts';
import { apiJson, getSessionStore } from '@coverletter/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { fetchAuthUser } from '../auth/api/fetch-auth-user';
import { useStoredGuestSignIn } from '../carry-over/use-guest-sign-in';
import { LandingDataProvider, type LandingData } from './landing-data';

/**
 * The landing's data for its own entry (landing-main.tsx): the requests the app's queries make
 * (the same request functions), each once, without TanStack Query. The first render has nothing
 * yet, like the prerendered page, so hydration matches; failures read as the queries' do: nobody
 * signed in, no admin, no session status, the fallback price.
 */
export function FetchLandingData({ children, visitor = false }: { children: ReactNode; visitor?: boolean }) {
  // A request without a session cookie is nobody signed in (the server sent the visitor's page,
  // prerendered signed out): no wait for the check then, which still runs.
  const [auth, setAuth] = useState<{ user: AuthUser | null; pending: boolean }>({ user: null, pending: !visitor });
  const [isAdmin, setIsAdmin] = useState(false);
  const [sessionStatus, setSessionStatus] = useState<SessionStatus>();
  const [price, setPrice] = useState<LandingData['price']>({ pending: true, displayText: null });
  const signIn = useStoredGuestSignIn();

  useEffect(() => {
    let active = true;
    void fetchAuthUser()
      .catch(() => null)
      .then((user) => {
        if (!active) return;
        setAuth({ user, pending: false });
        if (user) {
          void apiJson<AdminCheckResponse>('GET', API.adminCheck).then(
            (check) => active && setIsAdmin(check.isAdmin === true),
            () => undefined,
          );
        }
      });
    if (getSessionStore().get()) {
      void apiJson<SessionStatus>('GET', API.sessionStatus).then(
        (status) => active && setSessionStatus(status),
        () => undefined,
      );
    }
    void apiJson<PublicPaymentConfig>('GET', API.paymentConfig).then(
      (config) => active && setPrice({ pending: false, displayText: config.displayText || null }),
      () => active && setPrice({ pending: false, displayText: null }),
    );
    return () => {
      active = false;
    };
  }, []);

  const data: LandingData = { user: auth.user, userPending: auth.pending, isAdmin, sessionStatus, price, signIn };
  return <LandingDataProvider value={data}>{children}</LandingDataProvider>;
}
