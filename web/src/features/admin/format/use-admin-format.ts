import { SCORE_MAX } from '@coverletter/contracts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { dayAsDate } from './days';
import { relativeTime } from './relative-time';

/** SPEC.md section 9: admin money amounts are minor units divided by 100. */
const toMajor = (minor: number) => minor / 100;
const compact: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };
const usd: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };

/** Numbers, money and dates of the admin area, for the chosen locale. */
export function useAdminFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      count: (value: number) => intl.formatNumber(value),
      /** Revenue arrives in US cents, whatever currency was paid in: "$60.00", "60,00 US$". */
      usdCents: (cents: number) => intl.formatNumber(toMajor(cents), usd),
      /** A payment as charged, in minor units of its currency: "₴60.00" (en), "60,00 ₴" (sv). */
      money: (minor: number, currency: string) => intl.formatNumber(toMajor(minor), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }),
      /** Short labels for charts ("1.2K", "$1.2K"). */
      compact: (value: number) => intl.formatNumber(value, compact),
      compactUsdCents: (cents: number) => intl.formatNumber(toMajor(cents), { ...usd, ...compact }),
      /** Letter costs and user spend are decimal dollars text ("2.00"). */
      dollars: (text: string) => intl.formatNumber(Number(text), usd),
      /** 0 to 1. */
      percent: (fraction: number) => intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 1 }),
      /** A change in percent points, signed: "+12.5%", "-40%", "0%". */
      change: (percent: number) => intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
      score: (score: number) =>
        intl.formatMessage({ id: 'admin.format.score' }, { score: intl.formatNumber(score, { maximumFractionDigits: 1 }), max: SCORE_MAX }),
      date: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' }),
      dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
      /** A YYYY-MM-DD day of the analytics series (UTC). */
      day: (date: string) => intl.formatDate(dayAsDate(date), { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }),
      /** A YYYY-MM-DD day with its year, for days that may be long ago ("Nov 1, 2025"). */
      fullDay: (date: string) => intl.formatDate(dayAsDate(date), { timeZone: 'UTC', dateStyle: 'medium' }),
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
