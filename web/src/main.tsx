import './app/radix-themes.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import '@coverletter/ui/styles.css';
import './app/app.css';
import type { Locale } from '@coverletter/contracts';
import { configureApiClient, createLocalStorageSessionStore, detectLocale, loadLocale, setActiveLocale } from '@coverletter/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app/App';
import { applyDeferredStylesheets } from './app/prerendered-page';
import { createAppRouter } from './app/router';

configureApiClient({ baseUrl: '', sessionStore: createLocalStorageSessionStore() });

const container = document.getElementById('root')!;
/** The server sends the landing prerendered (web/scripts/prerender.mjs), in the language the cookie or the browser asks for. */
const prerenderedLocale = container.dataset.prerendered as Locale | undefined;
const locale = detectLocale(window.localStorage, navigator.languages ?? []);
// A language remembered before the cookie existed can differ from the page's: render afresh then.
const hydrate = prerenderedLocale === locale;

// Another language than English is fetched before the first render (and before the route's page, whose catalogue it fetches too).
setActiveLocale(locale);
await loadLocale(locale);
const router = await createAppRouter(hydrate);
const app = (
  <StrictMode>
    <App router={router} locale={locale}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
// A prerendered page paints from its HTML and inlined rules before React's work on it starts
// (First Contentful Paint), and its full stylesheets apply before React renders. In a transition
// React hydrates (or renders) in slices of a few milliseconds, yielding to the browser in between,
// instead of one long task that blocks input (Total Blocking Time; issue 15).
if (prerenderedLocale) await applyDeferredStylesheets();
startTransition(() => {
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
