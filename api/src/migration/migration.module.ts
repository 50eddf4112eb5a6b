import { Module } from '@nestjs/common';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { SessionModule } from '../session/session.module';
import { GuestMigrationService } from './guest-migration.service';
import { MigrationController } from './migration.controller';

@Module({
  imports: [SessionModule, EntitlementsModule],
  controllers: [MigrationController],
  providers: [GuestMigrationService],
  exports: [GuestMigrationService],
})
export class MigrationModule {}
