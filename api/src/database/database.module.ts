import { MikroORM } from '@mikro-orm/core';
import { MikroOrmMiddleware, MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { API } from '@coverletter/contracts';
import { Global, Inject, Logger, Module, RequestMethod, type MiddlewareConsumer, type NestModule, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseTargetProvider } from './database-target.provider';
import { runMigrations } from './migration-runner';
import { DatabasePing } from './database-ping';
import { buildOrmOptions } from './orm-options';
import { Transactions } from './transactions';

@Global()
@Module({ providers: [DatabaseTargetProvider], exports: [DatabaseTargetProvider] })
class DatabaseTargetModule {}

@Global()
@Module({ providers: [Transactions, DatabasePing], exports: [Transactions, DatabasePing] })
class DataAccessModule {}

@Module({
  imports: [
    DatabaseTargetModule,
    DataAccessModule,
    MikroOrmModule.forRootAsync({
      inject: [DatabaseTargetProvider],
      driver: PostgreSqlDriver,
      useFactory: async (targets: DatabaseTargetProvider) => {
        const { target, poolMax } = await targets.resolve();
        // The request context is registered below, without the liveness check, which touches no database.
        return { ...buildOrmOptions(target, poolMax), registerRequestContext: false };
      },
    }),
  ],
})
export class DatabaseModule implements OnModuleInit, NestModule {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    private readonly targets: DatabaseTargetProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * MikroORM's per-request context (a forked EntityManager) for every route that may use the
   * request's EntityManager: not the liveness check (no database) nor the price, which the settings
   * cache reads, when it must, through a fork of its own.
   */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(MikroOrmMiddleware)
      .exclude({ path: `${API.health}/live`, method: RequestMethod.GET }, { path: API.paymentConfig, method: RequestMethod.GET })
      .forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.database.migrateOnStart) return;
    const applied = await runMigrations(this.orm, this.targets.target);
    this.logger.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
  }
}
