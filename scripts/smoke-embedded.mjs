#!/usr/bin/env node
// A short smoke run of the built-in default: the built app with no DATABASE_URL (embedded
// PostgreSQL in a temporary folder), checked over HTTP like a first visitor would use it, and
// that the database stops with the app.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 3998;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'coverletter-smoke-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['dist/main.js'], { cwd: new URL('../api/', import.meta.url).pathname, env, stdio: 'inherit' });

let passed = 0;
let failed = 0;
async function check(name, fn) {
  try {
    await fn();
    passed++;
    console.log(`  ✓ ${name}`);
  } catch (error) {
    failed++;
    console.log(`  ✗ ${name}: ${error.message}`);
  }
}
/** Live processes whose command line names the cluster folder (Linux: /proc). */
function postgresProcesses() {
  const cluster = join(dataDir, 'postgres');
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return [];
  }
  return pids.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(cluster);
    } catch {
      return false;
    }
  });
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

async function waitUntilReady() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become ready in 90 s');
}

try {
  await check('starts on the embedded database', waitUntilReady);
  await check('serves the landing page', async () => {
    const res = await fetch(`${base}/`);
    const html = await res.text();
    // Prerendered: the landing's HTML is in the page before any script runs.
    assert(res.ok && /<div id="root" data-prerendered="en"[ >]/.test(html), `GET / answered ${res.status} without the prerendered landing`);
  });
  await check('starts a guest session and reports its status', async () => {
    const { sessionId } = await (await fetch(`${base}/api/session/init`, { method: 'POST' })).json();
    const status = await (await fetch(`${base}/api/session/status`, { headers: { 'X-Session-ID': sessionId } })).json();
    assert(status.sessionId === sessionId && status.hasCV === false, JSON.stringify(status));
  });
  await check('serves the seeded price', async () => {
    const body = await (await fetch(`${base}/api/payment/config`)).json();
    assert(body.displayText === '₴60 (~$2 USD)', JSON.stringify(body));
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await check('stops its database with it', async () => {
    // The database finishes its shutdown checkpoint just after the app has gone.
    const deadline = Date.now() + 15_000;
    while (postgresProcesses().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    assert(postgresProcesses().length === 0, `PostgreSQL still runs: pids ${postgresProcesses().join(', ')}`);
  });
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`embedded smoke: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
