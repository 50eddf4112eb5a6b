import type { CvUploadResponse } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class CvUploadResponseDto implements CvUploadResponse {
  @ApiProperty({ type: String, example: 'jane-doe-cv.pdf' })
  filename: string;

  @ApiProperty({ type: 'integer', description: 'File size in bytes', example: 182044 })
  size: number;

  @ApiProperty({ type: String, description: 'The text read from the file', example: 'Jane Doe\nSenior software engineer…' })
  cvContent: string;

  @ApiProperty({ type: 'integer', description: 'Characters in cvContent', example: 5210 })
  textLength: number;

  @ApiProperty({ type: String, format: 'uuid', example: '3f0e9c1a-7b2d-4c5e-9f10-2a3b4c5d6e7f' })
  sessionId: string;
}
