import { API, type ScrapeResponse } from '@coverletter/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { ExpensiveRoute } from '../common/throttling';
import { JobScrapeDto } from './dto/job-scrape.dto';
import { ScrapeResponseDto } from './dto/scrape-response.dto';
import { JOB_URL_ERRORS } from './job-scrape-messages';
import { JobScrapeService } from './job-scrape.service';

@ApiTags('Job postings')
@Controller()
export class JobController {
  constructor(private readonly jobs: JobScrapeService) {}

  @Post(API.jobScrape)
  @ApiOperation({
    summary: 'Read a job posting from its URL',
    description: 'A site that cannot be read answers 200 with `success: false` and a message to show.',
  })
  @ApiOkResponse({ type: ScrapeResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'A malformed URL, or one pointing to a private or local address',
    examples: errorExamples(400, JOB_URL_ERRORS.invalidUrl, JOB_URL_ERRORS.blockedAddress),
  })
  @HttpCode(200)
  @Access('public')
  @ExpensiveRoute()
  scrape(@Body() body: JobScrapeDto): Promise<ScrapeResponse> {
    return this.jobs.scrape(body.jobUrl);
  }
}
