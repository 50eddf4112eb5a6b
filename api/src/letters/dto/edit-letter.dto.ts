import { MAX_LETTER_TEXT_CHARS, type EditLetterRequest } from '@coverletter/contracts';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../common/dto/posting-fields';

export const LETTER_TEXT_MESSAGES = {
  missing: 'Please send the letter text',
  empty: 'The letter cannot be empty',
  tooLong: `The letter can be at most ${MAX_LETTER_TEXT_CHARS} characters`,
};

@ApiSchema({ description: "The letter's new text, saved as its newest version" })
export class EditLetterDto implements EditLetterRequest {
  @ApiProperty({
    type: String,
    minLength: 1,
    maxLength: MAX_LETTER_TEXT_CHARS,
    description: 'The whole letter, as the user edited it (trimmed)',
    example: 'Dear hiring team at Example AB,\n\n…',
  })
  @MaxLength(MAX_LETTER_TEXT_CHARS, { message: LETTER_TEXT_MESSAGES.tooLong })
  @IsNotEmpty({ message: LETTER_TEXT_MESSAGES.empty })
  @IsString({ message: LETTER_TEXT_MESSAGES.missing })
  @Transform(trim)
  text: string;
}
