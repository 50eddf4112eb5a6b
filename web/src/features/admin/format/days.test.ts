import { lastDays } from './days';

describe('lastDays', () => {
  test('the given number of days up to today, oldest first, gaps filled with zero', () => {
    const today = new Date('2025-03-03T23:59:00.000Z');
    const days = lastDays(
      [
        { date: '2025-03-03', count: 2, amount: 500 },
        { date: '2025-02-28', count: 1, amount: 100 },
        { date: '2025-02-01', count: 9, amount: 9 },
      ],
      4,
      today,
    );
    expect(days).toEqual([
      { date: '2025-02-28', count: 1, amount: 100 },
      { date: '2025-03-01', count: 0, amount: 0 },
      { date: '2025-03-02', count: 0, amount: 0 },
      { date: '2025-03-03', count: 2, amount: 500 },
    ]);
  });

  test('series without amounts have an amount of zero', () => {
    expect(lastDays([{ date: '2025-03-03', count: 2 }], 1, new Date('2025-03-03T00:00:00.000Z'))).toEqual([{ date: '2025-03-03', count: 2, amount: 0 }]);
  });
});
