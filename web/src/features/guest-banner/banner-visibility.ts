/** Remembered for this browser session only (sessionStorage). */
export const BANNER_DISMISSED_KEY = 'guestBannerDismissed';

/**
 * SPEC.md section 2: all pages, the payment pages and the admin area included, but the admin
 * sign-in page, whose one button is the admin sign-in (docs/decisions.md, Sign-in and sessions).
 */
export function isBannerRoute(pathname: string): boolean {
  return !/^\/admin\/login\/?$/.test(pathname);
}

export function isBannerDismissed(): boolean {
  return window.sessionStorage.getItem(BANNER_DISMISSED_KEY) === 'true';
}

export function rememberBannerDismissed(): void {
  window.sessionStorage.setItem(BANNER_DISMISSED_KEY, 'true');
}
