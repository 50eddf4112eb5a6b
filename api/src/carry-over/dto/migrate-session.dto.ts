import type { MigrateSessionRequest } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class MigrateSessionDto implements MigrateSessionRequest {
  @ApiProperty({ type: String, format: 'uuid', description: 'The guest session to carry into the account', example: '3f0e9c1a-7b2d-4c5e-9f10-2a3b4c5d6e7f' })
  @IsUUID('4', { message: 'The X-Session-ID header is not a valid session id' })
  sessionId: string;
}
