import { MAX_URL_CHARS, type LinkedinScrapeRequest } from '@coverletter/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LINKEDIN_URL_ERROR } from '../linkedin-scrape-messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const message = LINKEDIN_URL_ERROR.message;

/** Only the shape is checked here; what counts as a profile URL is the service's to judge. */
export class LinkedinScrapeDto implements LinkedinScrapeRequest {
  @Transform(trim) @MaxLength(MAX_URL_CHARS, { message }) @IsNotEmpty({ message }) @IsString({ message })
  linkedinUrl: string;
}
