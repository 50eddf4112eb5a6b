import { coverLettersQueryKey, getSessionStore, resultQueryKey, savedCvsQueryKey, toast } from '@coverletter/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAuthUser } from '../auth/api/use-auth-user';
import { useMigrateSession } from './api/use-migrate-session';
import { clearPendingCarryOver, readPendingCarryOver } from './pending-carry-over';

/**
 * SPEC.md section 4, Migration: once signed in, the pending guest session id left by the guest
 * banner's sign-in is posted once; the lists refresh when a letter came along. The pending id and
 * the stored guest session id are cleared whatever the answer, so a failure is reported once
 * rather than on every page.
 */
export function usePendingCarryOver(): void {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { user } = useAuthUser();
  const migrate = useMigrateSession();
  const started = useRef(false);

  useEffect(() => {
    const sessionId = readPendingCarryOver();
    if (!user || !sessionId || started.current) return;
    started.current = true;
    migrate.mutate(sessionId, {
      onSuccess: ({ migratedCoverLetter }) => {
        if (!migratedCoverLetter) return;
        for (const queryKey of [coverLettersQueryKey(), resultQueryKey(), savedCvsQueryKey()]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        toast({
          variant: 'success',
          title: intl.formatMessage({ id: 'migration.saved.title' }),
          description: intl.formatMessage({ id: 'migration.saved.description' }),
        });
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'migration.failed.title' }),
          description: intl.formatMessage({ id: 'migration.failed.description' }),
        }),
      onSettled: () => {
        clearPendingCarryOver();
        // The guest session now belongs to the account (the server closed it), or never will: either
        // way this browser forgets it, so /app starts a fresh one.
        getSessionStore().clear();
      },
    });
  }, [user, migrate, queryClient, intl]);
}
