import '../../src/radix-themes.css';
import '@coverletter/ui/styles.css';
import '../../src/panel/panel.css';
import { configureApiClient } from '@coverletter/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createExtensionSessionStore } from '../../src/browser/session-store';
import { loadApiUrl, STORAGE_KEYS } from '../../src/browser/settings';
import { App } from './App';

async function start() {
  const [apiUrl, sessionStore] = await Promise.all([loadApiUrl(), createExtensionSessionStore()]);
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
