import { API, type MigrateSessionRequest, type MigrateSessionResponse } from '@coverletter/contracts';
import { apiJson } from '@coverletter/ui';
import { useMutation } from '@tanstack/react-query';

export const migrateSessionMutationKey = () => [API.migrateSession] as const;

/** `POST /api/migrate-session {sessionId}`: moves the guest's letter (and CV) into the account. */
export function useMigrateSession() {
  return useMutation({
    mutationKey: migrateSessionMutationKey(),
    mutationFn: (sessionId: string) =>
      apiJson<MigrateSessionResponse>('POST', API.migrateSession, { sessionId } satisfies MigrateSessionRequest),
  });
}
