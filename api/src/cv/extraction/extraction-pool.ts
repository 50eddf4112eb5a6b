import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { cvError } from '../cv-errors';
import type { ExtractionReply, ExtractionRequest, WorkerReady } from './extraction-protocol';

/** The worker script: beside this file in src/ (tests) and in dist/ (the API build copies it there). */
export const EXTRACT_WORKER_FILE = join(__dirname, 'extract-worker.mjs');

export interface ExtractionPoolOptions {
  workerFile: string;
  workers: number;
  maxQueued: number;
  timeLimitMs: number;
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
  maxJobsPerWorker: number;
}

export type ExtractionJob = Omit<ExtractionRequest, 'id'>;

interface PendingJob {
  request: ExtractionRequest;
  resolve(pages: string[]): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** The worker has loaded its parsers; a death before that is our fault, not a file's. */
  started: boolean;
  job?: PendingJob;
  timer?: NodeJS.Timeout;
  jobsDone: number;
  retired: boolean;
}

/**
 * A few long-lived worker threads that parse uploaded files, so parsing never blocks the event
 * loop and one hostile file cannot take the server down: each job has a time limit (the worker is
 * terminated when it runs over) and each worker a heap limit (the worker dies, not the process).
 * A worker that failed, ran over or served `maxJobsPerWorker` files is replaced by a fresh one.
 *
 * Warm workers answer a small file in milliseconds; starting one costs about 150 ms (loading
 * pdf.js and friends, then a warm-up parse), which is why they are kept rather than started per
 * file, and why a retired worker is replaced straight away.
 */
export class ExtractionPool {
  private readonly logger = new Logger('ExtractionPool');
  private readonly slots = new Set<Slot>();
  private readonly queue: PendingJob[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ExtractionPoolOptions) {
    if (!existsSync(options.workerFile)) {
      throw new Error(`The CV extraction worker ${options.workerFile} is missing; the API build must copy it next to its compiled code`);
    }
  }

  /** Starts every worker ahead of the first upload. */
  warmUp(): void {
    while (this.slots.size < this.options.workers && !this.closed) this.startWorker();
  }

  /** The text of each page (one entry for Word files); rejects with the CV error to answer. */
  run(job: ExtractionJob): Promise<string[]> {
    if (this.closed) return Promise.reject(new Error('The extraction pool is closed'));
    // A copy of its own: the bytes are transferred, and a Buffer may share its memory with others.
    const request: ExtractionRequest = { ...job, bytes: new Uint8Array(job.bytes), id: this.nextId++ };
    return new Promise<string[]>((resolve, reject) => {
      const pending: PendingJob = { request, resolve, reject };
      const slot = this.idleSlot() ?? (this.slots.size < this.options.workers ? this.startWorker() : undefined);
      if (slot) return this.dispatch(slot, pending);
      if (this.queue.length >= this.options.maxQueued) return reject(cvError('busy'));
      this.queue.push(pending);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const shuttingDown = () => new Error('The server is shutting down');
    this.queue.splice(0).forEach((job) => job.reject(shuttingDown()));
    const slots = [...this.slots];
    slots.forEach((slot) => {
      clearTimeout(slot.timer);
      slot.job?.reject(shuttingDown());
      slot.job = undefined;
    });
    await Promise.all(slots.map((slot) => this.retire(slot)));
  }

  private idleSlot(): Slot | undefined {
    return [...this.slots].find((slot) => !slot.job && !slot.retired);
  }

  private startWorker(): Slot {
    const worker = new Worker(this.options.workerFile, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: this.options.maxYoungGenerationSizeMb,
      },
    });
    worker.unref();
    let markReady: () => void;
    const slot: Slot = {
      worker,
      ready: new Promise<void>((resolve) => (markReady = resolve)),
      started: false,
      jobsDone: 0,
      retired: false,
    };
    worker.on('message', (message: ExtractionReply | WorkerReady) => {
      if ('ready' in message) {
        slot.started = true;
        markReady();
      } else {
        this.finish(slot, message);
      }
    });
    worker.on('error', (error: Error & { code?: string }) => this.onWorkerDeath(slot, error));
    worker.on('exit', (code) => this.onWorkerDeath(slot, new Error(`The extraction worker exited with code ${code}`)));
    this.slots.add(slot);
    return slot;
  }

  /** The time limit starts once the worker is ready, so a cold start does not count against the file. */
  private dispatch(slot: Slot, job: PendingJob): void {
    slot.job = job;
    void slot.ready.then(() => {
      if (slot.job !== job) return;
      slot.timer = setTimeout(() => this.onTimeout(slot), this.options.timeLimitMs);
      try {
        slot.worker.postMessage(job.request, [job.request.bytes.buffer as ArrayBuffer]);
      } catch (error) {
        slot.retired = true;
        this.settle(slot, () => job.reject(error as Error));
      }
    });
  }

  private finish(slot: Slot, reply: ExtractionReply): void {
    const job = slot.job;
    if (!job || job.request.id !== reply.id) return;
    slot.jobsDone++;
    if (reply.ok) return this.settle(slot, () => job.resolve(reply.pages));
    this.logger.warn({ failure: reply.failure, detail: reply.detail }, 'A CV file could not be parsed');
    const code = ({ encrypted: 'encrypted', 'too-complex': 'tooComplex', 'too-long': 'tooLong', corrupt: 'corrupt' } as const)[reply.failure];
    this.settle(slot, () => job.reject(cvError(code)));
  }

  private onTimeout(slot: Slot): void {
    const job = slot.job;
    if (!job) return;
    this.logger.warn({ kind: job.request.kind, timeLimitMs: this.options.timeLimitMs }, 'A CV file took too long to parse; its worker is stopped');
    slot.retired = true;
    this.settle(slot, () => job.reject(cvError('tooSlow')));
  }

  private onWorkerDeath(slot: Slot, error: Error & { code?: string }): void {
    if (!this.slots.has(slot)) return;
    const job = slot.job;
    slot.retired = true;
    if (!slot.started) {
      this.logger.error({ err: error }, 'The CV extraction worker failed to start');
      if (job) return this.settle(slot, () => job.reject(error));
      void this.retire(slot);
    } else if (job) {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.logger.warn(
        { err: error, kind: job.request.kind },
        outOfMemory ? 'A CV file exhausted its worker memory' : 'The CV extraction worker died on a file',
      );
      this.settle(slot, () => job.reject(cvError(outOfMemory ? 'tooComplex' : 'corrupt')));
    } else {
      void this.retire(slot);
      this.pump();
    }
  }

  /** Ends the slot's current job, recycles the worker when needed, and hands out queued work. */
  private settle(slot: Slot, answer: () => void): void {
    clearTimeout(slot.timer);
    slot.job = undefined;
    answer();
    if (slot.retired || slot.jobsDone >= this.options.maxJobsPerWorker) void this.retire(slot);
    this.pump();
  }

  /** Stops a worker; one that had started is replaced at once, so the pool stays warm. */
  private async retire(slot: Slot): Promise<void> {
    slot.retired = true;
    this.slots.delete(slot);
    if (slot.started && !this.closed && this.slots.size < this.options.workers) this.startWorker();
    await slot.worker.terminate();
  }

  private pump(): void {
    while (this.queue.length && !this.closed) {
      const slot = this.idleSlot() ?? (this.slots.size < this.options.workers ? this.startWorker() : undefined);
      if (!slot) return;
      this.dispatch(slot, this.queue.shift()!);
    }
  }
}
