import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../../support/free-port';

const API_DIR = resolve(__dirname, '../../..');
const MAIN = resolve(API_DIR, 'dist/main.js');

/** The built app as production runs it, with the dev sign-in and payments allowed and a fixed secret. */
export const PRODUCTION_LIKE_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  ALLOW_DEV_DEFAULTS: 'sign-in,payments,letter-writer',
  SESSION_SECRET: 'system-test-session-secret-0123456789abcdef',
  EXTENSION_ORIGINS: 'chrome-extension://systemtestextensionidabcdefghijk',
  LOG_LEVEL: 'info',
  MIGRATE_ON_START: 'true',
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_EXPENSIVE_PER_MINUTE: '1000000',
};

export interface AppProcess {
  port: number;
  url: string;
  /** Everything the process printed so far (its JSON log lines, one per line). */
  output(): string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));
}

/**
 * Starts `node api/dist/main.js` (the built app, as `npm start` runs it) on a port of its own and
 * waits until it answers. Fails with the process's output when it exits or does not answer.
 */
export async function startAppProcess(env: Record<string, string>, port?: number): Promise<AppProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: the system tests run the built app (npm run build)`);
  const appPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${appPort}`;
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', PUBLIC_URL: url, ...PRODUCTION_LIKE_ENV, ...env, PORT: String(appPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode} before answering:\n${output.slice(-3000)}`);
    const live = await fetch(`${url}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (live) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The app did not answer within 60 s:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port: appPort,
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
