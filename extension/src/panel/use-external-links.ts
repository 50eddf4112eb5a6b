import { API } from '@coverletter/contracts';
import { useEffect } from 'react';
import { openTab } from '../browser/tabs';

/**
 * A panel is no place to browse: web links (the shared generator's sign-in links, the dashboard)
 * open in a tab instead of replacing the panel, and the sign-in link starts the panel's sign-in.
 */
export function useExternalLinks(apiUrl: string, onSignIn: () => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button > 1) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      event.preventDefault();
      if (url.origin === new URL(apiUrl).origin && url.pathname === API.login) onSignIn();
      else void openTab(url.href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [apiUrl, onSignIn]);
}
