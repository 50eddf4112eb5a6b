// CPU profile of the request path: starts the built app under `node --cpu-prof`, loads the cheap
// routes with the load generator (health/live, session/status with a guest session, with a
// signed-in session cookie and with neither, payment/config), stops the app so V8 writes the
// profile, and prints the frames with the most self time (bench/cpu-profile-top.mjs).
//   DATABASE_URL=postgres://… node bench/request-path-profile.mjs [outDir]   (default: a temp dir)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printTopFrames } from './cpu-profile-top.mjs';
import { DEFAULT_DATABASE_URL, dropDatabase, freshDatabase, guestBrowserHeaders, int, load, ms, signIn, startApp } from './lib.mjs';

const DB_NAME = 'coverletter_bench_profile';
const outDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'cpu-prof-'));
const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const durationSec = Number(process.env.BENCH_DURATION ?? 5);
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const windows = [];
const databaseUrl = await freshDatabase(serverUrl, DB_NAME);
const app = await startApp({ port: Number(process.env.BENCH_PORT ?? 4393), databaseUrl, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${outDir}`] });
try {
  const guest = await guestBrowserHeaders(app.base);
  const user = await signIn(app.base, { firstName: 'Bench', email: 'bench-profile@example.com' });
  const routes = [
    ['GET /api/health/live', '/api/health/live', {}],
    ['GET /api/session/status (guest session)', '/api/session/status', guest],
    [
      'GET /api/session/status (guest session and a signed-in cookie)',
      '/api/session/status',
      { 'X-Session-ID': guest['X-Session-ID'], cookie: `${guest.cookie}; ${user.header()}` },
    ],
    ['GET /api/payment/config (no session)', '/api/payment/config', {}],
    ['GET /api/payment/config (signed-in cookie)', '/api/payment/config', { cookie: user.header() }],
  ];
  for (const [label, path, headers] of routes) {
    const from = nowUs();
    const result = await load({ url: app.base + path, headers, connections: 10, durationSec });
    if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} not 2xx, ${result.errors} errors`);
    windows.push({ label, range: [from, nowUs()] });
    console.log(`${label}: ${int(result.rps)} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}`);
  }
} finally {
  await app.stop();
  await dropDatabase(serverUrl, DB_NAME);
}
const profiles = readdirSync(outDir).filter((f) => f.endsWith('.cpuprofile'));
if (!profiles.length) throw new Error(`no .cpuprofile in ${outDir}: the app did not exit cleanly`);
const file = join(outDir, profiles[0]);
const top = Number(process.env.TOP ?? 25);
console.log(`\nprofile: ${file}; only the samples taken while the load ran (not the start or shutdown)\n`);
console.log('== all routes ==');
printTopFrames(
  file,
  top,
  windows.map((w) => w.range),
);
console.log(`\n== ${windows[0].label} alone (no database: the request path itself) ==`);
printTopFrames(file, top, [windows[0].range]);
console.log(`\n== ${windows[1].label} alone (one query: the guest session) ==`);
printTopFrames(file, top, [windows[1].range]);
if (!process.argv[2]) rmSync(outDir, { recursive: true, force: true });
