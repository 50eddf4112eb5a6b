// After `vite build` and the SSR build of src/prerender/render-landing.tsx (into dist-ssr/):
// writes dist/landing.en.html and dist/landing.sv.html, index.html with the landing already in
// #root, the page's title and language, the CSS rules it uses inlined, and the landing route's
// stylesheets and chunks added to the app's, so the page paints before any JavaScript runs and
// before the full stylesheets apply; the scripts start after that paint (startAfterPaint). The
// API serves them for `/` (api/src/web).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { pruneCriticalCss } from './prune-critical-css.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const LOCALES = ['en', 'sv'];
const LANDING_SOURCE = 'src/features/landing/LandingPage.tsx';

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

/** The landing chunk's CSS and JS, with everything it imports statically, from Vite's manifest. */
function landingAssets() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  if (!manifest[LANDING_SOURCE]) throw new Error(`${LANDING_SOURCE} is not in the Vite manifest`);
  visit(LANDING_SOURCE);
  return { css: [...css], js: [...js] };
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The CSS rules the prerendered landing uses are inlined in <head>, and the full stylesheets move
 * to the end of <body> (deferStylesheets): the landing paints without waiting for them (issue 15).
 * 'body', not an onload swap: the CSP allows no inline script or event handler.
 */
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'body',
  pruneSource: false,
  inlineFonts: false,
  // Beasties removes pseudo-classes with their content before matching, so it would drop a rule
  // like `:where(.radix-themes) { --color-background: white }` (nothing left to match): such rules
  // are all taken, and prune-critical-css.mjs keeps those that match the page.
  allowRules: [/^:/, /:(?:where|is)\(/],
  logLevel: 'warn',
});

/**
 * The full stylesheets beasties moved to the end of <body> stay out of the first paint: as
 * `media="print"` they load without blocking rendering, and main.tsx makes them apply to the
 * screen once the page has painted, before it hydrates (an `onload` swap would be an inline
 * handler, which the CSP forbids). The inlined rules style everything the HTML shows.
 */
function deferStylesheets(html) {
  const body = html.indexOf('<body');
  const deferred = html.slice(body).replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="stylesheet" media="print" data-after-paint$1>');
  if (!deferred.includes('data-after-paint')) throw new Error('beasties left no stylesheet at the end of <body>');
  return html.slice(0, body) + deferred;
}

/**
 * The app's entry script and module preloads leave <head>: web/public/landing-boot.js fetches and
 * runs them once the page has painted, from the attributes written here.
 */
function startAfterPaint(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('dist/index.html has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let page = html.replace(entry[0], '');
  for (const preload of preloads) page = page.replace(preload[0], '');
  const boot = `<script type="module" src="/landing-boot.js" data-app-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}"></script>`;
  return page.replace('</head>', `  ${boot}\n  </head>`);
}

const { renderLanding, landingHead } = await import(pathToFileURL(join(webDir, 'dist-ssr/render-landing.js')).href);
const index = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = landingAssets();
const assetTags = [
  ...assets.css.filter((file) => !index.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ...assets.js.filter((file) => !index.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
].join('\n    ');

for (const locale of LOCALES) {
  const html = await renderLanding(locale);
  const head = landingHead(locale);
  let page = index
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', `  ${assetTags}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${locale}">${html}</div>`);
  if (locale !== 'en') page = page.replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(head.description)}"`);
  if (!page.includes(`data-prerendered="${locale}"`)) throw new Error('dist/index.html has no empty <div id="root"></div>');
  page = startAfterPaint(deferStylesheets(pruneCriticalCss(await beasties.process(page))));
  writeFileSync(join(dist, `landing.${locale}.html`), page);
  console.log(`prerendered / (${locale}): dist/landing.${locale}.html, ${(Buffer.byteLength(page) / 1024).toFixed(1)} KiB`);
}

// The rendered app leaves timers behind (TanStack Query's cache clean-up after 5 minutes): the
// pages are written, so the build need not wait for them.
process.exit(0);
