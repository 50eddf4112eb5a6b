import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, IN_MEMORY, type AppConfig } from '../config/app-config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import type { DatabaseTarget } from './orm-options';

/** Resolves DATABASE_URL, or starts the embedded PostgreSQL when it is unset. */
@Injectable()
export class DatabaseTargetProvider implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private embedded?: EmbeddedPostgres;
  private resolved?: DatabaseTarget;
  /** Said once the app's logger has taken over (nothing logged while the modules are built is printed). */
  private readonly notes: Array<{ level: 'log' | 'warn'; message: string }> = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async resolve(): Promise<{ target: DatabaseTarget; poolMax: number }> {
    const { url, dataDir, poolMax } = this.config.database;
    if (url) {
      this.resolved = { url };
      return { target: this.resolved, poolMax };
    }
    const started = Date.now();
    this.embedded = await startEmbeddedPostgres(dataDir === IN_MEMORY ? undefined : dataDir);
    if (this.embedded.movedPglite) {
      this.notes.push({
        level: 'warn',
        message:
          `${dataDir} held the database of an earlier version (PGlite), which PostgreSQL 18 cannot read: it was moved, untouched, to ` +
          `${this.embedded.movedPglite}, and this start uses a new, empty database. See docs/operations.md to carry data over.`,
      });
    }
    this.notes.push({
      level: 'log',
      message:
        `DATABASE_URL is not set: using the embedded PostgreSQL 18 in ${dataDir === IN_MEMORY ? `a temporary folder (${IN_MEMORY})` : this.embedded.clusterDir} ` +
        `(${this.embedded.created ? 'created' : 'started'} in ${Date.now() - started} ms, socket in ${this.embedded.socketDir})`,
    });
    this.resolved = { socketDir: this.embedded.socketDir, port: this.embedded.port, dbName: this.embedded.dbName };
    return { target: this.resolved, poolMax };
  }

  onModuleInit(): void {
    for (const { level, message } of this.notes.splice(0)) this.logger[level](message);
  }

  get target(): DatabaseTarget {
    if (!this.resolved) throw new Error('The database target is resolved when the ORM starts');
    return this.resolved;
  }

  /** Resolves when the embedded database has stopped (after the app's shutdown). */
  stopped: Promise<void> = Promise.resolve();

  /**
   * Nest runs this hook before those of other global modules (the task queue, the ORM), which
   * still hold connections: the database stops once they have closed them, not before.
   */
  onApplicationShutdown(): void {
    if (this.embedded) this.stopped = this.embedded.stopWhenIdle();
  }
}
