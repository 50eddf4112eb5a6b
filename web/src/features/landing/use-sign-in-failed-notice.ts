import { toast } from '@coverletter/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';

/** The server sends a sign-in that did not succeed back to `/?signIn=failed` (docs/api.md). */
const SIGN_IN_PARAM = 'signIn';
const FAILED = 'failed';

/** Says that sign-in failed, then removes the parameter from the address (no history entry). */
export function useSignInFailedNotice(): void {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  /** StrictMode runs effects twice; each address is acted on once. */
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (!params.has(SIGN_IN_PARAM) || handledKey.current === key) return;
    handledKey.current = key;
    if (params.get(SIGN_IN_PARAM) === FAILED) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'landing.signInFailed.title' }),
        description: intl.formatMessage({ id: 'landing.signInFailed.description' }),
      });
    }
    const rest = new URLSearchParams(params);
    rest.delete(SIGN_IN_PARAM);
    setParams(rest, { replace: true });
  }, [params, key, setParams, intl]);
}
