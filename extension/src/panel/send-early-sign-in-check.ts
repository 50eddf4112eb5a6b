import { SESSION_HEADER, SIGN_IN_API } from '@coverletter/contracts';
import { browser } from 'wxt/browser';
import { apiUrlFromStorage, sessionIdFromStorage, STORAGE_KEYS } from '../browser/settings';

/**
 * Sends the panel's first signed-in check as the panel page starts (panel-early.js), the request
 * the API client would send (`GET /api/auth/user`, credentials, the stored guest session), so it
 * travels while the browser loads and evaluates the panel's modules (issue 15). The panel reads
 * the address and the session from storage itself and takes the answer over only when they match
 * (early-sign-in-check.ts).
 */
export function startEarlySignInCheck(): void {
  const check = browser.storage.local.get([STORAGE_KEYS.apiUrl, STORAGE_KEYS.sessionId]).then((stored) => {
    const apiUrl = apiUrlFromStorage(stored[STORAGE_KEYS.apiUrl]);
    const sessionId = sessionIdFromStorage(stored[STORAGE_KEYS.sessionId]);
    const headers = new Headers();
    if (sessionId) headers.set(SESSION_HEADER, sessionId);
    const response = fetch(`${apiUrl}${SIGN_IN_API.authUser}`, { credentials: 'include', headers });
    // Answered to whoever takes it over; one that nobody takes (another address by now) is no unhandled rejection.
    response.catch(() => undefined);
    return { apiUrl, sessionId, response };
  });
  check.catch(() => undefined);
  window.coverLetterEarlySignInCheck = check;
}
