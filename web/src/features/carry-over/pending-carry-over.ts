/**
 * The guest session id to carry into the account after sign-in (SPEC.md section 4, Migration).
 * sessionStorage: it only has to survive the trip to the identity provider in this tab.
 */
export const PENDING_CARRY_OVER_KEY = 'pendingCarryOverSessionId';

export function savePendingCarryOver(sessionId: string): void {
  window.sessionStorage.setItem(PENDING_CARRY_OVER_KEY, sessionId);
}

export function readPendingCarryOver(): string | null {
  return window.sessionStorage.getItem(PENDING_CARRY_OVER_KEY);
}

export function clearPendingCarryOver(): void {
  window.sessionStorage.removeItem(PENDING_CARRY_OVER_KEY);
}
