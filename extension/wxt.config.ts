import { defineConfig, type InlineConfig } from 'wxt';
import { precompiledMessages } from '../libs/ui/build/precompiled-messages.mjs';
import { radixIconsPerIcon } from '../libs/ui/build/radix-icons-per-icon.mjs';
import { radixThemesComponents } from '../libs/ui/build/radix-themes-components.mjs';
import { radixThemesCss } from './build/radix-themes-css.mjs';
import { radixTooltipProviderOnly } from '../libs/ui/build/radix-tooltip-provider-only.mjs';
import { apiHostPattern } from './src/browser/host-pattern';

const PRODUCTION_API_URL = 'http://localhost:3000';

/**
 * The API the extension talks to by default (the options page can change it): `WXT_API_URL` at
 * build time, else the e2e app's origin for `--mode e2e` builds, else the production default.
 */
function defaultApiUrl(mode: string): string {
  const url = process.env.WXT_API_URL ?? (mode === 'e2e' ? `http://127.0.0.1:${process.env.E2E_PORT ?? 3999}` : PRODUCTION_API_URL);
  return new URL(url).origin;
}

/**
 * Asked when needed, never at install: the panel reads the open page with activeTab (given by a
 * click on the toolbar button); these let it follow the user from posting to posting, and let the
 * options page point it at another API origin.
 */
const OPTIONAL_ORIGINS = ['https://*/*', 'http://*/*'];

// See https://wxt.dev/api/config.html
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // WXT's auto-imports only in the extension's own code: in libs/ui they took a parameter named
  // `storage` for WXT's storage helper and bundled it (about 4 KiB gzip) into the side panel.
  // (WXT hands these options to unimport's Vite plugin, which reads `exclude`; its type omits it.)
  imports: { exclude: [/[\\/]node_modules[\\/]/, /[\\/]\.git[\\/]/, /[\\/]libs[\\/]/] } as InlineConfig['imports'],
  vite: (env) => ({
    define: { 'import.meta.env.WXT_DEFAULT_API_URL': JSON.stringify(defaultApiUrl(env.mode)) },
    build: { chunkSizeWarningLimit: 600 },
    // Only the Radix Themes CSS the extension renders (build/radix-themes-css.mjs). One module per icon,
    // so the side panel's first load holds the icons it shows, not the whole set. The messages
    // compiled at build time, so react-intl's parser stays out. No Radix Tooltip beyond the provider
    // Radix Themes' Theme renders: no page of the extension shows one.
    plugins: [radixIconsPerIcon(), radixTooltipProviderOnly(), precompiledMessages(), radixThemesComponents(radixThemesCss())],
  }),
  // Icons are discovered from public/icon/{16,32,48,128}.png; names and descriptions from public/_locales.
  manifest: ({ browser, mode }) => {
    const isFirefox = browser === 'firefox';
    const apiOrigin = apiHostPattern(defaultApiUrl(mode));
    return {
      name: '__MSG_extName__',
      short_name: '__MSG_extShortName__',
      description: '__MSG_extDescription__',
      default_locale: 'en',
      // `scripting` runs the page reader and 'Insert into page' in the tab the user points at.
      // Chrome: the side panel entrypoint adds `side_panel` (and `sidePanel`, listed here anyway).
      // Firefox: the same entrypoint becomes `sidebar_action`; `sidePanel` does not exist there.
      permissions: isFirefox ? ['storage', 'activeTab', 'scripting'] : ['storage', 'sidePanel', 'activeTab', 'scripting'],
      // MV2 (Firefox) builds move host_permissions into `permissions`.
      host_permissions: [apiOrigin],
      ...(isFirefox ? { optional_permissions: OPTIONAL_ORIGINS } : { optional_host_permissions: OPTIONAL_ORIGINS }),
      // A toolbar button: Chrome opens the side panel from its click (see background.ts), which is
      // also what gives activeTab for the page; Firefox toggles the sidebar.
      action: { default_title: '__MSG_extName__' },
      ...(isFirefox && {
        browser_specific_settings: {
          gecko: {
            id: 'cover-letter-generator@coverletter.app',
            // scripting.executeScript in MV2.
            strict_min_version: '115.0',
            // The generator sends the user's CV and the job posting text to the API.
            data_collection_permissions: {
              required: ['personallyIdentifyingInfo', 'websiteContent'],
            },
          },
        },
      }),
    };
  },
  hooks: {
    // Firefox's sidebar title in the user's language. WXT takes it from sidepanel.html's <title>,
    // and a page's <title> cannot hold a __MSG_ placeholder, so it is set on the manifest here.
    'build:manifestGenerated': (_wxt, manifest) => {
      if (manifest.sidebar_action) manifest.sidebar_action.default_title = '__MSG_extName__';
    },
  },
  zip: {
    name: 'cover-letter-generator',
    // addons.mozilla.org rebuilds the Firefox package from this archive: the extension and the
    // workspace packages it bundles (libs/contracts, libs/ui), with the lockfile that pins the rest.
    sourcesRoot: '..',
    excludeSources: ['**'],
    includeSources: [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      '*/package.json',
      'libs/*/package.json',
      'libs/*/tsconfig*.json',
      'libs/*/src/**',
      // The Vite plugins wxt.config.ts uses, and their lists.
      'libs/*/build/**',
      'extension/{build,entrypoints,public,src}/**',
      'extension/{package.json,tsconfig.json,wxt.config.ts,README.md}',
    ],
  },
});
