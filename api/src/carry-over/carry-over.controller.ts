import { API, type MigrateSessionResponse } from '@coverletter/contracts';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Access, CurrentGuestSession, CurrentUser } from '../access/access.decorator';
import { ErrorBodyDto } from '../common/dto/error-body.dto';
import { GuestSession } from '../session/guest-session.entity';
import { User } from '../users/user.entity';
import { MigrateSessionDto } from './dto/migrate-session.dto';
import { GuestCarryOverService } from './guest-carry-over.service';

@ApiTags('Guest session')
@Controller()
export class CarryOverController {
  constructor(private readonly carryOver: GuestCarryOverService) {}

  @Post(API.migrateSession)
  @ApiOperation({
    summary: "Carry a guest session's work into the signed-in account",
    description:
      'Moves the CV, the LinkedIn background (unless the account has a profile) and the letter (unless the account has used its free letter). ' +
      'Only a session this browser holds (its X-Session-ID header or binding cookie) moves; any other answers like an unknown one. Idempotent.',
  })
  @ApiOkResponse({ description: '`{ migratedCoverLetter }`: whether a letter now belongs to the account' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'sessionId is not a session id' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'The session already moved into another account' })
  @HttpCode(200)
  @Access('user')
  migrate(@CurrentUser() user: User, @Body() body: MigrateSessionDto, @Req() req: Request): Promise<MigrateSessionResponse> {
    return this.carryOver.carryOverFromBrowser(user, body.sessionId, req);
  }

  @Post(API.clearSession)
  @ApiOperation({ summary: 'Delete the guest session and everything in it' })
  @ApiOkResponse({ description: '`{ success: true }`' })
  @HttpCode(200)
  @Access('guest')
  clear(@CurrentGuestSession() session: GuestSession): Promise<{ success: true }> {
    return this.carryOver.clear(session);
  }
}
