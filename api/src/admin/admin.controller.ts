import { API, type AdminAnalytics, type AdminCheckResponse, type AdminCoverLetter, type AdminUserSummary, type PaymentConfig } from '@coverletter/contracts';
import { Body, Controller, Get, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import { ApiBadRequestResponse, ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentCaller, type Caller } from '../access/access.decorator';
import { ErrorBodyDto } from '../common/dto/error-body.dto';
import { SettingsService } from '../settings/settings.service';
import { AdminAnalyticsService } from './admin-analytics.service';
import { AdminListsService } from './admin-lists.service';
import { AdminService } from './admin.service';
import { AdminCheckResponseDto } from './dto/admin-check-response.dto';
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
  @ApiOperation({ summary: 'List cover letters, newest first, with their owners' })
  @ApiOkResponse({ description: 'One page of cover letters' })
  @Access('admin')
  coverLetters(@Query() page: PageQueryDto): Promise<AdminCoverLetter[]> {
    return this.lists.coverLetters(page);
  }

  @Get(API.adminAnalytics)
  @ApiOperation({ summary: 'Get business totals and daily series for the last 30 days' })
  @ApiOkResponse({ description: 'Totals, per-UTC-day series, top job titles and the most active users' })
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
