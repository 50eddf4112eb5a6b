import { API, type ScrapeResponse } from '@coverletter/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Access } from '../access/access.decorator';
import { ExpensiveRoute } from '../common/throttling';
import { LinkedinScrapeDto } from './dto/linkedin-scrape.dto';
import { LinkedinScrapeService } from './linkedin-scrape.service';

@Controller()
export class LinkedinController {
  constructor(private readonly profiles: LinkedinScrapeService) {}

  @Post(API.linkedinScrape)
  @HttpCode(200)
  @Access('public')
  @ExpensiveRoute()
  scrape(@Body() body: LinkedinScrapeDto): Promise<ScrapeResponse> {
    return this.profiles.scrape(body.linkedinUrl);
  }
}
