import type { SessionIdStore } from '@coverletter/ui';
import { browser } from 'wxt/browser';
import { sessionIdFromStorage, STORAGE_KEYS } from './settings';

/**
 * The guest session id lives in extension storage; the request helper reads it synchronously on
 * every call, so the panel loads it once at start and keeps a copy in memory that every change
 * writes through. Changes made by another panel (another window) come back through onChanged.
 */
export async function createExtensionSessionStore(): Promise<SessionIdStore> {
  const readStored = async () => sessionIdFromStorage((await browser.storage.local.get(STORAGE_KEYS.sessionId))[STORAGE_KEYS.sessionId]);
  let current = await readStored();
  browser.storage.onChanged.addListener((changes, area) => {
    const change = changes[STORAGE_KEYS.sessionId];
    if (area === 'local' && change) current = typeof change.newValue === 'string' ? change.newValue : null;
  });
  return {
    get: () => current,
    set: async (sessionId) => {
      current = sessionId;
      await browser.storage.local.set({ [STORAGE_KEYS.sessionId]: sessionId });
    },
    reload: async () => {
      current = await readStored();
      return current;
    },
    clear: () => {
      current = null;
      void browser.storage.local.remove(STORAGE_KEYS.sessionId);
    },
  };
}
