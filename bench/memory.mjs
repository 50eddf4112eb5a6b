// Resident memory of the app, idle and under a short load, next to a bare node:http server's: the
// app's VmRSS (from /proc/<pid>/status) plus the PSS of its child processes, which are the
// embedded PostgreSQL's when DATABASE_URL is unset (shared memory counted once). Idle: a few seconds after start, before any request
// other than the health check. Under load: the peak while 10 connections hit
// GET /api/session/status and, at the same time, guest flows (CV upload → generate) run back to
// back, so the CV parser workers and the letter writer are busy too. Extraction runs in worker
// threads of the same process.
//   node bench/memory.mjs   (starts the app on an embedded database, or DATABASE_URL)
import { startBareServer } from './bare-server.mjs';
import { guestFlow } from './guest-flow.mjs';
import { appMemoryKb, isMain, load, median, mib, newGuestSession, rssKb, sampleRss, sleep } from './lib.mjs';

async function idleRss(pid, settleMs, withChildren = false) {
  await sleep(settleMs);
  const samples = [];
  for (let i = 0; i < 5; i++) {
    samples.push(withChildren ? appMemoryKb(pid).totalKb : rssKb(pid));
    await sleep(100);
  }
  return median(samples);
}

async function rssUnderLoad(pid, url, headers, durationSec, extra, withChildren = false) {
  const sampler = sampleRss(pid, 50, withChildren);
  let stop = false;
  let flows = 0;
  const background = (async () => {
    while (extra && !stop) {
      await extra();
      flows++;
    }
  })();
  await load({ url, headers, connections: 10, durationSec });
  stop = true;
  await background;
  return { ...sampler.stop(), flows };
}

/** ctx: { app: { base, pid }, dbLabel, loadSec?, settleMs? }. Call it first, right after start. */
export async function run(ctx) {
  const loadSec = ctx.loadSec ?? 4;
  const idle = await idleRss(ctx.app.pid, ctx.settleMs ?? 3000, true);
  const split = appMemoryKb(ctx.app.pid);
  const sessionId = await newGuestSession(ctx.app.base);
  const busy = await rssUnderLoad(
    ctx.app.pid,
    `${ctx.app.base}/api/session/status`,
    { 'X-Session-ID': sessionId },
    loadSec,
    () => guestFlow(ctx.app.base),
    true,
  );

  const bare = await startBareServer({ '/api/session/status': JSON.stringify({ sessionId, hasCV: false, hasJobInfo: false, hasResult: false }) });
  let bareIdle;
  let bareBusy;
  try {
    bareIdle = await idleRss(bare.pid, 1000);
    bareBusy = await rssUnderLoad(bare.pid, `${bare.base}/api/session/status`, {}, 2);
  } finally {
    await bare.stop();
  }
  return [
    {
      figure: `Resident memory idle / under load (${ctx.dbLabel})`,
      value: `${mib(idle)} / ${mib(busy.peak)}`,
      baseline: `${mib(bareIdle)} / ${mib(bareBusy.peak)} (bare node:http)`,
      ratio: `×${(idle / bareIdle).toFixed(1)} / ×${(busy.peak / bareBusy.peak).toFixed(1)}`,
      notes: `${ctx.dbNote ?? ''}VmRSS of the app${split.childrenKb ? ` plus PSS of its child processes (idle: app ${mib(split.appKb)} + database ${mib(split.childrenKb)})` : ''}; idle ${((ctx.settleMs ?? 3000) / 1000).toFixed(0)} s after start; load = peak over ${loadSec} s of 10 connections on /api/session/status plus ${busy.flows} guest flows (upload + generate) alongside`,
    },
  ];
}

if (isMain(import.meta.url)) {
  const { standalone } = await import('./standalone.mjs');
  await standalone(run);
}
