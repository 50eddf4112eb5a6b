#!/usr/bin/env node
// The letter-quality bench (issue 12, section 5): runs every case of bench/letters/corpus through the
// built app's public guest API — session init, CV upload, job scrape (board-like pages served from
// a loopback server) or pasted job info, generate, result — scores the letters and writes
// docs/letter-quality.md. The local writer always; a model too when OPENAI_API_KEY is set
// (OPENAI_BASE_URL and OPENAI_MODEL as the app reads them).
//
//   npm run bench:letters            (builds first when api/dist or web/dist is missing)
//
// Settings (all optional):
//   BENCH_DATABASE_URL / DATABASE_URL  a PostgreSQL server: the bench uses a fresh database of its
//                       own there (coverletter_bench_letters), dropped afterwards. Unset, or the
//                       server does not answer: the embedded database in memory (DATA_DIR=memory://).
//   BENCH_LETTERS_CASES  comma-separated case names to run (default: all).
//   BENCH_NO_WRITE=1    print only; leave docs/letter-quality.md alone.
// The letters and every per-case figure are written to bench/results/letters-<writer>.json (git ignores it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { DEFAULT_DATABASE_URL, dropDatabase, freshDatabase, postgresVersion, root, startApp } from '../lib.mjs';
import { cvOtherOrganisations, cvPlaces, loadCorpus } from './corpus.cjs';
import { evaluateCase } from './score/evaluate.mjs';
import { stockSentences } from './score/repetition.mjs';
import { summarise, writerSection } from './score/summary.mjs';

const DB_NAME = 'coverletter_bench_letters';
const DOC = join(root, 'docs/letter-quality.md');
const log = (message) => process.stderr.write(`[bench:letters] ${message}\n`);

function buildIfNeeded() {
  if (existsSync(join(root, 'api/dist/main.js')) && existsSync(join(root, 'web/dist/index.html'))) return;
  log('building the app (npm run build)');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}

/** A free loopback port: the kernel's choice for a listener that is closed again at once. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Serves each case's posting.html at /jobs/<case>, as a careers site would. */
async function startPostingServer(cases) {
  const pages = new Map(cases.filter((c) => c.posting.html).map((c) => [`/jobs/${c.name}`, c.posting.html]));
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url);
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ?? '<h1>Not found</h1>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { host: `127.0.0.1:${port}`, urlOf: (name) => `http://127.0.0.1:${port}/jobs/${name}`, close: () => new Promise((r) => server.close(r)) };
}

async function call(base, path, { method = 'GET', session, json, form } = {}) {
  const headers = {};
  if (session) headers['X-Session-ID'] = session;
  let body;
  if (json) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const res = await fetch(`${base}${path}`, { method, headers, body, signal: AbortSignal.timeout(180_000) });
  const text = await res.text();
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    data = { raw: text.slice(0, 300) };
  }
  if (!res.ok) throw Object.assign(new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(data).slice(0, 300)}`), { status: res.status, data });
  return data;
}

/** One case through the guest API; answers what each step answered. */
async function runCase(base, postings, c) {
  const { sessionId } = await call(base, '/api/session/init', { method: 'POST' });
  const form = new FormData();
  form.append('cv', new Blob([c.cv.bytes], { type: c.cv.mime }), c.cv.file);
  const upload = await call(base, '/api/cv/upload', { method: 'POST', session: sessionId, form });
  let scrape = null;
  let jobInfo;
  if (c.posting.kind === 'html') {
    const jobUrl = postings.urlOf(c.name);
    scrape = await call(base, '/api/job/scrape', { method: 'POST', json: { jobUrl } });
    if (!scrape.success) throw new Error(`scrape of ${c.name} failed: ${scrape.reason} ${scrape.message}`);
    jobInfo = { jobUrl, jobDescription: scrape.content };
  } else {
    jobInfo = { jobDescription: c.posting.text };
  }
  await call(base, '/api/job-info', { method: 'POST', session: sessionId, json: jobInfo });
  const started = performance.now();
  const generated = await call(base, '/api/generate', { method: 'POST', session: sessionId });
  const generateMs = performance.now() - started;
  const result = await call(base, '/api/result', { session: sessionId });
  return { cvContent: upload.cvContent, scrape, jobDescription: jobInfo.jobDescription, generated, result, generateMs };
}

function particulars(c, result) {
  const l = c.labels;
  return [
    l.candidate,
    l.candidate.split(' ')[0],
    ...l.employers,
    ...[l.company].flat(),
    ...[l.title].flat(),
    result.companyName,
    result.jobTitle,
    ...cvPlaces(c.cv.source),
    ...(result.matchingSkills ?? []),
    ...(result.missingSkills ?? []),
  ].filter(Boolean);
}

async function benchWriter(writer, cases, { databaseUrl, writerEnv }) {
  const postings = await startPostingServer(cases);
  const port = await freePort();
  const app = await startApp({
    port,
    databaseUrl,
    dataDir: databaseUrl ? undefined : 'memory://',
    env: { SCRAPE_ALLOWED_HOSTS: postings.host, RATE_LIMIT_EXPENSIVE_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
    writerEnv,
  });
  log(`${writer}: the app is up on ${app.base} (${databaseUrl ? 'PostgreSQL' : 'embedded database in memory'}), postings on ${postings.host}`);
  const runs = [];
  try {
    for (const c of cases) {
      try {
        const answer = await runCase(app.base, postings, c);
        const result = answer.result;
        const sources = [answer.cvContent, c.cv.text, answer.jobDescription, c.posting.text];
        const evaluation = evaluateCase(c.labels, result, sources, {
          places: cvPlaces(c.cv.source),
          otherOrganisations: cvOtherOrganisations(c.cv.source, c.labels.employers),
          cvSource: c.cv.text,
          cvContent: answer.cvContent,
          // Pasted text is given as it is; only a scraped page has anything to recover.
          postingSource: c.posting.readableText,
          jobDescription: answer.jobDescription,
        });
        runs.push({ name: c.name, labels: c.labels, answer, evaluation });
        log(
          `${writer}: ${c.name}: score ${result.compatibilityScore}, ${evaluation.words} words, ${evaluation.invented.length} invented, company ${evaluation.companyRight}`,
        );
      } catch (error) {
        log(`${writer}: ${c.name} failed: ${error.message}`);
        runs.push({ name: c.name, labels: c.labels, error: error.message });
      }
    }
  } finally {
    await app.stop();
    await postings.close();
  }
  return runs;
}

function report(writer, runs) {
  const done = runs.filter((r) => r.evaluation);
  // Stock sentences are counted among the letters of one language: half of the English ones, half of the Swedish ones.
  const byLanguage = [...new Set(done.map((r) => r.labels.language))].map((language) => done.filter((r) => r.labels.language === language));
  const stocks = byLanguage.map((group) =>
    stockSentences(
      group.map((r) => ({
        letter: r.answer.result.coverLetter,
        particulars: particulars({ labels: r.labels, cv: { source: loadCvSource(r.name) } }, r.answer.result),
      })),
    ),
  );
  const stock = { sentences: stocks.flatMap((s) => s.sentences).sort((a, b) => b.letters - a.letters), perLetter: stocks.flatMap((s) => s.perLetter) };
  const summary = summarise(done, stock);
  const failed = runs.filter((r) => r.error);
  const failures = failed.length
    ? `\n**${failed.length} of ${runs.length} cases failed** (no letter): ${failed.map((r) => `${r.name} (${r.error.slice(0, 120)})`).join('; ')}\n`
    : '';
  return { summary, markdown: writerSection(writer, summary, done) + failures };
}

const cvSources = new Map();
function loadCvSource(name) {
  if (!cvSources.has(name)) cvSources.set(name, JSON.parse(readFileSync(join(root, 'bench/letters/corpus', name, 'cv.json'), 'utf8')));
  return cvSources.get(name);
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  buildIfNeeded();
  const only = process.env.BENCH_LETTERS_CASES?.split(',').map((s) => s.trim());
  const cases = loadCorpus().filter((c) => !only || only.includes(c.name));
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const usePostgres = (process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL) && (await postgresVersion(serverUrl));
  const writers = [{ name: 'Local writer', key: 'local', writerEnv: {} }];
  if (process.env.OPENAI_API_KEY) {
    const writerEnv = { OPENAI_API_KEY: process.env.OPENAI_API_KEY };
    for (const key of ['OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_TIMEOUT_MS']) if (process.env[key]) writerEnv[key] = process.env[key];
    writers.push({ name: `Model (${process.env.OPENAI_MODEL ?? 'gpt-4o-mini'})`, key: 'model', writerEnv });
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const sections = [];
  for (const writer of writers) {
    const databaseUrl = usePostgres ? await freshDatabase(serverUrl, DB_NAME) : undefined;
    try {
      const runs = await benchWriter(writer.name, cases, { databaseUrl, writerEnv: writer.writerEnv });
      // A case that could not run is a broken flow, not a bad letter: the table says so and the command fails.
      if (runs.some((r) => r.error)) process.exitCode = 1;
      const { markdown, summary } = report(writer.name, runs);
      sections.push(markdown);
      writeFileSync(join(root, `bench/results/letters-${writer.key}.json`), JSON.stringify({ summary, runs }, null, 2));
      console.log(markdown);
    } finally {
      if (databaseUrl) await dropDatabase(serverUrl, DB_NAME);
    }
  }
  if (!process.env.OPENAI_API_KEY)
    sections.push('## Model\n\nNot measured in this run: set `OPENAI_API_KEY` (and `OPENAI_BASE_URL`, `OPENAI_MODEL`) to add it.\n');
  if (process.env.BENCH_NO_WRITE === '1' || only) return;
  const template = readFileSync(join(root, 'bench/letters/letter-quality.template.md'), 'utf8');
  const machine = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on commit ${commit()}, ${cases.length} cases, ${usePostgres ? 'PostgreSQL' : 'the embedded database'}.`;
  writeFileSync(DOC, template.replace('{{run}}', machine).replace('{{results}}', sections.join('\n')));
  log(`wrote ${DOC}`);
}

await main();
