import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AccessModule } from './access/access.module';
import { AdminModule } from './admin/admin.module';
import { AppConfigModule } from './app-config/app-config.module';
import { AuthModule } from './auth/auth.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { ShutdownHooks } from './common/shutdown-hooks';
import { loggerOptions } from './common/logger-options';
import { throttlerOptions } from './common/throttling';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CvModule } from './cv/cv.module';
import { DatabaseModule } from './database/database.module';
import { GenerationModule } from './generation/generation.module';
import { HealthModule } from './health/health.module';
import { JobModule } from './job/job.module';
import { LettersModule } from './letters/letters.module';
import { MatchModule } from './match/match.module';
import { LinkedinProfileModule } from './linkedin-profile/linkedin-profile.module';
import { LinkedinModule } from './linkedin/linkedin.module';
import { CarryOverModule } from './carry-over/carry-over.module';
import { PaymentModule } from './payment/payment.module';
import { QueueModule } from './queue/queue.module';
import { SavedCvsModule } from './saved-cvs/saved-cvs.module';
import { SessionModule } from './session/session.module';
import { SettingsModule } from './settings/settings.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        ThrottlerModule.forRoot(throttlerOptions(config)),
        DatabaseModule,
        AccessModule,
        AuthModule,
        SessionModule,
        CvModule,
        JobModule,
        LinkedinModule,
        LinkedinProfileModule,
        SavedCvsModule,
        LettersModule,
        MatchModule,
        CarryOverModule,
        QueueModule,
        GenerationModule,
        SettingsModule,
        PaymentModule,
        AppConfigModule,
        HealthModule,
        AdminModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }, { provide: APP_FILTER, useClass: HttpExceptionFilter }, ShutdownHooks],
    };
  }
}
