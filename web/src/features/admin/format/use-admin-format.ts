import { SCORE_MAX } from '@coverletter/contracts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { dayAsDate } from './days';
import { relativeTime } from './relative-time';

/** SPEC.md section 9: admin money amounts are minor units divided by 100. */
const toMajor = (minor: number) => minor / 100;
const compact: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

/** Numbers, money and dates of the admin area, for the chosen locale. */
export function useAdminFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      count: (value: number) => intl.formatNumber(value),
      /**
       * Payment amounts arrive in minor units. The API does not say which currency they were paid
       * in, so they are shown as plain amounts.
       */
      minorAmount: (minor: number) => intl.formatNumber(toMajor(minor), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      /** Short labels for charts ("1.2K"). */
      compact: (value: number) => intl.formatNumber(value, compact),
      compactMinorAmount: (minor: number) => intl.formatNumber(toMajor(minor), compact),
      /** Letter costs and user spend are decimal dollars text ("2.00"). */
      dollars: (text: string) => intl.formatNumber(Number(text), { style: 'currency', currency: 'USD' }),
      /** 0 to 1. */
      percent: (fraction: number) => intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 1 }),
      /** A change in percent points, signed: "+12.5%", "-40%", "0%". */
      change: (percent: number) =>
        intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
      score: (score: number) =>
        intl.formatMessage(
          { id: 'admin.format.score' },
          { score: intl.formatNumber(score, { maximumFractionDigits: 1 }), max: SCORE_MAX },
        ),
      date: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' }),
      dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
      /** A YYYY-MM-DD day of the analytics series (UTC). */
      day: (date: string) => intl.formatDate(dayAsDate(date), { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }),
      shortDay: (date: string) => intl.formatDate(dayAsDate(date), { timeZone: 'UTC', weekday: 'short' }),
      ago: (iso: string, now = new Date()) => {
        const { value, unit } = relativeTime(new Date(iso), now);
        return intl.formatRelativeTime(value, unit, { numeric: 'auto' });
      },
    }),
    [intl],
  );
}

export type AdminFormat = ReturnType<typeof useAdminFormat>;
