import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

const SESSION_ID_MAX_CHARS = 64;
const RETURN_TO_MAX_CHARS = 512;

export class LoginQueryDto {
  @ApiPropertyOptional({
    type: String,
    description: 'A guest session id to carry into the account after sign-in (ignored unless it is one)',
    maxLength: SESSION_ID_MAX_CHARS,
    example: '3f0e9c1a-7b2d-4c5e-9f10-2a3b4c5d6e7f',
  })
  @IsOptional()
  @IsString()
  @MaxLength(SESSION_ID_MAX_CHARS)
  sessionId?: string;

  @ApiPropertyOptional({
    type: String,
    description: 'Where to go after sign-in: a path on this site only',
    maxLength: RETURN_TO_MAX_CHARS,
    example: '/dashboard',
  })
  @IsOptional()
  @IsString()
  @MaxLength(RETURN_TO_MAX_CHARS)
  returnTo?: string;
}
