import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from './lib.mjs';
import { report, run } from './lighthouse.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-data-'));
const app = await startApp({ port: 4311, dataDir, webDistDir: process.argv[3] });
try {
  console.log(report(await run({ base: app.base, runs: Number(process.argv[2] ?? 3) })));
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
