/** Attempts of one write, the first included; each must also fit in what is left of the deadline. */
export const MAX_ATTEMPTS = 4;
const BASE_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;

/** 429 (rate limit), 408/409 (the provider's own "try again") and 5xx are worth another attempt; 400, 401, 403, 404 and 422 never are. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** What the provider asked us to wait, from `retry-after-ms` (OpenAI) or `Retry-After` (seconds or an HTTP date); null when it did not say. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  const millis = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(millis) && millis >= 0) return millis;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Exponential backoff with full jitter (500 ms, 1 s, 2 s … up to 8 s), unless the provider said how long to wait. */
export function retryDelayMs(attempt: number, headers: Headers | undefined, random = Math.random): number {
  const asked = retryAfterMs(headers);
  if (asked !== null) return asked;
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
