// The extension's side panel: time from the panel's navigation start to the job description field
// holding the posting read from the open tab (issue 15: under 150 ms at p95 after the panel opens;
// issue 7 asked for 500 ms).
// Debian's Chromium with the built extension (extension/.output/chrome-mv3, the build
// bench/bundles.mjs weighs) loaded unpacked, pointed at the app under test through the setting the
// options page writes; a job page served on 127.0.0.1 in a tab, the toolbar button clicked on it
// (DevTools' Extensions.triggerAction, as in e2e/support/extension.ts: that is what grants
// activeTab). Then, per run, a fresh side panel page for that tab (sidepanel.html?tabId=…, the
// panel as e2e opens it, 420 px wide): the page itself records performance.now() in the first
// animation frame whose description field holds the posting. performance.now() counts from the
// page's navigation start, so the figure covers loading the panel's scripts and styles, React's
// first render, the signed-in check against the app, injecting the page reader into the tab, the
// reading and the fill. The baseline is the same pages' DOMContentLoaded (scripts and styles
// loaded and run): the rest is React, the API round trip and reading the tab. The first panel page
// for each posting is a warm-up, reported in the notes, not counted.
//   npm run build:extension && node bench/extension-fill.mjs [runs=20]   (starts the app like the other modules)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMain, pct, root } from './lib.mjs';

const EXTENSION_DIR = join(root, 'extension/.output/chrome-mv3');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const TARGET_MS = 150;
// The p95 of ten panels was their slowest but one, and moved by tens of ms from run to run on the same build.
const RUNS = 20;

const jsonLd = (posting) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', ...posting }).replace(/</g, '\\u003c')}</script>`;

const DUTIES = [
  'Build and run our payment APIs in TypeScript on Node.js',
  'Design PostgreSQL schemas and keep queries fast',
  'Own services in production: monitoring, alerts and on-call',
  'Review pull requests and mentor two junior developers',
];
const NEEDS = [
  'Five years or more of backend development',
  'Solid TypeScript and SQL',
  'Experience with Kubernetes and a public cloud',
  'Fluent English; Swedish is a plus',
];
const list = (items) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Postings of an ordinary size (about 2 500 characters), the ways the panel reads them. */
const PAGES = {
  // schema.org JobPosting: what most career sites and boards publish.
  '/jobs/json-ld': {
    label: 'schema.org JSON-LD',
    marker: 'Nordic Payments is looking for a Senior Backend Developer',
    html: `<!doctype html><html lang="en"><head><title>Senior Backend Developer – Nordic Payments</title>${jsonLd({
      title: 'Senior Backend Developer',
      hiringOrganization: { '@type': 'Organization', name: 'Nordic Payments AB' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Stockholm', addressCountry: 'SE' } },
      description: `<p>Nordic Payments is looking for a Senior Backend Developer to build the platform that moves money for 4 000 Nordic merchants. ${'You will join a team of eight that owns card and invoice payments end to end, from the API merchants call to the ledger the finance team closes the books on. '.repeat(6)}</p><h3>What you will do</h3>${list(DUTIES)}<h3>What you bring</h3>${list(NEEDS)}<p>We offer a hybrid workplace in central Stockholm, six weeks of holiday and a yearly learning budget.</p>`,
    })}</head><body><header><nav><a href="/">Nordic Payments</a> · <a href="/jobs">Jobs</a></nav></header>
      <main><h1>Senior Backend Developer</h1><p>Stockholm · Full-time</p><button>Apply</button></main></body></html>`,
  },
  // No structured data and no board markup: readability on the rendered DOM, the slowest reader.
  '/jobs/article': {
    label: 'no structured data: readability',
    marker: 'Fabrikam Logistics is looking for a Warehouse Team Lead',
    html: `<!doctype html><html lang="en"><head><title>Warehouse Team Lead | Fabrikam Careers</title></head><body>
      <header><nav><a href="/">Fabrikam</a> <a href="/about">About us</a> <a href="/jobs">Open positions</a></nav></header>
      <div class="cookie-banner">We use cookies to improve your experience. <button>Accept</button></div>
      <main><article><h1>Warehouse Team Lead</h1><p>Gothenburg · Full-time · Permanent</p>
      <p>Fabrikam Logistics is looking for a Warehouse Team Lead for our new distribution centre in Gothenburg. ${'You will lead a team of twelve warehouse operators across two shifts and make sure every order leaves on time and complete. '.repeat(6)}</p>
      <h2>Responsibilities</h2>${list(['Plan shifts and staffing with the site manager', 'Coach and develop the operators in your team', 'Follow up safety, quality and productivity every week', 'Improve our picking and packing flows together with the team'])}
      <h2>Requirements</h2>${list(['Three years or more in warehouse work, one as a team lead', 'Forklift licence', 'Good Swedish and English, spoken and written'])}
      <p>Apply with your CV by the end of the month. Interviews are held continuously.</p></article></main>
      <aside><h2>Similar jobs</h2><ul><li><a href="/jobs/1">Forklift Driver</a></li><li><a href="/jobs/2">Inventory Planner</a></li></ul></aside>
      <footer><a href="/privacy">Privacy</a> © Fabrikam</footer></body></html>`,
  },
};

/** Serves the job pages on 127.0.0.1 (another origin than the app). */
async function serveJobPages() {
  const server = createServer((request, response) => {
    const page = PAGES[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page?.html ?? '<!doctype html><title>Not found</title>');
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}

/**
 * Runs in the panel page before its own scripts: checks every animation frame whether the field
 * labelled "Job description" holds the posting, and keeps the first time it does.
 */
function recordFill(marker) {
  const check = () => {
    const label = [...document.querySelectorAll('label')].find((element) => element.textContent.trim() === 'Job description');
    const field = label && document.getElementById(label.htmlFor);
    if (!field || !field.value.includes(marker)) return requestAnimationFrame(check);
    window.__postingFilled = { at: performance.now(), domContentLoaded: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd };
  };
  requestAnimationFrame(check);
}

/** Opens a fresh side panel page for the tab: { at, domContentLoaded }, ms from its navigation start. */
async function onePanel(context, extensionId, tabId, marker) {
  const panel = await context.newPage();
  try {
    await panel.setViewportSize({ width: 420, height: 1000 });
    await panel.addInitScript(recordFill, marker);
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?tabId=${tabId}`);
    const filled = await panel.waitForFunction(() => window.__postingFilled, undefined, { timeout: 15_000 });
    return await filled.jsonValue();
  } finally {
    await panel.close();
  }
}

async function launch() {
  const { chromium } = createRequire(join(root, 'package.json'))('@playwright/test');
  const profile = mkdtempSync(join(tmpdir(), 'bench-extension-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1200, height: 900 },
    args: [
      '--headless=new',
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--enable-unsafe-extension-debugging',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
    const session = await context.browser().newBrowserCDPSession();
    return { context, worker, session, extensionId: new URL(worker.url()).host, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The job page in a tab with the toolbar button clicked on it; answers the extension's id for the tab. */
async function openJobTab({ context, worker, session, extensionId }, url) {
  const page = await context.newPage();
  await page.goto(url);
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{ type: 'tab' }] });
  const target = targetInfos.find((info) => info.url === url);
  if (!target) throw new Error(`no tab target for ${url}`);
  await session.send('Extensions.triggerAction', { id: extensionId, targetId: target.targetId });
  const tabId = await worker.evaluate(async (address) => (await chrome.tabs.query({})).find((tab) => tab.url === address)?.id, url);
  if (tabId === undefined) throw new Error(`the extension does not see the tab ${url}`);
  return tabId;
}

/** Per page kind, in ms: the fill's p50 / p95 / max, DOMContentLoaded's p50, the warm-up run. */
export async function measureFill(apiBase, runs = RUNS) {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) throw new Error('no extension/.output/chrome-mv3: run `npm run build:extension` first');
  const site = await serveJobPages();
  const browser = await launch();
  try {
    // What the options page stores when the user points the extension at another address.
    await browser.worker.evaluate((apiUrl) => chrome.storage.local.set({ apiUrl }), apiBase);
    const results = [];
    for (const [path, page] of Object.entries(PAGES)) {
      const tabId = await openJobTab(browser, site.origin + path);
      // The toolbar click opened the real side panel too; let it settle before timing.
      await new Promise((done) => setTimeout(done, 1500));
      const warmUp = await onePanel(browser.context, browser.extensionId, tabId, page.marker);
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await onePanel(browser.context, browser.extensionId, tabId, page.marker));
      const times = samples.map((sample) => sample.at).sort((a, b) => a - b);
      const loaded = samples.map((sample) => sample.domContentLoaded).sort((a, b) => a - b);
      results.push({ label: page.label, warmUp: warmUp.at, p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1), loadedP50: pct(loaded, 50), runs });
    }
    return results;
  } finally {
    await browser.close();
    await site.close();
  }
}

/** For bench/run.mjs: one row per page kind, against the app it started (ctx.app.base, ctx.dbLabel). */
export async function run(ctx) {
  const results = await measureFill(ctx.app.base, ctx.extensionRuns ?? RUNS);
  return results.map(({ label, warmUp, p50, p95, max, loadedP50, runs }) => ({
    figure: `Extension: posting filled in after the side panel opens, p50 / p95 (${label})`,
    value: `${p50.toFixed(0)} / ${p95.toFixed(0)} ms`,
    baseline: `DOMContentLoaded p50 ${loadedP50.toFixed(0)} ms`,
    ratio: `target p95 < ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'met' : 'MISSED'}`,
    notes: `${CHROMIUM} headless, extension/.output/chrome-mv3 on the app (${ctx.dbLabel}); panel page's navigation start → first frame whose job description holds the posting; ${runs} fresh panel pages one after another after a warm-up (${warmUp.toFixed(0)} ms), max ${max.toFixed(0)} ms`,
  }));
}

if (isMain(import.meta.url)) {
  const { standalone } = await import('./standalone.mjs');
  await standalone(run, { extensionRuns: Number(process.argv[2] ?? RUNS) });
}
