import type { Locale } from './limits';

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

/** A path as the client router matches it: case-insensitive, a trailing slash ignored ("/Terms/" is "/terms"). */
export function webRouteKey(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

export function isWebRoute(pathname: string): boolean {
  return KNOWN.has(webRouteKey(pathname));
}

/**
 * The pages the web build prerenders (web/scripts/prerender.mjs) and the server sends as HTML that
 * paints before any JavaScript runs (api/src/web): each in every language, once as the browser's
 * first render makes it while the sign-in check is on its way, and once signed out, for a request
 * without a session cookie. The other pages are rendered in the browser.
 */
export const PRERENDERED_ROUTES = ['/', '/app', '/terms', '/privacy', '/contact'] as const satisfies readonly WebRoute[];

export type PrerenderedRoute = (typeof PRERENDERED_ROUTES)[number];

/** The prerendered page's file in the web build: `landing.en.html`, `terms.sv.visitor.html`. */
export function prerenderedFile(route: PrerenderedRoute, locale: Locale, signedOut: boolean): string {
  const name = route === '/' ? 'landing' : route.slice(1);
  return `${name}.${locale}${signedOut ? '.visitor' : ''}.html`;
}

/**
 * Written by the prerender where the configured support address goes (the build does not know
 * it); the server puts the address in its place when it loads the page.
 */
export const SUPPORT_EMAIL_PLACEHOLDER = 'support-address.prerendered.invalid';
