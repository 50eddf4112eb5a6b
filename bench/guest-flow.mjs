#!/usr/bin/env node
// The whole guest flow with the local letter writer, end to end over HTTP against the built app:
// session init → CV upload (2-page PDF) → job info → generate → result. Prints p50/p95 of the flow.
// Usage: npm run build && node bench/guest-flow.mjs [runs=30]   (DATABASE_URL optional)
// bench/run.mjs imports guestFlow()/measureGuestFlow()/run() from here against the app it started.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const cv = readFileSync(join(root, 'e2e/fixtures/jane-doe-cv.pdf'));
const posting = `Senior Backend Engineer at Acme Cloud\n\nRequirements\n- Node.js and TypeScript\n- PostgreSQL\n- Docker and Kubernetes\n\nNice to have\n- Kafka`;
export const TARGET_MS = 1500;

/** A database of its own, so the bench never writes into the one DATABASE_URL names. */
async function freshDatabase(url, name) {
  const { Client } = createRequire(join(root, 'api/package.json'))('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function ready(base) {
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** One guest flow against the app at base; answers its duration in ms. */
export async function guestFlow(base) {
  const started = performance.now();
  const { sessionId } = await (await fetch(`${base}/api/session/init`, { method: 'POST' })).json();
  const headers = { 'X-Session-ID': sessionId };
  const form = new FormData();
  form.append('cv', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
  const upload = await fetch(`${base}/api/cv/upload`, { method: 'POST', headers, body: form });
  if (!upload.ok) throw new Error(`upload ${upload.status}`);
  await upload.arrayBuffer();
  const info = await fetch(`${base}/api/job-info`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ jobDescription: posting }),
  });
  if (!info.ok) throw new Error(`job-info ${info.status}`);
  await info.arrayBuffer();
  const generated = await fetch(`${base}/api/generate`, { method: 'POST', headers });
  if (!generated.ok) throw new Error(`generate ${generated.status}`);
  await generated.arrayBuffer();
  const result = await fetch(`${base}/api/result`, { headers });
  if (!result.ok) throw new Error(`result ${result.status}`);
  await result.json();
  return performance.now() - started;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One warm-up flow, then `runs` flows one after the other: { p50, p95, max, times } in ms. */
export async function measureGuestFlow(base, runs = 30) {
  await guestFlow(base);
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await guestFlow(base));
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1), times };
}

/** For bench/run.mjs: the table row for the app it started (ctx.app.base, ctx.dbLabel). */
export async function run(ctx) {
  const runs = ctx.guestRuns ?? 20;
  const { p50, p95, max } = await measureGuestFlow(ctx.app.base, runs);
  return [
    {
      figure: `Guest flow end to end, p50 / p95 (${ctx.dbLabel})`,
      value: `${p50.toFixed(0)} / ${p95.toFixed(0)} ms`,
      baseline: '—',
      ratio: `target < ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'met' : 'MISSED'}`,
      notes: `local writer; init → upload a 2-page PDF (jane-doe-cv.pdf) → job info → generate → result; ${runs} runs one after another, max ${max.toFixed(0)} ms`,
    },
  ];
}

async function main() {
  const runs = Number(process.argv[2] ?? 30);
  const port = 3997;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-guest-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: '100000',
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = await freshDatabase(process.env.DATABASE_URL, 'coverletter_bench');
  const server = spawn(process.execPath, ['dist/main.js'], { cwd: join(root, 'api'), env, stdio: 'inherit' });
  try {
    await ready(base);
    const { p50, p95 } = await measureGuestFlow(base, runs);
    const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PostgreSQL';
    console.log(`| guest flow (${db}, local writer, ${runs} runs) | p50 ${p50.toFixed(0)} ms | p95 ${p95.toFixed(0)} ms | target < ${TARGET_MS} ms |`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
