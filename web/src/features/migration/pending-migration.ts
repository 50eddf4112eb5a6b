/**
 * The guest session id to carry into the account after sign-in (SPEC.md section 4, Migration).
 * sessionStorage: it only has to survive the trip to the identity provider in this tab.
 */
export const PENDING_MIGRATION_KEY = 'pendingMigrationSessionId';

export function savePendingMigration(sessionId: string): void {
  window.sessionStorage.setItem(PENDING_MIGRATION_KEY, sessionId);
}

export function readPendingMigration(): string | null {
  return window.sessionStorage.getItem(PENDING_MIGRATION_KEY);
}

export function clearPendingMigration(): void {
  window.sessionStorage.removeItem(PENDING_MIGRATION_KEY);
}
