import type { SessionInitResponse } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class SessionInitResponseDto implements SessionInitResponse {
  @ApiProperty({
    type: String,
    format: 'uuid',
    description: 'Send it as the X-Session-ID header on guest routes',
    example: '3f0e9c1a-7b2d-4c5e-9f10-2a3b4c5d6e7f',
  })
  sessionId: string;
}
