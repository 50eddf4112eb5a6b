import { API, type GenerationResult } from '@coverletter/contracts';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Access, CurrentGuestSession } from '../access/access.decorator';
import { ExpensiveRoute } from '../common/throttling';
import { GuestSession } from '../session/guest-session.entity';
import { GenerationService } from './generation.service';

@Controller()
export class GenerationController {
  constructor(private readonly generation: GenerationService) {}

  @Post(API.generate)
  @HttpCode(200)
  @Access('guest')
  @ExpensiveRoute()
  generate(@CurrentGuestSession() session: GuestSession): Promise<GenerationResult> {
    return this.generation.generateForGuest(session);
  }

  @Get(API.result)
  @Access('guest')
  result(@CurrentGuestSession() session: GuestSession): Promise<GenerationResult> {
    return this.generation.resultForGuest(session);
  }
}
