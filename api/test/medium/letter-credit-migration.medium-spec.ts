import { randomUUID } from 'node:crypto';
import { createMediumDatabase, type MediumDatabase } from './support/medium-database';

/** The free and the paid credits' migrations both run on these rows. */
const BEFORE_LEDGER = 'Migration20261125200000_letter_model_usage';

/** The ledger's migration carries the free letters already claimed under the old mechanisms over. */
describe('Migration20261126100000_letter_credit', () => {
  let db: MediumDatabase;
  const ids = {
    usedGuest: randomUUID(),
    leasedGuest: randomUUID(),
    freshGuest: randomUUID(),
    claimed: randomUUID(),
    claimedNoLetter: randomUUID(),
    unclaimed: randomUUID(),
  };
  const letters = { guest: randomUUID(), account: randomUUID(), accountPaid: randomUUID() };
  const lease = randomUUID();
  const payments = { fulfilled: randomUUID(), letterDeleted: randomUUID(), awaiting: randomUUID(), unpaid: randomUUID() };

  beforeAll(async () => {
    db = await createMediumDatabase({ migrate: false });
    await db.migrate(BEFORE_LEDGER);
    for (const id of [ids.usedGuest, ids.leasedGuest, ids.freshGuest]) await db.sql('insert into guest_session (id) values (?)', [id]);
    for (const id of [ids.claimed, ids.claimedNoLetter, ids.unclaimed]) {
      await db.sql(`insert into app_user (id, issuer, subject, free_letter_claimed_at) values (?, 'https://id.example.com', ?, ?)`, [
        id,
        id,
        id === ids.unclaimed ? null : '2026-11-20T10:00:00Z',
      ]);
    }
    const letter = (id: string, guest: string | null, user: string | null, paid: boolean, at: string) =>
      db.sql(
        `insert into cover_letter (id, guest_session_id, user_id, cover_letter_text, compatibility_score, matching_skills, missing_skills, input_hash, was_paid, created_at)
         values (?, ?, ?, 'Dear Example AB, …', 7, '[]', '[]', ?, ?, ?)`,
        [id, guest, user, `hash-${id}`, paid, at],
      );
    await letter(letters.guest, ids.usedGuest, null, false, '2026-11-20T09:00:00Z');
    await letter(letters.accountPaid, null, ids.claimed, true, '2026-11-20T09:30:00Z');
    await letter(letters.account, null, ids.claimed, false, '2026-11-20T10:00:01Z');
    await db.sql(
      `insert into guest_letter_claim (guest_session_id, input_hash, cover_letter_id, used_at, written_at) values (?, ?, ?, '2026-11-20T09:00:00Z', '2026-11-20T09:00:00Z')`,
      [ids.usedGuest, `hash-${letters.guest}`, letters.guest],
    );
    await db.sql(
      `insert into guest_letter_claim (guest_session_id, input_hash, lease_token, lease_expires_at) values (?, 'in-flight', ?, now() + interval '1 minute')`,
      [ids.leasedGuest, lease],
    );
    const payment = (id: string, status: string, letterWrittenAt: string | null) =>
      db.sql(
        `insert into payment (id, reference, user_id, gateway, amount_minor, currency, currency_code, status, request, paid_at, letter_written_at)
         values (?, ?, ?, 'dev', 500, 'USD', 840, ?, '{}', ?, ?)`,
        [id, `clp_${id}`, ids.claimed, status, status === 'success' ? '2026-11-20T09:29:00Z' : null, letterWrittenAt],
      );
    await payment(payments.fulfilled, 'success', '2026-11-20T09:30:00Z');
    await payment(payments.letterDeleted, 'success', '2026-11-20T09:40:00Z');
    await payment(payments.awaiting, 'success', null);
    await payment(payments.unpaid, 'created', null);
    await db.sql('update cover_letter set payment_id = ? where id = ?', [`clp_${payments.fulfilled}`, letters.accountPaid]);
    await db.migrate();
  }, 60_000);
  afterAll(() => db.close());

  const credit = async (column: 'guest_session_id' | 'user_id', id: string) =>
    db.sql<{ kind: string; slot: number; used: boolean; cover_letter_id: string | null; input_hash: string | null; lease_token: string | null }>(
      `select kind, slot, used_at is not null as used, cover_letter_id, input_hash, lease_token from letter_credit where ${column} = ? and kind = 'free'`,
      [id],
    );

  it("keeps each guest claim as the session's free credit: used with its letter, or leased", async () => {
    expect(await credit('guest_session_id', ids.usedGuest)).toEqual([
      { kind: 'free', slot: 1, used: true, cover_letter_id: letters.guest, input_hash: `hash-${letters.guest}`, lease_token: null },
    ]);
    expect(await credit('guest_session_id', ids.leasedGuest)).toEqual([
      { kind: 'free', slot: 1, used: false, cover_letter_id: null, input_hash: 'in-flight', lease_token: lease },
    ]);
    expect(await credit('guest_session_id', ids.freshGuest)).toEqual([]);
  });

  it('gives each account that claimed its free letter a used free credit, pointing at its free (not paid) letter', async () => {
    expect(await credit('user_id', ids.claimed)).toEqual([
      { kind: 'free', slot: 1, used: true, cover_letter_id: letters.account, input_hash: `hash-${letters.account}`, lease_token: null },
    ]);
    expect(await credit('user_id', ids.claimedNoLetter)).toEqual([
      { kind: 'free', slot: 1, used: true, cover_letter_id: null, input_hash: null, lease_token: null },
    ]);
    expect(await credit('user_id', ids.unclaimed)).toEqual([]);
  });

  it('gives each paid payment a paid credit: used when its letter was written (even if deleted since), else unused', async () => {
    const paid = await db.sql<{ payment_id: string; used: boolean; cover_letter_id: string | null; user_id: string }>(
      `select payment_id, used_at is not null as used, cover_letter_id, user_id from letter_credit where kind = 'paid' order by used_at nulls last, payment_id`,
    );
    expect(new Map(paid.map((p) => [p.payment_id, p]))).toEqual(
      new Map([
        [payments.fulfilled, { payment_id: payments.fulfilled, used: true, cover_letter_id: letters.accountPaid, user_id: ids.claimed }],
        [payments.letterDeleted, { payment_id: payments.letterDeleted, used: true, cover_letter_id: null, user_id: ids.claimed }],
        [payments.awaiting, { payment_id: payments.awaiting, used: false, cover_letter_id: null, user_id: ids.claimed }],
      ]),
    );
  });

  it('drops the old mechanisms', async () => {
    const [{ claims, claimedAt, index }] = await db.sql<{ claims: string | null; claimedAt: number; index: string | null }>(
      `select to_regclass('guest_letter_claim')::text as claims,
              (select count(*)::int from information_schema.columns where table_name = 'app_user' and column_name = 'free_letter_claimed_at') as "claimedAt",
              to_regclass('cover_letter_one_free_per_guest_session')::text as index`,
    );
    expect({ claims, claimedAt, index }).toEqual({ claims: null, claimedAt: 0, index: null });
  });
});
