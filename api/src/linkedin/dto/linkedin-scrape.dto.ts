import { MAX_URL_CHARS, type LinkedinScrapeRequest } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LINKEDIN_URL_ERROR } from '../linkedin-scrape-messages';
import { trim } from '../../common/dto/posting-fields';

const message = LINKEDIN_URL_ERROR.message;

/** Only the shape is checked here; what counts as a profile URL is the service's to judge. */
export class LinkedinScrapeDto implements LinkedinScrapeRequest {
  @ApiProperty({
    type: String,
    description: 'A LinkedIn profile address (linkedin.com/in/…)',
    minLength: 1,
    maxLength: MAX_URL_CHARS,
    example: 'https://www.linkedin.com/in/jane-doe',
  })
  @Transform(trim)
  @MaxLength(MAX_URL_CHARS, { message })
  @IsNotEmpty({ message })
  @IsString({ message })
  linkedinUrl: string;
}
