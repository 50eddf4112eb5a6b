import type { AdminAnalytics, DayCount, DayPayments } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Enough days for the 7-day charts, the 10-day revenue and the 14-day week-over-week change. */
const SERIES_DAYS = 30;
const TOP_TITLES = 5;
const BEHAVIOUR_USERS = 50;

type Row = Record<string, string | number | null>;

const day = (value: unknown) => new Date(value as string).toISOString().slice(0, 10);

/** Business figures computed in SQL (grouped by UTC day), never by loading every row. */
@Injectable()
export class AdminAnalyticsService {
  constructor(private readonly em: EntityManager) {}

  async analytics(): Promise<AdminAnalytics> {
    const q = (sql: string, params: unknown[] = []) => this.em.getConnection().execute<Row[]>(sql, params);
    const since = `now() - interval '${SERIES_DAYS} days'`;
    const [totals, registrations, generations, payments, titles, behaviour] = await Promise.all([
      q(`select (select count(*) from app_user) as users,
                (select count(*) from cover_letter) as letters,
                (select count(*) from cover_letter where was_paid) as paid_letters,
                (select avg(compatibility_score) from cover_letter) as average_score,
                (select count(*) from payment where status = 'success') as payments,
                (select coalesce(sum(amount_minor), 0) from payment where status = 'success') as revenue`),
      q(`select date_trunc('day', created_at at time zone 'UTC') as day, count(*) as count from app_user where created_at >= ${since} group by 1 order by 1`),
      q(`select date_trunc('day', created_at at time zone 'UTC') as day, count(*) as count from cover_letter where created_at >= ${since} group by 1 order by 1`),
      q(`select date_trunc('day', paid_at at time zone 'UTC') as day, count(*) as count, sum(amount_minor) as amount
           from payment where status = 'success' and paid_at >= ${since} group by 1 order by 1`),
      q(`select min(job_title) as job_title, count(*) as count from cover_letter where job_title is not null and job_title <> ''
          group by lower(job_title) order by count(*) desc, min(job_title) limit ${TOP_TITLES}`),
      q(`select l.user_id, u.email, count(*) as total, count(*) filter (where l.was_paid) as paid, avg(l.compatibility_score) as average_score
           from cover_letter l join app_user u on u.id = l.user_id group by l.user_id, u.email order by count(*) desc, l.user_id limit ${BEHAVIOUR_USERS}`),
    ]);
    const t = totals[0];
    const letters = Number(t.letters);
    const paidLetters = Number(t.paid_letters);
    const byDay = (rows: Row[]): DayCount[] => rows.map((r) => ({ date: day(r.day), count: Number(r.count) }));
    return {
      totalUsers: Number(t.users),
      totalCoverLetters: letters,
      totalPayments: Number(t.payments),
      totalRevenue: Number(t.revenue),
      registrationsByDay: byDay(registrations),
      generationsByDay: byDay(generations),
      paymentsByDay: payments.map((r): DayPayments => ({ date: day(r.day), count: Number(r.count), amount: Number(r.amount) })),
      paidLetters,
      freeLetters: letters - paidLetters,
      averageScore: t.average_score === null ? null : Math.round(Number(t.average_score) * 10) / 10,
      topJobTitles: titles.map((r) => ({ jobTitle: String(r.job_title), count: Number(r.count) })),
      userBehaviour: behaviour.map((r) => ({
        userId: String(r.user_id),
        email: (r.email as string | null) ?? null,
        total: Number(r.total),
        free: Number(r.total) - Number(r.paid),
        paid: Number(r.paid),
        averageScore: r.average_score === null ? null : Math.round(Number(r.average_score) * 10) / 10,
      })),
    };
  }
}
