import { API, type AuthUser } from '@coverletter/contracts';
import { apiJson, apiUrl, getQueryFn, getSessionStore, isUnknownSession, readQueryAnswer, sessionStatusQueryKey } from '@coverletter/ui';
import { useQueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import { openTab } from '../browser/tabs';
import { takeEarlySignInCheck } from './early-sign-in-check';

export const authUserQueryKey = () => [API.authUser] as const;

/** Who is signed in: null for a guest. */
export const authUserQuery = () => ({ queryKey: authUserQueryKey(), queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }) });

/** The panel's first signed-in check: the answer to panel-early.js's request when it asked the same. */
export const firstAuthUserQuery = () => ({
  queryKey: authUserQueryKey(),
  queryFn: async (context: QueryFunctionContext): Promise<AuthUser | null> => {
    const early = await takeEarlySignInCheck(apiUrl(''), getSessionStore().get());
    return early ? readQueryAnswer<AuthUser>(await early, { on401: 'returnNull' }) : authUserQuery().queryFn(context);
  },
});

/** Still on the way: the API's own sign-in routes or the (dev) identity provider's pages. */
const isSigningInPath = (pathname: string) => /^\/(?:api|oidc)(?:\/|$)/.test(pathname);

/**
 * Carries the panel's guest session into the account that just signed in (the request proves the
 * panel holds it: X-Session-ID), then forgets it: the server has closed it.
 */
async function carryGuestSessionOver(): Promise<void> {
  const store = getSessionStore();
  const sessionId = store.get();
  if (!sessionId) return;
  try {
    await apiJson('POST', API.migrateSession, { sessionId });
  } catch (error) {
    // Kept when the server could not take it (unreachable, 5xx): the guest letter stays reachable and the next sign-in carries it over.
    if (!isUnknownSession(error)) return;
  }
  store.clear();
}

/**
 * Sign-in opens the web app's sign-in in a tab (carrying the guest session, so its letter moves
 * into the account). When that tab comes back to the app, the panel asks who is signed in, carries
 * its guest session over and forgets it, closes the tab and returns to the tab the user came from.
 * The panel sees the sign-in tab's address because the API origin is a host permission.
 */
export function useSignIn({ apiUrl, returnTabId }: { apiUrl: string; returnTabId: number | undefined }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const stopWatching = useRef<() => void>(() => {});
  useEffect(() => () => stopWatching.current(), []);

  const start = useCallback(async () => {
    stopWatching.current();
    const url = new URL(API.login, apiUrl);
    url.searchParams.set('returnTo', '/dashboard');
    const sessionId = getSessionStore().get();
    if (sessionId) url.searchParams.set('sessionId', sessionId);
    const signInTab = await openTab(url.href);
    if (signInTab === undefined) return;
    setPending(true);

    const finish = async (closeTab: boolean) => {
      stopWatching.current();
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: authUserQueryKey() });
      const user = queryClient.getQueryData<AuthUser | null>(authUserQueryKey());
      if (!user) return;
      if (closeTab) {
        await browser.tabs.remove(signInTab).catch(() => undefined);
        if (returnTabId !== undefined) await browser.tabs.update(returnTabId, { active: true }).catch(() => undefined);
      }
      await carryGuestSessionOver();
      queryClient.removeQueries({ queryKey: sessionStatusQueryKey() });
    };
    const onUpdated = (tabId: number, change: { url?: string; status?: string }, tab: { url?: string }) => {
      if (tabId !== signInTab) return;
      const address = change.url ?? (change.status === 'complete' ? tab.url : undefined);
      if (!address) return;
      const at = new URL(address);
      if (at.origin !== new URL(apiUrl).origin || isSigningInPath(at.pathname)) return;
      void finish(true);
    };
    const onRemoved = (tabId: number) => {
      if (tabId === signInTab) void finish(false);
    };
    browser.tabs.onUpdated.addListener(onUpdated);
    browser.tabs.onRemoved.addListener(onRemoved);
    stopWatching.current = () => {
      browser.tabs.onUpdated.removeListener(onUpdated);
      browser.tabs.onRemoved.removeListener(onRemoved);
      stopWatching.current = () => {};
    };
  }, [apiUrl, queryClient, returnTabId]);

  /** Signs out (a POST) and forgets the guest session, so the next person starts afresh. */
  const signOut = useCallback(async () => {
    await fetch(new URL(API.logout, apiUrl), { method: 'POST', credentials: 'include' }).catch(() => undefined);
    getSessionStore().clear();
    queryClient.setQueryData(authUserQueryKey(), null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== API.authUser });
  }, [apiUrl, queryClient]);

  return { start, signOut, pending };
}
