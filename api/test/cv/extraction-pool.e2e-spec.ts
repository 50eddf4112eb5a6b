import { EXTRACT_WORKER_FILE, ExtractionPool, type ExtractionTask, type ExtractionPoolOptions } from '../../src/cv/extraction/extraction-pool';
import type { AppError } from '../../src/common/app-error';
import { buildTextPdf } from './support/build-pdf';
import { HOSTILE_WORKER_FILE } from './support/fixtures';

const LIMITS = { maxInflatedBytes: 1024 * 1024, maxPdfPages: 5, maxRawChars: 10_000 };

function job(kind: string, bytes: Uint8Array = Buffer.from('hello')): ExtractionTask {
  return { kind: kind as ExtractionTask['kind'], bytes, deflateStreams: [], limits: LIMITS };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; reason: unknown }> {
  const error = (await promise.then(
    () => {
      throw new Error('The job succeeded');
    },
    (e: unknown) => e,
  )) as AppError;
  return { status: error.getStatus(), reason: error.data?.reason };
}

describe('ExtractionPool', () => {
  const pools: ExtractionPool[] = [];
  const pool = (options: Partial<ExtractionPoolOptions> = {}) => {
    const created = new ExtractionPool({
      workerFile: HOSTILE_WORKER_FILE,
      workers: 1,
      maxQueued: 4,
      timeLimitMs: 2_000,
      maxOldGenerationSizeMb: 32,
      maxYoungGenerationSizeMb: 8,
      maxTasksPerWorker: 100,
      ...options,
    });
    pools.push(created);
    return created;
  };
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it('parses a real PDF in the real worker', async () => {
    const pages = await pool({ workerFile: EXTRACT_WORKER_FILE, maxOldGenerationSizeMb: 128 }).run(job('pdf', buildTextPdf([['Jane Doe'], ['Page two']])));
    expect(pages).toEqual(['Jane Doe', 'Page two']);
  });

  it('stops a worker that runs over its time limit, and serves the next file with a fresh one', async () => {
    const p = pool({ timeLimitMs: 300 });
    const started = Date.now();
    expect(await refusal(p.run(job('loop')))).toEqual({ status: 422, reason: 'tooSlow' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await p.run(job('pdf'))).toEqual(['5 bytes']);
  });

  it('answers "too complex" when a worker exhausts its memory, and keeps serving', async () => {
    const p = pool({ timeLimitMs: 20_000 });
    expect(await refusal(p.run(job('allocate')))).toEqual({ status: 422, reason: 'tooComplex' });
    expect(await p.run(job('pdf'))).toEqual(['5 bytes']);
  });

  it('answers "could not be read" when a worker dies on a file', async () => {
    const p = pool();
    expect(await refusal(p.run(job('exit')))).toEqual({ status: 422, reason: 'corrupt' });
    expect(await p.run(job('pdf'))).toEqual(['5 bytes']);
  });

  it('queues files beyond its workers and answers "busy" past the queue', async () => {
    const p = pool({ maxQueued: 2, timeLimitMs: 300 });
    const running = p.run(job('loop')).catch((e: AppError) => e.data?.reason);
    const queued = [p.run(job('pdf')), p.run(job('pdf'))];
    expect(await refusal(p.run(job('pdf')))).toEqual({ status: 503, reason: 'busy' });
    expect(await running).toBe('tooSlow');
    expect(await Promise.all(queued)).toEqual([['5 bytes'], ['5 bytes']]);
  });

  it('leaves the caller’s buffer usable (the worker gets a copy)', async () => {
    const bytes = Buffer.from('hello');
    await pool().run(job('pdf', bytes));
    expect(bytes.toString()).toBe('hello');
  });

  it('starts no worker before the first file, stops one left idle, and starts one again for the next file', async () => {
    const p = pool({ idleMs: 200 });
    expect(p.workerCount).toBe(0);
    expect(await p.run(job('pdf'))).toEqual(['5 bytes']);
    expect(p.workerCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(p.workerCount).toBe(0);
    expect(await p.run(job('pdf'))).toEqual(['5 bytes']);
    expect(p.workerCount).toBe(1);
  });

  it('refuses to start without its worker file', () => {
    expect(() => new ExtractionPool({ ...EXTRACTION_DEFAULTS, workerFile: '/nonexistent/extract-worker.mjs' })).toThrow(/worker .* is missing/);
  });
});

const EXTRACTION_DEFAULTS: ExtractionPoolOptions = {
  workerFile: EXTRACT_WORKER_FILE,
  workers: 1,
  maxQueued: 1,
  timeLimitMs: 1_000,
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 8,
  maxTasksPerWorker: 1,
};
