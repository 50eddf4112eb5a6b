import { DEFAULT_LETTER_OPTIONS, LETTER_LENGTH_WORDS, LETTER_LENGTHS, resolveLetterOptions } from './letter-options';

describe('letter options', () => {
  it('fills defaults and keeps valid choices', () => {
    expect(resolveLetterOptions(undefined)).toEqual(DEFAULT_LETTER_OPTIONS);
    expect(resolveLetterOptions({ length: 'long', tone: 'warm', language: 'sv' })).toEqual({ length: 'long', tone: 'warm', language: 'sv' });
    expect(resolveLetterOptions({ tone: 'confident' })).toEqual({ length: 'standard', tone: 'confident', language: 'auto' });
  });

  it('falls back to the default for an unknown value', () => {
    expect(resolveLetterOptions({ length: 'huge' as never, language: 'de' as never })).toEqual(DEFAULT_LETTER_OPTIONS);
  });

  it('aims inside what the checker accepts, lengths in order', () => {
    let previous = 0;
    for (const length of LETTER_LENGTHS) {
      const { target, accepted } = LETTER_LENGTH_WORDS[length];
      expect(accepted.min).toBeLessThanOrEqual(target.min);
      expect(accepted.max).toBeGreaterThanOrEqual(target.max);
      expect(target.min).toBeGreaterThan(previous);
      previous = target.max;
    }
  });
});
