/**
 * Every page of SPEC.md section 2. The web app's router builds its routes from this list and the
 * server answers 404 (with the app's 'Page Not Found') for any other path, so the two cannot differ.
 */
export const WEB_ROUTES = [
  '/',
  '/app',
  '/dashboard',
  '/admin',
  '/admin/settings',
  '/admin/login',
  '/terms',
  '/privacy',
  '/contact',
  '/payment/success',
  '/payment/debug',
  '/payment/mock',
] as const;

export type WebRoute = (typeof WEB_ROUTES)[number];

const KNOWN = new Set<string>(WEB_ROUTES);

/** Matched as the client router matches: case-insensitive, a trailing slash ignored. */
export function isWebRoute(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return KNOWN.has(path === '' ? '/' : path);
}
