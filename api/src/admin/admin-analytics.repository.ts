import { ADMIN_TOP_COUNT } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

const BEHAVIOUR_USERS = 50;

/** A UTC calendar day as text, computed by PostgreSQL so the process time zone never matters. */
const utcDay = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export interface AnalyticsTotals {
  users: number;
  letters: number;
  paidLetters: number;
  /** The mean compatibility score, unrounded; null with no letters. */
  averageScore: number | null;
  usedLetters: number;
  editedBeforeUse: number;
}

/** A UTC day (YYYY-MM-DD) and how many rows were created on it. */
export interface DayTally {
  day: string;
  count: number;
}

/** The payments of one UTC day at one price: `count` of them, each of `amountMinor` in `currency`. */
export interface PriceDay {
  day: string;
  currency: string;
  amountMinor: number;
  count: number;
}

export interface UserLetterTally {
  userId: string;
  email: string | null;
  total: number;
  paid: number;
  averageScore: number | null;
}

const orNull = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The admin's business figures (`app_user`, `cover_letter`, `payment`), each computed in SQL and
 * grouped by UTC day, never by loading every row. Rows created after `asOf` are left out.
 */
@Injectable()
export class AdminAnalyticsRepository {
  constructor(private readonly em: EntityManager) {}

  /** One pass over the letters for their figures, and the users counted. */
  async totals(asOf: Date): Promise<AnalyticsTotals> {
    const at = asOf.toISOString();
    const [t] = await this.query<Record<string, string | number | null>>(
      `select (select count(*) from app_user where created_at <= ?) as users,
              count(*) as letters, count(*) filter (where was_paid) as paid_letters, avg(compatibility_score) as average_score,
              count(*) filter (where first_used_at <= ?) as used_letters,
              count(*) filter (where first_used_at <= ? and edited_before_use) as edited_before_use
         from cover_letter where created_at <= ?`,
      [at, at, at, at],
    );
    return {
      users: Number(t.users),
      letters: Number(t.letters),
      paidLetters: Number(t.paid_letters),
      averageScore: orNull(t.average_score),
      usedLetters: Number(t.used_letters),
      editedBeforeUse: Number(t.edited_before_use),
    };
  }

  /** Accounts created per UTC day from `since` to `asOf`, days with none left out. */
  registrationsByDay(since: Date, asOf: Date): Promise<DayTally[]> {
    return this.createdByDay('app_user', since, asOf);
  }

  /** Letters written per UTC day from `since` to `asOf`, days with none left out. */
  lettersByDay(since: Date, asOf: Date): Promise<DayTally[]> {
    return this.createdByDay('cover_letter', since, asOf);
  }

  /** Every paid payment up to `asOf`, a row per UTC day and price. */
  async paymentsByDayAndPrice(asOf: Date): Promise<PriceDay[]> {
    const rows = await this.query<{ day: string; currency: string; amount_minor: number; count: string }>(
      `select ${utcDay('paid_at')} as day, currency, amount_minor, count(*) as count
         from payment where status = 'success' and paid_at <= ? group by 1, 2, 3`,
      [asOf.toISOString()],
    );
    return rows.map((r) => ({ day: r.day, currency: r.currency, amountMinor: r.amount_minor, count: Number(r.count) }));
  }

  /** The most frequent job titles; spellings that differ in case count as one title, shown as its first spelling in byte order. */
  async topJobTitles(asOf: Date): Promise<{ jobTitle: string; count: number }[]> {
    const rows = await this.query<{ job_title: string; count: string }>(
      `select min(job_title collate "C") as job_title, count(*) as count from cover_letter
        where job_title is not null and job_title <> '' and created_at <= ?
        group by lower(job_title) order by count(*) desc, 1 limit ${ADMIN_TOP_COUNT}`,
      [asOf.toISOString()],
    );
    return rows.map((r) => ({ jobTitle: String(r.job_title), count: Number(r.count) }));
  }

  /** The accounts with the most letters, with their paid count and mean score. */
  async lettersPerUser(asOf: Date): Promise<UserLetterTally[]> {
    const rows = await this.query<{ user_id: string; email: string | null; total: string; paid: string; average_score: string | null }>(
      `select l.user_id, u.email, count(*) as total, count(*) filter (where l.was_paid) as paid, avg(l.compatibility_score) as average_score
         from cover_letter l join app_user u on u.id = l.user_id where l.created_at <= ?
        group by l.user_id, u.email order by count(*) desc, l.user_id limit ${BEHAVIOUR_USERS}`,
      [asOf.toISOString()],
    );
    return rows.map((r) => ({
      userId: String(r.user_id),
      email: r.email ?? null,
      total: Number(r.total),
      paid: Number(r.paid),
      averageScore: orNull(r.average_score),
    }));
  }

  /** `table` is one of this file's fixed names, never input. */
  private async createdByDay(table: 'app_user' | 'cover_letter', since: Date, asOf: Date): Promise<DayTally[]> {
    const rows = await this.query<{ day: string; count: string }>(
      `select ${utcDay('created_at')} as day, count(*) as count from ${table} where created_at >= ? and created_at <= ? group by 1 order by 1`,
      [since.toISOString(), asOf.toISOString()],
    );
    return rows.map((r) => ({ day: String(r.day), count: Number(r.count) }));
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }
}
