import { nameKey, nameRight } from '../score/names.mjs';
import { numberValues, numbersIn } from '../score/numbers.mjs';

describe('numbers', () => {
  it('reads 4M, 4 million and 4,000,000 as the same value', () => {
    const values = (text) => numbersIn(text).map((n) => n.value);
    expect(values('moves 4M transactions')).toEqual([4_000_000]);
    expect(values('moves 4 million transactions')).toEqual([4_000_000]);
    expect(values('moves 4,000,000 transactions')).toEqual([4_000_000]);
    expect(values('a €2.4 million budget and £85m turnover')).toEqual([2_400_000, 85_000_000]);
  });

  it('reads Swedish thousands, decimal commas and number words', () => {
    expect(numbersIn('45 000 följare').map((n) => n.value)).toEqual([45_000]);
    expect(numbersIn('2,5 miljoner').map((n) => n.value)).toEqual([2_500_000]);
    expect(numbersIn('seven years and tolv patienter').map((n) => n.value)).toEqual([7, 12]);
  });

  it('a source that says "4M" states both 4 million and 4', () => {
    const stated = numberValues('Designed a service that moves 4M transactions a month');
    expect(stated.has(4_000_000)).toBe(true);
    expect(stated.has(4)).toBe(true);
    expect(stated.has(5)).toBe(false);
  });
});

describe('company and title names', () => {
  it('sets aside case, punctuation and legal forms', () => {
    expect(nameKey('Fjärdhamn Digital AB')).toBe('fjärdhamn digital');
    expect(nameRight('fjärdhamn digital', 'Fjärdhamn Digital AB')).toBe(true);
    expect(nameRight('Brightwater & Co', 'Brightwater & Co.')).toBe(true);
  });

  it('refuses a glued line, a location and an empty answer', () => {
    expect(nameRight('Management Accountant · Brightwater & Co. · Harrogate', 'Management Accountant')).toBe(false);
    expect(nameRight('Södermalm i Stockholm', 'Fjärdhamn Digital AB')).toBe(false);
    expect(nameRight(null, 'Fjärdhamn Digital AB')).toBe(false);
    expect(nameRight('', 'Fjärdhamn Digital AB')).toBe(false);
  });

  it('accepts any of several labelled names and does not judge an unstated one', () => {
    expect(nameRight('Företagssäljare', ['Företagssäljare – kontorslösningar', 'Företagssäljare'])).toBe(true);
    expect(nameRight('Anything', null)).toBeNull();
  });
});
