import { API, type PaymentCreateResponse, type PaymentVerifyResponse, type PublicPaymentConfig } from '@coverletter/contracts';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, type RawBodyRequest } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Access, CurrentCaller, CurrentUser, type Caller } from '../access/access.decorator';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { ExpensiveRoute } from '../common/throttling';
import { JOB_MISSING } from '../letters/letter-inputs';
import { CV_NOT_FOUND } from '../saved-cvs/saved-cvs.service';
import { User } from '../users/user.entity';
import { LetterRequestDto } from '../letters/dto/letter-request.dto';
import { PaymentCreateResponseDto } from './dto/payment-create-response.dto';
import { PaymentVerifyResponseDto } from './dto/payment-verify-response.dto';
import { PublicPaymentConfigDto } from './dto/public-payment-config.dto';
import { PaymentService } from './payment.service';
import { PAYMENT_TEXT } from './payment-texts';

const BANK_UNAVAILABLE = { type: ErrorBodyDto, description: 'The bank is not answering', examples: errorExamples(503, PAYMENT_TEXT.unavailable) };

@ApiTags('Payments')
@Controller()
export class PaymentController {
  constructor(private readonly payments: PaymentService) {}

  @Get(API.paymentConfig)
  @ApiOperation({ summary: 'Get the price of a letter, as shown to users' })
  @ApiOkResponse({ type: PublicPaymentConfigDto })
  @Access('public')
  config(): Promise<PublicPaymentConfig> {
    return this.payments.publicConfig();
  }

  @Post(API.paymentCreate)
  @ApiOperation({
    summary: 'Start paying for a cover letter',
    description:
      'Reads the CV, the posting (from the job URL when no description is given) and the LinkedIn profile if asked, records a pending payment at the current price with those texts, and opens an invoice; the letter is written from them once the bank reports it paid.',
  })
  @ApiOkResponse({ type: PaymentCreateResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'Neither a job description nor a readable job URL, or an invalid field; nothing was recorded and no invoice opened',
    examples: errorExamples(400, JOB_MISSING),
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "Not one of the caller's CVs", examples: errorExamples(404, CV_NOT_FOUND) })
  @ApiServiceUnavailableResponse({ ...BANK_UNAVAILABLE, description: `${BANK_UNAVAILABLE.description}; nothing was recorded` })
  @HttpCode(200)
  @Access('user')
  @ExpensiveRoute()
  create(@CurrentUser() user: User, @Body() request: LetterRequestDto): Promise<PaymentCreateResponse> {
    return this.payments.create(user, request);
  }

  /** The bank's webhook: no user, no cookie; genuine only with a valid X-Sign over the raw body. */
  @Post('/api/payment/webhook')
  @ApiOperation({ summary: "The bank's payment status webhook", description: "Called by the bank, not by clients; the body is the bank's invoice state." })
  @ApiHeader({ name: 'X-Sign', required: true, description: "The bank's ECDSA signature of the raw body" })
  @ApiOkResponse({ description: '`{ ok: true }`' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No valid X-Sign for the body', examples: errorExamples(400, PAYMENT_TEXT.badSignature) })
  @ApiServiceUnavailableResponse({ ...BANK_UNAVAILABLE, description: "The bank's public key could not be fetched; the bank retries" })
  @HttpCode(200)
  @Access('public')
  webhook(@Req() req: RawBodyRequest<Request>, @Headers('x-sign') signature: string | undefined): Promise<{ ok: true }> {
    return this.payments.webhook(req.rawBody, signature);
  }

  /** Anyone holding the unguessable reference may ask; a different signed-in user gets 404. */
  @Get('/api/payment/verify/:reference')
  @ApiOperation({ summary: 'Check whether a payment is paid', description: 'Asks the bank while the state is not final.' })
  @ApiParam({ name: 'reference', description: 'The payment reference from the success page URL (`?ref=`)' })
  @ApiOkResponse({ type: PaymentVerifyResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "No such payment, or another signed-in user's", examples: errorExamples(404, PAYMENT_TEXT.notFound) })
  @ApiServiceUnavailableResponse(BANK_UNAVAILABLE)
  @Access('public')
  verify(@Param('reference') reference: string, @CurrentCaller() caller: Caller): Promise<PaymentVerifyResponse> {
    return this.payments.verify(reference, caller.user);
  }
}
