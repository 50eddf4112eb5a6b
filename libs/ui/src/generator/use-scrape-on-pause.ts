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
 * SPEC.md section 4: a scrape starts 1.5 s after typing stops, once per distinct URL. Every URL
 * scraped while the component lives is remembered, so going back to an earlier one (A → B → A)
 * does not read it again.
 */
export function useScrapeOnPause({ text, toScrapeUrl, scrape }: ScrapeOnPauseOptions): void {
  const scraped = useRef(new Set<string>());
  useSettledEffect(text.trim(), SCRAPE_DEBOUNCE_MS, (settledText) => {
    const url = toScrapeUrl(settledText);
    if (!url || scraped.current.has(url)) return;
    scraped.current.add(url);
    scrape(url);
  });
}
