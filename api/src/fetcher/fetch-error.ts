/**
 * Why a fetch failed. `invalid-url` and `blocked-address` on the first request are about the
 * caller's input; every other code (and `blocked-address` after a redirect) is the site's doing.
 */
export type FetchErrorCode =
  | 'invalid-url'
  | 'blocked-address'
  | 'dns'
  | 'connect'
  | 'timeout'
  | 'too-large'
  | 'not-html'
  | 'too-many-redirects'
  | 'bad-redirect'
  | 'http-status'
  | 'decode';

export interface FetchErrorDetails {
  /** The URL being fetched when it failed (after redirects). */
  url?: string;
  /** How many redirects had been followed: 0 is the caller's own URL. */
  hop?: number;
  status?: number;
  contentType?: string;
  /** The refused address range, e.g. `loopback`. */
  range?: string;
  limitBytes?: number;
}

export class FetchError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
    readonly details: FetchErrorDetails = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FetchError';
  }

  /** True when the caller's own URL is at fault, not something the site did. */
  get isCallerInput(): boolean {
    return this.code === 'invalid-url' || (this.code === 'blocked-address' && (this.details.hop ?? 0) === 0);
  }
}
