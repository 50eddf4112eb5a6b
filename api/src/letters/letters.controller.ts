import { API, ERROR_TEXT, type CoverLetterResponse } from '@coverletter/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res, type StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPaymentRequiredResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access, CurrentCaller, CurrentGuestSession, CurrentUser, type Caller } from '../access/access.decorator';
import { GuestSession } from '../session/guest-session.entity';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { ExpensiveRoute } from '../common/throttling';
import { answerWithProgress } from '../generation/progress-stream';
import { uuidParam } from '../common/uuid-param.pipe';
import { LetterRequestDto } from './dto/letter-request.dto';
import { CV_NOT_FOUND } from '../saved-cvs/saved-cvs.service';
import { User } from '../users/user.entity';
import { AccountLettersService } from './account-letters.service';
import { LETTER_NOT_FOUND, LettersService } from './letters.service';

const LETTER_ID = { name: 'id', format: 'uuid', description: 'The cover letter' };
const NOT_YOURS = { type: ErrorBodyDto, description: "No such letter, or not the caller's", examples: errorExamples(404, LETTER_NOT_FOUND) };

@ApiTags('Cover letters')
@Controller()
export class LettersController {
  constructor(
    private readonly letters: LettersService,
    private readonly accountLetters: AccountLettersService,
  ) {}

  /** A signed-in user's letters, or a guest session's own letter, newest first. */
  @Get(API.coverLetters)
  @ApiOperation({ summary: "List the caller's cover letters, newest first", description: 'A guest sees the letter of its own session.' })
  @ApiOkResponse({ description: 'The letters' })
  @Access('user-or-guest')
  list(@CurrentCaller() caller: Caller): Promise<CoverLetterResponse[]> {
    return this.letters.list(caller);
  }

  @Delete(`${API.coverLetters}/:id`)
  @ApiOperation({ summary: "Delete one of the caller's cover letters" })
  @ApiParam(LETTER_ID)
  @ApiOkResponse({ description: '`{ success: true }`' })
  @ApiNotFoundResponse(NOT_YOURS)
  @Access('user-or-guest')
  remove(@CurrentCaller() caller: Caller, @Param('id', uuidParam(LETTER_NOT_FOUND)) id: string): Promise<{ success: true }> {
    return this.letters.remove(caller, id);
  }

  /** The analytics event the UI sends when a letter is opened. */
  @Post(`${API.coverLetters}/:id/view`)
  @ApiOperation({ summary: 'Record that a cover letter was opened', description: 'An analytics event; nothing else changes.' })
  @ApiParam(LETTER_ID)
  @ApiOkResponse({ description: '`{ success: true }`' })
  @ApiNotFoundResponse(NOT_YOURS)
  @HttpCode(200)
  @Access('user-or-guest')
  view(@CurrentCaller() caller: Caller, @Param('id', uuidParam(LETTER_NOT_FOUND)) id: string): Promise<{ success: true }> {
    return this.letters.recordView(caller, id);
  }

  /** Issue 13: the first copy, download or export of a letter, for the admin's "edited before use" share. */
  @Post(`${API.coverLetters}/:id/uses`)
  @ApiOperation({
    summary: 'Record that a cover letter was copied, downloaded or exported',
    description: 'Only the first use is kept, with whether the letter had an edited version then; later calls change nothing.',
  })
  @ApiParam(LETTER_ID)
  @ApiOkResponse({ description: '`{ success: true }`' })
  @ApiNotFoundResponse(NOT_YOURS)
  @HttpCode(200)
  @Access('user-or-guest')
  use(@CurrentCaller() caller: Caller, @Param('id', uuidParam(LETTER_NOT_FOUND)) id: string): Promise<{ success: true }> {
    return this.letters.recordUse(caller, id);
  }

  @Post(API.resultUses)
  @ApiOperation({
    summary: "Record that the guest's letter was copied, downloaded or exported",
    description: "As `POST /api/cover-letters/:id/uses`, for the session's one letter.",
  })
  @ApiOkResponse({ description: '`{ success: true }`' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "'No cover letter yet'" })
  @HttpCode(200)
  @Access('guest')
  useGuestLetter(@CurrentGuestSession() session: GuestSession): Promise<{ success: true }> {
    return this.letters.recordGuestUse(session);
  }

  @Post(API.generateUser)
  @ApiOperation({
    summary: "Write the account's free cover letter",
    description:
      'One free letter per account; later ones are paid (POST /api/payment/create). With only a job URL the server reads the posting itself. With `Accept: text/event-stream` the answer is server-sent events: `phase` as each step starts, then `result` or `error`.',
  })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiOkResponse({ description: 'The new letter' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Neither a job description nor a readable job URL, or an invalid field' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "Not one of the caller's CVs", examples: errorExamples(404, CV_NOT_FOUND) })
  @ApiPaymentRequiredResponse({
    type: ErrorBodyDto,
    description: 'The free letter is used; `data.coverLetterCount`',
    examples: errorExamples(402, ERROR_TEXT.paymentRequired),
  })
  @HttpCode(200)
  @Access('user')
  @ExpensiveRoute()
  generate(
    @CurrentUser() user: User,
    @Body() request: LetterRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CoverLetterResponse | StreamableFile> {
    return answerWithProgress(req, res, (onPhase) => this.accountLetters.generateFree(user, request, onPhase));
  }
}
