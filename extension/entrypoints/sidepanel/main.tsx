import '../../src/radix-themes';
import '@coverletter/ui/styles.css';
import '../../src/panel/panel.css';
import { configureApiClient, detectLocale, loadLocale } from '@coverletter/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createExtensionSessionStore } from '../../src/browser/session-store';
import { loadApiUrl, STORAGE_KEYS } from '../../src/browser/settings';
import { App } from './App';

async function start() {
  // The panel's language is fetched with the settings, so a Swedish panel never shows English first.
  const locale = detectLocale(window.localStorage, navigator.languages ?? []);
  const [apiUrl, sessionStore] = await Promise.all([loadApiUrl(), createExtensionSessionStore(), loadLocale(locale)]);
  configureApiClient({ baseUrl: apiUrl, sessionStore });
  // Another API address chosen in the settings: start again with it.
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && STORAGE_KEYS.apiUrl in changes) window.location.reload();
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App apiUrl={apiUrl} />
    </StrictMode>,
  );
}

void start();
