import './app/radix-themes';
import '@coverletter/ui/styles.css';
import './app/app.css';
import {
  configureApiClient,
  createLocalStorageSessionStore,
  createQueryClient,
  detectLocale,
  loadLocale,
  rememberLocale,
  setActiveLocale,
} from '@coverletter/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app/App';
import { applyDeferredStylesheets, readPrerenderedPage, seedQueries } from './app/prerendered-page';
import { createAppRouter } from './app/router';

// Every page but the landing, which has an entry of its own (landing-main.tsx). The server sends
// some pages prerendered (PRERENDERED_ROUTES): this entry hydrates them.
configureApiClient({ baseUrl: '', sessionStore: createLocalStorageSessionStore() });

const container = document.getElementById('root')!;
const prerendered = readPrerenderedPage(container);
// The remembered choice first; else a prerendered page's own language, which the server chose from
// the cookie or Accept-Language; else the browser's.
const locale = detectLocale(window.localStorage, prerendered ? [prerendered.locale] : (navigator.languages ?? []));
// A language remembered in local storage but not in the cookie can differ from the page's: the page
// is rendered afresh then, and the cookie learns it, so the next visit arrives in it.
const hydrate = prerendered?.locale === locale;
if (prerendered && !hydrate) rememberLocale(locale);

// Another language than English is fetched before the first render (and before the route's page, whose catalogue it fetches too).
setActiveLocale(locale);
await loadLocale(locale);
const queryClient = createQueryClient();
if (prerendered) seedQueries(queryClient, prerendered);
const router = await createAppRouter(hydrate);
const app = (
  <StrictMode>
    <App router={router} locale={locale} queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
// A prerendered page has painted from its HTML and inlined rules before this runs; its full
// stylesheets apply before React takes it over. In a transition React renders in slices of a few
// milliseconds, yielding to the browser in between, instead of one long task that blocks input
// (Total Blocking Time; issue 15).
if (prerendered) await applyDeferredStylesheets();
startTransition(() => {
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
