import { MikroORM } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Global, Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseTargetProvider } from './database-target.provider';
import { runMigrations } from './migration-runner';
import { buildOrmOptions } from './orm-options';

@Global()
@Module({ providers: [DatabaseTargetProvider], exports: [DatabaseTargetProvider] })
class DatabaseTargetModule {}

@Module({
  imports: [
    DatabaseTargetModule,
    MikroOrmModule.forRootAsync({
      inject: [DatabaseTargetProvider],
      driver: PostgreSqlDriver,
      useFactory: async (targets: DatabaseTargetProvider) => {
        const { target, poolMax } = await targets.resolve();
        return buildOrmOptions(target, poolMax);
      },
    }),
  ],
})
export class DatabaseModule implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    private readonly targets: DatabaseTargetProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.database.migrateOnStart) return;
    const applied = await runMigrations(this.orm, this.targets.target);
    this.logger.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
  }
}
