import { isRetryableStatus, retryAfterMs, retryDelayMs } from './retry-policy';

describe('the retry policy', () => {
  it('retries rate limits and server trouble, never a refusal', () => {
    expect([408, 409, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 422].some(isRetryableStatus)).toBe(false);
  });

  it('reads Retry-After in seconds or as a date, and retry-after-ms first', () => {
    const now = Date.parse('2026-11-25T16:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after': '0.5' }), now)).toBe(500);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 25 Nov 2026 16:00:03 GMT' }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '2' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });

  it('backs off exponentially with jitter when the provider does not say', () => {
    expect(retryDelayMs(1, undefined, () => 0)).toBe(250);
    expect(retryDelayMs(1, undefined, () => 1)).toBe(500);
    expect(retryDelayMs(3, undefined, () => 1)).toBe(2000);
    expect(retryDelayMs(10, undefined, () => 1)).toBe(8000);
    expect(retryDelayMs(1, new Headers({ 'retry-after': '3' }))).toBe(3000);
  });
});
