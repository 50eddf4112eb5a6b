import { API, type AuthUser } from '@coverletter/contracts';
import { getSessionStore } from '@coverletter/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import { openTab } from '../browser/tabs';

export const authUserQueryKey = () => [API.authUser] as const;

/** Still on the way: the API's own sign-in routes or the (dev) identity provider's pages. */
const isSigningInPath = (pathname: string) => /^\/(?:api|oidc)(?:\/|$)/.test(pathname);

/**
 * Sign-in opens the web app's sign-in in a tab (carrying the guest session, so its letter moves
 * into the account). When that tab comes back to the app, the panel asks who is signed in, closes
 * the tab and returns to the tab the user came from. The panel sees the sign-in tab's address
 * because the API origin is a host permission.
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
      if (!user || !closeTab) return;
      await browser.tabs.remove(signInTab).catch(() => undefined);
      if (returnTabId !== undefined) await browser.tabs.update(returnTabId, { active: true }).catch(() => undefined);
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

  const signOut = useCallback(async () => {
    await fetch(new URL(API.logout, apiUrl), { credentials: 'include' }).catch(() => undefined);
    queryClient.setQueryData(authUserQueryKey(), null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== API.authUser && query.queryKey[0] !== API.sessionStatus });
  }, [apiUrl, queryClient]);

  return { start, signOut, pending };
}
