import type { SessionStatus } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class SessionStatusDto implements SessionStatus {
  @ApiProperty({ type: String, format: 'uuid', example: '3f0e9c1a-7b2d-4c5e-9f10-2a3b4c5d6e7f' })
  sessionId: string;

  @ApiProperty({ type: Boolean, description: 'A CV has been uploaded', example: true })
  hasCV: boolean;

  @ApiProperty({ type: Boolean, description: 'A job description has been saved', example: true })
  hasJobInfo: boolean;

  @ApiProperty({ type: Boolean, description: 'A cover letter has been written', example: false })
  hasResult: boolean;
}
