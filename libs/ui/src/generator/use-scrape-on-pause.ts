import { SCRAPE_DEBOUNCE_MS } from '@coverletter/contracts';
import { useRef } from 'react';
import { useSettledEffect } from './use-settled-effect';

interface ScrapeOnPauseOptions {
  /** The URL field's text. */
  text: string;
  /** The address to scrape for this text, or null when it is not one. */
  toScrapeUrl: (text: string) => string | null;
  scrape: (url: string) => void;
}

/**
 * SPEC.md section 4: a scrape starts 1.5 s after typing stops, once per distinct URL. A URL is
 * scraped again only after another one was, so going back to an earlier URL re-reads it.
 */
export function useScrapeOnPause({ text, toScrapeUrl, scrape }: ScrapeOnPauseOptions): void {
  const lastScraped = useRef<string | null>(null);
  useSettledEffect(text.trim(), SCRAPE_DEBOUNCE_MS, (settledText) => {
    const url = toScrapeUrl(settledText);
    if (!url || url === lastScraped.current) return;
    lastScraped.current = url;
    scrape(url);
  });
}
