import { API, type CoverLetterResponse } from '@coverletter/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Access, CurrentCaller, CurrentUser, type Caller } from '../access/access.decorator';
import { ExpensiveRoute } from '../common/throttling';
import { uuidParam } from '../common/uuid-param.pipe';
import { LetterRequestDto } from '../payment/dto/create-payment.dto';
import { User } from '../users/user.entity';
import { AccountLettersService } from './account-letters.service';
import { LETTER_NOT_FOUND, LettersService } from './letters.service';

@Controller()
export class LettersController {
  constructor(
    private readonly letters: LettersService,
    private readonly accountLetters: AccountLettersService,
  ) {}

  /** A signed-in user's letters, or a guest session's own letter, newest first. */
  @Get(API.coverLetters)
  @Access('user-or-guest')
  list(@CurrentCaller() caller: Caller): Promise<CoverLetterResponse[]> {
    return this.letters.list(caller);
  }

  @Delete(`${API.coverLetters}/:id`)
  @Access('user-or-guest')
  remove(@CurrentCaller() caller: Caller, @Param('id', uuidParam(LETTER_NOT_FOUND)) id: string): Promise<{ success: true }> {
    return this.letters.remove(caller, id);
  }

  /** The analytics event the UI sends when a letter is opened. */
  @Post(`${API.coverLetters}/:id/view`)
  @HttpCode(200)
  @Access('user-or-guest')
  view(@CurrentCaller() caller: Caller, @Param('id', uuidParam(LETTER_NOT_FOUND)) id: string): Promise<{ success: true }> {
    return this.letters.recordView(caller, id);
  }

  @Post(API.generateUser)
  @HttpCode(200)
  @Access('user')
  @ExpensiveRoute()
  generate(@CurrentUser() user: User, @Body() request: LetterRequestDto): Promise<CoverLetterResponse> {
    return this.accountLetters.generateFree(user, request);
  }
}
