import { MAX_JOB_DESCRIPTION_CHARS, MAX_URL_CHARS } from '@coverletter/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const WEB_ADDRESS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/** An optional, trimmed http(s) address; an empty string passes (it clears the field where that is allowed). */
export function OptionalWebAddress(message: string) {
  return applyDecorators(
    IsOptional(),
    Transform(trim),
    IsString(),
    MaxLength(MAX_URL_CHARS),
    ValidateIf((dto: Record<string, unknown>, value: unknown) => !!value),
    IsUrl(WEB_ADDRESS, { message }),
  );
}

/** The posting's address, wherever a request carries one (`/api/job-info`, the signed-in letter request). */
export function OptionalJobUrl(description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, description, maxLength: MAX_URL_CHARS, example: 'https://jobs.example.com/postings/senior-engineer' }),
    OptionalWebAddress('The job URL must be a web address starting with http:// or https://'),
  );
}

/** The posting's text, trimmed, at most MAX_JOB_DESCRIPTION_CHARS. */
export function OptionalJobDescription(description: string) {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      description,
      maxLength: MAX_JOB_DESCRIPTION_CHARS,
      example: 'We are looking for a senior TypeScript engineer to join our platform team…',
    }),
    IsOptional(),
    Transform(trim),
    IsString(),
    MaxLength(MAX_JOB_DESCRIPTION_CHARS, { message: `The job description can be at most ${MAX_JOB_DESCRIPTION_CHARS} characters` }),
  );
}
