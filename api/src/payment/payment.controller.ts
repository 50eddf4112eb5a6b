import { API, type PaymentCreateResponse, type PaymentVerifyResponse, type PublicPaymentConfig } from '@coverletter/contracts';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { Access, CurrentCaller, CurrentUser, type Caller } from '../access/access.decorator';
import { ExpensiveRoute } from '../common/throttling';
import { User } from '../users/user.entity';
import { LetterRequestDto } from './dto/create-payment.dto';
import { PaymentService } from './payment.service';

@Controller()
export class PaymentController {
  constructor(private readonly payments: PaymentService) {}

  @Get(API.paymentConfig)
  @Access('public')
  config(): Promise<PublicPaymentConfig> {
    return this.payments.publicConfig();
  }

  @Post(API.paymentCreate)
  @HttpCode(200)
  @Access('user')
  @ExpensiveRoute()
  create(@CurrentUser() user: User, @Body() request: LetterRequestDto): Promise<PaymentCreateResponse> {
    return this.payments.create(user, request);
  }

  /** The bank's webhook: no user, no cookie; genuine only with a valid X-Sign over the raw body. */
  @Post('/api/payment/webhook')
  @HttpCode(200)
  @Access('public')
  webhook(@Req() req: RawBodyRequest<Request>, @Headers('x-sign') signature: string | undefined): Promise<{ ok: true }> {
    return this.payments.webhook(req.rawBody, signature);
  }

  /** Anyone holding the unguessable reference may ask; a different signed-in user gets 404. */
  @Get('/api/payment/verify/:reference')
  @Access('public')
  verify(@Param('reference') reference: string, @CurrentCaller() caller: Caller): Promise<PaymentVerifyResponse> {
    return this.payments.verify(reference, caller.user);
  }
}
