/** Remembered for this browser session only (sessionStorage). */
export const BANNER_DISMISSED_KEY = 'guestBannerDismissed';

/**
 * Everywhere but the admin area (it has its own 'Sign In as Admin' and /admin/login page) and the
 * payment pages (mid-payment: /payment/success verifies and redirects, signing in itself when the
 * session expired); docs/decisions.md, Sign-in and sessions.
 */
export function isBannerRoute(pathname: string): boolean {
  return !/^\/(admin|payment)(\/|$)/.test(pathname);
}

export function isBannerDismissed(): boolean {
  return window.sessionStorage.getItem(BANNER_DISMISSED_KEY) === 'true';
}

export function rememberBannerDismissed(): void {
  window.sessionStorage.setItem(BANNER_DISMISSED_KEY, 'true');
}
