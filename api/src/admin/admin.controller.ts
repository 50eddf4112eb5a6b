import { API, type AdminAnalytics, type AdminCheckResponse, type AdminCoverLetter, type AdminUserSummary, type PaymentConfig } from '@coverletter/contracts';
import { Body, Controller, Get, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import { Access, CurrentCaller, type Caller } from '../access/access.decorator';
import { SettingsService } from '../settings/settings.service';
import { AdminAnalyticsService } from './admin-analytics.service';
import { AdminListsService } from './admin-lists.service';
import { AdminService } from './admin.service';
import { PageQueryDto } from './dto/page-query.dto';
import { SavePaymentConfigDto } from './dto/save-payment-config.dto';

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
  @Access('public')
  check(@CurrentCaller() caller: Caller): AdminCheckResponse {
    return this.admin.check(caller);
  }

  @Get(API.adminLogin)
  @Access('public')
  @Redirect(`${API.login}?returnTo=/admin`, 302)
  login(): void {}

  @Get(API.adminUsers)
  @Access('admin')
  users(@Query() page: PageQueryDto): Promise<AdminUserSummary[]> {
    return this.lists.users(page);
  }

  @Get(API.adminCoverLetters)
  @Access('admin')
  coverLetters(@Query() page: PageQueryDto): Promise<AdminCoverLetter[]> {
    return this.lists.coverLetters(page);
  }

  @Get(API.adminAnalytics)
  @Access('admin')
  analytics(): Promise<AdminAnalytics> {
    return this.analyticsService.analytics();
  }

  @Get(API.adminPaymentConfig)
  @Access('admin')
  paymentConfig(): Promise<PaymentConfig> {
    return this.settings.getPaymentConfig();
  }

  @Post(API.adminPaymentConfigSave)
  @HttpCode(200)
  @Access('admin')
  savePaymentConfig(@Body() body: SavePaymentConfigDto): Promise<PaymentConfig> {
    return this.settings.savePaymentConfig(body.value, body.description);
  }
}
