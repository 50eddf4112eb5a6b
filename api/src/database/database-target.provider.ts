import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, IN_MEMORY, type AppConfig } from '../config/app-config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import type { DatabaseTarget } from './orm-options';

/** The embedded server multiplexes this many client connections onto its one backend. */
const EMBEDDED_MAX_CONNECTIONS = 16;

/** Resolves DATABASE_URL, or starts the embedded PostgreSQL when it is unset. */
@Injectable()
export class DatabaseTargetProvider implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private embedded?: EmbeddedPostgres;
  private resolved?: DatabaseTarget;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async resolve(): Promise<{ target: DatabaseTarget; poolMax: number }> {
    if (this.config.database.url) {
      this.resolved = { url: this.config.database.url };
      return { target: this.resolved, poolMax: this.config.database.poolMax };
    }
    const started = Date.now();
    const { dataDir } = this.config.database;
    this.embedded = await startEmbeddedPostgres(dataDir === IN_MEMORY ? undefined : dataDir, EMBEDDED_MAX_CONNECTIONS);
    this.logger.log(
      `DATABASE_URL is not set: using the embedded PostgreSQL (PGlite) in ${this.config.database.dataDir} ` +
        `on socket ${this.embedded.socketDir} (started in ${Date.now() - started} ms)`,
    );
    this.resolved = { socketDir: this.embedded.socketDir, port: this.embedded.port, dbName: this.embedded.dbName };
    return { target: this.resolved, poolMax: EMBEDDED_MAX_CONNECTIONS / 2 };
  }

  get target(): DatabaseTarget {
    if (!this.resolved) throw new Error('The database target is resolved when the ORM starts');
    return this.resolved;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}
