import { SCRAPE_DEBOUNCE_MS } from '@coverletter/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * SPEC.md section 4: scrape 1.5 s after typing stops, once per distinct URL. (libs/ui has the
 * same rule for the guest flow but does not export it.)
 */
export function useScrapeOnPause(text: string, toUrl: (text: string) => string | null, scrape: (url: string) => void): void {
  const lastScraped = useRef<string | null>(null);
  const onPause = useEffectEvent((settled: string) => {
    const url = toUrl(settled);
    if (!url || url === lastScraped.current) return;
    lastScraped.current = url;
    scrape(url);
  });
  useEffect(() => {
    const timer = setTimeout(() => onPause(text.trim()), SCRAPE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
}
