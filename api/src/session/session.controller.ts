import { API, ERROR_TEXT, GUEST_SESSION_RETENTION_DAYS, type SessionInitResponse, type SessionStatus } from '@coverletter/contracts';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentGuestSession } from '../access/access.decorator';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { JobInfoDto } from './dto/job-info.dto';
import { SessionInitResponseDto } from './dto/session-init-response.dto';
import { SessionStatusDto } from './dto/session-status.dto';
import { GuestSession } from './guest-session.entity';
import { SessionService } from './session.service';

@ApiTags('Guest session')
@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Post(API.sessionInit)
  @ApiOperation({
    summary: 'Start a guest session',
    description: `Sessions idle for ${GUEST_SESSION_RETENTION_DAYS} days are deleted with everything in them.`,
  })
  @ApiCreatedResponse({ type: SessionInitResponseDto })
  @HttpCode(201)
  @Access('public')
  init(): Promise<SessionInitResponse> {
    return this.sessions.start();
  }

  @Post(API.jobInfo)
  @ApiOperation({ summary: 'Save the job and LinkedIn details of the guest session' })
  @ApiOkResponse({ type: SessionStatusDto, description: 'The session status' })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Every field is empty, or a field is invalid',
    examples: errorExamples(400, ERROR_TEXT.missingJobInfo),
  })
  @HttpCode(200)
  @Access('guest')
  saveJobInfo(@CurrentGuestSession() session: GuestSession, @Body() info: JobInfoDto): Promise<SessionStatus> {
    return this.sessions.saveJobInfo(session, info);
  }

  @Get(API.sessionStatus)
  @ApiOperation({ summary: 'Get what the guest session holds so far' })
  @ApiOkResponse({ type: SessionStatusDto })
  @Access('guest')
  status(@CurrentGuestSession() session: GuestSession): SessionStatus {
    return this.sessions.loadedStatus(session);
  }
}
