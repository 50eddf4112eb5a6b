#!/usr/bin/env node
// web-ext lint (addons.mozilla.org's own linter) on both built packages. Errors fail; warnings are
// listed. The Chrome build is an MV3 package for the Chrome Web Store, so the findings that only
// say "Firefox does not take this" are set aside for it, each named below. Ends with the line
// "web-ext lint: N passed, N failed" (one per build) that scripts/test.mjs counts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const extensionDir = new URL('..', import.meta.url).pathname;
const FIREFOX_ONLY = [
  // Firefox needs browser_specific_settings.gecko.id in MV3; Chrome derives the id from the key.
  (finding) => finding.code === 'EXTENSION_ID_REQUIRED',
  // Firefox's MV3 runs background.scripts; Chrome's MV3 runs background.service_worker.
  (finding) => finding.code === 'MANIFEST_FIELD_UNSUPPORTED' && /background\/service_worker/.test(finding.message),
  // The side panel permission exists in Chromium only (Firefox: sidebar_action, no permission).
  (finding) => finding.code === 'MANIFEST_PERMISSIONS' && /"sidePanel"/.test(finding.message),
  // A Firefox manifest key (the Firefox build declares it).
  (finding) => finding.code === 'MISSING_DATA_COLLECTION_PERMISSIONS',
];
const BUILDS = [
  { name: 'firefox-mv2', setAside: [] },
  { name: 'chrome-mv3', setAside: FIREFOX_ONLY },
];

let passed = 0;
let failed = 0;
for (const build of BUILDS) {
  const sourceDir = join(extensionDir, '.output', build.name);
  if (!existsSync(sourceDir)) {
    console.log(`${build.name}: not built (run npm run build:extension first)`);
    failed += 1;
    continue;
  }
  const run = spawnSync('npx', ['web-ext', 'lint', '--source-dir', sourceDir, '--output', 'json', '--no-input'], { cwd: extensionDir, encoding: 'utf8' });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    console.log(`${build.name}: web-ext lint gave no report\n${run.stdout}\n${run.stderr}`);
    failed += 1;
    continue;
  }
  const keep = (finding) => !build.setAside.some((rule) => rule(finding));
  const errors = report.errors.filter(keep);
  const warnings = report.warnings.filter(keep);
  const setAside = [...report.errors, ...report.warnings, ...report.notices].length - errors.length - warnings.length - report.notices.filter(keep).length;
  console.log(`${build.name}: ${errors.length} errors, ${warnings.length} warnings${setAside ? ` (${setAside} Firefox-only findings set aside)` : ''}`);
  for (const finding of [...errors, ...warnings])
    console.log(`  ${finding._type ?? ''} ${finding.code} ${finding.file ?? ''}${finding.line ? `:${finding.line}` : ''} ${finding.message}`);
  if (errors.length) failed += 1;
  else passed += 1;
}
console.log(`web-ext lint: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
