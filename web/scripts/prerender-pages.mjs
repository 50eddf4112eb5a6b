// Writes dist/<page>.{en,sv}.html and dist/<page>.{en,sv}.visitor.html for the app's prerendered
// pages (PRERENDERED_ROUTES but `/`: /app, /terms, /privacy, /contact) from dist/index.html: the
// page already in #root, its title and language, the CSS rules it uses inlined, and the full
// stylesheets applied only after the first paint. src/main.tsx hydrates them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssForMarkup } from './prune-critical-css.mjs';
import { entryStylesheets, fillPage, readCss, startAfterPaint, stylesheetsAfterPaint } from './prerender-html.mjs';

const APP_ENTRY = 'index.html';

/** The JS and CSS files of the chunk that `source` (a module the router imports lazily) is in, with its static imports. */
function chunkFiles(manifest, source) {
  const key = Object.keys(manifest).find((k) => k === source);
  if (!key) throw new Error(`${source} is not in the Vite manifest`);
  const js = new Set();
  const css = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

export async function prerenderPages({ dist, locales, ssr, pages }) {
  const { renderPage, landingHead, prerenderedFile } = ssr;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const stylesheets = entryStylesheets(manifest, APP_ENTRY);
  const template = stylesheetsAfterPaint(readFileSync(join(dist, APP_ENTRY), 'utf8'), stylesheets);

  for (const [route, source] of Object.entries(pages)) {
    const chunk = chunkFiles(manifest, source);
    const fullCss = readCss(dist, [...stylesheets, ...chunk.css.filter((file) => !stylesheets.includes(file))]);
    const entryChunks = new Set(
      Object.values(manifest)
        .filter((c) => c.isEntry)
        .map((c) => c.file),
    );
    const preload = chunk.js.filter((file) => !entryChunks.has(file)).map((file) => `/${file}`);
    for (const locale of locales) {
      for (const signedOut of [false, true]) {
        const { html: markup, rootAttributes, title } = await renderPage(route, locale, signedOut);
        // The first paint only: the full stylesheets apply before the app takes the page over.
        const css = cssForMarkup(fullCss, `<html><body>${markup}</body></html>`);
        const page = fillPage(template, {
          locale,
          title,
          description: locale === 'en' ? undefined : landingHead(locale).description,
          css,
          rootAttributes,
          markup,
        });
        const file = prerenderedFile(route, locale, signedOut);
        writeFileSync(join(dist, file), startAfterPaint(page, preload));
        console.log(`prerendered ${route} (${locale}${signedOut ? ', signed out' : ''}): dist/${file}, ${(Buffer.byteLength(page) / 1024).toFixed(1)} KiB`);
      }
    }
  }
}
