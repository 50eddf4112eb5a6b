import { LINKEDIN_PROFILE_URL, MAX_LINKEDIN_CONTENT_CHARS, MAX_URL_CHARS } from '@coverletter/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SaveLinkedinProfileDto {
  @Matches(LINKEDIN_PROFILE_URL, { message: 'Please enter a LinkedIn profile URL (linkedin.com/in/…)' })
  @MaxLength(MAX_URL_CHARS)
  @IsNotEmpty({ message: 'Please enter your LinkedIn profile URL' })
  @IsString({ message: 'Please enter your LinkedIn profile URL' })
  @Transform(trim)
  linkedinUrl: string;

  @IsOptional() @Transform(trim) @IsString()
  @MaxLength(MAX_LINKEDIN_CONTENT_CHARS, { message: `The profile summary can be at most ${MAX_LINKEDIN_CONTENT_CHARS} characters` })
  linkedinContent?: string;
}
