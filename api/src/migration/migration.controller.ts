import { API, type MigrateSessionResponse } from '@coverletter/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Access, CurrentGuestSession, CurrentUser } from '../access/access.decorator';
import { GuestSession } from '../session/guest-session.entity';
import { User } from '../users/user.entity';
import { MigrateSessionDto } from './dto/migrate-session.dto';
import { GuestMigrationService } from './guest-migration.service';

@Controller()
export class MigrationController {
  constructor(private readonly migration: GuestMigrationService) {}

  @Post(API.migrateSession)
  @HttpCode(200)
  @Access('user')
  migrate(@CurrentUser() user: User, @Body() body: MigrateSessionDto): Promise<MigrateSessionResponse> {
    return this.migration.migrate(user, body.sessionId);
  }

  @Post(API.clearSession)
  @HttpCode(200)
  @Access('guest')
  clear(@CurrentGuestSession() session: GuestSession): Promise<{ success: true }> {
    return this.migration.clear(session);
  }
}
