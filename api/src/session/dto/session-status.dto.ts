import type { CvSummary, SessionStatus } from '@coverletter/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CvSummaryDto implements CvSummary {
  @ApiProperty({ type: String, example: 'Jane Doe CV.pdf' })
  filename: string;

  @ApiProperty({ type: 'integer', description: 'Bytes', example: 48213 })
  size: number;

  @ApiProperty({ type: 'integer', description: 'Characters of extracted text, as the upload answered', example: 3904 })
  textLength: number;
}

export class SessionStatusDto implements SessionStatus {
  @ApiProperty({ type: String, format: 'uuid', example: '3f0e9c1a-7b2d-4c5e-9f10-2a3b4c5d6e7f' })
  sessionId: string;

  @ApiProperty({ type: Boolean, description: 'A CV has been uploaded', example: true })
  hasCV: boolean;

  @ApiProperty({ type: Boolean, description: 'A job description has been saved', example: true })
  hasJobInfo: boolean;

  @ApiProperty({ type: Boolean, description: 'A cover letter has been written', example: false })
  hasResult: boolean;

  @ApiPropertyOptional({ type: CvSummaryDto, description: 'The uploaded CV, when there is one (not its text)' })
  cv?: CvSummaryDto;
}
