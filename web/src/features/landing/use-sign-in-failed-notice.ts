import { toast } from '@coverletter/ui';
import { useIntl } from 'react-intl';
import { useOneTimeParams } from '../../components/use-one-time-params';

/** The server sends a sign-in that did not succeed back to `/?signIn=failed` (docs/api.md). */
export const SIGN_IN_PARAMS = ['signIn'] as const;

/** What to do with the landing's one-time parameters: say that sign-in failed. */
export function useSignInFailedToast(): (params: URLSearchParams) => void {
  const intl = useIntl();
  return (params) => {
    if (params.get('signIn') !== 'failed') return;
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'landing.signInFailed.title' }),
      description: intl.formatMessage({ id: 'landing.signInFailed.description' }),
    });
  };
}

/** Says that sign-in failed, then removes the parameter from the address (inside the app's router). */
export function useSignInFailedNotice(): void {
  useOneTimeParams(SIGN_IN_PARAMS, useSignInFailedToast());
}
