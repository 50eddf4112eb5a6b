export interface FetchLimits {
  /** The whole fetch, DNS and every redirect included. */
  timeoutMs: number;
  /** Cap on the body after decompression. */
  maxBytes: number;
  maxRedirects: number;
}

export const FETCH_LIMITS = Symbol('FETCH_LIMITS');

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
};
