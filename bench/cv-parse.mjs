#!/usr/bin/env node
// CV upload benchmark: boots the built API (api/dist; run `npm run build -w api` first), then
// uploads a two-page PDF CV made by LibreOffice to POST /api/cv/upload over HTTP, one after the
// other and then several at once, and prints the round-trip times. Target: a median under 300 ms.
//
//   node bench/cv-parse.mjs                 # embedded in-memory database
//   DATABASE_URL=postgres://… node bench/cv-parse.mjs
//   BENCH_RUNS=100 BENCH_CONCURRENCY=8 node bench/cv-parse.mjs
//   BENCH_BOOT_WAIT_MS=0 node bench/cv-parse.mjs   # first upload while the parser workers still start
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const TARGET_MS = 300;
const runs = Number(process.env.BENCH_RUNS ?? 50);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const bootWaitMs = Number(process.env.BENCH_BOOT_WAIT_MS ?? 2000);
const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(`${root}api/dist/`);

const { createApp } = require(`${root}api/dist/app.factory.js`);
const { loadConfig, IN_MEMORY } = require(`${root}api/dist/config/app-config.js`);
const pdf = readFileSync(`${root}api/test/fixtures/cv/cv-two-pages.pdf`);

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_EXPENSIVE_PER_MINUTE: '1000000',
  WEB_DIST_DIR: '/nonexistent',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: IN_MEMORY }),
});
const app = await createApp(config);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

async function newSession() {
  const res = await fetch(`${base}/api/session/init`, { method: 'POST' });
  return (await res.json()).sessionId;
}

async function timedUpload(sessionId) {
  const form = new FormData();
  form.append('cv', new Blob([pdf], { type: 'application/pdf' }), 'cv-two-pages.pdf');
  const started = performance.now();
  const res = await fetch(`${base}/api/cv/upload`, { method: 'POST', headers: { 'X-Session-ID': sessionId }, body: form });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200 || !(body.textLength > 0)) throw new Error(`Upload failed: ${res.status} ${JSON.stringify(body)}`);
  return ms;
}

function summary(label, times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const f = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(34)} n=${String(sorted.length).padEnd(4)} min ${f(sorted[0])}  median ${f(at(0.5))}  p95 ${f(at(0.95))}  max ${f(sorted.at(-1))}`,
  );
  return at(0.5);
}

try {
  const sessionId = await newSession();
  console.log(`Two-page PDF (${pdf.length} bytes), database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded in memory'}, node ${process.version}`);
  await new Promise((resolve) => setTimeout(resolve, bootWaitMs));
  summary(`first upload, ${bootWaitMs} ms after boot`, [await timedUpload(sessionId)]);

  const sequential = [];
  for (let i = 0; i < runs; i++) sequential.push(await timedUpload(sessionId));
  const median = summary('sequential uploads', sequential);

  const sessions = await Promise.all(Array.from({ length: concurrency }, newSession));
  const parallel = (await Promise.all(sessions.map(async (id) => [await timedUpload(id), await timedUpload(id), await timedUpload(id)]))).flat();
  summary(`${concurrency} clients at once`, parallel);

  console.log(`Target: median under ${TARGET_MS} ms — ${median < TARGET_MS ? 'met' : 'MISSED'}`);
} finally {
  await app.close();
}
