import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { GuestBinding } from './guest-binding';
import { GuestSession } from './guest-session.entity';
import { GuestSessionRepository } from './guest-session.repository';
import { SessionCleanupService } from './session-cleanup.service';
import { SessionController } from './session.controller';
import { SessionService } from './session.service';

@Module({
  imports: [MikroOrmModule.forFeature([GuestSession])],
  controllers: [SessionController],
  providers: [SessionService, GuestSessionRepository, SessionCleanupService, GuestBinding],
  exports: [SessionService, GuestSessionRepository, GuestBinding],
})
export class SessionModule {}
