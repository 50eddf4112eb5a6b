/** Where LinkedIn sends visitors it wants signed in. */
const AUTH_WALL_PATH = /^\/(?:authwall|login|signup|uas\/login|checkpoint|m\/login)\b/i;
const SIGN_IN_FORM = [
  'form[action*="login-submit"]',
  'form[action*="uas/login"]',
  'input[name="session_key"]',
  'input[name="session_password"]',
  '.authwall-join-form',
  '.authwall-sign-in-form',
].join(',');
const SIGN_IN_TITLE = /\b(?:sign in|sign up|log in|login|join linkedin)\b/i;

export function isAuthWallUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return AUTH_WALL_PATH.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** A page that is a sign-in or join form. Public profiles embed such a form too, so ask only when no profile was found. */
export function looksLikeSignInPage(document: Document): boolean {
  return SIGN_IN_TITLE.test(document.title) || !!document.querySelector(SIGN_IN_FORM);
}
