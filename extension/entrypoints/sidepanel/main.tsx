import '../../src/radix-themes';
import '@coverletter/ui/styles.css';
import '../../src/panel/panel.css';
import { configureApiClient, createQueryClient, detectLocale, loadLocale } from '@coverletter/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createExtensionSessionStore } from '../../src/browser/session-store';
import { loadApiUrl, STORAGE_KEYS } from '../../src/browser/settings';
import { readFirstTabEarly } from '../../src/panel/use-page-reading';
import { authUserQuery } from '../../src/panel/use-sign-in';
import { App } from './App';

async function start() {
  // What the guest generator waits for starts before React's first render: reading the open tab,
  // and (once the API's address is known) the signed-in check.
  void readFirstTabEarly();
  // The panel's language is fetched with the settings, so a Swedish panel never shows English first.
  const locale = detectLocale(window.localStorage, navigator.languages ?? []);
  const [apiUrl, sessionStore] = await Promise.all([loadApiUrl(), createExtensionSessionStore(), loadLocale(locale)]);
  configureApiClient({ baseUrl: apiUrl, sessionStore });
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(authUserQuery());
  // Another API address chosen in the settings: start again with it.
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && STORAGE_KEYS.apiUrl in changes) window.location.reload();
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App apiUrl={apiUrl} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
