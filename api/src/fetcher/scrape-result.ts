import type { ScrapeResponse } from '@coverletter/contracts';

/** A scrape that did not work: 200 with a sentence the UI shows (the site's doing, not the caller's). */
export function scrapeFailure(message: string): ScrapeResponse {
  return { success: false, content: '', message };
}
