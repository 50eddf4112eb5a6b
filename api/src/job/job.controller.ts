import { API, type ScrapeResponse } from '@coverletter/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Access } from '../access/access.decorator';
import { ExpensiveRoute } from '../common/throttling';
import { JobScrapeDto } from './dto/job-scrape.dto';
import { JobScrapeService } from './job-scrape.service';

@Controller()
export class JobController {
  constructor(private readonly jobs: JobScrapeService) {}

  @Post(API.jobScrape)
  @HttpCode(200)
  @Access('public')
  @ExpensiveRoute()
  scrape(@Body() body: JobScrapeDto): Promise<ScrapeResponse> {
    return this.jobs.scrape(body.jobUrl);
  }
}
