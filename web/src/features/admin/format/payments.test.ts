import { adminLetter } from '../test-support/fixtures';
import { conversionRate, paidLettersNewestFirst, topRevenueDays } from './payments';

describe('topRevenueDays', () => {
  test('the 5 days with the most revenue, highest first, days without revenue left out', () => {
    const series = [
      { date: '2025-03-01', count: 1, amount: 100 },
      { date: '2025-03-02', count: 3, amount: 900 },
      { date: '2025-03-03', count: 0, amount: 0 },
      { date: '2025-03-04', count: 2, amount: 400 },
      { date: '2025-03-05', count: 1, amount: 400 },
      { date: '2025-03-06', count: 1, amount: 200 },
      { date: '2025-03-07', count: 1, amount: 300 },
    ];
    expect(topRevenueDays(series).map((day) => day.date)).toEqual(['2025-03-02', '2025-03-05', '2025-03-04', '2025-03-07', '2025-03-06']);
  });
});

describe('conversionRate', () => {
  test('the paid share of all letters', () => {
    expect(conversionRate({ paidLetters: 3, freeLetters: 9 })).toBe(0.25);
  });

  test('no letters: zero, not NaN', () => {
    expect(conversionRate({ paidLetters: 0, freeLetters: 0 })).toBe(0);
  });
});

describe('paidLettersNewestFirst', () => {
  test('only paid letters, newest first', () => {
    const letters = [
      adminLetter({ id: 'a', wasPaid: true, createdAt: '2025-03-01T10:00:00.000Z' }),
      adminLetter({ id: 'b', wasPaid: false, createdAt: '2025-03-09T10:00:00.000Z' }),
      adminLetter({ id: 'c', wasPaid: true, createdAt: '2025-03-05T10:00:00.000Z' }),
    ];
    expect(paidLettersNewestFirst(letters).map((letter) => letter.id)).toEqual(['c', 'a']);
  });
});
