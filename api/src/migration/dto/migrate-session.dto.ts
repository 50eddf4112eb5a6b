import { IsUUID } from 'class-validator';

export class MigrateSessionDto {
  @IsUUID('4', { message: 'The X-Session-ID header is not a valid session id' })
  sessionId: string;
}
