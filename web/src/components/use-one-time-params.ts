import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * Query parameters a redirect brings once (`/dashboard?migrated=true`, `/?signIn=failed`): `act`
 * sees them, then the address is replaced without them (no history entry). `names` must be a
 * constant.
 */
export function useOneTimeParams(names: readonly string[], act: (params: URLSearchParams) => void): void {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  /** StrictMode runs effects twice; each address is acted on once. */
  const handledKey = useRef<string | null>(null);
  const onParams = useEffectEvent(act);

  useEffect(() => {
    if (!names.some((name) => params.has(name)) || handledKey.current === key) return;
    handledKey.current = key;
    onParams(params);
    const rest = new URLSearchParams(params);
    names.forEach((name) => rest.delete(name));
    setParams(rest, { replace: true });
  }, [names, params, key, setParams]);
}
