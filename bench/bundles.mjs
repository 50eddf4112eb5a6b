// Bundle sizes, gzip (zlib, default level) of the built files, no app needed:
// - entry: what web/dist/index.html loads (its script, module preloads, stylesheets) and their
//   static imports;
// - landing, dashboard, admin: what the lazy route adds on top of the entry — the route chunk and
//   the chunks and CSS Vite preloads with it (read from the entry's __vite__mapDeps), minus files
//   the entry already loads;
// - the landing's first load: what the prerendered dist/landing.en.html loads up front (its own
//   entry, src/landing-main.tsx, with its chunks and messages, named in its <head>; its CSS is
//   inlined) and the HTML itself, against the budget of issue 15;
// - the extension's side panel: extension/.output/chrome-mv3/sidepanel.html the same way (its
//   lazily loaded chunks, e.g. the account panel, are left out and named in the notes).
//   node bench/bundles.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isMain, kib, markdownTable, root } from './lib.mjs';

const WEB_DIST = join(root, 'web/dist');
const SIDEPANEL_DIR = join(root, 'extension/.output/chrome-mv3');
/** Issue 15's budgets, gzip. */
const SIDEPANEL_TARGET_BYTES = 160 * 1024;
const LANDING_TARGET_BYTES = 130 * 1024;
const DASHBOARD_TARGET_BYTES = 260 * 1024;

const verdict = (bytes, target) => `target ≤ ${kib(target)}: ${bytes <= target ? 'met' : 'MISSED'}`;

/**
 * Files an HTML page loads up front: scripts, module preloads and stylesheets, as dist paths, and
 * the app's entry and modules the prerendered landing's boot script starts after its first paint
 * (`data-app-entry`, `data-preload`).
 */
function htmlAssets(html) {
  const tags = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const started = [...html.matchAll(/\sdata-(?:app-entry|preload)="([^"]*)"/g)].flatMap((m) => m[1].split(' ').filter(Boolean));
  return [...tags, ...started].map((file) => file.replace(/^\//, ''));
}

/** Adds the static imports (`from"./x.js"`, `import"./x.js"`) of JS files, transitively. */
function withStaticImports(dir, files) {
  const all = new Set(files);
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift();
    if (!file.endsWith('.js') || !existsSync(join(dir, file))) continue;
    const code = readFileSync(join(dir, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      const dep = posix.normalize(posix.join(posix.dirname(file), m[1]));
      if (!all.has(dep)) {
        all.add(dep);
        queue.push(dep);
      }
    }
  }
  return all;
}

/** The dynamic imports of JS files: `import("./X.js")` / import(`./X.js`). */
function dynamicImports(dir, files) {
  const found = new Set();
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(dir, file), 'utf8');
    for (const m of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) found.add(posix.normalize(posix.join(posix.dirname(file), m[1])));
  }
  return [...found].filter((f) => !files.has(f));
}

const gzipCache = new Map();
function sizes(dir, files) {
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const path = join(dir, file);
    if (!gzipCache.has(path)) {
      const bytes = readFileSync(path);
      gzipCache.set(path, { raw: bytes.length, gz: gzipSync(bytes).length });
    }
    raw += gzipCache.get(path).raw;
    gz += gzipCache.get(path).gz;
  }
  return { raw, gz, js: [...files].filter((f) => f.endsWith('.js')).length, css: [...files].filter((f) => f.endsWith('.css')).length };
}

/** Vite's preload list for a lazy route chunk (named like `LandingPage-<hash>.js`), from the entry. */
function routeFiles(entryCode, chunkPrefix) {
  const list = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/.exec(entryCode);
  const call = new RegExp(`import\\(\`\\./(${chunkPrefix}-[\\w-]+\\.js)\`\\)[^]{0,300}?__vite__mapDeps\\(\\[([\\d,]*)\\]\\)`).exec(entryCode);
  if (!list || !call) return null;
  const names = JSON.parse(list[1]);
  return new Set(call[2].split(',').map((i) => names[Number(i)]));
}

function webRows() {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return [{ figure: 'Bundles (gzip): web app', value: 'not built', baseline: '—', ratio: '—', notes: 'run `npm run build` first' }];
  const entryFiles = withStaticImports(WEB_DIST, htmlAssets(readFileSync(index, 'utf8')));
  const entryScript = [...entryFiles].find((f) => /^assets\/index-[\w-]+\.js$/.test(f));
  const entryCode = readFileSync(join(WEB_DIST, entryScript), 'utf8');
  const entry = sizes(WEB_DIST, entryFiles);
  const entryJs = sizes(
    WEB_DIST,
    [...entryFiles].filter((f) => f.endsWith('.js')),
  );
  const rows = [
    {
      figure: 'Bundle (gzip): web entry (index-*.js, its imports and CSS)',
      value: kib(entry.gz),
      baseline: `${kib(entry.raw)} raw`,
      ratio: '—',
      notes: `${entry.js} JS files (${kib(entryJs.gz)} gzip) + ${entry.css} CSS (${kib(entry.gz - entryJs.gz)} gzip); loaded on every page; the app serves it gzip-compressed (compression middleware), hashed assets cached for a year`,
    },
  ];
  for (const [label, prefix] of [
    ['landing page', 'LandingPage'],
    ['dashboard', 'DashboardPage'],
    ['admin dashboard', 'AdminDashboardPage'],
  ]) {
    let files = routeFiles(entryCode, prefix);
    let how = 'Vite preload list';
    if (!files) {
      const chunk = readdirSync(join(WEB_DIST, 'assets')).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
      if (!chunk) {
        rows.push({ figure: `Bundle (gzip): ${label} chunk`, value: 'not found', baseline: '—', ratio: '—', notes: `no ${prefix}-*.js in web/dist/assets` });
        continue;
      }
      const css = readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.css'));
      files = withStaticImports(WEB_DIST, [`assets/${chunk}`, ...css.map((f) => `assets/${f}`)]);
      how = 'static imports';
    }
    const own = [...files].filter((f) => f.startsWith(`assets/${prefix}-`));
    const added = [...files].filter((f) => !entryFiles.has(f));
    const ownSize = sizes(WEB_DIST, own);
    const addedSize = sizes(WEB_DIST, added);
    const total = entry.gz + addedSize.gz;
    rows.push({
      figure: `Bundle (gzip): ${label} (${prefix}-*), on top of the entry`,
      value: kib(addedSize.gz),
      baseline: `${kib(addedSize.raw)} raw`,
      ratio: `page total ${kib(total)}${prefix === 'DashboardPage' ? `; ${verdict(total, DASHBOARD_TARGET_BYTES)}` : ''}`,
      notes: `${prefix}-* itself ${kib(ownSize.gz)}; with ${added.length - own.length} shared chunks/CSS it preloads (${how})`,
    });
  }
  rows.push(landingFirstLoadRow());
  rows.push(...prerenderedPageRows());
  return rows;
}

/** The prerendered pages of the app (/app, /terms): the HTML that paints before any script, and the scripts started after that paint. */
function prerenderedPageRows() {
  return ['app', 'terms'].flatMap((name) => {
    const file = `${name}.en.visitor.html`;
    if (!existsSync(join(WEB_DIST, file))) return [];
    const page = sizes(WEB_DIST, [file]);
    const after = sizes(WEB_DIST, withStaticImports(WEB_DIST, htmlAssets(readFileSync(join(WEB_DIST, file), 'utf8'))));
    return [
      {
        figure: `Bundle (gzip): /${name} first paint (prerendered HTML)`,
        value: kib(page.gz),
        baseline: `${kib(page.raw)} raw`,
        ratio: '—',
        notes: `dist/${file}: the page and the CSS rules it uses, painted before any script runs; then the app's entry, the page's chunks and stylesheet (${after.js} JS, ${after.css} CSS, ${kib(after.gz)}) load and hydrate it`,
      },
    ];
  });
}

/** Everything the prerendered English landing loads before it is interactive: the HTML, its scripts, preloads and CSS. */
function landingFirstLoadRow() {
  const html = join(WEB_DIST, 'landing.en.html');
  if (!existsSync(html)) {
    return {
      figure: 'Bundle (gzip): landing first load (prerendered /)',
      value: 'not built',
      baseline: '—',
      ratio: verdict(Infinity, LANDING_TARGET_BYTES),
      notes: 'no web/dist/landing.en.html: `npm run build` prerenders it',
    };
  }
  const files = withStaticImports(WEB_DIST, htmlAssets(readFileSync(html, 'utf8')));
  const assets = sizes(WEB_DIST, files);
  const js = sizes(
    WEB_DIST,
    [...files].filter((f) => f.endsWith('.js')),
  );
  const page = sizes(WEB_DIST, ['landing.en.html']);
  const total = assets.gz + page.gz;
  return {
    figure: 'Bundle (gzip): landing first load (prerendered /, HTML + JS + CSS)',
    value: kib(total),
    baseline: `${kib(assets.raw + page.raw)} raw`,
    ratio: verdict(total, LANDING_TARGET_BYTES),
    notes: `HTML ${kib(page.gz)} (the page prerendered, paints before any script runs) + ${assets.js} JS (${kib(js.gz)}) + ${assets.css} CSS (${kib(assets.gz - js.gz)}), its own entry's scripts (src/landing-main.tsx) and messages named in its <head>; its CSS, the rules of every state it shows, inlined; the variant for visitors without a session cookie (landing.en.visitor.html) is ${kib(sizes(WEB_DIST, existsSync(join(WEB_DIST, 'landing.en.visitor.html')) ? ['landing.en.visitor.html'] : []).gz)} of HTML`,
  };
}

function sidepanelRow() {
  const html = join(SIDEPANEL_DIR, 'sidepanel.html');
  if (!existsSync(html)) {
    return {
      figure: 'Bundle (gzip): extension side panel',
      value: 'not built',
      baseline: '—',
      ratio: verdict(Infinity, SIDEPANEL_TARGET_BYTES),
      notes: 'no extension/.output/chrome-mv3/sidepanel.html: `npm run build:extension`',
    };
  }
  const files = withStaticImports(SIDEPANEL_DIR, htmlAssets(readFileSync(html, 'utf8')));
  const size = sizes(SIDEPANEL_DIR, files);
  const js = sizes(
    SIDEPANEL_DIR,
    [...files].filter((f) => f.endsWith('.js')),
  );
  const css = sizes(
    SIDEPANEL_DIR,
    [...files].filter((f) => f.endsWith('.css')),
  );
  const lazy = dynamicImports(SIDEPANEL_DIR, files);
  const lazySize = sizes(SIDEPANEL_DIR, lazy);
  const built = statSync(html).mtime.toISOString().slice(0, 16).replace('T', ' ');
  return {
    figure: 'Bundle (gzip): extension side panel (chrome-mv3)',
    value: kib(size.gz),
    baseline: `${kib(size.raw)} raw`,
    ratio: verdict(size.gz, SIDEPANEL_TARGET_BYTES),
    notes: `${size.js} JS (${kib(js.gz)} gzip) + ${size.css} CSS (${kib(css.gz)} gzip) loaded by sidepanel.html; lazy, not counted: ${lazy.map((f) => posix.basename(f).replace(/-[\w-]+\.js$/, '')).join(', ') || 'none'} (${kib(lazySize.gz)}); build of ${built} UTC`,
  };
}

export async function run() {
  return [...webRows(), sidepanelRow()];
}

if (isMain(import.meta.url)) console.log(markdownTable(await run()));
