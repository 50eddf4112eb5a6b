// When the landing paints on a slow phone: Debian's Chromium with Lighthouse's mobile throttling
// (150 ms round trip, 1.6 Mbit/s down, CPU 4× slower), a fresh browser context (empty cache) per
// load, first contentful paint and largest contentful paint of `/`. Twice on the same build: the
// prerendered page the app sends, and the same build without its landing.*.html (a copy of
// web/dist without them), where `/` gets the empty index.html and paints once the JavaScript has run.
//   node bench/landing-paint.mjs [loads]   (embedded database unless DATABASE_URL is set)
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMain, median, pct, root, startApp } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, offline: false };
const CPU_SLOWDOWN = 4;

async function paintTimes(browser, base) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(300);
  const times = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return times;
}

async function measure(app, loads, chromium) {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    await paintTimes(browser, app.base);
    const fcp = [];
    const lcp = [];
    for (let i = 0; i < loads; i++) {
      const t = await paintTimes(browser, app.base);
      fcp.push(t.fcp);
      lcp.push(t.lcp);
    }
    return { fcp: [...fcp].sort((a, b) => a - b), lcp: [...lcp].sort((a, b) => a - b) };
  } finally {
    await browser.close();
  }
}

/** Rows for both variants; `start(webDistDir)` starts the app on that build. */
export async function run({ start, loads = 7 }) {
  const dist = join(root, 'web/dist');
  if (!existsSync(CHROMIUM))
    return [{ figure: 'Landing paint (mobile throttling)', value: 'skipped', baseline: '—', ratio: '—', notes: `no ${CHROMIUM} (apt-get install chromium)` }];
  if (!existsSync(join(dist, 'landing.en.html')))
    return [
      { figure: 'Landing paint (mobile throttling)', value: 'not built', baseline: '—', ratio: '—', notes: 'no web/dist/landing.en.html: `npm run build`' },
    ];
  const { chromium } = createRequire(join(root, 'package.json'))('@playwright/test');
  const plain = mkdtempSync(join(tmpdir(), 'bench-web-plain-'));
  cpSync(dist, plain, { recursive: true, filter: (source) => !/landing\.[\w.]+\.html$/.test(source) });
  let prerendered;
  let clientOnly;
  try {
    let app = await start(dist);
    try {
      prerendered = await measure(app, loads, chromium);
    } finally {
      await app.stop();
    }
    app = await start(plain);
    try {
      clientOnly = await measure(app, loads, chromium);
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(plain, { recursive: true, force: true });
  }
  const fmt = (sorted) => `${median(sorted).toFixed(0)} / ${pct(sorted, 95).toFixed(0)} ms`;
  const notes = `${CHROMIUM} headless, 412×823, 150 ms RTT, 1.6 Mbit/s down, CPU ÷${CPU_SLOWDOWN}, empty cache; p50 / p95 of ${loads} loads after a warm-up; baseline = the same build with / sent as the empty index.html`;
  return [
    {
      figure: 'Landing first contentful paint, p50 / p95 (prerendered /, mobile throttling)',
      value: fmt(prerendered.fcp),
      baseline: `${fmt(clientOnly.fcp)} client-rendered`,
      ratio: `×${(median(clientOnly.fcp) / median(prerendered.fcp)).toFixed(1)} sooner`,
      notes,
    },
    {
      figure: 'Landing largest contentful paint, p50 / p95 (prerendered /, mobile throttling)',
      value: fmt(prerendered.lcp),
      baseline: `${fmt(clientOnly.lcp)} client-rendered`,
      ratio: `×${(median(clientOnly.lcp) / median(prerendered.lcp)).toFixed(1)} sooner`,
      notes,
    },
  ];
}

if (isMain(import.meta.url)) {
  const { markdownTable } = await import('./lib.mjs');
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-paint-data-'));
  const port = Number(process.env.BENCH_PORT ?? 4301);
  const start = (webDistDir) => startApp({ port, databaseUrl: process.env.DATABASE_URL, dataDir, webDistDir });
  try {
    console.log(markdownTable(await run({ start, loads: Number(process.argv[2] ?? 7) })));
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
