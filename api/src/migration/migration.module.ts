import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { GuestMigrationService } from './guest-migration.service';
import { MigrationController } from './migration.controller';

@Module({ imports: [SessionModule], controllers: [MigrationController], providers: [GuestMigrationService], exports: [GuestMigrationService] })
export class MigrationModule {}
