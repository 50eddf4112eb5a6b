import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SessionService } from './session.service';

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60 * 1000;

/** Hourly deletion of expired guest sessions; idempotent, so every replica may run it. */
@Injectable()
export class SessionCleanupService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SessionCleanup');
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: SessionService,
  ) {}

  onApplicationBootstrap(): void {
    this.timers.push(setTimeout(() => void this.run(), FIRST_RUN_DELAY_MS).unref());
    this.timers.push(setInterval(() => void this.run(), CLEANUP_INTERVAL_MS).unref());
  }

  onApplicationShutdown(): void {
    this.timers.forEach((t) => clearTimeout(t));
  }

  private async run(): Promise<void> {
    try {
      const deleted = await RequestContext.create(this.orm.em, () => this.sessions.deleteExpired());
      if (deleted) this.logger.log(`Deleted ${deleted} expired guest session(s)`);
    } catch (error) {
      this.logger.error({ err: error }, 'Guest session cleanup failed; it will run again');
    }
  }
}
