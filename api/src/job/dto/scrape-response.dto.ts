import { JOB_SCRAPE_FAILURE_REASONS, LINKEDIN_SCRAPE_FAILURE_REASONS, type ScrapeFailureReason, type ScrapeResponse } from '@coverletter/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JOB_SCRAPE_MESSAGES } from '../job-scrape-messages';

/** The answer of both scrape routes (job posting and LinkedIn profile). */
export class ScrapeResponseDto implements ScrapeResponse {
  @ApiProperty({ type: Boolean, description: 'False when the page could not be read; `message` and `reason` then say why', example: true })
  success: boolean;

  @ApiProperty({
    type: String,
    description: "The page's main text; empty when success is false",
    example: 'Senior Engineer at Example Ltd. We are looking for…',
  })
  content: string;

  @ApiPropertyOptional({
    type: String,
    description: 'Why the page could not be read, in English (when success is false)',
    example: JOB_SCRAPE_MESSAGES.blocked,
  })
  message?: string;

  @ApiPropertyOptional({
    type: String,
    enum: [...new Set<ScrapeFailureReason>([...JOB_SCRAPE_FAILURE_REASONS, ...LINKEDIN_SCRAPE_FAILURE_REASONS])],
    description: "The message's code, for clients that show their own text; a client meeting an unknown code shows `message`",
    example: 'blocked',
  })
  reason?: ScrapeFailureReason;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Senior Engineer' })
  title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Example Ltd' })
  company?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Kyiv, Ukraine' })
  location?: string | null;
}
