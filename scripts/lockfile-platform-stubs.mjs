#!/usr/bin/env node
// The registry this project installs from lacks some platform-specific optional packages (macOS,
// Windows, exotic Linux builds of @swc/core, unrs-resolver, ...). `npm install` then leaves them
// out of package-lock.json, and `npm ci` refuses the lockfile as out of sync. This adds a lock
// entry for each missing optional platform package, with its os/cpu read from its name, so
// `npm ci` accepts the lockfile and skips those packages on this platform as it always would.
// Run it after `npm install` changes the lockfile: `node scripts/lockfile-platform-stubs.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'loong64', 'riscv64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  return { os, cpu };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (lock.packages[base] || lock.packages[`node_modules/${dep}`]) continue;
    const { os, cpu } = platformOf(dep);
    if (!cpu) continue;
    if (os === 'linux' && cpu === process.arch && !/musl|gnueabihf|eabi/.test(dep)) continue;
    lock.packages[`node_modules/${dep}`] = {
      version: version.replace(/^[\^~=]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      optional: true,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: ${added} platform package stub(s) added`);
