import { Module } from '@nestjs/common';
import { CarryOverModule } from '../carry-over/carry-over.module';
import { SessionModule } from '../session/session.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { HttpSessionService } from './http-session.service';
import { OidcClientService } from './oidc-client.service';

@Module({
  imports: [UsersModule, CarryOverModule, SessionModule],
  controllers: [AuthController],
  providers: [AuthService, OidcClientService, HttpSessionService],
  exports: [OidcClientService, HttpSessionService],
})
export class AuthModule {}
