import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DatabaseTargetProvider } from '../database/database-target.provider';
import { pgClientConfig } from '../database/migration-runner';

/** Which attempt of a task this is: if the last one throws, the task has failed for good. */
export interface TaskAttempt {
  isLast: boolean;
}

export interface TaskHandler<T extends object> {
  queue: string;
  handle(data: T, attempt: TaskAttempt): Promise<void>;
}

const DEADLOCK_DETECTED = '40P01';

const JOB_OPTIONS = { retryLimit: 6, retryDelay: 5, retryBackoff: true, expireInMinutes: 10 };

/** How often an idle worker asks for a task. */
const POLL_INTERVAL_MS = 1000;
/** How long shutdown waits for a task that is running to finish (it is retried later if it does not). */
const SHUTDOWN_WAIT_MS = 10_000;

/** `waiting` (queued or waiting to try again), `running`, or `stopped` (given up, finished or gone: nothing will run it). */
export type TaskState = 'waiting' | 'running' | 'stopped';

export interface TaskProgress {
  state: TaskState;
  /** Attempts so far, including one under way. */
  attempts: number;
}

/** `retried`: a failed task runs again; `resent`: no runnable task held the id, so one was queued; `already-queued`: it is waiting or running. */
export type RetryOutcome = 'retried' | 'resent' | 'already-queued';

const STATES: Record<PgBoss.JobWithMetadata['state'], TaskState> = {
  created: 'waiting',
  retry: 'waiting',
  active: 'running',
  failed: 'stopped',
  completed: 'stopped',
  cancelled: 'stopped',
};

/** pg-boss counts a start after the first in retry_count, and keeps started_on once a task has started. */
function attemptsOf(task: PgBoss.JobWithMetadata<object>): number {
  return task.startedOn ? task.retryCount + 1 : 0;
}

/**
 * pg-boss creates a queue's table when it creates the queue; replicas starting at the same moment
 * can deadlock each other there. Creating a queue is idempotent, so the loser simply tries again.
 */
async function createQueueRetryingDeadlocks(boss: PgBoss, queue: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(queue);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * Durable background tasks (pg-boss calls them jobs) in the same PostgreSQL (pg-boss, its own schema "pgboss"). Tasks survive
 * restarts and are shared by every app process; a failed task is retried with backoff.
 */
@Injectable()
export class QueueService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private boss?: PgBoss;
  private readonly started: Promise<PgBoss>;
  private resolveStarted!: (boss: PgBoss) => void;
  private readonly queues = new Map<string, Promise<void>>();
  /** Our worker loops: shutdown stops them and waits for them, so no timer outlives the app. */
  private readonly workers: Array<Promise<void>> = [];
  private stopping = false;
  private readonly wakeUp = new AbortController();

  constructor(private readonly targets: DatabaseTargetProvider) {
    this.started = new Promise((resolve) => (this.resolveStarted = resolve));
  }

  async onModuleInit(): Promise<void> {
    const boss = new PgBoss({ ...pgClientConfig(this.targets.target), max: 3, schema: 'pgboss' });
    boss.on('error', (error) => this.logger.error({ err: error }, 'Task queue error'));
    await boss.start();
    this.boss = boss;
    this.resolveStarted(boss);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.wakeUp.abort();
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS)));
    await Promise.race([Promise.all(this.workers), gaveUp]);
    clearTimeout(timer);
    await this.boss?.stop({ graceful: false, wait: true, timeout: 5000 });
  }

  private async ready(queue: string): Promise<PgBoss> {
    const boss = await this.started;
    if (!this.queues.has(queue)) {
      const created = createQueueRetryingDeadlocks(boss, queue);
      this.queues.set(queue, created);
      created.catch(() => this.queues.delete(queue)); // a later call tries again
    }
    await this.queues.get(queue);
    return boss;
  }

  /** Queues a task once per id (a UUID): sending an id the queue still holds does nothing. True when a task was queued. */
  async sendOnce<T extends object>(queue: string, id: string, data: T): Promise<boolean> {
    const boss = await this.ready(queue);
    return (await boss.send(queue, data, { id, ...JOB_OPTIONS })) !== null;
  }

  /** Where the task with this id stands (also when archived); `stopped` with no attempts when there is none. */
  async progress(queue: string, id: string): Promise<TaskProgress> {
    const boss = await this.ready(queue);
    const task = await boss.getJobById<object>(queue, id, { includeArchive: true });
    return task ? { state: STATES[task.state], attempts: attemptsOf(task) } : { state: 'stopped', attempts: 0 };
  }

  /**
   * Runs the task with this id again: a failed one is retried; when the queue holds no runnable task
   * under the id (finished, cancelled, archived or never sent) a new one is sent under it. A task
   * waiting or running is left alone. The handler must be idempotent.
   */
  async retryOrResend<T extends object>(queue: string, id: string, data: T): Promise<RetryOutcome> {
    const boss = await this.ready(queue);
    const task = await boss.getJobById<object>(queue, id);
    if (task && STATES[task.state] !== 'stopped') return 'already-queued';
    if (task?.state === 'failed') {
      await boss.retry(queue, id);
      return 'retried';
    }
    if (task) await boss.deleteJob(queue, id); // finished or cancelled: frees its id for the new task
    // Null when another caller queued a task under the id in the meantime.
    return (await boss.send(queue, data, { id, ...JOB_OPTIONS })) === null ? 'already-queued' : 'resent';
  }

  /**
   * Runs the handler for each task of the queue, one at a time, in this process. A handler that
   * throws fails the task, and pg-boss retries it with backoff (JOB_OPTIONS). The loop is ours, not
   * pg-boss's `work()`, so shutdown can wait for it to end: pg-boss leaves its worker clean-up
   * running after `stop()` resolves.
   */
  async work<T extends object>(handler: TaskHandler<T>): Promise<void> {
    const boss = await this.ready(handler.queue);
    this.workers.push(this.runWorker(boss, handler));
  }

  private async runWorker<T extends object>(boss: PgBoss, handler: TaskHandler<T>): Promise<void> {
    while (!this.stopping) {
      let tasks: PgBoss.JobWithMetadata<T>[] = [];
      try {
        tasks = (await boss.fetch<T>(handler.queue, { batchSize: 1, includeMetadata: true })) ?? [];
      } catch (error) {
        if (!this.stopping) this.logger.error({ err: error, queue: handler.queue }, 'Could not fetch tasks; trying again');
      }
      for (const task of tasks) await this.runTask(boss, handler, task);
      if (!tasks.length) await this.pause(POLL_INTERVAL_MS);
    }
  }

  private async runTask<T extends object>(boss: PgBoss, handler: TaskHandler<T>, task: PgBoss.JobWithMetadata<T>): Promise<void> {
    try {
      // pg-boss counts this start in retry_count when it fetches the task.
      await handler.handle(task.data, { isLast: task.retryCount >= task.retryLimit });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss
        .fail(handler.queue, task.id, { message })
        .catch((failError: unknown) =>
          this.logger.error({ err: failError, queue: handler.queue }, 'Could not mark a task failed; it will expire and run again'),
        );
      return;
    }
    await boss
      .complete(handler.queue, task.id)
      .catch((completeError: unknown) =>
        this.logger.error({ err: completeError, queue: handler.queue }, 'Could not mark a task done; it will expire and run again'),
      );
  }

  /** Waits `ms`, or less when shutdown begins. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const { signal } = this.wakeUp;
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
