import type { DayCount } from '@coverletter/contracts';
import { weekOverWeek } from './week-over-week';

const today = new Date('2025-03-14T15:30:00.000Z');
const daysAgo = (count: number, days: number): DayCount => ({
  date: new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10),
  count,
});

describe('weekOverWeek', () => {
  test('compares the last 7 days (today included) with the 7 before, over a 14-day window', () => {
    const series = [daysAgo(3, 0), daysAgo(3, 6), daysAgo(2, 7), daysAgo(2, 13), daysAgo(100, 14)];
    expect(weekOverWeek(series, today)).toEqual({ thisWeek: 6, lastWeek: 4, percent: 50 });
  });

  test('a drop is negative', () => {
    expect(weekOverWeek([daysAgo(1, 2), daysAgo(4, 10)], today).percent).toBe(-75);
  });

  test('days missing from the series count as zero', () => {
    expect(weekOverWeek([daysAgo(5, 8)], today)).toEqual({ thisWeek: 0, lastWeek: 5, percent: -100 });
  });

  test('no users the week before: no percentage instead of Infinity', () => {
    const growth = weekOverWeek([daysAgo(3, 1)], today);
    expect(growth).toEqual({ thisWeek: 3, lastWeek: 0, percent: null });
  });

  test('no users in either week: no change instead of NaN', () => {
    expect(weekOverWeek([], today).percent).toBe(0);
  });
});
