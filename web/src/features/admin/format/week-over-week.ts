import type { DayCount } from '@coverletter/contracts';
import { lastDays, sumCounts } from './days';

/** SPEC.md section 9: week-over-week growth looks at a 14-day window. */
export const GROWTH_WINDOW_DAYS = 14;
const WEEK_DAYS = GROWTH_WINDOW_DAYS / 2;

export interface WeekOverWeek {
  thisWeek: number;
  lastWeek: number;
  /** Percent change; null when last week had none to compare with (and this week has some). */
  percent: number | null;
}

/** The last 7 days (up to and including today) against the 7 days before them. */
export function weekOverWeek(series: readonly DayCount[], today: Date): WeekOverWeek {
  const window = lastDays(series, GROWTH_WINDOW_DAYS, today);
  const lastWeek = sumCounts(window.slice(0, WEEK_DAYS));
  const thisWeek = sumCounts(window.slice(WEEK_DAYS));
  if (lastWeek === 0) return { thisWeek, lastWeek, percent: thisWeek === 0 ? 0 : null };
  return { thisWeek, lastWeek, percent: ((thisWeek - lastWeek) / lastWeek) * 100 };
}
