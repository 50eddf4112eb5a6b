import {
  LETTER_LANGUAGE_CHOICES,
  LETTER_LENGTHS,
  LETTER_TONES,
  type LetterLanguageChoice,
  type LetterLength,
  type LetterOptions,
  type LetterOptionsInput,
  type LetterTone,
} from '@coverletter/contracts';
import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { LetterRequest } from '../letter-writer';

const oneOf = (name: string, allowed: readonly string[]) => ({ message: `The ${name} must be one of: ${allowed.join(', ')}` });

/**
 * The length, tone and language of a letter (issue 13), flat in the body of every route that writes
 * one: the guest's `POST /api/generate`, the account's letter and the payment's letter request.
 * Each is optional; a value outside the contract's lists answers 400 'Invalid request'.
 */
@ApiSchema({ description: 'How the letter is written: each field optional (defaults standard, formal, auto)' })
export class LetterOptionsDto implements LetterOptionsInput {
  @ApiPropertyOptional({ enum: LETTER_LENGTHS, description: 'short (about 150 words), standard (250-350) or long (400-500)', default: 'standard' })
  @IsOptional()
  @IsIn(LETTER_LENGTHS, oneOf('length', LETTER_LENGTHS))
  length?: LetterLength;

  @ApiPropertyOptional({ enum: LETTER_TONES, default: 'formal' })
  @IsOptional()
  @IsIn(LETTER_TONES, oneOf('tone', LETTER_TONES))
  tone?: LetterTone;

  @ApiPropertyOptional({ enum: LETTER_LANGUAGE_CHOICES, description: "auto writes in the posting's language", default: 'auto' })
  @IsOptional()
  @IsIn(LETTER_LANGUAGE_CHOICES, oneOf('language', LETTER_LANGUAGE_CHOICES))
  language?: LetterLanguageChoice;
}

/** The fields of `input` that were sent (a rewrite keeps the letter's own for the others). */
export function sentLetterOptions(input: LetterOptionsInput | null | undefined): LetterOptionsInput {
  const sent: LetterOptionsInput = {};
  if (input?.length !== undefined) sent.length = input.length;
  if (input?.tone !== undefined) sent.tone = input.tone;
  if (input?.language !== undefined) sent.language = input.language;
  return sent;
}

export function sameLetterOptions(a: LetterOptions, b: LetterOptions): boolean {
  return a.length === b.length && a.tone === b.tone && a.language === b.language;
}

/** What the writer is told: the length and tone, and the language only when the user chose one ('auto' lets the composer take the posting's). */
export function writerOptions(options: LetterOptions): Pick<LetterRequest, 'length' | 'tone' | 'language'> {
  return { length: options.length, tone: options.tone, ...(options.language === 'auto' ? {} : { language: options.language }) };
}
