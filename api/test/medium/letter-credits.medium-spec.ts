import { MAX_REGENERATIONS } from '@coverletter/contracts';
import { randomUUID } from 'node:crypto';
import { Transactions } from '../../src/database/transactions';
import { LetterCreditRepository } from '../../src/entitlements/letter-credit.repository';
import {
  CreditLeaseLost,
  LetterCredits,
  REPEAT_WINDOW_MS,
  type Acquisition,
  type CreditLease,
  type PaidAcquisition,
} from '../../src/entitlements/letter-credits.service';
import { createMediumDatabase, fixtures, type MediumDatabase } from './support/medium-database';

const LEASE = { leaseMs: 60_000 };
const HASH = 'a'.repeat(64);
const OTHER_HASH = 'b'.repeat(64);

describe('letter credits (free and paid letters) on the real database', () => {
  let db: MediumDatabase;
  let credits: LetterCredits;
  let make: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    db = await createMediumDatabase();
    credits = new LetterCredits(new Transactions(db.orm.em), new LetterCreditRepository(db.orm.em));
    make = fixtures(db);
  }, 60_000);
  afterAll(() => db.close());

  function leaseOf(acquired: Acquisition | PaidAcquisition): CreditLease {
    if (acquired.kind !== 'lease') throw new Error(`expected a lease, got ${acquired.kind}`);
    return acquired.lease;
  }

  /** Acquires and completes with a new letter of the owner; answers the letter's id. */
  async function writeLetter(owner: { guestSessionId: string } | { userId: string }, inputHash = HASH, rewrites = 'guestSessionId' in owner) {
    const lease = leaseOf(await credits.acquire(owner, inputHash, { ...LEASE, rewrites }));
    return (await credits.complete(lease, (tx) => make.letter(tx, owner, inputHash))).id;
  }

  async function creditRows(owner: { guestSessionId: string } | { userId: string }) {
    const [column, id] = 'guestSessionId' in owner ? ['guest_session_id', owner.guestSessionId] : ['user_id', owner.userId];
    return db.sql<{ used: boolean; leased: boolean; cover_letter_id: string | null }>(
      `select used_at is not null as used, lease_token is not null as leased, cover_letter_id from letter_credit where ${column} = ? order by slot`,
      [id],
    );
  }

  /** Moves the owner's last write back past the repeat window. */
  const letTimePass = (guestSessionId: string) =>
    db.sql(`update letter_credit set written_at = written_at - ?::int * interval '1 millisecond' where guest_session_id = ?`, [
      REPEAT_WINDOW_MS + 1_000,
      guestSessionId,
    ]);

  describe('a guest session', () => {
    it('gets one free letter: leased, then used by the letter written; another letter is refused', async () => {
      const guest = { guestSessionId: await make.guest() };
      const lease = leaseOf(await credits.acquire(guest, HASH, { ...LEASE, rewrites: true }));
      expect(lease).toMatchObject({ letterId: null, variant: 0 });
      expect(await credits.acquire(guest, HASH, { ...LEASE, rewrites: true })).toEqual({ kind: 'busy' });
      const letter = await credits.complete(lease, (tx) => make.letter(tx, guest, HASH));
      expect(await creditRows(guest)).toEqual([{ used: true, leased: false, cover_letter_id: letter.id }]);
      expect(await credits.acquire(guest, OTHER_HASH, { ...LEASE, rewrites: true })).toEqual({ kind: 'exhausted' });
    });

    it('answers a repeat within the window with the letter, then leases rewrites up to the limit', async () => {
      const guest = { guestSessionId: await make.guest() };
      const letterId = await writeLetter(guest);
      expect(await credits.acquire(guest, HASH, { ...LEASE, rewrites: true })).toEqual({ kind: 'justWritten' });
      await letTimePass(guest.guestSessionId);
      expect(leaseOf(await credits.acquire(guest, HASH, { ...LEASE, rewrites: true }))).toMatchObject({ letterId, variant: 1 });
      await db.sql('update letter_credit set lease_token = null, lease_expires_at = null where guest_session_id = ?', [guest.guestSessionId]);
      await db.sql('update cover_letter set regeneration_count = ? where id = ?', [MAX_REGENERATIONS, letterId]);
      expect(await credits.acquire(guest, HASH, { ...LEASE, rewrites: true })).toEqual({ kind: 'regenerationLimit', regenerationCount: MAX_REGENERATIONS });
    });

    it('does not give the credit back when the letter is deleted', async () => {
      const guest = { guestSessionId: await make.guest() };
      const letterId = await writeLetter(guest);
      await db.sql('delete from cover_letter where id = ?', [letterId]);
      await letTimePass(guest.guestSessionId);
      expect(await credits.acquire(guest, HASH, { ...LEASE, rewrites: true })).toEqual({ kind: 'exhausted' });
    });

    it.each([
      ['a fresh session', false],
      ['a session whose credit exists already', true],
    ])('gives 20 simultaneous requests exactly one lease: %s', async (_, granted) => {
      const guest = { guestSessionId: await make.guest() };
      if (granted) await credits.release(leaseOf(await credits.acquire(guest, HASH, { ...LEASE, rewrites: true })));
      const answers = await Promise.all(Array.from({ length: 20 }, () => credits.acquire(guest, HASH, { ...LEASE, rewrites: true })));
      expect(answers.filter((a) => a.kind === 'lease')).toHaveLength(1);
      expect(answers.filter((a) => a.kind === 'busy')).toHaveLength(19);
      expect(await creditRows(guest)).toHaveLength(1);
    });
  });

  describe('an account', () => {
    it('gets one free letter and no rewrites', async () => {
      const account = { userId: await make.account() };
      await writeLetter(account);
      expect(await credits.acquire(account, HASH, { ...LEASE, rewrites: false })).toEqual({ kind: 'exhausted' });
    });

    it('writes exactly one free letter when 10 requests each try to write one at once, after a failed attempt', async () => {
      const account = { userId: await make.account() };
      await credits.release(leaseOf(await credits.acquire(account, HASH, { ...LEASE, rewrites: false })));
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => writeLetter(account, HASH, false)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(await db.sql('select id from cover_letter where user_id = ?', [account.userId])).toHaveLength(1);
    });
  });

  describe('a failed write', () => {
    it('gives the credit back: the next request leases it again', async () => {
      const account = { userId: await make.account() };
      const lease = leaseOf(await credits.acquire(account, HASH, { ...LEASE, rewrites: false }));
      await credits.release(lease);
      expect(await creditRows(account)).toEqual([{ used: false, leased: false, cover_letter_id: null }]);
      await writeLetter(account);
    });

    it('that fails inside `complete` saves nothing and leaves the lease to be released', async () => {
      const guest = { guestSessionId: await make.guest() };
      const lease = leaseOf(await credits.acquire(guest, HASH, { ...LEASE, rewrites: true }));
      await expect(
        credits.complete(lease, async (tx) => {
          await make.letter(tx, guest, HASH);
          throw new Error('the session could not be updated');
        }),
      ).rejects.toThrow('the session could not be updated');
      expect(await db.sql('select id from cover_letter where guest_session_id = ?', [guest.guestSessionId])).toHaveLength(0);
      await credits.release(lease);
      expect(await creditRows(guest)).toEqual([{ used: false, leased: false, cover_letter_id: null }]);
    });

    it('does not release a lease that expired and was taken over, and its late completion writes nothing', async () => {
      const guest = { guestSessionId: await make.guest() };
      const stale = leaseOf(await credits.acquire(guest, HASH, { leaseMs: 1, rewrites: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const current = leaseOf(await credits.acquire(guest, HASH, { ...LEASE, rewrites: true }));
      await credits.release(stale);
      await expect(credits.complete(stale, (tx) => make.letter(tx, guest, HASH))).rejects.toBeInstanceOf(CreditLeaseLost);
      expect(await creditRows(guest)).toEqual([{ used: false, leased: true, cover_letter_id: null }]);
      await credits.complete(current, (tx) => make.letter(tx, guest, HASH));
      expect(await db.sql('select id from cover_letter where guest_session_id = ?', [guest.guestSessionId])).toHaveLength(1);
    });
  });

  describe('a paid payment', () => {
    async function paidPayment(userId: string): Promise<string> {
      const [row] = await db.sql<{ id: string }>(
        `insert into payment (id, reference, user_id, gateway, amount_minor, currency, currency_code, status, request, paid_at)
         values (?, ?, ?, 'dev', 500, 'USD', 840, 'success', '{}', now()) returning id`,
        [randomUUID(), `clp_${randomUUID()}`, userId],
      );
      return row.id;
    }

    it('pays for exactly one letter, however many jobs try at once after a failed one', async () => {
      const userId = await make.account();
      const paymentId = await paidPayment(userId);
      await credits.release(leaseOf(await credits.acquirePaid({ userId, paymentId }, HASH, LEASE.leaseMs)));
      const answers = await Promise.all(Array.from({ length: 8 }, () => credits.acquirePaid({ userId, paymentId }, HASH, LEASE.leaseMs)));
      expect(answers.filter((a) => a.kind === 'lease')).toHaveLength(1);
      expect(answers.filter((a) => a.kind === 'busy')).toHaveLength(7);
      const lease = leaseOf(answers.find((a) => a.kind === 'lease')!);
      await credits.complete(lease, (tx) => make.letter(tx, { userId }, HASH));
      expect(await credits.acquirePaid({ userId, paymentId }, HASH, LEASE.leaseMs)).toEqual({ kind: 'used' });
    });

    it('is given back when the write fails, and does not touch the free credit', async () => {
      const userId = await make.account();
      const paymentId = await paidPayment(userId);
      await credits.release(leaseOf(await credits.acquirePaid({ userId, paymentId }, HASH, LEASE.leaseMs)));
      await credits.complete(leaseOf(await credits.acquirePaid({ userId, paymentId }, HASH, LEASE.leaseMs)), (tx) => make.letter(tx, { userId }, HASH));
      expect(await db.sql(`select kind from letter_credit where user_id = ? and used_at is not null`, [userId])).toEqual([{ kind: 'paid' }]);
      await writeLetter({ userId });
    });
  });

  describe('carrying a guest letter into an account', () => {
    const carryOver = (guestSessionId: string, userId: string) => db.orm.em.fork().transactional((tx) => credits.carryOver(tx, guestSessionId, userId));

    it("moves it as the account's free letter when the account has not used its own", async () => {
      const guest = { guestSessionId: await make.guest() };
      const account = { userId: await make.account() };
      const letterId = await writeLetter(guest);
      expect(await carryOver(guest.guestSessionId, account.userId)).toEqual([letterId]);
      expect(await creditRows(account)).toEqual([{ used: true, leased: false, cover_letter_id: letterId }]);
      expect(await credits.acquire(account, OTHER_HASH, { ...LEASE, rewrites: false })).toEqual({ kind: 'exhausted' });
    });

    it('moves nothing into an account that used its free letter, or is writing it', async () => {
      const guest = { guestSessionId: await make.guest() };
      await writeLetter(guest);
      const used = { userId: await make.account() };
      const usedLetter = await writeLetter(used, OTHER_HASH);
      expect(await carryOver(guest.guestSessionId, used.userId)).toEqual([]);
      expect(await creditRows(used)).toEqual([{ used: true, leased: false, cover_letter_id: usedLetter }]);

      const writing = { userId: await make.account() };
      const lease = leaseOf(await credits.acquire(writing, OTHER_HASH, { ...LEASE, rewrites: false }));
      expect(await carryOver(guest.guestSessionId, writing.userId)).toEqual([]);
      await credits.complete(lease, (tx) => make.letter(tx, writing, OTHER_HASH));
    });

    it('moves nothing, and spends nothing, for a guest that has not written its letter', async () => {
      const guest = { guestSessionId: await make.guest() };
      const account = { userId: await make.account() };
      leaseOf(await credits.acquire(guest, HASH, { ...LEASE, rewrites: true }));
      expect(await carryOver(guest.guestSessionId, account.userId)).toEqual([]);
      await writeLetter(account);
    });
  });
});
