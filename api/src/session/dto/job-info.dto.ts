import { MAX_JOB_DESCRIPTION_CHARS, MAX_LINKEDIN_CONTENT_CHARS, MAX_URL_CHARS } from '@coverletter/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/** A field left out is unchanged; an empty string clears it. */
export class JobInfoDto {
  @IsOptional() @Transform(trim) @IsString() @MaxLength(MAX_URL_CHARS)
  @ValidateIf((o: JobInfoDto) => !!o.jobUrl)
  @IsUrl(URL_OPTIONS, { message: 'The job URL must be a web address starting with http:// or https://' })
  jobUrl?: string;

  @IsOptional() @Transform(trim) @IsString()
  @MaxLength(MAX_JOB_DESCRIPTION_CHARS, { message: `The job description can be at most ${MAX_JOB_DESCRIPTION_CHARS} characters` })
  jobDescription?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(MAX_URL_CHARS)
  @ValidateIf((o: JobInfoDto) => !!o.linkedinUrl)
  @IsUrl(URL_OPTIONS, { message: 'The LinkedIn URL must be a web address starting with http:// or https://' })
  linkedinUrl?: string;

  @IsOptional() @Transform(trim) @IsString()
  @MaxLength(MAX_LINKEDIN_CONTENT_CHARS, { message: `The LinkedIn background can be at most ${MAX_LINKEDIN_CONTENT_CHARS} characters` })
  linkedinContent?: string;
}
