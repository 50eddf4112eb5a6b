import { Module } from '@nestjs/common';
import { GuestMigrationService } from './guest-migration.service';
import { MigrationController } from './migration.controller';

@Module({ controllers: [MigrationController], providers: [GuestMigrationService], exports: [GuestMigrationService] })
export class MigrationModule {}
