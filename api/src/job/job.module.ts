import { Module } from '@nestjs/common';
import { FetcherModule } from '../fetcher/fetcher.module';
import { JobController } from './job.controller';
import { JobScrapeService } from './job-scrape.service';

@Module({
  imports: [FetcherModule],
  controllers: [JobController],
  providers: [JobScrapeService],
  exports: [JobScrapeService],
})
export class JobModule {}
