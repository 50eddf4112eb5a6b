import { MAX_LINKEDIN_CONTENT_CHARS, MAX_POSTING_NAME_CHARS, MAX_URL_CHARS, type JobInfoRequest } from '@coverletter/contracts';
import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalJobDescription, OptionalJobUrl, OptionalWebAddress, trim } from '../../common/dto/posting-fields';

/** A field left out is unchanged; an empty string clears it. */
@ApiSchema({ description: 'A field left out is unchanged; an empty string clears it. At least one field must have a value.' })
export class JobInfoDto implements JobInfoRequest {
  @OptionalJobUrl('An http:// or https:// address of the posting')
  jobUrl?: string;

  @OptionalJobDescription("The job posting's text")
  jobDescription?: string;

  @ApiPropertyOptional({
    type: String,
    description: "An http:// or https:// address of the caller's LinkedIn profile",
    maxLength: MAX_URL_CHARS,
    example: 'https://www.linkedin.com/in/jane-doe',
  })
  @OptionalWebAddress('The LinkedIn URL must be a web address starting with http:// or https://')
  linkedinUrl?: string;

  @ApiPropertyOptional({
    type: String,
    description: "The caller's LinkedIn background, used in the letter",
    maxLength: MAX_LINKEDIN_CONTENT_CHARS,
    example: 'Senior engineer with eight years of TypeScript and Node.js…',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MAX_LINKEDIN_CONTENT_CHARS, { message: `The LinkedIn background can be at most ${MAX_LINKEDIN_CONTENT_CHARS} characters` })
  linkedinContent?: string;

  @ApiPropertyOptional({
    type: String,
    description: 'The employer as the letter must name it, when what was detected is wrong; an empty string goes back to the detected one',
    maxLength: MAX_POSTING_NAME_CHARS,
    example: 'Fjärdhamn Digital AB',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MAX_POSTING_NAME_CHARS, { message: `The company name can be at most ${MAX_POSTING_NAME_CHARS} characters` })
  company?: string;

  @ApiPropertyOptional({
    type: String,
    description: 'The job title as the letter must name it; an empty string goes back to the detected one',
    maxLength: MAX_POSTING_NAME_CHARS,
    example: 'Systemutvecklare Java',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MAX_POSTING_NAME_CHARS, { message: `The job title can be at most ${MAX_POSTING_NAME_CHARS} characters` })
  jobTitle?: string;
}
