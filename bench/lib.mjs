// Shared helpers for the benchmarks in bench/: starting the built app as a child process, a
// database of the bench's own, a load generator (autocannon when installed, else a small built-in
// one), resident memory from /proc, percentiles and a cookie-keeping client for the dev sign-in.
// Everything talks to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** Resolves packages the way the API does (pg, jszip through mammoth, …). */
export const requireFromApi = createRequire(join(root, 'api/package.json'));

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN_EMAIL = 'bench-admin@example.com';
const SESSION_SECRET = 'bench-only-session-secret-0123456789abcdef';

/** True when this module is the script node was started with (`node bench/x.mjs`). */
export function isMain(moduleUrl) {
  return Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]).href;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- numbers ---------------------------------------------------------------------------------

/** Nearest-rank percentile of an ascending array. */
export function pct(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values) =>
  pct(
    [...values].sort((a, b) => a - b),
    50,
  );

export function ms(value) {
  if (!Number.isFinite(value)) return '—';
  if (value < 10) return `${value.toFixed(2)} ms`;
  if (value < 100) return `${value.toFixed(1)} ms`;
  return `${Math.round(value)} ms`;
}

export const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US').replace(/,/g, ' ') : '—');
export const mib = (kb) => `${(kb / 1024).toFixed(0)} MiB`;
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const times = (ratio) => (Number.isFinite(ratio) ? `${ratio < 10 ? ratio.toFixed(2) : ratio.toFixed(0)}×` : '—');

// ---- PostgreSQL --------------------------------------------------------------------------------

function withDatabase(url, name) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function onServer(url, fn) {
  const { Client } = requireFromApi('pg');
  const client = new Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The server's version, or null when no PostgreSQL answers at that URL. */
export async function postgresVersion(url) {
  try {
    return await onServer(url, async (c) => (await c.query('show server_version')).rows[0].server_version);
  } catch {
    return null;
  }
}

/** A database of its own, so a bench never writes into the one the URL names. */
export async function freshDatabase(url, name) {
  await onServer(url, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  return withDatabase(url, name);
}

export async function dropDatabase(url, name) {
  await onServer(url, (c) => c.query(`drop database if exists ${name} with (force)`));
}

// ---- the app -----------------------------------------------------------------------------------

export function appBuilt() {
  return existsSync(join(root, 'api/dist/main.js'));
}

/**
 * Starts `node api/dist/main.js` on 127.0.0.1:port with production settings and the built-in
 * defaults allowed, rate limits out of the way, and waits for /api/health.
 * Pass databaseUrl (PostgreSQL) or dataDir (the embedded PostgreSQL); webDistDir serves another web build; apiDir
 * runs another checkout's built API (bench/embedded-databases.mjs compares against one).
 */
export async function startApp({
  port,
  databaseUrl,
  dataDir,
  webDistDir,
  env = {},
  writerEnv = {},
  nodeArgs = [],
  bootTimeoutMs = 120_000,
  apiDir = join(root, 'api'),
}) {
  const base = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_DEV_DEFAULTS: 'database,sign-in,payments,letter-writer,extensions',
    SESSION_SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    ADMIN_EMAILS: ADMIN_EMAIL,
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: '10000000',
    ...env,
  };
  // The built-in defaults, whatever the calling shell has set: the local writer, the dev sign-in
  // (the admin bench signs in through it) and the dev payment gateway; no outside calls.
  for (const key of [
    'DATABASE_URL',
    'DATA_DIR',
    'OPENAI_API_KEY',
    'OPENAI_BASE_URL',
    'OIDC_ISSUER_URL',
    'OIDC_CLIENT_ID',
    'OIDC_CLIENT_SECRET',
    'MONOBANK_TOKEN',
    'WEB_DIST_DIR',
    'MIGRATE_ON_START',
  ]) {
    delete childEnv[key];
  }
  // Only a caller that means to measure a model passes its settings (bench/letters does).
  Object.assign(childEnv, writerEnv);
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  else childEnv.DATA_DIR = dataDir;
  if (webDistDir) childEnv.WEB_DIST_DIR = webDistDir;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'dist/main.js'], { cwd: apiDir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let dead = null;
  exited.then((status) => (dead = status));
  const app = {
    base,
    pid: child.pid,
    child,
    output: () => output,
    async stop() {
      if (!dead) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
  while (performance.now() - started < bootTimeoutMs) {
    if (dead) throw new Error(`the app exited during start (${JSON.stringify(dead)}):\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) {
        app.bootMs = performance.now() - started;
        return app;
      }
    } catch {}
    await sleep(200);
  }
  await app.stop();
  throw new Error(`the app did not answer /api/health within ${bootTimeoutMs} ms:\n${output}`);
}

/**
 * The headers of a guest's requests as a browser sends them after its first one: the session id
 * (X-Session-ID) and the cookie that binds the session to the browser (api/src/session/guest-binding.ts),
 * which the server sets once and then only checks.
 */
export async function guestBrowserHeaders(base) {
  const sessionId = await newGuestSession(base);
  const first = await fetch(`${base}/api/session/status`, { headers: { 'X-Session-ID': sessionId } });
  if (first.status !== 200) throw new Error(`session status answered ${first.status}`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('the first guest request set no binding cookie');
  return { 'X-Session-ID': sessionId, cookie };
}

export async function newGuestSession(base) {
  const res = await fetch(`${base}/api/session/init`, { method: 'POST' });
  if (res.status !== 201) throw new Error(`session init answered ${res.status}`);
  return (await res.json()).sessionId;
}

// ---- CPU ---------------------------------------------------------------------------------------

/**
 * CPU time a process has used (user + system) in microseconds, from /proc/<pid>/stat (clock ticks of
 * 10 ms), or NaN. Divided by the requests it answered meanwhile, it is the cost of one request,
 * which moves far less with the machine's load than the throughput does.
 */
export function cpuUs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}

// ---- memory ------------------------------------------------------------------------------------

/** Resident set size of a process in KiB (VmRSS), or NaN when it is gone or /proc is missing. */
export function rssKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : NaN;
  } catch {
    return NaN;
  }
}

/** Proportional set size of a process in KiB (shared pages split between the processes sharing them), or NaN. */
export function pssKb(pid) {
  try {
    return Number(/^Pss:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/** Every descendant process of pid (children, their children, ...). */
export function descendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))[1]));
    } catch {}
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree.slice(1);
}

/**
 * Memory of the app in KiB: its VmRSS plus the PSS of its child processes (the embedded
 * PostgreSQL and its backends; shared memory counted once). { totalKb, appKb, childrenKb }.
 */
export function appMemoryKb(pid) {
  const appKb = rssKb(pid);
  const childrenKb = descendants(pid).reduce((sum, child) => sum + (pssKb(child) || 0), 0);
  return { totalKb: appKb + childrenKb, appKb, childrenKb };
}

/**
 * Samples a process's memory every intervalMs until stop(), which answers { peak, median, samples }:
 * its RSS, or with `withChildren` appMemoryKb's total.
 */
export function sampleRss(pid, intervalMs = 100, withChildren = false) {
  const samples = [];
  const take = () => {
    const kb = withChildren ? appMemoryKb(pid).totalKb : rssKb(pid);
    if (Number.isFinite(kb)) samples.push(kb);
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peak: Math.max(...samples), median: median(samples), samples: samples.length };
    },
  };
}

// ---- load generation -----------------------------------------------------------------------------

let autocannonModule;
/**
 * autocannon (a pinned dev dependency of the repo), or another copy named by $BENCH_AUTOCANNON (the
 * package folder or a node_modules folder holding it). null when none is installed: the bench then
 * uses its built-in load generator and says so.
 */
export function findAutocannon() {
  if (autocannonModule !== undefined) return autocannonModule;
  const candidates = [];
  if (process.env.BENCH_AUTOCANNON) {
    candidates.push(
      process.env.BENCH_AUTOCANNON,
      join(process.env.BENCH_AUTOCANNON, 'autocannon'),
      join(process.env.BENCH_AUTOCANNON, 'node_modules/autocannon'),
    );
  }
  autocannonModule = null;
  for (const dir of candidates) {
    if (!existsSync(join(dir, 'package.json'))) continue;
    try {
      const require = createRequire(join(dir, 'package.json'));
      autocannonModule = { run: require(dir), version: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version };
      break;
    } catch {}
  }
  if (!autocannonModule) {
    try {
      const require = createRequire(join(root, 'package.json'));
      const dir = join(require.resolve('autocannon'), '..');
      autocannonModule = { run: require('autocannon'), version: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version };
    } catch {}
  }
  return autocannonModule;
}

export function loadToolName() {
  const ac = process.env.BENCH_LOADGEN === 'builtin' ? null : findAutocannon();
  return ac ? `autocannon ${ac.version}` : 'built-in node:http load generator';
}

function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) throw new Error(`load generation is for loopback only, not ${hostname}`);
}

/**
 * Hits one URL with `connections` keep-alive connections for `durationSec` seconds (or until
 * maxRequests). Answers { rps, p50, p99, requests, errors, non2xx, tool } with latencies in ms.
 */
export async function load({ url, headers = {}, connections = 10, durationSec = 5, maxRequests = 2_000_000 }) {
  assertLoopback(url);
  const ac = process.env.BENCH_LOADGEN === 'builtin' ? null : findAutocannon();
  if (ac) {
    // autocannon's own histogram keeps whole milliseconds; its 'response' event has the exact time.
    const latencies = [];
    const instance = ac.run({ url, headers, connections, duration: durationSec, pipelining: 1, timeout: 10 });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
    const result = await instance;
    latencies.sort((a, b) => a - b);
    const requests = result.requests.total;
    return {
      rps: requests / (result.duration || durationSec),
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      requests,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      tool: `autocannon ${ac.version}`,
    };
  }
  return builtinLoad({ url, headers, connections, durationSec, maxRequests });
}

/** A small closed-loop load generator on node:http: bounded by time and by request count. */
async function builtinLoad({ url, headers, connections, durationSec, maxRequests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let requests = 0;
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const deadline = started + durationSec * 1000;
  const one = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: 'GET', headers, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
          resolve();
        });
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline && requests < maxRequests) {
      requests++;
      await one();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: pct(latencies, 50), p99: pct(latencies, 99), requests: latencies.length, errors, non2xx, tool: 'built-in' };
}

// ---- sign-in through the dev identity provider -------------------------------------------------------

/** Keeps cookies by name (enough for one origin on loopback) and follows redirects by hand. */
export class CookieClient {
  constructor(base) {
    this.base = base;
    this.jar = new Map();
  }

  header() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path, init = {}) {
    const res = await fetch(new URL(path, this.base), { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: this.header() } });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }
}

/**
 * Signs in as a browser would: /api/login → /oidc/auth → the dev sign-in form (POST firstName,
 * email) → /api/callback. Answers a CookieClient holding the signed-in session.
 */
export async function signIn(base, { firstName, email }) {
  const client = new CookieClient(base);
  let res = await client.request('/api/login');
  let formPath = null;
  for (let hops = 0; hops < 10 && !formPath; hops++) {
    if (![302, 303].includes(res.status)) throw new Error(`sign-in: unexpected ${res.status}`);
    const next = new URL(res.headers.get('location'), base);
    res = await client.request(next.pathname + next.search);
    if (res.status === 200) formPath = next.pathname + next.search;
  }
  if (!formPath) throw new Error('sign-in: the dev sign-in form never appeared');
  await res.text();
  res = await client.request(formPath, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ firstName, lastName: '', email }).toString(),
  });
  for (let hops = 0; hops < 10 && [302, 303].includes(res.status); hops++) {
    const next = new URL(res.headers.get('location'), base);
    if (!next.pathname.startsWith('/oidc') && !next.pathname.startsWith('/api/callback')) return client;
    res = await client.request(next.pathname + next.search);
  }
  throw new Error(`sign-in did not finish: ${res.status} ${(await res.text()).slice(0, 200)}`);
}

// ---- output ------------------------------------------------------------------------------------

const cell = (text) =>
  String(text ?? '—')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

/** Rows { figure, value, baseline, ratio, notes } as one markdown table. */
export function markdownTable(rows) {
  const lines = ['| figure | value | baseline | ratio / target | notes |', '|---|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${[r.figure, r.value, r.baseline, r.ratio, r.notes].map(cell).join(' | ')} |`);
  return lines.join('\n');
}
