/**
 * How the user wants a letter written (issue 13): its length, its tone and its language. Both
 * writers honour them, the letter checker checks length and language against them, they are stored
 * with the letter and a regenerate keeps them. Every field is optional on the wire; a missing one
 * takes its default.
 */
export const LETTER_LENGTHS = ['short', 'standard', 'long'] as const;
export type LetterLength = (typeof LETTER_LENGTHS)[number];

export const LETTER_TONES = ['formal', 'warm', 'confident'] as const;
export type LetterTone = (typeof LETTER_TONES)[number];

/** 'auto' writes in the posting's language. */
export const LETTER_LANGUAGE_CHOICES = ['auto', 'en', 'sv'] as const;
export type LetterLanguageChoice = (typeof LETTER_LANGUAGE_CHOICES)[number];

export interface LetterOptions {
  length: LetterLength;
  tone: LetterTone;
  language: LetterLanguageChoice;
}

/** The wire form: each field optional, in the body of the routes that write a letter. */
export type LetterOptionsInput = Partial<LetterOptions>;

export const DEFAULT_LETTER_OPTIONS: Readonly<LetterOptions> = Object.freeze({ length: 'standard', tone: 'formal', language: 'auto' });

export interface WordRange {
  min: number;
  max: number;
}

/**
 * Words in the letter's body for each length: `target` is what a writer aims for (issue 13: short
 * about 150, standard 250-350, long 400-500); `accepted` is what the checker lets through (issue 12:
 * 180-450 for the standard length).
 */
export const LETTER_LENGTH_WORDS: Readonly<Record<LetterLength, { target: WordRange; accepted: WordRange }>> = Object.freeze({
  short: { target: { min: 130, max: 170 }, accepted: { min: 100, max: 220 } },
  standard: { target: { min: 250, max: 350 }, accepted: { min: 180, max: 450 } },
  long: { target: { min: 400, max: 500 }, accepted: { min: 330, max: 600 } },
});

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The options with defaults filled in; a value outside the lists falls back to its default (validation refuses it earlier, on the server). */
export function resolveLetterOptions(input: LetterOptionsInput | null | undefined): LetterOptions {
  return {
    length: pick(LETTER_LENGTHS, input?.length, DEFAULT_LETTER_OPTIONS.length),
    tone: pick(LETTER_TONES, input?.tone, DEFAULT_LETTER_OPTIONS.tone),
    language: pick(LETTER_LANGUAGE_CHOICES, input?.language, DEFAULT_LETTER_OPTIONS.language),
  };
}
