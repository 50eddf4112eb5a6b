import { LINKEDIN_PROFILE_URL, MAX_LINKEDIN_CONTENT_CHARS, MAX_URL_CHARS, type SaveLinkedinProfileRequest } from '@coverletter/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trim } from '../../common/dto/posting-fields';

export class SaveLinkedinProfileDto implements SaveLinkedinProfileRequest {
  @ApiProperty({
    type: String,
    description: 'A LinkedIn profile address (linkedin.com/in/…; the pattern is case-insensitive)',
    pattern: LINKEDIN_PROFILE_URL,
    maxLength: MAX_URL_CHARS,
    example: 'https://www.linkedin.com/in/jane-doe',
  })
  @Matches(LINKEDIN_PROFILE_URL, { message: 'Please enter a LinkedIn profile URL (linkedin.com/in/…)' })
  @MaxLength(MAX_URL_CHARS)
  @IsNotEmpty({ message: 'Please enter your LinkedIn profile URL' })
  @IsString({ message: 'Please enter your LinkedIn profile URL' })
  @Transform(trim)
  linkedinUrl: string;

  @ApiPropertyOptional({
    type: String,
    description: 'The profile summary used in letters',
    maxLength: MAX_LINKEDIN_CONTENT_CHARS,
    example: 'Senior engineer with eight years of TypeScript and Node.js…',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(MAX_LINKEDIN_CONTENT_CHARS, { message: `The profile summary can be at most ${MAX_LINKEDIN_CONTENT_CHARS} characters` })
  linkedinContent?: string;
}
