#!/usr/bin/env node
// All benchmarks in one command, one markdown table:
//
//   npm run build && node bench/run.mjs
//
// Starts the built app (`node api/dist/main.js`) as a child process on 127.0.0.1, on PostgreSQL
// (a database of its own, created and dropped here) and then on the embedded database (a
// temporary DATA_DIR), runs each measurement module of bench/ against it, prints the table and
// writes it with the machine's facts into docs/performance.md between the bench markers (and as
// JSON into bench/results/, which git ignores). About two minutes; every figure is measured in the
// same run as its baseline. What each figure means: docs/performance.md.
//
// Settings (all optional):
//   BENCH_DATABASE_URL  PostgreSQL server to use (default: DATABASE_URL, else
//                       postgres://postgres@127.0.0.1:5432/postgres); only its `coverletter_bench_run`
//                       database is touched. BENCH_SKIP_POSTGRES=1 runs on the embedded database only.
//   BENCH_AUTOCANNON    where autocannon is installed (its folder, or a node_modules folder holding it);
//                       default /tmp/benchtools/node_modules/autocannon. Without it a small built-in
//                       node:http load generator is used (BENCH_LOADGEN=builtin forces that).
//   BENCH_DURATION      seconds per throughput measurement (default 5); BENCH_CONNECTIONS (default 10).
//   BENCH_PORT          first of the two loopback ports the app uses (default 4301).
//   BENCH_NO_WRITE=1    print only; leave docs/performance.md alone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import * as adminScale from './admin-scale.mjs';
import * as bundles from './bundles.mjs';
import * as cvExtraction from './cv-extraction.mjs';
import * as extensionFill from './extension-fill.mjs';
import * as frameworkFloor from './framework-floor.mjs';
import * as guestFlow from './guest-flow.mjs';
import * as httpThroughput from './http-throughput.mjs';
import * as memory from './memory.mjs';
import {
  DEFAULT_DATABASE_URL,
  appBuilt,
  appMemoryKb,
  dropDatabase,
  freshDatabase,
  loadToolName,
  markdownTable,
  mib,
  postgresVersion,
  root,
  sleep,
  startApp,
} from './lib.mjs';

const DB_NAME = 'coverletter_bench_run';
const DOC = join(root, 'docs/performance.md');
export const BEGIN = '<!-- bench:results:begin (written by `node bench/run.mjs`; edit outside the markers) -->';
export const END = '<!-- bench:results:end -->';

const durationSec = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const firstPort = Number(process.env.BENCH_PORT ?? 4301);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

const rows = [];
const boots = [];
const log = (message) => process.stderr.write(`[bench ${((performance.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${message}\n`);
const t0 = performance.now();

/** Runs one module; a failure becomes a row saying so instead of ending the run. */
async function step(name, fn) {
  log(name);
  try {
    rows.push(...(await fn()));
  } catch (error) {
    log(`${name} failed: ${error.stack ?? error}`);
    rows.push({
      figure: name,
      value: 'FAILED',
      baseline: '—',
      ratio: '—',
      notes: String(error.message ?? error)
        .split('\n')[0]
        .slice(0, 300),
    });
  }
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() ? ' (with uncommitted changes)' : '';
    return commit + dirty;
  } catch {
    return 'unknown';
  }
}

async function onPostgres(pgVersion) {
  const databaseUrl = await freshDatabase(serverUrl, DB_NAME);
  let app;
  try {
    app = await startApp({ port: firstPort, databaseUrl });
    log(`app on PostgreSQL ${pgVersion} up in ${(app.bootMs / 1000).toFixed(1)} s (pid ${app.pid})`);
    boots.push(`${(app.bootMs / 1000).toFixed(1)} s on PostgreSQL (fresh database, migrations included)`);
    const ctx = { app, databaseUrl, dbLabel: 'PostgreSQL', durationSec, connections };
    await step('Resident memory (PostgreSQL)', () => memory.run({ ...ctx, dbNote: "the PostgreSQL server's own processes not counted; " }));
    await step('HTTP throughput (PostgreSQL)', () => httpThroughput.run(ctx));
    await step('Framework floor', () => frameworkFloor.run(ctx));
    await step('Guest flow (PostgreSQL)', () => guestFlow.run(ctx));
    await step('Extension: posting filled in', () => extensionFill.run(ctx));
    await step('CV extraction', () => cvExtraction.run(ctx));
    await step('Admin at scale', () => adminScale.run(ctx));
  } finally {
    await app?.stop();
    await dropDatabase(serverUrl, DB_NAME);
  }
}

async function onEmbedded() {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-embedded-'));
  let app;
  try {
    // The first start creates the database (initdb) and migrates it; measure memory on a restart.
    const first = await startApp({ port: firstPort + 1, dataDir });
    await sleep(3000);
    const firstStartRss = appMemoryKb(first.pid).totalKb;
    log(`embedded database created in ${(first.bootMs / 1000).toFixed(1)} s, RSS ${mib(firstStartRss)}; restarting on it`);
    await first.stop();
    app = await startApp({ port: firstPort + 1, dataDir });
    log(`app on the embedded database up in ${(app.bootMs / 1000).toFixed(1)} s (pid ${app.pid})`);
    boots.push(
      `${(first.bootMs / 1000).toFixed(1)} s on a new embedded database (initdb and migrations), ${(app.bootMs / 1000).toFixed(1)} s restarting on it`,
    );
    const ctx = { app, dbLabel: 'embedded', durationSec, connections };
    await step('Resident memory (embedded)', () =>
      memory.run({
        ...ctx,
        dbNote: `the embedded PostgreSQL's processes are counted; restarted on an existing DATA_DIR (the first start, with initdb and migrations, sat at ${mib(firstStartRss)}); `,
      }),
    );
    await step('HTTP throughput (embedded)', () => httpThroughput.run({ ...ctx, only: ['/api/session/status'] }));
    await step('Guest flow (embedded)', () => guestFlow.run(ctx));
  } finally {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function writeDoc(section) {
  const block = `${BEGIN}\n${section}\n${END}`;
  let doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  const begin = doc.indexOf('<!-- bench:results:begin');
  const end = doc.indexOf(END);
  if (begin >= 0 && end > begin) doc = doc.slice(0, begin) + block + doc.slice(end + END.length);
  else doc = `${doc.trimEnd()}\n\n## Latest results\n\n${block}\n`;
  writeFileSync(DOC, doc);
}

async function main() {
  if (!appBuilt()) {
    console.error('The app is not built: run `npm run build && node bench/run.mjs`.');
    process.exit(2);
  }
  const started = new Date();
  const load1 = os.loadavg()[0];
  const pgVersion = process.env.BENCH_SKIP_POSTGRES ? null : await postgresVersion(serverUrl);
  log(`load generator: ${loadToolName()}; PostgreSQL: ${pgVersion ?? 'not available'}`);

  await step('Bundles', () => bundles.run());
  if (pgVersion)
    await step('App on PostgreSQL', async () => {
      await onPostgres(pgVersion);
      return [];
    });
  else {
    const why = process.env.BENCH_SKIP_POSTGRES ? 'BENCH_SKIP_POSTGRES is set' : `no PostgreSQL answers at ${new URL(serverUrl).host}`;
    rows.push({
      figure: 'PostgreSQL figures (throughput, guest flow, memory, CV extraction, admin at scale)',
      value: 'skipped',
      baseline: '—',
      ratio: '—',
      notes: why,
    });
  }
  await step('App on the embedded database', async () => {
    await onEmbedded();
    return [];
  });
  if (!pgVersion) {
    // CV extraction and the extension's fill do not depend on the database: measure them on the embedded one instead.
    const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-embedded-'));
    await step('CV extraction', async () => {
      const app = await startApp({ port: firstPort + 1, dataDir });
      try {
        return await cvExtraction.run({ app, dbLabel: 'embedded' });
      } finally {
        await app.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
    const extensionDataDir = mkdtempSync(join(os.tmpdir(), 'bench-embedded-'));
    await step('Extension: posting filled in', async () => {
      const app = await startApp({ port: firstPort + 1, dataDir: extensionDataDir });
      try {
        return await extensionFill.run({ app, dbLabel: 'embedded' });
      } finally {
        await app.stop();
        rmSync(extensionDataDir, { recursive: true, force: true });
      }
    });
  }

  const tookSec = (performance.now() - t0) / 1000;
  const cpus = os.cpus();
  const facts = [
    `- Date: ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC; the run took ${tookSec.toFixed(0)} s`,
    `- Machine: ${cpus.length} cores (${cpus[0]?.model?.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.type()} ${os.release()}; load average ${load1.toFixed(2)} at the start`,
    `- Node ${process.version}; PostgreSQL ${pgVersion ?? 'not available'}; load generator: ${loadToolName()}`,
    `- Code: commit ${gitCommit()}; app with NODE_ENV=production, LOG_LEVEL=warn, rate limits raised out of the way`,
    `- App start until /api/health answers: ${boots.join('; ') || '—'}`,
  ].join('\n');
  const table = markdownTable(rows);
  console.log(`${facts}\n\n${table}`);

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/latest.json'),
    JSON.stringify({ date: started.toISOString(), tookSec, pgVersion, node: process.version, cores: cpus.length, rows }, null, 2),
  );
  if (!process.env.BENCH_NO_WRITE) {
    writeDoc(`${facts}\n\n${table}`);
    log(`wrote ${DOC}`);
  }
  if (rows.some((r) => r.value === 'FAILED')) process.exitCode = 1;
}

await main();
