import { ADMIN_TOP_COUNT, type AdminAnalytics, type DayCount, type DayPayments } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { costInCents } from '../payment/payment-cost';

/** Enough days for the 7-day charts, the 10-day revenue and the 14-day week-over-week change. */
const SERIES_DAYS = 30;
const BEHAVIOUR_USERS = 50;

type Row = Record<string, string | number | null>;

/** A UTC calendar day as text, computed by PostgreSQL so the process time zone never matters. */
const utcDay = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The payments of one day at one price: `count` of them, each of `amount_minor` in `currency`. */
interface PriceDayRow {
  day: string;
  currency: string;
  amount_minor: number;
  count: string;
}

/**
 * Revenue per day in US cents. Each payment is converted as its letter's cost is (costInCents,
 * rounded per payment), so revenue is the sum of those costs; a day holds a row per price, not per payment.
 */
function revenueByDay(rows: PriceDayRow[]): DayPayments[] {
  const days = new Map<string, DayPayments>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { date: row.day, count: 0, amount: 0 };
    day.count += Number(row.count);
    day.amount += Number(row.count) * costInCents({ amountMinor: row.amount_minor, currency: row.currency });
    days.set(row.day, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

const roundedScore = (value: string | number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * Business figures computed in SQL (grouped by UTC day), never by loading every row. Everything is
 * as of a moment: rows created later are left out, and the series cover the 30 UTC days up to it.
 */
@Injectable()
export class AdminAnalyticsService {
  constructor(private readonly em: EntityManager) {}

  async analytics(asOf: Date = new Date()): Promise<AdminAnalytics> {
    const q = <T = Row>(sql: string, params: unknown[] = []) => this.em.getConnection().execute<T[]>(sql, params);
    const at = asOf.toISOString();
    const since = seriesStart(asOf);
    const [totals, registrations, generations, payments, titles, behaviour] = await Promise.all([
      // One pass over the letters for their three figures.
      q(
        `select (select count(*) from app_user where created_at <= ?) as users,
                count(*) as letters, count(*) filter (where was_paid) as paid_letters, avg(compatibility_score) as average_score,
                count(*) filter (where first_used_at <= ?) as used_letters,
                count(*) filter (where first_used_at <= ? and edited_before_use) as edited_before_use
           from cover_letter where created_at <= ?`,
        [at, at, at, at],
      ),
      q(`select ${utcDay('created_at')} as day, count(*) as count from app_user where created_at >= ? and created_at <= ? group by 1 order by 1`, [
        since.toISOString(),
        at,
      ]),
      q(`select ${utcDay('created_at')} as day, count(*) as count from cover_letter where created_at >= ? and created_at <= ? group by 1 order by 1`, [
        since.toISOString(),
        at,
      ]),
      q<PriceDayRow>(
        `select ${utcDay('paid_at')} as day, currency, amount_minor, count(*) as count
           from payment where status = 'success' and paid_at <= ? group by 1, 2, 3`,
        [at],
      ),
      q(
        // Spellings that differ in case count as one title, shown as its first spelling in byte order.
        `select min(job_title collate "C") as job_title, count(*) as count from cover_letter
          where job_title is not null and job_title <> '' and created_at <= ?
          group by lower(job_title) order by count(*) desc, 1 limit ${ADMIN_TOP_COUNT}`,
        [at],
      ),
      q(
        `select l.user_id, u.email, count(*) as total, count(*) filter (where l.was_paid) as paid, avg(l.compatibility_score) as average_score
           from cover_letter l join app_user u on u.id = l.user_id where l.created_at <= ?
          group by l.user_id, u.email order by count(*) desc, l.user_id limit ${BEHAVIOUR_USERS}`,
        [at],
      ),
    ]);
    const t = totals[0];
    const letters = Number(t.letters);
    const paidLetters = Number(t.paid_letters);
    const lettersUsed = Number(t.used_letters);
    const lettersEditedBeforeUse = Number(t.edited_before_use);
    const byDay = (rows: Row[]): DayCount[] => rows.map((r) => ({ date: String(r.day), count: Number(r.count) }));
    // Every day with payments: the top days are of all time.
    const revenue = revenueByDay(payments);
    const firstSeriesDay = since.toISOString().slice(0, 10);
    return {
      totalUsers: Number(t.users),
      totalCoverLetters: letters,
      totalPayments: revenue.reduce((sum, day) => sum + day.count, 0),
      totalRevenue: revenue.reduce((sum, day) => sum + day.amount, 0),
      registrationsByDay: byDay(registrations),
      generationsByDay: byDay(generations),
      paymentsByDay: revenue.filter((day) => day.date >= firstSeriesDay),
      topRevenueDays: [...revenue].sort((a, b) => b.amount - a.amount || b.date.localeCompare(a.date)).slice(0, ADMIN_TOP_COUNT),
      paidLetters,
      freeLetters: letters - paidLetters,
      averageScore: roundedScore(t.average_score),
      lettersUsed,
      lettersEditedBeforeUse,
      editedBeforeUseShare: lettersUsed ? Math.round((lettersEditedBeforeUse / lettersUsed) * 1000) / 1000 : null,
      topJobTitles: titles.map((r) => ({ jobTitle: String(r.job_title), count: Number(r.count) })),
      userBehaviour: behaviour.map((r) => ({
        userId: String(r.user_id),
        email: (r.email as string | null) ?? null,
        total: Number(r.total),
        free: Number(r.total) - Number(r.paid),
        paid: Number(r.paid),
        averageScore: roundedScore(r.average_score),
      })),
    };
  }
}

/** UTC midnight starting the first of the 30 UTC days that end with asOf's day. */
function seriesStart(asOf: Date): Date {
  return new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate() - (SERIES_DAYS - 1)));
}
