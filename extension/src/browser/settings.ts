import { browser } from 'wxt/browser';

/** Extension storage keys (storage.local: survives restarts, per browser profile). */
export const STORAGE_KEYS = { apiUrl: 'apiUrl', sessionId: 'sessionId' } as const;

export const DEFAULT_API_URL: string = import.meta.env.WXT_DEFAULT_API_URL ?? 'http://localhost:3000';

/** An http(s) address as its origin ("https://app.example.com"), or null when it is not one. */
export function toApiOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The API's address from what storage holds under `apiUrl`: the default when nothing valid is there. */
export function apiUrlFromStorage(stored: unknown): string {
  return (typeof stored === 'string' && toApiOrigin(stored)) || DEFAULT_API_URL;
}

/** The guest session id from what storage holds under `sessionId`: null when none is there. */
export function sessionIdFromStorage(stored: unknown): string | null {
  return typeof stored === 'string' ? stored : null;
}

export async function loadApiUrl(): Promise<string> {
  return apiUrlFromStorage((await browser.storage.local.get(STORAGE_KEYS.apiUrl))[STORAGE_KEYS.apiUrl]);
}

export async function saveApiUrl(origin: string): Promise<void> {
  if (origin === DEFAULT_API_URL) await browser.storage.local.remove(STORAGE_KEYS.apiUrl);
  else await browser.storage.local.set({ [STORAGE_KEYS.apiUrl]: origin });
}
