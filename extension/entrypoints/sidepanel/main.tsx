import '../../src/radix-themes';
import '@coverletter/ui/styles.css';
import '../../src/panel/panel.css';
import { configureApiClient, createQueryClient, detectLocale, loadLanguageSelect, loadLocale } from '@coverletter/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createExtensionSessionStore } from '../../src/browser/session-store';
import { loadApiUrl, STORAGE_KEYS } from '../../src/browser/settings';
import { firstTabReadDone } from '../../src/panel/first-tab';
import { firstAuthUserQuery } from '../../src/panel/use-sign-in';
import { App } from './App';

/** How long the first render waits for the signed-in check and the tab's read at most. */
const FIRST_RENDER_WAIT_MS = 100;

async function start() {
  // What the guest generator waits for started before the panel's modules ran (panel-early.js):
  // the signed-in check, taken over here when it asked the API the panel uses, and the tab's read.
  // The panel's language is fetched with the settings, so a Swedish panel never shows English first.
  const locale = detectLocale(window.localStorage, navigator.languages ?? []);
  const [apiUrl, sessionStore] = await Promise.all([loadApiUrl(), createExtensionSessionStore(), loadLocale(locale)]);
  configureApiClient({ baseUrl: apiUrl, sessionStore });
  const queryClient = createQueryClient();
  const signedInCheck = queryClient.prefetchQuery(firstAuthUserQuery());
  // Another API address chosen in the settings: start again with it.
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && STORAGE_KEYS.apiUrl in changes) window.location.reload();
  });
  // The header's language menu (a chunk of its own) comes while the first render waits, so the
  // header shows the menu itself, not its stand-in, as when the skeleton came first.
  void loadLanguageSelect();
  // The first render shows the generator with the posting filled in when the signed-in check and
  // the tab's read answer soon, one render instead of three (skeleton, generator, posting; each
  // tens of milliseconds on a slow machine). A slower answer gets the skeleton as before.
  await Promise.race([Promise.all([signedInCheck, firstTabReadDone()]), new Promise((done) => setTimeout(done, FIRST_RENDER_WAIT_MS))]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App apiUrl={apiUrl} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
