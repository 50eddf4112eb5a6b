import { MikroORM } from '@mikro-orm/postgresql';
import { AdminAnalyticsService } from '../src/admin/admin-analytics.service';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Analytics on fixed data around a month boundary (2026-01-30 … 2026-02-02), as of 2026-02-02 18:00
 * UTC, with known answers. Several rows sit close to UTC midnight, where a day computed in another
 * time zone would move (admin-analytics-timezone.e2e-spec.ts runs this file in Europe/Stockholm).
 */
const AS_OF = new Date('2026-02-02T18:00:00Z');

const uid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

// [user, created at]; u6 signs up after AS_OF, u7 long before the 30-day window.
const USERS: Array<[number, string]> = [
  [1, '2026-01-30T23:30:00Z'],
  [2, '2026-01-31T00:15:00Z'],
  [3, '2026-01-31T23:59:59Z'],
  [4, '2026-02-01T00:00:00Z'],
  [5, '2026-02-02T09:00:00Z'],
  [6, '2026-02-03T10:00:00Z'],
  [7, '2025-12-01T12:00:00Z'],
];

// [user, created at, job title, score, payment reference (paid) or null (free)]
const LETTERS: Array<[number, string, string, number, string | null]> = [
  [1, '2026-01-30T10:00:00Z', 'Backend Engineer', 8, null],
  [1, '2026-01-31T23:30:00Z', 'backend engineer', 6, 'clp_p1'],
  [4, '2026-01-31T12:00:00Z', 'Zoologist', 6.5, null],
  [2, '2026-02-01T00:30:00Z', 'Designer', 4, 'clp_p2'],
  [2, '2026-02-01T12:00:00Z', 'Backend Engineer', 7, null],
  [3, '2026-02-02T08:00:00Z', 'Nurse', 5, null],
  [3, '2026-02-02T09:00:00Z', 'Data Analyst', 9.5, 'clp_p3'],
  [7, '2025-12-15T12:00:00Z', 'Teacher', 3, null],
  [1, '2026-02-03T12:00:00Z', 'Pilot', 10, null], // after AS_OF
];

// [reference, user, amount in minor units, currency, status, paid at]
const PAYMENTS: Array<[string, number, number, string, string, string | null]> = [
  ['clp_p1', 1, 6000, 'UAH', 'success', '2026-01-31T23:40:00Z'],
  ['clp_p8', 4, 100, 'UAH', 'success', '2026-01-31T05:00:00Z'],
  ['clp_p11', 4, 100, 'UAH', 'success', '2026-01-31T06:00:00Z'],
  ['clp_p2', 2, 250, 'USD', 'success', '2026-02-01T00:40:00Z'],
  ['clp_p3', 3, 300, 'EUR', 'success', '2026-02-02T09:05:00Z'],
  ['clp_p4', 3, 7500, 'UAH', 'success', '2026-02-02T10:00:00Z'], // paid, letter not written
  ['clp_p5', 7, 6000, 'UAH', 'success', '2025-12-15T12:05:00Z'],
  ['clp_p9', 7, 1000, 'USD', 'success', '2025-11-01T12:00:00Z'],
  ['clp_p10', 7, 100, 'USD', 'success', '2025-10-01T12:00:00Z'],
  ['clp_p6', 1, 6000, 'UAH', 'created', null], // never paid
  ['clp_p7', 5, 6000, 'UAH', 'success', '2026-02-03T08:00:00Z'], // after AS_OF
];

describe('admin analytics on fixed data across a month boundary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    const sql = (text: string, params: unknown[]) => t.app.get(MikroORM).em.fork().getConnection().execute(text, params);
    for (const [n, createdAt] of USERS) {
      await sql(`insert into app_user (id, issuer, subject, email, email_verified, first_name, created_at) values (?, 'seed', ?, ?, true, ?, ?)`, [
        uid(n),
        `u${n}`,
        `u${n}@example.com`,
        `U${n}`,
        createdAt,
      ]);
    }
    for (const [n, createdAt, title, score, reference] of LETTERS) {
      await sql(
        `insert into cover_letter (id, user_id, job_title, cover_letter_text, compatibility_score, matching_skills, missing_skills, input_hash, was_paid, cost_incurred_minor, payment_id, created_at)
         values (gen_random_uuid(), ?, ?, 'text', ?, '[]', '[]', 'h', ?, ?, ?, ?)`,
        [uid(n), title, score, reference !== null, reference ? 200 : null, reference, createdAt],
      );
    }
    for (const [reference, n, amount, currency, status, paidAt] of PAYMENTS) {
      await sql(
        `insert into payment (id, reference, user_id, gateway, amount_minor, currency, currency_code, status, request, paid_at, created_at)
         values (gen_random_uuid(), ?, ?, 'dev', ?, ?, ?, ?, '{}', ?, ?)`,
        [reference, uid(n), amount, currency, { UAH: 980, USD: 840, EUR: 978 }[currency], status, paidAt, paidAt ?? '2026-01-31T00:00:00Z'],
      );
    }
  });
  afterAll(() => t.close());

  const analytics = () => t.app.get(AdminAnalyticsService).analytics(AS_OF);

  it('counts per UTC day, leaving out days without any and everything after the moment asked about', async () => {
    const result = await analytics();
    expect(result.registrationsByDay).toEqual([
      { date: '2026-01-30', count: 1 },
      { date: '2026-01-31', count: 2 },
      { date: '2026-02-01', count: 1 },
      { date: '2026-02-02', count: 1 },
    ]);
    expect(result.generationsByDay).toEqual([
      { date: '2026-01-30', count: 1 },
      { date: '2026-01-31', count: 2 },
      { date: '2026-02-01', count: 2 },
      { date: '2026-02-02', count: 2 },
    ]);
  });

  it('sums payments per day in US cents: hryvnia at 30 per dollar, dollars as they are, euros one to one', async () => {
    const result = await analytics();
    // 2026-01-31: ₴60 ($2.00) + ₴1 ($0.03) + ₴1 ($0.03), each converted as its letter's cost is
    // (₴62 converted at once would be $2.07); 2026-02-02: €3 + ₴75 ($2.50).
    expect(result.paymentsByDay).toEqual([
      { date: '2026-01-31', count: 3, amount: 206 },
      { date: '2026-02-01', count: 1, amount: 250 },
      { date: '2026-02-02', count: 2, amount: 550 },
    ]);
    expect(result.totalPayments).toBe(9);
    expect(result.totalRevenue).toBe(206 + 250 + 550 + 200 + 1000 + 100);
  });

  it('ranks the top 5 revenue days of all time, not only the last 30 days', async () => {
    expect((await analytics()).topRevenueDays).toEqual([
      { date: '2025-11-01', count: 1, amount: 1000 },
      { date: '2026-02-02', count: 2, amount: 550 },
      { date: '2026-02-01', count: 1, amount: 250 },
      { date: '2026-01-31', count: 3, amount: 206 },
      { date: '2025-12-15', count: 1, amount: 200 },
    ]);
  });

  it('gives the totals, the paid share, the average score and the top 5 job titles', async () => {
    const result = await analytics();
    expect(result).toMatchObject({ totalUsers: 6, totalCoverLetters: 8, paidLetters: 3, freeLetters: 5 });
    expect(result.paidLetters / (result.paidLetters + result.freeLetters)).toBe(0.375);
    // (8 + 6 + 6.5 + 4 + 7 + 5 + 9.5 + 3) / 8 = 6.125
    expect(result.averageScore).toBe(6.1);
    expect(result.topJobTitles).toEqual([
      { jobTitle: 'Backend Engineer', count: 3 },
      { jobTitle: 'Data Analyst', count: 1 },
      { jobTitle: 'Designer', count: 1 },
      { jobTitle: 'Nurse', count: 1 },
      { jobTitle: 'Teacher', count: 1 },
    ]);
  });

  it("describes each user's letters: most letters first", async () => {
    expect((await analytics()).userBehaviour).toEqual([
      { userId: uid(1), email: 'u1@example.com', total: 2, free: 1, paid: 1, averageScore: 7 },
      { userId: uid(2), email: 'u2@example.com', total: 2, free: 1, paid: 1, averageScore: 5.5 },
      { userId: uid(3), email: 'u3@example.com', total: 2, free: 1, paid: 1, averageScore: 7.3 },
      { userId: uid(4), email: 'u4@example.com', total: 1, free: 1, paid: 0, averageScore: 6.5 },
      { userId: uid(7), email: 'u7@example.com', total: 1, free: 1, paid: 0, averageScore: 3 },
    ]);
  });

  it('answers the route as of now: later rows count, and the 30-day series have moved past the seeded days', async () => {
    const { agent } = await signIn(t, { firstName: 'Ada', email: 'admin@example.com' });
    const now = (await agent.get('/api/admin/analytics').expect(200)).body;
    expect(now).toMatchObject({ totalUsers: 8, totalCoverLetters: 9, totalPayments: 10, totalRevenue: 2306 + 200 });
    expect(now.registrationsByDay).toEqual([{ date: new Date().toISOString().slice(0, 10), count: 1 }]);
    expect(now.generationsByDay).toEqual([]);
    expect(now.paymentsByDay).toEqual([]);
  });
});
