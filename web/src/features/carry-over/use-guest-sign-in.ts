import { API, isSessionId } from '@coverletter/contracts';
import { getSessionStore, SESSION_STORAGE_KEY, sessionStatusQueryKey } from '@coverletter/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { savePendingCarryOver } from './pending-carry-over';

/**
 * The guest session id, from session storage or the API client's store, which is local storage in
 * the web app (SPEC.md section 2, Guest banner).
 */
function readGuestSessionId(): string | null {
  const stored = window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? getSessionStore().get();
  return isSessionId(stored) ? stored : null;
}

/**
 * The stored guest session id, kept current: /app starts the session (and stores its id) through
 * the session status query, so each update of that query reads it again, as does a change made in
 * another tab (the storage event). Only updates: the cache also reports observers being added,
 * which happens while other components render, and re-reading then made React update the banner
 * in the middle of their render ("Cannot update a component while rendering a different component").
 */
function useGuestSessionId(): string | null {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const [statusKey] = sessionStatusQueryKey();
      const stopWatchingQueries = queryCache.subscribe((event) => {
        if (event.type === 'updated' && event.query.queryKey[0] === statusKey) onChange();
      });
      window.addEventListener('storage', onChange);
      return () => {
        stopWatchingQueries();
        window.removeEventListener('storage', onChange);
      };
    },
    [queryCache],
  );
  return useSyncExternalStore(subscribe, readGuestSessionId, () => null);
}

export interface GuestSignIn {
  href: string;
  onFollow: () => void;
}

/**
 * Every sign-in link a visitor who is not signed in can follow: it carries the guest session id
 * (so the guest's work moves into the account, even from a link opened in a new tab), and
 * following it keeps that id as the pending carry-over id (SPEC.md sections 2 and 4).
 */
export function useGuestSignIn(): GuestSignIn {
  return guestSignIn(useGuestSessionId());
}

function guestSignIn(sessionId: string | null): GuestSignIn {
  return {
    href: sessionId ? `${API.login}?sessionId=${encodeURIComponent(sessionId)}` : API.login,
    onFollow: () => {
      const current = readGuestSessionId();
      if (current) savePendingCarryOver(current);
    },
  };
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * useGuestSignIn for a page without TanStack Query (the prerendered landing's own entry), where
 * nothing starts a session: the stored id, kept current across tabs (the storage event).
 */
export function useStoredGuestSignIn(): GuestSignIn {
  return guestSignIn(useSyncExternalStore(subscribeToStorage, readGuestSessionId, () => null));
}
