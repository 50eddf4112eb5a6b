// What the prerender does to a built HTML page, for the landing (prerender-landing.mjs) and the
// app's pages (prerender-pages.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stylesheets a Vite manifest's entry loads: its own and those of the chunks it imports, in the order Vite links them. */
export function entryStylesheets(manifest, entry) {
  if (!manifest[entry]) throw new Error(`${entry} is not in the Vite manifest`);
  const css = [];
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((file) => css.includes(file) || css.push(file));
  };
  visit(entry);
  return css;
}

export const readCss = (dist, files) => files.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');

/** `<link rel="stylesheet">` of `file`, which the page must have. */
function stylesheetLink(html, file) {
  const link = new RegExp(`\\s*<link rel="stylesheet" crossorigin href="/${escapeRegExp(file)}">`);
  if (!link.test(html)) throw new Error(`the page does not link ${file}`);
  return link;
}

export function withoutStylesheets(html, files) {
  return files.reduce((page, file) => page.replace(stylesheetLink(page, file), ''), html);
}

/**
 * The stylesheets leave the first paint: as `media="print"` they load without blocking rendering,
 * and the app makes them apply to the screen before it hydrates (src/app/prerendered-page.ts; an
 * `onload` swap would be an inline handler, which the CSP forbids). They stay where they were in
 * <head>, after the inlined rules (fillPage) and ahead of the stylesheets the page's chunks add, so
 * once they apply the cascade is the app's own.
 */
export function stylesheetsAfterPaint(html, files) {
  return files.reduce(
    (page, file) =>
      page.replace(stylesheetLink(page, file), (tag) => tag.replace('<link rel="stylesheet"', '<link rel="stylesheet" media="print" data-after-paint')),
    html,
  );
}

/**
 * The page in `locale`: language, title, description (the built page's English one unless given),
 * the rules it uses inlined, and #root filled.
 */
export function fillPage(html, { locale, title, description, css, rootAttributes, markup }) {
  // Replacements are functions: a `$` in a text is no replacement pattern.
  let page = html.replace('<html lang="en">', () => `<html lang="${locale}">`).replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  // Ahead of the stylesheets (kept as print until the app applies them): once they apply, they come
  // later in the cascade and win, so the inlined subset never overrides a rule it lacks.
  const style = `<style>${css}</style>\n    `;
  const firstStylesheet = page.indexOf('<link rel="stylesheet"');
  page = firstStylesheet >= 0 ? page.slice(0, firstStylesheet) + style + page.slice(firstStylesheet) : page.replace('</head>', () => `  ${style}</head>`);
  if (description) page = page.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(description)}"`);
  if (!page.includes('<div id="root"></div>')) throw new Error('the page has no empty <div id="root"></div>');
  return page.replace('<div id="root"></div>', () => `<div id="root" ${rootAttributes}>${markup}</div>`);
}

/**
 * The entry script and module preloads leave <head>: web/public/boot-after-paint.js fetches and
 * runs them once the page has painted, from the attributes written here.
 */
export function startAfterPaint(html, alsoPreload) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('the page has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const hrefs = [...new Set([...preloads.map((p) => p[1]), ...alsoPreload])];
  let page = html.replace(entry[0], '');
  for (const preload of preloads) page = page.replace(preload[0], '');
  const boot = `<script type="module" src="/boot-after-paint.js" data-app-entry="${entry[1]}" data-preload="${hrefs.join(' ')}"></script>`;
  return page.replace('</head>', () => `  ${boot}\n  </head>`);
}
