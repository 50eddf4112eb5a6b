import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Whose credits: a guest session's or an account's. */
export type CreditOwner = { guestSessionId: string } | { userId: string };

/** A credit as read under its row lock, with what the rules need to decide. */
export interface LockedCredit {
  id: string;
  slot: number;
  used: boolean;
  /** A live lease: another request is writing with this credit. */
  leased: boolean;
  /** Written (or rewritten) within the repeat window, and not leased. */
  justWritten: boolean;
  coverLetterId: string | null;
}

export interface CreditedLetter {
  inputHash: string;
  regenerationCount: number;
}

interface LockedRow {
  id: string;
  slot: number;
  used: boolean;
  leased: boolean;
  just_written: boolean;
  cover_letter_id: string | null;
}

/** The owner's column; a fixed name, never input. */
function ownerColumn(owner: CreditOwner): ['guest_session_id' | 'user_id', string] {
  return 'guestSessionId' in owner ? ['guest_session_id', owner.guestSessionId] : ['user_id', owner.userId];
}

/**
 * Every query on `letter_credit`. The methods that take `tx` run inside the caller's transaction:
 * each statement of a transaction must go through its own `tx` (a statement on another connection
 * does not see the transaction's writes and can wait forever on its row locks).
 */
@Injectable()
export class LetterCreditRepository {
  constructor(private readonly em: EntityManager) {}

  /** Gives the owner free credits 1..count that it does not hold yet; existing ones (used or not) stay as they are. */
  async grantFree(tx: EntityManager, owner: CreditOwner, count: number): Promise<void> {
    const [column, id] = ownerColumn(owner);
    await tx.execute(
      `insert into "letter_credit" ("id", "kind", "slot", "${column}")
       select gen_random_uuid(), 'free', slot, ? from generate_series(1, ?::int) as slot
       on conflict do nothing`,
      [id, count],
    );
  }

  /** The owner's free credits, locked until the transaction ends, in slot order. */
  async lockFree(tx: EntityManager, owner: CreditOwner, repeatWindowMs: number): Promise<LockedCredit[]> {
    const [column, id] = ownerColumn(owner);
    const rows = await tx.execute<LockedRow[]>(
      `select "id", "slot", "used_at" is not null as used,
              "lease_token" is not null and coalesce("lease_expires_at" > now(), false) as leased,
              "lease_token" is null and coalesce("written_at" > now() - ?::int * interval '1 millisecond', false) as just_written,
              "cover_letter_id"
         from "letter_credit" where "${column}" = ? and "kind" = 'free' order by "slot" for update`,
      [repeatWindowMs, id],
    );
    return rows.map((row) => ({
      id: row.id,
      slot: row.slot,
      used: row.used,
      leased: row.leased,
      justWritten: row.just_written,
      coverLetterId: row.cover_letter_id,
    }));
  }

  /**
   * The letter a credit wrote, read in its own statement after the lock: a join in the locking
   * statement would see the letter as of before the wait (READ COMMITTED), i.e. not yet written.
   */
  async creditedLetter(tx: EntityManager, letterId: string): Promise<CreditedLetter | null> {
    const [row] = await tx.execute<{ input_hash: string; regeneration_count: number }[]>(
      'select "input_hash", "regeneration_count" from "cover_letter" where "id" = ?',
      [letterId],
    );
    return row ? { inputHash: row.input_hash, regenerationCount: row.regeneration_count } : null;
  }

  /** Takes the lease of a locked credit; an unused credit records the inputs of the attempt. */
  async lease(tx: EntityManager, creditId: string, leaseToken: string, leaseMs: number, inputHash: string): Promise<void> {
    await tx.execute(
      `update "letter_credit"
          set "input_hash" = case when "used_at" is null then ? else "input_hash" end,
              "lease_token" = ?, "lease_expires_at" = now() + ?::int * interval '1 millisecond'
        where "id" = ?`,
      [inputHash, leaseToken, Math.ceil(leaseMs), creditId],
    );
  }

  /** Ends the lease and records the write, if the lease is still this token's; false when it is not. */
  async endLease(tx: EntityManager, creditId: string, leaseToken: string): Promise<boolean> {
    const held = await tx.execute<unknown[]>(
      `update "letter_credit" set "lease_token" = null, "lease_expires_at" = null, "written_at" = now()
        where "id" = ? and "lease_token" = ? returning "id"`,
      [creditId, leaseToken],
    );
    return held.length === 1;
  }

  /** The credit is used by this letter; the first use is kept. */
  async markUsed(tx: EntityManager, creditId: string, letterId: string, inputHash: string): Promise<void> {
    await tx.execute(`update "letter_credit" set "cover_letter_id" = ?, "input_hash" = ?, "used_at" = coalesce("used_at", now()) where "id" = ?`, [
      letterId,
      inputHash,
      creditId,
    ]);
  }

  /** Gives the lease back unused, if it is still this token's. */
  async release(creditId: string, leaseToken: string): Promise<void> {
    await this.em
      .fork()
      .execute(`update "letter_credit" set "lease_token" = null, "lease_expires_at" = null where "id" = ? and "lease_token" = ?`, [creditId, leaseToken]);
  }

  /** The owner's used free credits with their letters (null when the letter was deleted), in slot order. */
  async usedFree(tx: EntityManager, owner: CreditOwner): Promise<{ coverLetterId: string | null; inputHash: string | null; writtenAt: Date | null }[]> {
    const [column, id] = ownerColumn(owner);
    const rows = await tx.execute<{ cover_letter_id: string | null; input_hash: string | null; written_at: Date | null }[]>(
      `select "cover_letter_id", "input_hash", "written_at" from "letter_credit"
        where "${column}" = ? and "kind" = 'free' and "used_at" is not null order by "slot"`,
      [id],
    );
    return rows.map((row) => ({ coverLetterId: row.cover_letter_id, inputHash: row.input_hash, writtenAt: row.written_at }));
  }

  /** A locked, unused credit is used by a letter written elsewhere (a guest's, carried into the account); a stale lease on it ends. */
  async useForCarriedLetter(
    tx: EntityManager,
    creditId: string,
    letter: { coverLetterId: string | null; inputHash: string | null; writtenAt: Date | null },
  ): Promise<void> {
    await tx.execute(
      `update "letter_credit" set "cover_letter_id" = ?, "input_hash" = ?, "written_at" = ?, "used_at" = now(), "lease_token" = null, "lease_expires_at" = null
        where "id" = ?`,
      [letter.coverLetterId, letter.inputHash, letter.writtenAt, creditId],
    );
  }

  /** The payment's paid credit, granted (unused) if it has none yet. */
  async grantPaid(tx: EntityManager, userId: string, paymentId: string): Promise<void> {
    await tx.execute(
      `insert into "letter_credit" ("id", "kind", "slot", "user_id", "payment_id") values (gen_random_uuid(), 'paid', 1, ?, ?) on conflict do nothing`,
      [userId, paymentId],
    );
  }

  /** The payment's paid credits, locked until the transaction ends. */
  async lockPaid(tx: EntityManager, paymentId: string): Promise<LockedCredit[]> {
    const rows = await tx.execute<LockedRow[]>(
      `select "id", "slot", "used_at" is not null as used,
              "lease_token" is not null and coalesce("lease_expires_at" > now(), false) as leased,
              false as just_written, "cover_letter_id"
         from "letter_credit" where "payment_id" = ? and "kind" = 'paid' order by "slot" for update`,
      [paymentId],
    );
    return rows.map((row) => ({
      id: row.id,
      slot: row.slot,
      used: row.used,
      leased: row.leased,
      justWritten: row.just_written,
      coverLetterId: row.cover_letter_id,
    }));
  }
}
