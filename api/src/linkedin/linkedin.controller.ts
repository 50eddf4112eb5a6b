import { API, type ScrapeResponse } from '@coverletter/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { ExpensiveRoute } from '../common/throttling';
import { ScrapeResponseDto } from '../job/dto/scrape-response.dto';
import { LinkedinScrapeDto } from './dto/linkedin-scrape.dto';
import { LINKEDIN_URL_ERROR } from './linkedin-scrape-messages';
import { LinkedinScrapeService } from './linkedin-scrape.service';

@ApiTags('LinkedIn')
@Controller()
export class LinkedinController {
  constructor(private readonly profiles: LinkedinScrapeService) {}

  @Post(API.linkedinScrape)
  @ApiOperation({ summary: 'Read a public LinkedIn profile', description: "LinkedIn's sign-in wall answers 200 with `success: false` and a message to show." })
  @ApiOkResponse({ type: ScrapeResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Not a linkedin.com/in/… profile URL', examples: errorExamples(400, LINKEDIN_URL_ERROR) })
  @HttpCode(200)
  @Access('public')
  @ExpensiveRoute()
  scrape(@Body() body: LinkedinScrapeDto): Promise<ScrapeResponse> {
    return this.profiles.scrape(body.linkedinUrl);
  }
}
