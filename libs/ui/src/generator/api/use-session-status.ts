import { API, type SessionInitResponse, type SessionStatus } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson, getSessionStore } from '../../api/request';
import { withSessionStartLock } from '../../api/session-store';
import { isUnknownSession } from './api-error';

export const sessionStatusQueryKey = () => [API.sessionStatus] as const;

/**
 * `POST /api/session/init`; the new id is stored, so every later request sends it. When another
 * tab or panel stored a session meanwhile (other than `staleId`, the one the server no longer
 * knows), that one is used instead.
 */
export async function startSession(staleId: string | null = null): Promise<SessionStatus> {
  const store = getSessionStore();
  const started = await withSessionStartLock(async () => {
    const stored = store.reload ? await store.reload() : store.get();
    if (stored && stored !== staleId) return { sessionId: stored, isNew: false };
    const { sessionId } = await apiJson<SessionInitResponse>('POST', API.sessionInit);
    await store.set(sessionId);
    return { sessionId, isNew: true };
  });
  if (!started.isNew) return apiJson<SessionStatus>('GET', API.sessionStatus);
  return { sessionId: started.sessionId, hasCV: false, hasJobInfo: false, hasResult: false };
}

/** The stored session's status, or a fresh session when none is stored or the server no longer knows it. */
export async function fetchOrStartSession(): Promise<SessionStatus> {
  const stored = getSessionStore().get();
  if (!stored) return startSession();
  try {
    return await apiJson<SessionStatus>('GET', API.sessionStatus);
  } catch (error) {
    if (isUnknownSession(error)) return startSession(stored);
    throw error;
  }
}

/** `enabled: false` starts no session (a signed-in user on /app has no use for one). */
export function useSessionStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: sessionStatusQueryKey(), queryFn: fetchOrStartSession, enabled });
}
