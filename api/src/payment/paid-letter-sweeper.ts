import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { PaidLetterQueue } from './paid-letter-queue';

const SWEEP_EVERY_MS = 60_000;

/**
 * Every minute, queues the letters of paid payments that have neither a letter nor a task: a
 * process that dies (or a queue that fails) between marking a payment paid and queueing its letter
 * leaves one. Runs in every app process at once; queueing is idempotent per payment.
 */
@Injectable()
export class PaidLetterSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('PaidLetterSweeper');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(private readonly paidLetters: PaidLetterQueue) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.sweepInBackground(), SWEEP_EVERY_MS).unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Queues the letter of each paid payment that has neither a letter nor a task; answers their ids. */
  async sweep(): Promise<string[]> {
    const queued: string[] = [];
    for (const id of await this.paidLetters.awaitingLetter()) if (await this.paidLetters.queue(id)) queued.push(id);
    if (queued.length) this.logger.warn({ paymentIds: queued }, 'Queued the letters of paid payments that had no task');
    return queued;
  }

  private sweepInBackground(): void {
    if (this.running) return;
    this.running = this.sweep()
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error }, 'Sweeping for paid letters without a task failed; next try in a minute'),
      )
      .finally(() => (this.running = undefined));
  }
}
