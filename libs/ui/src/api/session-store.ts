/**
 * Where the guest session id lives. The web app keeps it in localStorage (SPEC.md section 3); the
 * extension keeps it in extension storage and mirrors it here, because the request helper reads
 * it synchronously on every call.
 */
export interface SessionIdStore {
  get(): string | null;
  set(sessionId: string): void;
  clear(): void;
}

export const SESSION_STORAGE_KEY = 'sessionId';

export function createLocalStorageSessionStore(storage: Storage = window.localStorage): SessionIdStore {
  return {
    get: () => storage.getItem(SESSION_STORAGE_KEY),
    set: (sessionId) => storage.setItem(SESSION_STORAGE_KEY, sessionId),
    clear: () => storage.removeItem(SESSION_STORAGE_KEY),
  };
}

export function createMemorySessionStore(initial: string | null = null): SessionIdStore {
  let current = initial;
  return {
    get: () => current,
    set: (sessionId) => {
      current = sessionId;
    },
    clear: () => {
      current = null;
    },
  };
}
