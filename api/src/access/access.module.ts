import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthModule } from '../auth/auth.module';
import { SessionModule } from '../session/session.module';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';

@Module({
  imports: [AuthModule, SessionModule, UsersModule],
  providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
})
export class AccessModule {}
