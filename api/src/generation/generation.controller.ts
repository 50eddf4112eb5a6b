import { API, ERROR_TEXT, MAX_REGENERATIONS, type GenerationResult } from '@coverletter/contracts';
import { Body, Controller, Get, HttpCode, Post, Req, Res, type StreamableFile } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Access, CurrentGuestSession } from '../access/access.decorator';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { ExpensiveRoute } from '../common/throttling';
import type { Request, Response } from 'express';
import { GuestSession } from '../session/guest-session.entity';
import { GenerationResultDto } from './dto/generation-result.dto';
import { LetterOptionsDto } from './dto/letter-options.dto';
import { GenerationService } from './generation.service';
import { REPEAT_WINDOW_MS } from '../entitlements/letter-credits.service';
import { answerWithProgress } from './progress-stream';

@ApiTags('Generation')
@Controller()
export class GenerationController {
  constructor(private readonly generation: GenerationService) {}

  @Post(API.generate)
  @ApiOperation({
    summary: "Write the guest's free cover letter",
    description: `One free letter per session. Writing again from the same CV and job replaces it, at most ${MAX_REGENERATIONS} times; a repeat within ${REPEAT_WINDOW_MS / 1000} s of the write answers that letter and counts nothing. A failed attempt uses nothing up. The optional body sets the letter's \`length\`, \`tone\` and \`language\`; a rewrite keeps the letter's own for the fields left out. With \`Accept: text/event-stream\` the answer is server-sent events: \`phase\` (reading, matching, writing, checking) as each step starts, then \`result\` or \`error\`.`,
  })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiOkResponse({ type: GenerationResultDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'No CV or no job description yet, or a length, tone or language outside its list',
    examples: errorExamples(400, ERROR_TEXT.missingCv, ERROR_TEXT.missingJobInfo),
  })
  @ApiPaymentRequiredResponse({
    type: ErrorBodyDto,
    description: 'The free letter is used; `data.coverLetterCount`',
    examples: errorExamples(402, ERROR_TEXT.paymentRequired),
  })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'A letter is being written for this session right now' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: "'Regeneration limit reached' (or the rate limit)" })
  @ApiBadGatewayResponse({ type: ErrorBodyDto, description: "'Generation failed': the writing service refused or answered unusably" })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: "'Generation failed': the writing service did not answer in time" })
  @HttpCode(200)
  @Access('guest')
  @ExpensiveRoute()
  generate(
    @CurrentGuestSession() session: GuestSession,
    @Body() options: LetterOptionsDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GenerationResult | StreamableFile> {
    return answerWithProgress(req, res, (onPhase) => this.generation.generateForGuest(session, options, onPhase));
  }

  @Get(API.result)
  @ApiOperation({ summary: "Get the guest session's last cover letter" })
  @ApiOkResponse({ type: GenerationResultDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "'No cover letter yet'" })
  @Access('guest')
  result(@CurrentGuestSession() session: GuestSession): Promise<GenerationResult> {
    return this.generation.resultForGuest(session);
  }
}
