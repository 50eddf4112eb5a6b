import { API, type MigrateSessionRequest, type MigrateSessionResponse } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/migrate-session {sessionId}`: moves the guest's letter (and CV) into the account. */
export function useMigrateSession() {
  return useMutation({
    mutationFn: (sessionId: string) => apiJson<MigrateSessionResponse>('POST', API.migrateSession, { sessionId } satisfies MigrateSessionRequest),
  });
}
