import './app/radix-themes';
import '@coverletter/ui/styles.css';
import './app/app.css';
import { configureApiClient, createLocalStorageSessionStore, detectLocale, loadLocale, setActiveLocale } from '@coverletter/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app/App';
import { createAppRouter } from './app/router';

// Every page but the prerendered landing, which has an entry of its own (landing-main.tsx).
configureApiClient({ baseUrl: '', sessionStore: createLocalStorageSessionStore() });

const container = document.getElementById('root')!;
const locale = detectLocale(window.localStorage, navigator.languages ?? []);

// Another language than English is fetched before the first render (and before the route's page, whose catalogue it fetches too).
setActiveLocale(locale);
await loadLocale(locale);
const router = createAppRouter();
const app = (
  <StrictMode>
    <App router={router} locale={locale}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
// In a transition React renders in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task that blocks input (Total Blocking Time; issue 15).
startTransition(() => {
  createRoot(container).render(app);
});
