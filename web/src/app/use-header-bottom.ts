import { useToasts } from '@coverletter/ui';
import { useSyncExternalStore } from 'react';

/** The page header every page draws (components/SiteHeader). */
const HEADER_SELECTOR = '.site-header';

/** Scrolling, resizing, and the page growing or shrinking (the guest banner appearing above the header). */
function subscribe(onChange: () => void): () => void {
  const pageSize = new ResizeObserver(onChange);
  pageSize.observe(document.body);
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    pageSize.disconnect();
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function headerBottom(): number {
  const header = document.querySelector(HEADER_SELECTOR);
  return header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
}

/**
 * Where the page header ends on screen (px from the top; 0 once it has scrolled away): below the
 * guest banner at first, at 64 px once the sticky header sticks. Read again on scroll, resize, when
 * the page changes size, and whenever a toast appears.
 */
export function useHeaderBottom(): number {
  useToasts();
  return useSyncExternalStore(subscribe, headerBottom, () => 0);
}
