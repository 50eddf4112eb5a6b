export interface RelativeTime {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

const SECOND = 1000;
const STEPS: { unit: Intl.RelativeTimeFormatUnit; ms: number; upTo: number }[] = [
  { unit: 'second', ms: SECOND, upTo: 60 },
  { unit: 'minute', ms: 60 * SECOND, upTo: 60 },
  { unit: 'hour', ms: 60 * 60 * SECOND, upTo: 24 },
  { unit: 'day', ms: 24 * 60 * 60 * SECOND, upTo: 30 },
  { unit: 'month', ms: 30 * 24 * 60 * 60 * SECOND, upTo: 12 },
];
const YEAR_MS = 365 * 24 * 60 * 60 * SECOND;

/** "3 days ago" as a value and unit for `formatRelativeTime`: the largest unit that fits. */
export function relativeTime(moment: Date, now: Date): RelativeTime {
  const elapsed = moment.getTime() - now.getTime();
  for (const step of STEPS) {
    const value = Math.round(elapsed / step.ms);
    if (Math.abs(value) < step.upTo) return { value, unit: step.unit };
  }
  return { value: Math.round(elapsed / YEAR_MS), unit: 'year' };
}
