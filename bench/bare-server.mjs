#!/usr/bin/env node
// The baseline for the HTTP figures: a bare node:http server in its own process that answers GET
// <path> with a fixed JSON body (the same bytes the app answered), nothing else: no framework,
// no middleware, no database. Started by startBareServer(); run alone it reads the routes from
// BENCH_BARE_ROUTES ({"/path": "<json text>"}), listens on 127.0.0.1 and prints its port.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Spawns the bare server; answers { base, pid, stop() }. */
export async function startBareServer(routes) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_BARE_ROUTES: JSON.stringify(routes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function serve() {
  const routes = new Map(Object.entries(JSON.parse(process.env.BENCH_BARE_ROUTES ?? '{}')).map(([path, body]) => [path, Buffer.from(body)]));
  const server = http.createServer((req, res) => {
    const body = req.method === 'GET' ? routes.get(req.url.split('?')[0]) : undefined;
    if (!body) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"statusCode":404}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
  process.on('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) serve();
