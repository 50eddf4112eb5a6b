// Runs one bench module on its own (`node bench/<module>.mjs`): starts the built app on a fresh
// PostgreSQL database when DATABASE_URL is set (a database of its own on that server), else on
// the embedded database in a temporary folder; prints the module's rows as a markdown table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase, freshDatabase, markdownTable, startApp } from './lib.mjs';

const DB_NAME = 'coverletter_bench_alone';

export async function standalone(run, extra = {}) {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = serverUrl ? null : mkdtempSync(join(tmpdir(), 'bench-alone-'));
  const databaseUrl = serverUrl ? await freshDatabase(serverUrl, DB_NAME) : null;
  const app = await startApp({ port: Number(process.env.BENCH_PORT ?? 4391), databaseUrl, dataDir });
  try {
    const ctx = {
      app,
      dbLabel: serverUrl ? 'PostgreSQL' : 'embedded',
      databaseUrl,
      durationSec: Number(process.env.BENCH_DURATION ?? 5),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    };
    const rows = await run({ ...ctx, ...extra });
    console.log(markdownTable(rows));
  } finally {
    await app.stop();
    if (serverUrl) await dropDatabase(serverUrl, DB_NAME);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
