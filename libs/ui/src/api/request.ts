import { SESSION_HEADER } from '@coverletter/contracts';
import type { QueryFunction } from '@tanstack/react-query';
import { createMemorySessionStore, type SessionIdStore } from './session-store';

interface ApiClientOptions {
  /** '' for the web app (same origin); the API origin for the extension. */
  baseUrl: string;
  sessionStore: SessionIdStore;
}

let options: ApiClientOptions = { baseUrl: '', sessionStore: createMemorySessionStore() };

export function configureApiClient(next: Partial<ApiClientOptions>): void {
  options = { ...options, ...next };
}

export function getSessionStore(): SessionIdStore {
  return options.sessionStore;
}

export function apiUrl(path: string): string {
  return `${options.baseUrl}${path}`;
}

/** Fails with `"<status>: <body text or status text>"` on any non-OK answer (SPEC.md section 8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export function buildHeaders(hasJsonBody: boolean): Headers {
  const headers = new Headers();
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const sessionId = options.sessionStore.get();
  if (sessionId) headers.set(SESSION_HEADER, sessionId);
  return headers;
}

/**
 * The one request helper (SPEC.md section 7): credentials always, X-Session-ID when stored,
 * JSON content type only when there is a body. A FormData body is sent as multipart.
 */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const hasJsonBody = body !== undefined && !isForm;
  const res = await fetch(apiUrl(path), {
    method,
    credentials: 'include',
    headers: buildHeaders(hasJsonBody),
    body: isForm ? (body as FormData) : hasJsonBody ? JSON.stringify(body) : undefined,
  });
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, path, body);
  return (await res.json()) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query's answer: its JSON, null for a 401 when asked to, else the error of `throwIfResNotOk`. */
export async function readQueryAnswer<T>(res: Response, { on401 }: { on401: UnauthorizedBehavior }): Promise<T | null> {
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The default query function: GET the path given as the query key and parse JSON. */
export function getQueryFn<T>(behavior: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(apiUrl(queryKey.join('/')), {
      credentials: 'include',
      headers: buildHeaders(false),
    });
    return readQueryAnswer<T>(res, behavior);
  };
}
