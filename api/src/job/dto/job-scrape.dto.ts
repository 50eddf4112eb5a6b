import { MAX_URL_CHARS, type JobScrapeRequest } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { JOB_URL_ERRORS } from '../job-scrape-messages';
import { trim } from '../../common/dto/posting-fields';

const message = JOB_URL_ERRORS.invalidUrl.message;

/** Only the shape is checked here; the scheme and address are the fetcher's to judge. */
export class JobScrapeDto implements JobScrapeRequest {
  @ApiProperty({
    type: String,
    description: 'The job posting to read',
    minLength: 1,
    maxLength: MAX_URL_CHARS,
    example: 'https://jobs.example.com/postings/senior-engineer',
  })
  // class-validator reports constraints bottom-up: the type check comes first.
  @Transform(trim)
  @MaxLength(MAX_URL_CHARS, { message: `The URL can be at most ${MAX_URL_CHARS} characters` })
  @IsNotEmpty({ message })
  @IsString({ message })
  jobUrl: string;
}
