#!/usr/bin/env node
// The README's test command: builds the product, lints both extension builds (web-ext lint), runs
// ESLint and the type checks (one test each, with or without --unit: they need no build), runs
// every jest project (API integration tests on a real PostgreSQL when DATABASE_URL is set, else on
// the embedded one) and the browser tests (Playwright in Chromium, and Firefox ESR over WebDriver
// BiDi) against the built app, then prints one closing line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'e2e', '.results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const skipE2e = process.argv.includes('--unit');
let passed = 0;
let failed = 0;

if (!skipE2e && (run('build', 'npm', ['run', 'build', '--silent']) !== 0 || run('build the extension', 'npm', ['run', 'build:extension', '--silent']) !== 0)) {
  console.log('\nThe build failed.\n0 passed, 1 failed');
  process.exit(1);
}

if (!skipE2e) {
  // addons.mozilla.org's linter on both built packages: one test per build.
  const lint = spawnSync('npm', ['run', 'lint:extension', '--silent'], { cwd: root, encoding: 'utf8' });
  console.log('\n=== web-ext lint: the Chrome and Firefox builds ===');
  process.stdout.write(lint.stdout + lint.stderr);
  const counted = /web-ext lint: (\d+) passed, (\d+) failed/.exec(lint.stdout);
  passed += counted ? Number(counted[1]) : 0;
  failed += counted ? Number(counted[2]) : 1;
}

// ESLint on the source folders, Prettier's check and tsc on every package: one test each.
for (const [label, script] of [
  ['eslint: the source folders', 'lint'],
  ['prettier: every source file as formatted', 'format:check'],
  ['typecheck: contracts, page-reader, ui, web, api, extension', 'typecheck'],
]) {
  if (run(label, 'npm', ['run', script, '--silent']) === 0) passed += 1;
  else failed += 1;
}

const jestFile = join(results, 'jest.json');
// The system project runs the built app as separate processes: only after a build.
const projects = skipE2e ? ['--selectProjects', 'api', 'contracts', 'page-reader', 'bench', 'ui', 'web', 'extension'] : [];
const jestStatus = run(
  skipE2e ? 'jest: api, contracts, page-reader, bench, ui, web, extension' : 'jest: api, system, contracts, page-reader, bench, ui, web, extension',
  'npx',
  ['jest', ...projects, '--json', `--outputFile=${jestFile}`],
  {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
  },
);
const jest = readJson(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else if (jestStatus !== 0) {
  failed += 1;
}

if (!skipE2e) {
  const pwFile = join(results, 'playwright.json');
  const pwStatus = run('playwright: browser tests in Chromium and Firefox ESR', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
  });
  const pw = readJson(pwFile);
  if (pw?.stats) {
    passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected;
    if (pw.errors?.length) failed += pw.errors.length;
  } else if (pwStatus !== 0) {
    failed += 1;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
