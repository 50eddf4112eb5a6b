import { API, type SessionInitResponse, type SessionStatus } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson, getSessionStore } from '../../api/request';
import { isUnknownSession } from './api-error';

export const sessionStatusQueryKey = () => [API.sessionStatus] as const;

/** `POST /api/session/init`; the new id is stored, so every later request sends it. */
export async function startSession(): Promise<SessionStatus> {
  const { sessionId } = await apiJson<SessionInitResponse>('POST', API.sessionInit);
  getSessionStore().set(sessionId);
  return { sessionId, hasCV: false, hasJobInfo: false, hasResult: false };
}

/** The stored session's status, or a fresh session when none is stored or the server no longer knows it. */
export async function fetchOrStartSession(): Promise<SessionStatus> {
  if (!getSessionStore().get()) return startSession();
  try {
    return await apiJson<SessionStatus>('GET', API.sessionStatus);
  } catch (error) {
    if (isUnknownSession(error)) return startSession();
    throw error;
  }
}

export function useSessionStatus() {
  return useQuery({ queryKey: sessionStatusQueryKey(), queryFn: fetchOrStartSession });
}
