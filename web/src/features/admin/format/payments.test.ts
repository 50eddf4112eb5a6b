import { averageAmount, conversionRate } from './payments';

describe('conversionRate', () => {
  test('the paid share of all letters', () => {
    expect(conversionRate({ paidLetters: 3, freeLetters: 9 })).toBe(0.25);
  });

  test('no letters: zero, not NaN', () => {
    expect(conversionRate({ paidLetters: 0, freeLetters: 0 })).toBe(0);
  });
});

describe('averageAmount', () => {
  test('per transaction, or null without any', () => {
    expect(averageAmount(12_000, 3)).toBe(4000);
    expect(averageAmount(0, 0)).toBeNull();
  });
});
