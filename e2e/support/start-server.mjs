// Starts the built app for the browser tests: on a fresh PostgreSQL database when DATABASE_URL is
// set, otherwise on the embedded database in memory. Nothing is reused between runs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../api/package.json', import.meta.url));
const { Client } = require('pg');

const port = process.env.E2E_PORT ?? '3999';
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  SUPPORT_EMAIL: 'support@coverletter.app',
  ADMIN_EMAILS: 'admin@example.com',
  RATE_LIMIT_PER_MINUTE: '100000',
  RATE_LIMIT_EXPENSIVE_PER_MINUTE: '100000',
};

if (process.env.DATABASE_URL) {
  const admin = new URL(process.env.DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  // One database per port, so runs on different ports never share one.
  const database = `coverletter_e2e_${port}`;
  await client.query(`drop database if exists ${database} with (force)`);
  await client.query(`create database ${database}`);
  await client.end();
  const target = new URL(process.env.DATABASE_URL);
  target.pathname = `/${database}`;
  env.DATABASE_URL = target.toString();
} else {
  env.DATA_DIR = 'memory://';
}

// E2E_API_MAIN: another build of the API (relative to api/), e.g. dist-mine/main.js.
const server = spawn(process.execPath, [process.env.E2E_API_MAIN ?? 'dist/main.js'], {
  cwd: new URL('../../api/', import.meta.url).pathname,
  env,
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
