import { Module } from '@nestjs/common';
import { FetcherModule } from '../fetcher/fetcher.module';
import { LinkedinController } from './linkedin.controller';
import { DEFAULT_LINKEDIN_BASE_URL, LINKEDIN_BASE_URL } from './linkedin-profile-url';
import { LinkedinScrapeService } from './linkedin-scrape.service';

@Module({
  imports: [FetcherModule],
  controllers: [LinkedinController],
  providers: [LinkedinScrapeService, { provide: LINKEDIN_BASE_URL, useValue: DEFAULT_LINKEDIN_BASE_URL }],
})
export class LinkedinModule {}
