/** Business constants and limits of SPEC.md section 9. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const CV_ACCEPT = CV_EXTENSIONS.join(',');
export const SCRAPE_DEBOUNCE_MS = 1500;
export const DESCRIPTION_AUTOSAVE_DEBOUNCE_MS = 2000;
export const MIN_CONTENT_CHARS = 50;
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_TIMEOUT_MS = 60_000;
export const PAYMENT_REDIRECT_DELAY_MS = 2000;
export const SCORE_MAX = 10;
export const OVERVIEW_PREVIOUS_LETTERS = 3;
export const CV_NAME_MAX = 40;
export const FEATURED_EXCERPT_CHARS = 200;
export const ADMIN_EXCERPT_CHARS = 300;
export const ADMIN_JOB_URL_CHARS = 60;
/** The spec's download name without its extension; the .docx and .pdf exports share it. */
export const DOWNLOAD_BASE_NAME = 'cover-letter';
export const DOWNLOAD_FILE_NAME = `${DOWNLOAD_BASE_NAME}.txt`;
export const LOCALES = ['en', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/** The first `max` characters of a text, with an ellipsis when something was cut (excerpts, long URLs). */
export function excerpt(text: string, max: number): string {
  // A cut right after a full stop would read "word.…": the ellipsis replaces trailing punctuation.
  return text.length > max ? `${text.slice(0, max).replace(/[\s.,;:]+$/, '')}…` : text;
}

/** "a-very-long-file-name…": over `max` characters shows the first max-3 plus the one character '…' (the spec's CV names: 40 → 37). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}…` : text;
}
