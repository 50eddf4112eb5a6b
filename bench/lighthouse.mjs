// Lighthouse (issue 15): performance, accessibility and SEO of /, /app and /terms, in English and
// Swedish, with Lighthouse's default mobile profile (Moto G Power, simulated 4G, CPU ÷4) in Debian's
// Chromium against the built app. Each page is audited `runs` times (median score); every audit
// that costs points is listed, so a score below target says why.
//   node bench/lighthouse.mjs [runs] [pages, e.g. /app,/terms]   (embedded database unless DATABASE_URL is set)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMain, median, root, startApp } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/app', '/terms'];
const LANGUAGES = ['en', 'sv'];
const CATEGORIES = ['performance', 'accessibility', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, seo: 100 };

/** Audits that lost points in a category, with their own score ("Largest Contentful Paint 0.81"). */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} ${audit.score.toFixed(2)}`);
}

/** The element of the Largest Contentful Paint and the elements that shifted most, to say what a low score is about. */
function culprits(lhr) {
  const nodes = (details) => (details?.type === 'list' ? details.items.flatMap((item) => item.items ?? []) : (details?.items ?? []));
  const lcp = nodes(lhr.audits['largest-contentful-paint-element']?.details).find((item) => item.node)?.node;
  const shifts = nodes(lhr.audits['layout-shifts']?.details)
    .filter((item) => item.node && item.score > 0.005)
    .slice(0, 3)
    .map((item) => `${item.node.selector ?? item.node.snippet} (${item.score.toFixed(3)})`);
  return [lcp ? `LCP element: ${lcp.selector ?? lcp.snippet}` : null, shifts.length ? `shifted: ${shifts.join(', ')}` : null].filter(Boolean);
}

/** Trace failures Lighthouse asks to run again for ("Please run Lighthouse again"); seen now and then on a busy machine. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART']);
const ATTEMPTS = 3;

async function audit(lighthouse, port, url, language) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: { 'Accept-Language': language },
    });
    if (!lhr.runtimeError) return lhr;
    const error = `${url} (${language}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (!RETRIED_ERRORS.has(lhr.runtimeError.code) || attempt === ATTEMPTS) throw new Error(error);
    console.error(`${error}; audited again (attempt ${attempt + 1} of ${ATTEMPTS})`);
  }
}

/** One row per page and language: median scores and what cost points (from the median run). */
export async function run({ base, runs = 3, pages = PAGES }) {
  if (!existsSync(CHROMIUM)) return [{ page: 'all', language: '—', note: `skipped: no ${CHROMIUM} (apt-get install chromium)` }];
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const path of pages) {
      for (const language of LANGUAGES) {
        const results = [];
        for (let i = 0; i < runs; i++) results.push(await audit(lighthouse, chrome.port, `${base}${path}`, language));
        results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
        const middle = results[Math.floor(results.length / 2)];
        const row = { page: path, language };
        for (const category of CATEGORIES) row[category] = Math.round(median(results.map((r) => r.categories[category].score * 100)));
        row.lost = CATEGORIES.flatMap((category) => lostPoints(middle, category).map((text) => `${category}: ${text}`));
        if (row.performance < TARGETS.performance) row.lost.push(...culprits(middle));
        row.metrics = {
          fcp: middle.audits['first-contentful-paint'].displayValue,
          lcp: middle.audits['largest-contentful-paint'].displayValue,
          tbt: middle.audits['total-blocking-time'].displayValue,
          cls: middle.audits['cumulative-layout-shift'].displayValue,
        };
        rows.push(row);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

export function report(rows) {
  const met = (row, category) => (row[category] >= TARGETS[category] ? '✅' : '❌');
  const lines = ['| page | lang | performance (≥ 95) | accessibility (100) | SEO (100) | FCP / LCP / TBT / CLS |', '|---|---|---|---|---|---|'];
  for (const row of rows) {
    if (row.note) {
      lines.push(`| ${row.page} | ${row.language} | ${row.note} | | | |`);
      continue;
    }
    lines.push(
      `| ${row.page} | ${row.language} | ${row.performance} ${met(row, 'performance')} | ${row.accessibility} ${met(row, 'accessibility')} | ${row.seo} ${met(row, 'seo')} | ${row.metrics.fcp} / ${row.metrics.lcp} / ${row.metrics.tbt} / ${row.metrics.cls} |`,
    );
  }
  const lost = rows.filter((row) => row.lost?.length);
  if (lost.length) {
    lines.push('', 'Audits that cost points:');
    for (const row of lost) lines.push(`- ${row.page} (${row.language}): ${row.lost.join('; ')}`);
  }
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  if (!existsSync(join(root, 'web/dist/index.html'))) throw new Error('The web app is not built: npm run build');
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-lighthouse-data-'));
  const app = await startApp({ port: Number(process.env.BENCH_PORT ?? 4301), databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    console.log(report(await run({ base: app.base, runs: Number(process.argv[2] ?? 3), pages: process.argv[3]?.split(',') })));
  } finally {
    await app.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
