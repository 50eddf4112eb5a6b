/** Remembered for this browser session only (sessionStorage). */
export const BANNER_DISMISSED_KEY = 'guestBannerDismissed';

/** The admin area and the payment pages are no place to invite a sign-in. */
export function isBannerRoute(pathname: string): boolean {
  return !/^\/(admin|payment)(\/|$)/.test(pathname);
}

export function isBannerDismissed(): boolean {
  return window.sessionStorage.getItem(BANNER_DISMISSED_KEY) === 'true';
}

export function rememberBannerDismissed(): void {
  window.sessionStorage.setItem(BANNER_DISMISSED_KEY, 'true');
}
