// The prerendered landing's own entry (landing.html; web/scripts/prerender.mjs writes the page):
// it hydrates `/` without the rest of the app (issue 15). The stylesheets imported here are not
// loaded by the page: the prerender inlines the rules the landing uses, in every state it can
// show, and removes the link. Every other page is index.html (main.tsx).
import './app/radix-themes';
import '@coverletter/ui/styles.css';
import './app/app.css';
import type { Locale } from '@coverletter/contracts';
import { configureApiClient, createLocalStorageSessionStore, detectLocale, loadLocale, rememberLocale, setActiveLocale } from '@coverletter/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './landing/LandingApp';

configureApiClient({ baseUrl: '', sessionStore: createLocalStorageSessionStore() });

const container = document.getElementById('root')!;
const prerenderedLocale = container.dataset.prerendered as Locale | undefined;
/** The page prerendered signed out, sent to a request without a session cookie (api/src/web). */
const visitor = container.dataset.visitor !== undefined;
// The remembered choice first; else the page's own language, which the server chose from the
// cookie or Accept-Language (navigator.languages can differ from that header, and rendering the
// page afresh in another language would throw the prerendered one away).
const locale = detectLocale(window.localStorage, prerenderedLocale ? [prerenderedLocale] : (navigator.languages ?? []));

setActiveLocale(locale);
await loadLocale(locale);
const app = (
  <StrictMode>
    <LandingApp locale={locale} visitor={visitor} />
  </StrictMode>
);
// In a transition React hydrates in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task that blocks input (Total Blocking Time). A language remembered
// in local storage but not in the cookie (chosen before the cookie existed) can differ from the
// page's: render afresh then, and put it in the cookie too, so the next visit arrives in it.
if (prerenderedLocale && prerenderedLocale !== locale) rememberLocale(locale);
startTransition(() => {
  if (prerenderedLocale === locale) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
