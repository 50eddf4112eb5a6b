// After `vite build` and the SSR build of src/prerender/render-landing.tsx (into dist-ssr/):
// writes dist/landing.{en,sv}.html and dist/landing.{en,sv}.visitor.html from dist/landing.html (the landing's own
// entry, src/landing-main.tsx): the landing already in #root, the page's title and language, and,
// instead of any stylesheet, the CSS rules the landing uses in every state it can show, inlined.
// The page paints before any JavaScript runs; its scripts start after that paint
// (startAfterPaint). The API serves them for `/` (api/src/web). dist/landing.html itself is
// removed: nothing serves it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cssForMarkup } from './prune-critical-css.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const LOCALES = ['en', 'sv'];
const LANDING_ENTRY = 'landing.html';

/**
 * Rules kept although the prerendered markup does not use them: the language menu's popup (Radix
 * Select, loaded on demand) and the toasts (Radix Toast, `?signIn=failed`), which the landing
 * draws later. Their chunks bring no stylesheet of their own for these.
 */
const DRAWN_LATER = /\.(?:rt-Select|rt-PopperContent|rt-ScrollArea|cl-toast|toast-layer)/;

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

/** The landing entry's stylesheets, those of the chunks it imports first (the order Vite links them in), from Vite's manifest. */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/landing-manifest.json'), 'utf8'));

/** The chunk of the landing's messages in one locale (`virtual:landing-messages/<locale>`), which the entry loads before it renders. */
function messagesChunk(locale) {
  const chunk = Object.values(manifest).find((c) => new RegExp(`^assets/landing\\.${locale}-[\\w-]+\\.js$`).test(c.file));
  if (!chunk) throw new Error(`no landing.${locale} messages chunk in the landing's manifest`);
  return `/${chunk.file}`;
}

function landingStylesheets() {
  if (!manifest[LANDING_ENTRY]) throw new Error(`${LANDING_ENTRY} is not in the Vite manifest`);
  const css = [];
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((file) => css.includes(file) || css.push(file));
  };
  visit(LANDING_ENTRY);
  return css;
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The entry script and module preloads leave <head>: web/public/landing-boot.js fetches and runs
 * them once the page has painted, from the attributes written here.
 */
function startAfterPaint(html, alsoPreload) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error(`dist/${LANDING_ENTRY} has no module script`);
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const hrefs = [...preloads.map((p) => p[1]), ...alsoPreload];
  let page = html.replace(entry[0], '');
  for (const preload of preloads) page = page.replace(preload[0], '');
  const boot = `<script type="module" src="/landing-boot.js" data-app-entry="${entry[1]}" data-preload="${hrefs.join(' ')}"></script>`;
  return page.replace('</head>', `  ${boot}\n  </head>`);
}

const { renderLanding, renderLandingStates, landingHead } = await import(pathToFileURL(join(webDir, 'dist-ssr/render-landing.js')).href);
const template = readFileSync(join(dist, LANDING_ENTRY), 'utf8');
const stylesheets = landingStylesheets();
const fullCss = stylesheets.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
const withoutStylesheets = stylesheets.reduce((html, file) => {
  const link = new RegExp(`\\s*<link rel="stylesheet" crossorigin href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">`);
  if (!link.test(html)) throw new Error(`dist/${LANDING_ENTRY} does not link ${file}`);
  return html.replace(link, '');
}, template);

for (const locale of LOCALES) {
  // landing.<locale>.html waits for the sign-in check; landing.<locale>.visitor.html, for a request
  // without a session cookie (nobody signed in), starts signed out: guest actions and banner.
  for (const visitor of [false, true]) {
    const html = await renderLanding(locale, visitor);
    const head = landingHead(locale);
    if (head.title === 'common.productName') throw new Error(`the landing's messages in ${locale} did not load`);
    const css = cssForMarkup(fullCss, `<html><body>${html}\n${renderLandingStates(locale)}</body></html>`, (selector) => DRAWN_LATER.test(selector));
    let page = withoutStylesheets
      .replace('<html lang="en">', `<html lang="${locale}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
      .replace('</head>', `  <style>${css}</style>\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${locale}"${visitor ? ' data-visitor=""' : ''}>${html}</div>`);
    if (locale !== 'en') page = page.replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(head.description)}"`);
    if (!page.includes(`data-prerendered="${locale}"`)) throw new Error(`dist/${LANDING_ENTRY} has no empty <div id="root"></div>`);
    page = startAfterPaint(page, [messagesChunk(locale)]);
    const file = `landing.${locale}${visitor ? '.visitor' : ''}.html`;
    writeFileSync(join(dist, file), page);
    console.log(`prerendered / (${locale}${visitor ? ', signed out' : ''}): dist/${file}, ${(Buffer.byteLength(page) / 1024).toFixed(1)} KiB`);
  }
}
rmSync(join(dist, LANDING_ENTRY));

// The rendered page may leave timers behind: the pages are written, so the build need not wait for them.
process.exit(0);
