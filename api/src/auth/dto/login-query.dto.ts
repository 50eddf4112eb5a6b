import { IsOptional, IsString, MaxLength } from 'class-validator';

export class LoginQueryDto {
  @IsOptional() @IsString() @MaxLength(64)
  sessionId?: string;

  @IsOptional() @IsString() @MaxLength(512)
  returnTo?: string;
}
