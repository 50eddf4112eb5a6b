import { API, type SessionInitResponse, type SessionStatus } from '@coverletter/contracts';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Access, CurrentGuestSession } from '../access/access.decorator';
import { JobInfoDto } from './dto/job-info.dto';
import { GuestSession } from './guest-session.entity';
import { SessionService } from './session.service';

@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Post(API.sessionInit)
  @HttpCode(201)
  @Access('public')
  init(): Promise<SessionInitResponse> {
    return this.sessions.start();
  }

  @Post(API.jobInfo)
  @HttpCode(200)
  @Access('guest')
  saveJobInfo(@CurrentGuestSession() session: GuestSession, @Body() info: JobInfoDto): Promise<SessionStatus> {
    return this.sessions.saveJobInfo(session, info);
  }

  @Get(API.sessionStatus)
  @Access('guest')
  status(@CurrentGuestSession() session: GuestSession): Promise<SessionStatus> {
    return this.sessions.status(session);
  }
}
