import { readApiError, toast } from '@coverletter/ui';
import { useIntl } from 'react-intl';
import { useClearSessionRequest } from './api/use-clear-session';

/** The clear-session action with its toasts ('Session cleared' / 'You can now work as a guest user'). */
export function useClearSession() {
  const intl = useIntl();
  const request = useClearSessionRequest();
  const clear = () =>
    request.mutate(undefined, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: intl.formatMessage({ id: 'migration.sessionCleared.title' }),
          description: intl.formatMessage({ id: 'migration.sessionCleared.description' }),
        }),
      onError: (error) =>
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'migration.clearFailed' }), description: readApiError(error).message }),
    });
  return { clear, isClearing: request.isPending };
}
