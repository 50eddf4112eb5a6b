// Throughput and latency of cheap JSON routes of the app (one process), next to a bare node:http
// server in its own process answering the same JSON bytes: GET /api/session/status (a guest
// session: one SQL query), GET /api/payment/config (the cached price) and GET /api/health/live (no
// database: the framework and middleware alone). The ratio app ÷ bare is the figure, with the CPU
// time each process spent per request. Like a health probe or an API client, the load generator
// sends no Accept-Encoding, so compression stays out of the path (a browser's request passes it).
// A guest's requests carry what a browser's carry after its first: the session id and its binding cookie.
//   node bench/http-throughput.mjs   (starts the app on an embedded database, or DATABASE_URL)
import { startBareServer } from './bare-server.mjs';
import { cpuUs, guestBrowserHeaders, int, isMain, load, loadToolName, ms } from './lib.mjs';

function endpoints(guestHeaders) {
  return [
    { path: '/api/session/status', headers: guestHeaders, what: 'guest session looked up and its status computed: 1 SQL query' },
    { path: '/api/payment/config', headers: {}, what: 'price display text: from the in-process settings cache (one query per 5 s)' },
    { path: '/api/health/live', headers: {}, what: 'no database and no session: Nest, helmet, CORS, the request id, the rate limiter' },
  ];
}

function check(result, where) {
  if (result.errors || result.non2xx || !result.requests)
    throw new Error(`${where}: ${result.requests} answers, ${result.non2xx} not 2xx, ${result.errors} errors`);
}

/**
 * ctx: { app: { base }, dbLabel, durationSec, connections, only? } — `only` limits it to the
 * given paths (the embedded database run measures the session status alone).
 */
export async function run(ctx) {
  const durationSec = ctx.durationSec ?? 5;
  const connections = ctx.connections ?? 10;
  const list = endpoints(await guestBrowserHeaders(ctx.app.base)).filter((e) => !ctx.only || ctx.only.includes(e.path));
  const bodies = {};
  for (const e of list) {
    const res = await fetch(ctx.app.base + e.path, { headers: e.headers });
    if (!res.ok) throw new Error(`${e.path} answered ${res.status}`);
    bodies[e.path] = await res.text();
  }
  const bare = await startBareServer(bodies);
  const rows = [];
  try {
    for (const e of list) {
      await load({ url: ctx.app.base + e.path, headers: e.headers, connections, durationSec: 1 }); // warm-up
      const appCpu = cpuUs(ctx.app.pid);
      const app = await load({ url: ctx.app.base + e.path, headers: e.headers, connections, durationSec });
      const appUs = (cpuUs(ctx.app.pid) - appCpu) / app.requests;
      check(app, `app ${e.path}`);
      await load({ url: bare.base + e.path, connections, durationSec: 1 });
      const bareCpu = cpuUs(bare.pid);
      const base = await load({ url: bare.base + e.path, connections, durationSec });
      const bareUs = (cpuUs(bare.pid) - bareCpu) / base.requests;
      check(base, `bare ${e.path}`);
      const label = `GET ${e.path} (${ctx.dbLabel})`;
      rows.push({
        figure: `${label}: throughput`,
        value: `${int(app.rps)} req/s`,
        baseline: `${int(base.rps)} req/s (bare node:http)`,
        ratio: `${((app.rps / base.rps) * 100).toFixed(1)} % of bare (1/${Math.round(base.rps / app.rps)})`,
        notes: `${e.what}; ${connections} connections, ${durationSec} s after a 1 s warm-up, ${app.tool}`,
      });
      rows.push({
        figure: `${label}: latency p50 / p99`,
        value: `${ms(app.p50)} / ${ms(app.p99)}`,
        baseline: `${ms(base.p50)} / ${ms(base.p99)}`,
        ratio: `p50 ×${(app.p50 / base.p50).toFixed(0)}, p99 ×${(app.p99 / base.p99).toFixed(0)}`,
        notes: `same runs; ${Buffer.byteLength(bodies[e.path])}-byte JSON body`,
      });
      rows.push({
        figure: `${label}: CPU per request`,
        value: `${int(appUs)} µs`,
        baseline: `${int(bareUs)} µs`,
        ratio: `×${(appUs / bareUs).toFixed(1)}`,
        notes: `the process's user + system time over the same runs ÷ requests answered (/proc/<pid>/stat, 10 ms ticks)${ctx.dbLabel === 'PostgreSQL' && e.path === '/api/session/status' ? "; the PostgreSQL server's time not counted" : ''}`,
      });
    }
  } finally {
    await bare.stop();
  }
  return rows;
}

if (isMain(import.meta.url)) {
  const { standalone } = await import('./standalone.mjs');
  await standalone(run);
  console.error(`load generator: ${loadToolName()}`);
}
