import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../support/free-port';
import { PRODUCTION_LIKE_ENV } from './support/app-process';

const API_DIR = resolve(__dirname, '../..');
const MAIN = resolve(API_DIR, 'dist/main.js');

/** Runs the built app until it exits; answers its exit code and everything it printed. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: the system tests run the built app (npm run build)`);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', ...PRODUCTION_LIKE_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`The app did not exit within 60 s:\n${output.slice(-2000)}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

describe('starting without a reachable database', () => {
  it('prints one line naming DATABASE_URL, no stack trace and no password, and exits 1', async () => {
    const closedPort = await freePort();
    const { code, output } = await runUntilExit({
      DATABASE_URL: `postgres://app:s3cret-pw@127.0.0.1:${closedPort}/coverletter`,
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    // Node 20 makes oidc-provider print a runtime warning on every start; it is not about the database.
    const lines = output
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('oidc-provider WARNING'));
    expect(lines).toEqual([expect.stringContaining('DATABASE_URL')]);
    expect(lines[0]).toContain(`127.0.0.1:${closedPort}/coverletter`);
    expect(lines[0]).toContain('connection refused');
    expect(output).not.toContain('s3cret-pw');
    expect(output).not.toMatch(/^\s+at /m);
  }, 90_000);
});
