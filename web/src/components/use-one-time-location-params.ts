import { useEffect, useEffectEvent } from 'react';

/**
 * useOneTimeParams for a page without the router (the prerendered landing's own entry): `act`
 * sees the parameters the page was loaded with, then the address is replaced without them (no
 * history entry). `names` must be a constant.
 */
export function useOneTimeLocationParams(names: readonly string[], act: (params: URLSearchParams) => void): void {
  const onParams = useEffectEvent(act);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!names.some((name) => params.has(name))) return;
    onParams(params);
    names.forEach((name) => params.delete(name));
    const search = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
  }, [names]);
}
