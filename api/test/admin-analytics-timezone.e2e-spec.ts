import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The analytics days are UTC days whatever time zone the server runs in. Jest gives each test file
 * a copy of process.env, so setting TZ here would not reach the process: the known-answer suite is
 * run again in a process of its own, in Europe/Stockholm (UTC+1 in winter, where the rows seeded
 * near UTC midnight fall on another local day).
 */
const ROOT = join(__dirname, '..', '..');
const KNOWN_ANSWERS = 'api/test/admin-analytics.e2e-spec.ts';

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { message: string }[];
}

/** Runs one test file in a jest process of its own; its --json report is the whole of stdout. */
function runJest(file: string, env: NodeJS.ProcessEnv): Promise<JestReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('jest/bin/jest'), '--runInBand', '--json', file], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        resolve(JSON.parse(stdout) as JestReport);
      } catch {
        reject(new Error(`jest exited with ${code} and no report:\n${stderr.slice(-2000)}`));
      }
    });
  });
}

it('gives the same known answers in Europe/Stockholm as in UTC', async () => {
  const report = await runJest(KNOWN_ANSWERS, { ...process.env, TZ: 'Europe/Stockholm' });
  expect({ failed: report.numFailedTests, messages: report.testResults.map((r) => r.message).filter(Boolean) }).toEqual({ failed: 0, messages: [] });
  expect(report.numPassedTests).toBeGreaterThanOrEqual(6);
}, 120_000);
