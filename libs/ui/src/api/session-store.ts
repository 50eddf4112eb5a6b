/**
 * Where the guest session id lives. The web app keeps it in localStorage (SPEC.md section 3); the
 * extension keeps it in extension storage and mirrors it here, because the request helper reads
 * it synchronously on every call.
 */
export interface SessionIdStore {
  get(): string | null;
  /** Resolves once the id is where other tabs and panels read it. */
  set(sessionId: string): void | Promise<void>;
  clear(): void;
  /** Reads the id again from the shared storage (another tab or panel may have changed it). */
  reload?(): Promise<string | null>;
}

const SESSION_START_LOCK = 'coverletter-guest-session-start';

/**
 * Runs `start` while no other tab or panel of this origin runs it (Web Locks), so two of them
 * opened together share one guest session instead of each storing its own over the other's.
 * Without Web Locks (old browsers, jsdom) it simply runs.
 */
export async function withSessionStartLock<T>(start: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return start();
  return locks.request(SESSION_START_LOCK, start);
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
