import type { ScrapeFailureReason, ScrapeResponse } from '@coverletter/contracts';

/** What the UI is told about a page that could not be read: an English sentence and its code. */
export interface ScrapeFailure<R extends ScrapeFailureReason = ScrapeFailureReason> {
  reason: R;
  message: string;
}

/** A scrape that did not work: 200 with a sentence the UI shows (the site's doing, not the caller's). */
export function scrapeFailure({ reason, message }: ScrapeFailure): ScrapeResponse {
  return { success: false, content: '', message, reason };
}
