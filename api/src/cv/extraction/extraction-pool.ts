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
  maxTasksPerWorker: number;
  /** A worker with nothing to do for this long stops, so an idle server holds no parser in memory; none when absent. */
  idleMs?: number;
}

export type ExtractionTask = Omit<ExtractionRequest, 'id'>;

interface PendingTask {
  request: ExtractionRequest;
  resolve(pages: string[]): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** The worker has loaded its parsers; a death before that is our fault, not a file's. */
  started: boolean;
  task?: PendingTask;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  tasksDone: number;
  retired: boolean;
}

/**
 * A few long-lived worker threads that parse uploaded files, so parsing never blocks the event
 * loop and one hostile file cannot take the server down: each task has a time limit (the worker is
 * terminated when it runs over) and each worker a heap limit (the worker dies, not the process).
 * A worker that failed, ran over or served `maxTasksPerWorker` files is replaced by a fresh one.
 *
 * Warm workers answer a small file in milliseconds; starting one costs about 150 ms (loading
 * pdf.js and friends, then a warm-up parse), which is why they are kept while files keep coming
 * rather than started per file, and why a retired worker is replaced straight away. A worker idle
 * for `idleMs` stops (about 45 MiB each), and the next file starts one again.
 */
export class ExtractionPool {
  private readonly logger = new Logger('ExtractionPool');
  private readonly slots = new Set<Slot>();
  private readonly queue: PendingTask[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ExtractionPoolOptions) {
    if (!existsSync(options.workerFile)) {
      throw new Error(`The CV extraction worker ${options.workerFile} is missing; the API build must copy it next to its compiled code`);
    }
  }

  /** Workers running now (started, busy or idle). */
  get workerCount(): number {
    return this.slots.size;
  }

  /** The text of each page (one entry for Word files); rejects with the CV error to answer. */
  run(task: ExtractionTask): Promise<string[]> {
    if (this.closed) return Promise.reject(new Error('The extraction pool is closed'));
    // A copy of its own: the bytes are transferred, and a Buffer may share its memory with others.
    const request: ExtractionRequest = { ...task, bytes: new Uint8Array(task.bytes), id: this.nextId++ };
    return new Promise<string[]>((resolve, reject) => {
      const pending: PendingTask = { request, resolve, reject };
      const slot = this.idleSlot() ?? (this.slots.size < this.options.workers ? this.startWorker() : undefined);
      if (slot) return this.dispatch(slot, pending);
      if (this.queue.length >= this.options.maxQueued) return reject(cvError('busy'));
      this.queue.push(pending);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const shuttingDown = () => new Error('The server is shutting down');
    this.queue.splice(0).forEach((task) => task.reject(shuttingDown()));
    const slots = [...this.slots];
    slots.forEach((slot) => {
      clearTimeout(slot.timer);
      clearTimeout(slot.idleTimer);
      slot.task?.reject(shuttingDown());
      slot.task = undefined;
    });
    await Promise.all(slots.map((slot) => this.retire(slot)));
  }

  private idleSlot(): Slot | undefined {
    return [...this.slots].find((slot) => !slot.task && !slot.retired);
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
      tasksDone: 0,
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
  private dispatch(slot: Slot, task: PendingTask): void {
    clearTimeout(slot.idleTimer);
    slot.task = task;
    void slot.ready.then(() => {
      if (slot.task !== task) return;
      slot.timer = setTimeout(() => this.onTimeout(slot), this.options.timeLimitMs);
      try {
        slot.worker.postMessage(task.request, [task.request.bytes.buffer as ArrayBuffer]);
      } catch (error) {
        slot.retired = true;
        this.settle(slot, () => task.reject(error as Error));
      }
    });
  }

  private finish(slot: Slot, reply: ExtractionReply): void {
    const task = slot.task;
    if (!task || task.request.id !== reply.id) return;
    slot.tasksDone++;
    if (reply.ok) return this.settle(slot, () => task.resolve(reply.pages));
    this.logger.warn({ failure: reply.failure, detail: reply.detail }, 'A CV file could not be parsed');
    const code = ({ encrypted: 'encrypted', 'too-complex': 'tooComplex', 'too-long': 'tooLong', corrupt: 'corrupt' } as const)[reply.failure];
    this.settle(slot, () => task.reject(cvError(code)));
  }

  private onTimeout(slot: Slot): void {
    const task = slot.task;
    if (!task) return;
    this.logger.warn({ kind: task.request.kind, timeLimitMs: this.options.timeLimitMs }, 'A CV file took too long to parse; its worker is stopped');
    slot.retired = true;
    this.settle(slot, () => task.reject(cvError('tooSlow')));
  }

  private onWorkerDeath(slot: Slot, error: Error & { code?: string }): void {
    if (!this.slots.has(slot)) return;
    const task = slot.task;
    slot.retired = true;
    if (!slot.started) {
      this.logger.error({ err: error }, 'The CV extraction worker failed to start');
      if (task) return this.settle(slot, () => task.reject(error));
      void this.retire(slot);
    } else if (task) {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.logger.warn(
        { err: error, kind: task.request.kind },
        outOfMemory ? 'A CV file exhausted its worker memory' : 'The CV extraction worker died on a file',
      );
      this.settle(slot, () => task.reject(cvError(outOfMemory ? 'tooComplex' : 'corrupt')));
    } else {
      void this.retire(slot);
      this.pump();
    }
  }

  /** Ends the slot's current task, recycles the worker when needed, and hands out queued work. */
  private settle(slot: Slot, answer: () => void): void {
    clearTimeout(slot.timer);
    slot.task = undefined;
    answer();
    if (slot.retired || slot.tasksDone >= this.options.maxTasksPerWorker) void this.retire(slot);
    this.pump();
    if (!slot.retired && !slot.task && this.options.idleMs !== undefined) {
      slot.idleTimer = setTimeout(() => void this.stopIdle(slot), this.options.idleMs);
      slot.idleTimer.unref();
    }
  }

  /** Stops a worker that has had nothing to do; unlike `retire`, it is not replaced. */
  private async stopIdle(slot: Slot): Promise<void> {
    if (slot.task || slot.retired || !this.slots.has(slot)) return;
    slot.retired = true;
    this.slots.delete(slot);
    await slot.worker.terminate();
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
