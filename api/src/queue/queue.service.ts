import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DatabaseTargetProvider } from '../database/database-target.provider';
import { pgClientConfig } from '../database/migration-runner';

export interface JobHandler<T extends object> {
  queue: string;
  handle(data: T): Promise<void>;
}

const DEADLOCK_DETECTED = '40P01';

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
 * Durable background jobs in the same PostgreSQL (pg-boss, its own schema "pgboss"). Jobs survive
 * restarts and are shared by every app process; a failed job is retried with backoff.
 */
@Injectable()
export class QueueService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private boss?: PgBoss;
  private readonly started: Promise<PgBoss>;
  private resolveStarted!: (boss: PgBoss) => void;
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly targets: DatabaseTargetProvider) {
    this.started = new Promise((resolve) => (this.resolveStarted = resolve));
  }

  async onModuleInit(): Promise<void> {
    const boss = new PgBoss({ ...pgClientConfig(this.targets.target), max: 3, schema: 'pgboss' });
    boss.on('error', (error) => this.logger.error({ err: error }, 'Job queue error'));
    await boss.start();
    this.boss = boss;
    this.resolveStarted(boss);
  }

  async onApplicationShutdown(): Promise<void> {
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

  /** Queues a job once per id (a UUID): sending the same id again does nothing. */
  async sendOnce<T extends object>(queue: string, id: string, data: T): Promise<void> {
    const boss = await this.ready(queue);
    await boss.send(queue, data, { id, retryLimit: 6, retryDelay: 5, retryBackoff: true, expireInMinutes: 10 });
  }

  async work<T extends object>(handler: JobHandler<T>): Promise<void> {
    const boss = await this.ready(handler.queue);
    await boss.work<T>(handler.queue, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await handler.handle(job.data);
    });
  }
}
