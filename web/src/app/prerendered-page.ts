import { SUPPORT_EMAIL_PLACEHOLDER, type Locale } from '@coverletter/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { appConfigQueryKey } from '../features/app-config/api/use-app-config';
import { authUserQueryKey } from '../features/auth/api/use-auth-user';

/** What a prerendered page of the app was rendered with (web/scripts/prerender.mjs), from its #root. */
export interface PrerenderedPage {
  locale: Locale;
  /** The server knew nobody was signed in (no session cookie): the page is rendered signed out. */
  signedOut: boolean;
  /** The configured support address, which the server wrote into the page (api/src/web). */
  supportEmail: string;
}

/** The prerender's own values: the server replaces the placeholder with the configured address. */
export function prerenderState(locale: Locale, signedOut: boolean): PrerenderedPage {
  return { locale, signedOut, supportEmail: SUPPORT_EMAIL_PLACEHOLDER };
}

/** The attributes of #root that carry the state to the browser. */
export function prerenderedRootAttributes({ locale, signedOut, supportEmail }: PrerenderedPage): string {
  return `data-prerendered="${locale}"${signedOut ? ' data-visitor=""' : ''} data-support-email="${supportEmail}"`;
}

export function readPrerenderedPage(root: HTMLElement): PrerenderedPage | null {
  const { prerendered, visitor, supportEmail } = root.dataset;
  if (!prerendered || supportEmail === undefined) return null;
  return { locale: prerendered as Locale, signedOut: visitor !== undefined, supportEmail };
}

/**
 * What the server knew when it sent the page, in the query cache before the first render, both in
 * the prerender and in the browser, so that the browser's first render is the prerendered markup:
 * signed out (no check to wait for) and the support address.
 */
export function seedQueries(client: QueryClient, page: PrerenderedPage): void {
  if (page.signedOut) client.setQueryData(authUserQueryKey(), null);
  client.setQueryData(appConfigQueryKey(), { supportEmail: page.supportEmail });
}

/**
 * The full stylesheets web/scripts/prerender.mjs held back from the first paint of a prerendered
 * page, applied to the screen; resolves once loaded, which the app's own rendering needs. The paint
 * itself has happened: web/public/boot-after-paint.js loads the app only after it.
 */
export function applyDeferredStylesheets(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]')];
  return Promise.all(
    links.map((link) => {
      const loaded = link.sheet
        ? Promise.resolve()
        : new Promise((resolve) => {
            link.addEventListener('load', resolve, { once: true });
            // One that fails to load leaves the page with the inlined rules; the app starts all the
            // same, also when it failed before this listened (no event comes then).
            link.addEventListener('error', resolve, { once: true });
            setTimeout(resolve, STYLESHEET_WAIT_MS);
          });
      link.media = 'all';
      return loaded;
    }),
  );
}

/** How long the app waits for a held-back stylesheet before it takes the page over regardless. */
const STYLESHEET_WAIT_MS = 3_000;
