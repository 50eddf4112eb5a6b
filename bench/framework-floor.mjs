#!/usr/bin/env node
// What the chosen framework costs before any middleware: GET /api/health/live answered with the
// same 15 bytes by node:http, by Express 5 alone and by Nest on platform-express with one
// controller, each in its own process, loaded one after another as bench/http-throughput.mjs loads
// the app. Throughput, and the CPU time each server spent per request.
//   node bench/framework-floor.mjs
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuUs, int, isMain, load, loadToolName, markdownTable, requireFromApi } from './lib.mjs';

const PATH = '/api/health/live';
const BODY = { status: 'ok' };

const servers = {
  'node:http': () => {
    const body = JSON.stringify(BODY);
    return requireFromApi('node:http').createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  },
  'Express 5': () => {
    const app = requireFromApi('express')();
    app.get(PATH, (_req, res) => res.json(BODY));
    return requireFromApi('node:http').createServer(app);
  },
  'Nest 11 on platform-express': async () => {
    requireFromApi('reflect-metadata');
    const { NestFactory } = requireFromApi('@nestjs/core');
    const { Controller, Get, Module } = requireFromApi('@nestjs/common');
    class Health {
      live() {
        return BODY;
      }
    }
    Controller()(Health);
    Get(PATH)(Health.prototype, 'live', Object.getOwnPropertyDescriptor(Health.prototype, 'live'));
    class Root {}
    Module({ controllers: [Health] })(Root);
    const app = await NestFactory.create(Root, { logger: false });
    await app.init();
    return app.getHttpServer();
  },
};

async function serve(name) {
  const server = await servers[name]();
  server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
}

async function measure(name, durationSec) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), name], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        const match = /listening (\d+)/.exec(String(chunk));
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`${name} exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}${PATH}`;
    await load({ url, durationSec: 1 });
    const before = cpuUs(child.pid);
    const result = await load({ url, durationSec });
    return { rps: result.rps, us: (cpuUs(child.pid) - before) / result.requests };
  } finally {
    child.kill('SIGTERM');
  }
}

export async function run({ durationSec = 5 } = {}) {
  const rows = [];
  let bare;
  for (const name of Object.keys(servers)) {
    const { rps, us } = await measure(name, durationSec);
    bare ??= rps;
    rows.push({
      figure: `GET ${PATH}: ${name}`,
      value: `${int(rps)} req/s`,
      baseline: `${int(us)} µs CPU per request`,
      ratio: `${((rps / bare) * 100).toFixed(1)} % of node:http`,
      notes: `10 connections, ${durationSec} s after a 1 s warm-up, ${loadToolName()}`,
    });
  }
  return rows;
}

if (isMain(import.meta.url)) {
  if (process.argv[2]) await serve(process.argv[2]);
  else console.log(markdownTable(await run({ durationSec: Number(process.env.BENCH_DURATION ?? 5) })));
}
