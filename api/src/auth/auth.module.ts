import { Module } from '@nestjs/common';
import { MigrationModule } from '../migration/migration.module';
import { SessionModule } from '../session/session.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { HttpSessionService } from './http-session.service';
import { OidcClientService } from './oidc-client.service';

@Module({
  imports: [UsersModule, MigrationModule, SessionModule],
  controllers: [AuthController],
  providers: [AuthService, OidcClientService, HttpSessionService],
  exports: [OidcClientService, HttpSessionService],
})
export class AuthModule {}
