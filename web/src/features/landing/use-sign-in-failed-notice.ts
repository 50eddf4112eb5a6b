import { toast } from '@coverletter/ui';
import { useIntl } from 'react-intl';
import { useOneTimeParams } from '../../components/use-one-time-params';

/** The server sends a sign-in that did not succeed back to `/?signIn=failed` (docs/api.md). */
const SIGN_IN_PARAMS = ['signIn'] as const;

/** Says that sign-in failed, then removes the parameter from the address. */
export function useSignInFailedNotice(): void {
  const intl = useIntl();
  useOneTimeParams(SIGN_IN_PARAMS, (params) => {
    if (params.get('signIn') !== 'failed') return;
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'landing.signInFailed.title' }),
      description: intl.formatMessage({ id: 'landing.signInFailed.description' }),
    });
  });
}
