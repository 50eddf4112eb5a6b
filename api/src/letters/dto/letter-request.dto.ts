import { MAX_JOB_DESCRIPTION_CHARS, MAX_URL_CHARS, type GenerateForUserRequest } from '@coverletter/contracts';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUrl, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { LetterOptionsDto } from '../../generation/dto/letter-options.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The letter to write once paid: `POST /api/payment/create` and `POST /api/generate-cover-letter-user`. */
@ApiSchema({ description: 'The letter to write: a saved CV and the job, as a description, a URL or both, and optionally its length, tone and language.' })
export class LetterRequestDto extends LetterOptionsDto implements GenerateForUserRequest {
  @ApiProperty({ type: String, format: 'uuid', description: "One of the caller's saved CVs", example: '8d5f2a64-1c3b-4e7a-9f21-6b0c3d4e5f60' })
  @IsUUID('4', { message: 'Please select a CV' })
  cvId: string;

  @ApiPropertyOptional({
    type: String,
    description: "The job posting's text; give it or jobUrl",
    maxLength: MAX_JOB_DESCRIPTION_CHARS,
    example: 'We are looking for a senior TypeScript engineer to join our platform team…',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MAX_JOB_DESCRIPTION_CHARS, { message: `The job description can be at most ${MAX_JOB_DESCRIPTION_CHARS} characters` })
  jobDescription?: string;

  @ApiPropertyOptional({
    type: String,
    description: 'An http:// or https:// address of the posting; with no description the server reads the posting itself',
    maxLength: MAX_URL_CHARS,
    example: 'https://jobs.example.com/postings/senior-engineer',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MAX_URL_CHARS)
  @ValidateIf((o: LetterRequestDto) => !!o.jobUrl)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'The job URL must be a web address starting with http:// or https://' },
  )
  jobUrl?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'Use the saved LinkedIn profile summary in the letter', default: false, example: true })
  @IsOptional()
  @IsBoolean()
  useLinkedIn?: boolean;
}
