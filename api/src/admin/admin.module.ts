import { Module } from '@nestjs/common';
import { PaymentModule } from '../payment/payment.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { AdminAnalyticsRepository } from './admin-analytics.repository';
import { AdminAnalyticsService } from './admin-analytics.service';
import { AdminListsRepository } from './admin-lists.repository';
import { AdminListsService } from './admin-lists.service';
import { AdminPaymentsService } from './admin-payments.service';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

@Module({
  imports: [UsersModule, SettingsModule, PaymentModule],
  controllers: [AdminController],
  providers: [AdminService, AdminListsRepository, AdminListsService, AdminAnalyticsRepository, AdminAnalyticsService, AdminPaymentsService],
})
export class AdminModule {}
