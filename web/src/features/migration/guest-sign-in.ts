import { API, isSessionId } from '@coverletter/contracts';
import { getSessionStore, SESSION_STORAGE_KEY } from '@coverletter/ui';
import { savePendingMigration } from './pending-migration';

/**
 * The guest session id, from session storage or the API client's store, which is local storage in
 * the web app (SPEC.md section 2, Guest banner).
 */
export function readGuestSessionId(): string | null {
  const stored = window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? getSessionStore().get();
  return isSessionId(stored) ? stored : null;
}

/** Sign-in that carries the guest session along, or plain sign-in without one. */
export function guestSignInHref(sessionId: string | null): string {
  return sessionId ? `${API.login}?sessionId=${encodeURIComponent(sessionId)}` : API.login;
}

/** Called as a sign-in link is followed: the id becomes the pending migration id. */
export function keepSessionForMigration(sessionId: string | null): void {
  if (sessionId) savePendingMigration(sessionId);
}
