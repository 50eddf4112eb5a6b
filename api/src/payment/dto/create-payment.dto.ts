import { MAX_JOB_DESCRIPTION_CHARS, MAX_URL_CHARS } from '@coverletter/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUrl, IsUUID, MaxLength, ValidateIf } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The letter to write once paid: `POST /api/payment/create` and `POST /api/generate-cover-letter-user`. */
export class LetterRequestDto {
  @IsUUID('4', { message: 'Please select a CV' })
  cvId: string;

  @IsOptional() @Transform(trim) @IsString()
  @MaxLength(MAX_JOB_DESCRIPTION_CHARS, { message: `The job description can be at most ${MAX_JOB_DESCRIPTION_CHARS} characters` })
  jobDescription?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(MAX_URL_CHARS)
  @ValidateIf((o: LetterRequestDto) => !!o.jobUrl)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: 'The job URL must be a web address starting with http:// or https://' })
  jobUrl?: string;

  @IsOptional() @IsBoolean()
  useLinkedIn?: boolean;
}
