import type { DayCount, DayPayments } from '@coverletter/contracts';

/** One calendar day (UTC) of a series; days the server left out count as zero. */
export interface DayTotal {
  /** YYYY-MM-DD (UTC). */
  date: string;
  count: number;
  /** US cents; zero for series without amounts. */
  amount: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function utcDayKey(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The `days` calendar days up to and including `today`, oldest first, with gaps filled with zeros. */
export function lastDays(series: readonly (DayCount | DayPayments)[], days: number, today: Date): DayTotal[] {
  const byDate = new Map(series.map((day) => [day.date, day]));
  return Array.from({ length: days }, (_, index) => {
    const date = utcDayKey(new Date(today.getTime() - (days - 1 - index) * DAY_MS));
    const day = byDate.get(date);
    return { date, count: day?.count ?? 0, amount: day && 'amount' in day ? day.amount : 0 };
  });
}

export function sumCounts(days: readonly DayTotal[]): number {
  return days.reduce((sum, day) => sum + day.count, 0);
}

export function sumAmounts(days: readonly DayTotal[]): number {
  return days.reduce((sum, day) => sum + day.amount, 0);
}

/** A YYYY-MM-DD day as a Date at UTC midnight; format it with `timeZone: 'UTC'`. */
export function dayAsDate(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}
