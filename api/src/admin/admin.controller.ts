import {
  ADMIN_API,
  API,
  type AdminAnalytics,
  type AdminCheckResponse,
  type AdminCoverLetter,
  type AdminRetryPaymentResponse,
  type AdminUnfulfilledPayment,
  type AdminUserSummary,
  type PaymentConfig,
} from '@coverletter/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Redirect } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Access, CurrentCaller, type Caller } from '../access/access.decorator';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { uuidParam } from '../common/uuid-param.pipe';
import { SettingsService } from '../settings/settings.service';
import { AdminAnalyticsService } from './admin-analytics.service';
import { AdminListsService } from './admin-lists.service';
import { AdminPaymentsService, NOTHING_TO_RETRY, PAYMENT_NOT_FOUND } from './admin-payments.service';
import { AdminService } from './admin.service';
import { AdminCheckResponseDto } from './dto/admin-check-response.dto';
import { CoverLettersQueryDto } from './dto/cover-letters-query.dto';
import { PageQueryDto } from './dto/page-query.dto';
import { PaymentConfigValueDto, SavePaymentConfigDto } from './dto/save-payment-config.dto';

@ApiTags('Admin')
@Controller()
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly lists: AdminListsService,
    private readonly analyticsService: AdminAnalyticsService,
    private readonly settings: SettingsService,
    private readonly payments: AdminPaymentsService,
  ) {}

  /** Anyone may ask; the answer says whether they are signed in and whether they are an admin. */
  @Get(API.adminCheck)
  @ApiOperation({ summary: 'Tell whether the caller is signed in and an admin' })
  @ApiOkResponse({ type: AdminCheckResponseDto })
  @Access('public')
  check(@CurrentCaller() caller: Caller): AdminCheckResponse {
    return this.admin.check(caller);
  }

  @Get(API.adminLogin)
  @ApiOperation({ summary: 'Sign in, then return to the admin pages' })
  @ApiFoundResponse({ description: 'To /api/login?returnTo=/admin' })
  @Access('public')
  @Redirect(`${API.login}?returnTo=/admin`, 302)
  login(): void {}

  @Get(API.adminUsers)
  @ApiOperation({ summary: 'List users, newest first, with their letter counts, spending and recent letters' })
  @ApiOkResponse({ description: 'One page of users' })
  @Access('admin')
  users(@Query() page: PageQueryDto): Promise<AdminUserSummary[]> {
    return this.lists.users(page);
  }

  @Get(API.adminCoverLetters)
  @ApiOperation({ summary: 'List cover letters, newest first, with their owners; all, or only paid or free ones' })
  @ApiOkResponse({ description: 'One page of cover letters' })
  @Access('admin')
  coverLetters(@Query() query: CoverLettersQueryDto): Promise<AdminCoverLetter[]> {
    return this.lists.coverLetters(query);
  }

  @Get(ADMIN_API.unfulfilledPayments)
  @ApiOperation({ summary: 'List paid payments whose cover letter is not written yet, oldest first' })
  @ApiOkResponse({ description: 'One page of payments, with the last failure and where the letter job stands' })
  @Access('admin')
  unfulfilledPayments(@Query() page: PageQueryDto): Promise<AdminUnfulfilledPayment[]> {
    return this.payments.unfulfilled(page);
  }

  @Post('/api/admin/payments/:id/retry')
  @ApiOperation({ summary: "Queue a paid payment's cover letter again", description: 'A failed job is retried; a waiting or running one is left alone.' })
  @ApiParam({ name: 'id', description: "The payment's id", format: 'uuid' })
  @ApiOkResponse({ description: '`{ outcome }`: retried, resent or already-queued' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such payment', examples: errorExamples(404, PAYMENT_NOT_FOUND) })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Not paid, or the letter exists', examples: errorExamples(409, NOTHING_TO_RETRY) })
  @HttpCode(200)
  @Access('admin')
  retryPayment(@Param('id', uuidParam(PAYMENT_NOT_FOUND)) id: string): Promise<AdminRetryPaymentResponse> {
    return this.payments.retry(id);
  }

  @Get(API.adminAnalytics)
  @ApiOperation({ summary: 'Get business totals, daily series for the last 30 days and the top revenue days' })
  @ApiOkResponse({ description: 'Totals, per-UTC-day series, money in US cents, top job titles and revenue days, and the most active users' })
  @Access('admin')
  analytics(): Promise<AdminAnalytics> {
    return this.analyticsService.analytics();
  }

  @Get(API.adminPaymentConfig)
  @ApiOperation({ summary: 'Get the price of a letter' })
  @ApiOkResponse({ type: PaymentConfigValueDto })
  @Access('admin')
  paymentConfig(): Promise<PaymentConfig> {
    return this.settings.getPaymentConfig();
  }

  @Post(API.adminPaymentConfigSave)
  @ApiOperation({ summary: 'Set the price of a letter', description: 'Applies to payments created afterwards.' })
  @ApiOkResponse({ type: PaymentConfigValueDto, description: 'The saved price' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Invalid price, or a currency code or display text that does not match' })
  @HttpCode(200)
  @Access('admin')
  savePaymentConfig(@Body() body: SavePaymentConfigDto): Promise<PaymentConfig> {
    return this.settings.savePaymentConfig(body.value, body.description);
  }
}
