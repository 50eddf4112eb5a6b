import { ADMIN_TOP_COUNT, type AdminAnalytics, type DayCount, type DayPayments } from '@coverletter/contracts';
import { Injectable } from '@nestjs/common';
import { costInCents } from '../payment/payment-cost';
import { AdminAnalyticsRepository, type DayTally, type PriceDay } from './admin-analytics.repository';

/** Enough days for the 7-day charts, the 10-day revenue and the 14-day week-over-week change. */
const SERIES_DAYS = 30;

/**
 * Revenue per day in US cents. Each payment is converted as its letter's cost is (costInCents,
 * rounded per payment), so revenue is the sum of those costs; a day holds a row per price, not per payment.
 */
function revenueByDay(rows: PriceDay[]): DayPayments[] {
  const days = new Map<string, DayPayments>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { date: row.day, count: 0, amount: 0 };
    day.count += row.count;
    day.amount += row.count * costInCents({ amountMinor: row.amountMinor, currency: row.currency });
    days.set(row.day, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

const roundedScore = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * Business figures computed in SQL (grouped by UTC day), never by loading every row. Everything is
 * as of a moment: rows created later are left out, and the series cover the 30 UTC days up to it.
 */
@Injectable()
export class AdminAnalyticsService {
  constructor(private readonly figures: AdminAnalyticsRepository) {}

  async analytics(asOf: Date = new Date()): Promise<AdminAnalytics> {
    const since = seriesStart(asOf);
    const [totals, registrations, generations, payments, titles, behaviour] = await Promise.all([
      this.figures.totals(asOf),
      this.figures.registrationsByDay(since, asOf),
      this.figures.lettersByDay(since, asOf),
      this.figures.paymentsByDayAndPrice(asOf),
      this.figures.topJobTitles(asOf),
      this.figures.lettersPerUser(asOf),
    ]);
    const byDay = (rows: DayTally[]): DayCount[] => rows.map((r) => ({ date: r.day, count: r.count }));
    // Every day with payments: the top days are of all time.
    const revenue = revenueByDay(payments);
    const firstSeriesDay = since.toISOString().slice(0, 10);
    return {
      totalUsers: totals.users,
      totalCoverLetters: totals.letters,
      totalPayments: revenue.reduce((sum, day) => sum + day.count, 0),
      totalRevenue: revenue.reduce((sum, day) => sum + day.amount, 0),
      registrationsByDay: byDay(registrations),
      generationsByDay: byDay(generations),
      paymentsByDay: revenue.filter((day) => day.date >= firstSeriesDay),
      topRevenueDays: [...revenue].sort((a, b) => b.amount - a.amount || b.date.localeCompare(a.date)).slice(0, ADMIN_TOP_COUNT),
      paidLetters: totals.paidLetters,
      freeLetters: totals.letters - totals.paidLetters,
      averageScore: roundedScore(totals.averageScore),
      lettersUsed: totals.usedLetters,
      lettersEditedBeforeUse: totals.editedBeforeUse,
      editedBeforeUseShare: totals.usedLetters ? Math.round((totals.editedBeforeUse / totals.usedLetters) * 1000) / 1000 : null,
      topJobTitles: titles,
      userBehaviour: behaviour.map((r) => ({
        userId: r.userId,
        email: r.email,
        total: r.total,
        free: r.total - r.paid,
        paid: r.paid,
        averageScore: roundedScore(r.averageScore),
      })),
    };
  }
}

/** UTC midnight starting the first of the 30 UTC days that end with asOf's day. */
function seriesStart(asOf: Date): Date {
  return new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate() - (SERIES_DAYS - 1)));
}
