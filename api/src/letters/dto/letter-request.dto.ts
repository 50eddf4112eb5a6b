import type { GenerateForUserRequest } from '@coverletter/contracts';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { OptionalJobDescription, OptionalJobUrl } from '../../common/dto/posting-fields';
import { LetterOptionsDto } from '../../generation/dto/letter-options.dto';

/** The letter to write once paid: `POST /api/payment/create` and `POST /api/generate-cover-letter-user`. */
@ApiSchema({ description: 'The letter to write: a saved CV and the job, as a description, a URL or both, and optionally its length, tone and language.' })
export class LetterRequestDto extends LetterOptionsDto implements GenerateForUserRequest {
  @ApiProperty({ type: String, format: 'uuid', description: "One of the caller's saved CVs", example: '8d5f2a64-1c3b-4e7a-9f21-6b0c3d4e5f60' })
  @IsUUID('4', { message: 'Please select a CV' })
  cvId: string;

  @OptionalJobDescription("The job posting's text; give it or jobUrl")
  jobDescription?: string;

  @OptionalJobUrl('An http:// or https:// address of the posting; with no description the server reads the posting itself')
  jobUrl?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'Use the saved LinkedIn profile summary in the letter', default: false, example: true })
  @IsOptional()
  @IsBoolean()
  useLinkedIn?: boolean;
}
