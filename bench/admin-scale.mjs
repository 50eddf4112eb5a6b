// The admin area at scale: seeds 10 000 users, 100 000 letters (one in five paid), a successful
// payment per paid letter (its letter written) and 100 paid payments whose letter is not, straight
// into the app's PostgreSQL database with generate_series (after the app has migrated it), then
// signs in as an admin through the dev identity provider and times GET /api/admin/users,
// /api/admin/cover-letters (all and paid only; first page and a deep page), /api/admin/analytics
// and /api/admin/payments/unfulfilled: p50 of a few calls after a warm-up. Target: each under 500 ms.
// PostgreSQL only: it writes with its own connection to the database the app uses.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/admin-scale.mjs
// Against an app already running (another build, say), on a fresh database it has migrated and
// with ADMIN_EMAILS=bench-admin@example.com, name both; the seed goes into that database:
//   BENCH_APP_URL=http://127.0.0.1:4223 DATABASE_URL=postgres://postgres@127.0.0.1:5432/that_db node bench/admin-scale.mjs
import { ADMIN_EMAIL, int, isMain, markdownTable, median, ms, requireFromApi, signIn } from './lib.mjs';

export const USERS = 10_000;
export const LETTERS = 100_000;
const UNFULFILLED = 100;
const TARGET_MS = 500;

const SEED_SQL = `
insert into app_user (id, issuer, subject, email, email_verified, first_name, last_name, created_at, last_login_at)
select gen_random_uuid(), 'bench', 'bench-' || g, 'user' || g || '@bench.example', true, 'First' || g, 'Last' || g,
       now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute', now()
  from generate_series(1, $1::int) g;

create temporary table bench_users as
  select id, row_number() over (order by id) as n from app_user where issuer = 'bench';

insert into cover_letter (id, user_id, company_name, job_title, job_url, cover_letter_text, compatibility_score,
                          matching_skills, missing_skills, input_hash, was_paid, cost_incurred_minor, payment_id,
                          regeneration_count, created_at)
select gen_random_uuid(), u.id, 'Company ' || (g % 997),
       (array['Backend Engineer', 'Senior Software Engineer', 'Frontend Developer', 'Data Analyst', 'DevOps Engineer',
              'Product Manager', 'QA Engineer', 'Full Stack Developer', 'Mobile Developer', 'Site Reliability Engineer'])[1 + g % 10],
       'https://jobs.example/posting/' || g,
       repeat('Dear hiring manager, I am writing to apply for the role. My experience with TypeScript, Node.js and PostgreSQL fits what you ask for. ', 12),
       (g % 101) / 10.0, '["TypeScript", "Node.js", "PostgreSQL"]'::jsonb, '["Kafka"]'::jsonb, md5(g::text),
       g % 5 = 0, case when g % 5 = 0 then 146 end, case when g % 5 = 0 then 'bench-pay-' || g end, 0,
       now() - (g % 120) * interval '1 day' - (g % 86400) * interval '1 second'
  from generate_series(1, $2::int) g
  join bench_users u on u.n = 1 + (g * 7919) % $1::int;

insert into payment (id, reference, user_id, gateway, invoice_id, amount_minor, currency, currency_code, status,
                     status_modified_at, request, paid_at, created_at, updated_at, letter_written_at)
select gen_random_uuid(), payment_id, user_id, 'dev', 'inv-' || payment_id, 6000, 'UAH', 980, 'success',
       created_at, '{}'::jsonb, created_at, created_at, created_at, created_at
  from cover_letter where payment_id like 'bench-pay-%';

insert into payment (id, reference, user_id, gateway, invoice_id, amount_minor, currency, currency_code, status,
                     status_modified_at, request, paid_at, created_at, updated_at, generation_error)
select gen_random_uuid(), 'bench-stuck-' || g, u.id, 'dev', 'inv-bench-stuck-' || g, 250, 'USD', 840, 'success',
       now() - g * interval '1 hour', '{}'::jsonb, now() - g * interval '1 hour', now() - g * interval '1 hour', now(), 'Generation failed (timeout)'
  from generate_series(1, ${UNFULFILLED}) g join bench_users u on u.n = g;

drop table bench_users;
`;

export async function seed(databaseUrl) {
  const { Client } = requireFromApi('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    // One statement at a time: parameters are only allowed in single-statement queries.
    for (const statement of SEED_SQL.split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const params = [USERS, LETTERS].slice(0, statement.match(/\$2/) ? 2 : statement.match(/\$1/) ? 1 : 0);
      await client.query(statement, params);
    }
    await client.query('commit');
    const seededMs = performance.now() - started;
    await client.query('analyze');
    const { rows } = await client.query(`select (select count(*) from app_user) as users, (select count(*) from cover_letter) as letters,
      (select count(*) from payment) as payments, pg_size_pretty(pg_database_size(current_database())) as size`);
    const { users, letters, payments, size } = rows[0];
    return { seededMs, users: Number(users), letters: Number(letters), payments: Number(payments), size };
  } finally {
    await client.end();
  }
}

async function timeCalls(client, path, calls) {
  const warm = await client.request(path);
  if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}: ${(await warm.text()).slice(0, 200)}`);
  const body = await warm.json();
  const took = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const res = await client.request(path);
    await res.arrayBuffer();
    took.push(performance.now() - started);
  }
  return { p50: median(took), max: Math.max(...took), body };
}

/** ctx: { app: { base }, databaseUrl } — the PostgreSQL database the app runs on. */
export async function run(ctx) {
  if (!ctx.databaseUrl) {
    return [
      {
        figure: `Admin lists and analytics at ${int(LETTERS)} letters`,
        value: 'skipped',
        baseline: '—',
        ratio: `target < ${TARGET_MS} ms`,
        notes: 'needs PostgreSQL (set DATABASE_URL / BENCH_DATABASE_URL)',
      },
    ];
  }
  const calls = ctx.adminCalls ?? 7;
  const seeded = await seed(ctx.databaseUrl);
  const admin = await signIn(ctx.app.base, { firstName: 'Bench', email: ADMIN_EMAIL });
  const check = await (await admin.request('/api/admin/check')).json();
  if (!check.isAdmin) throw new Error(`not signed in as an admin: ${JSON.stringify(check)}`);
  const deepUsers = USERS - 50;
  const deepLetters = LETTERS - 50;
  const deepPaid = LETTERS / 5 - 50;
  const targets = [
    ['GET /api/admin/users (page of 50)', '/api/admin/users', (b) => `${b.length} users with letter counts and 3 recent letters each`],
    ['GET /api/admin/users, last page', `/api/admin/users?offset=${deepUsers}`, (b) => `offset ${int(deepUsers)}, ${b.length} users`],
    ['GET /api/admin/cover-letters (page of 50)', '/api/admin/cover-letters', (b) => `${b.length} letters, newest first, full text`],
    ['GET /api/admin/cover-letters, last page', `/api/admin/cover-letters?offset=${deepLetters}`, (b) => `offset ${int(deepLetters)}, ${b.length} letters`],
    ['GET /api/admin/cover-letters?paid=true (page of 50)', '/api/admin/cover-letters?paid=true', (b) => `${b.length} paid letters, newest first`],
    [
      'GET /api/admin/cover-letters?paid=true, last page',
      `/api/admin/cover-letters?paid=true&offset=${deepPaid}`,
      (b) => `offset ${int(deepPaid)}, ${b.length} paid letters`,
    ],
    [
      'GET /api/admin/analytics',
      '/api/admin/analytics',
      (b) => `totals, 30-day series, all-time top revenue days, top titles, top 50 users; totalCoverLetters ${int(b.totalCoverLetters)}`,
    ],
    [
      'GET /api/admin/payments/unfulfilled (page of 50)',
      '/api/admin/payments/unfulfilled',
      (b) => `${b.length} of ${UNFULFILLED} paid payments without their letter, each with its job's state`,
    ],
  ];
  const rows = [];
  for (const [label, path, describe] of targets) {
    const t = await timeCalls(admin, path, calls);
    rows.push({
      figure: `Admin at ${int(USERS)} users / ${int(LETTERS)} letters: ${label}`,
      value: `${ms(t.p50)} p50`,
      baseline: '—',
      ratio: `target < ${TARGET_MS} ms: ${t.p50 < TARGET_MS ? 'met' : 'MISSED'}`,
      notes: `${describe(t.body)}; ${calls} calls after a warm-up, max ${ms(t.max)}`,
    });
  }
  rows[0].notes += `; seeded with generate_series in ${(seeded.seededMs / 1000).toFixed(1)} s, then ANALYZE: the tables then held ${int(seeded.users)} users, ${int(seeded.letters)} letters, ${int(seeded.payments)} payments (database ${seeded.size})`;
  return rows;
}

if (isMain(import.meta.url)) {
  if (!process.env.DATABASE_URL) {
    console.error('admin-scale needs PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/admin-scale.mjs');
    process.exit(2);
  }
  if (process.env.BENCH_APP_URL) {
    console.log(markdownTable(await run({ app: { base: process.env.BENCH_APP_URL }, databaseUrl: process.env.DATABASE_URL })));
  } else {
    const { standalone } = await import('./standalone.mjs');
    await standalone(run);
  }
}
