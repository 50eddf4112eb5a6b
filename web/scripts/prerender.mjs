// After `vite build` (the app), `vite build --mode landing` (the landing's own entry) and the SSR
// build of src/prerender/index.ts (into dist-ssr/): writes the prerendered pages the API serves
// (PRERENDERED_ROUTES, api/src/web), each in every language and once signed out. Each paints
// before any JavaScript runs; its scripts start after that paint (web/public/boot-after-paint.js).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { prerenderLanding } from './prerender-landing.mjs';
import { prerenderPages } from './prerender-pages.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');

/** The module of each prerendered page of the app, as the Vite manifest names it (src/app/router.tsx imports it lazily). */
const PAGES = {
  '/app': 'src/features/generator/GuestAppPage.tsx',
  '/terms': 'src/features/legal/TermsPage.tsx',
  '/privacy': 'src/features/legal/PrivacyPage.tsx',
  '/contact': 'src/features/contact/ContactPage.tsx',
};

/** A first visit: nothing stored in the browser. */
function memoryStorage() {
  const items = new Map();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key),
    clear: () => items.clear(),
  };
}
globalThis.window ??= globalThis;
globalThis.localStorage ??= memoryStorage();
globalThis.sessionStorage ??= memoryStorage();
if (typeof navigator === 'undefined') globalThis.navigator = { languages: [] };

const ssr = await import(pathToFileURL(join(webDir, 'dist-ssr/index.js')).href);
const missing = ssr.PRERENDERED_ROUTES.filter((route) => route !== '/' && !PAGES[route]);
if (missing.length) throw new Error(`no page module for ${missing.join(', ')} (PRERENDERED_ROUTES)`);

// Every language the server picks from (LOCALES): it sends a page only when the build has it in all of them.
await prerenderLanding({ dist, locales: ssr.LOCALES, ssr });
await prerenderPages({ dist, locales: ssr.LOCALES, ssr, pages: PAGES });

// The rendered pages may leave timers behind: the pages are written, so the build need not wait for them.
process.exit(0);
