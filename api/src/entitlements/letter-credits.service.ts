import { MAX_REGENERATIONS } from '@coverletter/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Transactions } from '../database/transactions';
import { LetterCreditRepository, type CreditOwner, type LockedCredit } from './letter-credit.repository';

/** Free letters per guest session and per account. Raising it grants the extra credits on the next request; no migration. A payment pays for one letter (one paid credit). */
export const FREE_LETTERS = 1;

/**
 * A rewrite request with the letter's own inputs that arrives this soon after the letter was
 * written (or last rewritten) is the same click again, or a request that raced the write: it is
 * answered with that letter and uses up no regeneration.
 */
export const REPEAT_WINDOW_MS = 10_000;

/** The right to write one letter, held while it is written. */
export interface CreditLease {
  creditId: string;
  inputHash: string;
  /** Proves this request holds the lease; every later step checks it. */
  leaseToken: string;
  /** The letter a rewrite replaces; null for a new letter. */
  letterId: string | null;
  /** 0 for a new letter, n for its n-th rewrite: each rewrite is a new sample. */
  variant: number;
}

/** What `acquire` answers; the caller turns the refusals into its own HTTP answers. */
export type Acquisition =
  | { kind: 'lease'; lease: CreditLease }
  /** A repeat of the request just answered: answer the letter already written. */
  | { kind: 'justWritten' }
  /** Another request is writing with the only credit that would do. */
  | { kind: 'busy' }
  /** Every free credit is used. */
  | { kind: 'exhausted' }
  | { kind: 'regenerationLimit'; regenerationCount: number };

/** What `acquirePaid` answers. */
export type PaidAcquisition = { kind: 'lease'; lease: CreditLease } | { kind: 'busy' } | { kind: 'used' };

export interface AcquireOptions {
  /** A guest may rewrite its used letter from the same inputs (MAX_REGENERATIONS times). */
  rewrites: boolean;
  /** The rewrite asks for another length, tone or language than the letter has: a new request, never a repeat of the last. */
  newChoices?: boolean;
  /** How long the lease lives: longer than the longest write, so a live request never loses it. */
  leaseMs: number;
}

/** `complete` found the lease gone (expired and taken over): nothing was written. */
export class CreditLeaseLost extends Error {
  constructor() {
    super('The letter credit lease was lost');
  }
}

/**
 * The one place the free-letter rule lives, for guests and accounts alike, kept in PostgreSQL so
 * it holds across requests and processes:
 *
 * 1. `acquire` (one short transaction) grants the owner's free credits if it has none yet, locks
 *    them and leases one: a used one for a guest's rewrite of that letter, else an unused one.
 * 2. The writer runs with no transaction open and no row locked.
 * 3. `complete` (one short transaction) checks the lease, runs the caller's write and marks the
 *    credit used by that letter. `release` gives the lease back after a failure, so nothing is
 *    used up. A lease left by a dead process expires.
 *
 * Carrying a guest's work into an account (`carryOver`) spends one of the account's credits on
 * each used guest credit; a guest letter only moves when one was free. A paid payment's letter is
 * written the same way with the payment's paid credit (`acquirePaid`).
 */
@Injectable()
export class LetterCredits {
  constructor(
    private readonly transactions: Transactions,
    private readonly credits: LetterCreditRepository,
  ) {}

  async acquire(owner: CreditOwner, inputHash: string, options: AcquireOptions): Promise<Acquisition> {
    const leaseToken = randomUUID();
    return this.transactions.run(async (tx) => {
      await this.credits.grantFree(tx, owner, FREE_LETTERS);
      const held = await this.credits.lockFree(tx, owner, REPEAT_WINDOW_MS);
      if (options.rewrites) {
        const rewrite = await this.rewriteOf(tx, held, inputHash, options.newChoices ?? false);
        if (rewrite && rewrite.kind !== 'lease') return rewrite;
        if (rewrite) {
          await this.credits.lease(tx, rewrite.credit.id, leaseToken, options.leaseMs, inputHash);
          return {
            kind: 'lease',
            lease: { creditId: rewrite.credit.id, inputHash, leaseToken, letterId: rewrite.credit.coverLetterId, variant: rewrite.variant },
          };
        }
      }
      const unused = held.filter((credit) => !credit.used);
      const available = unused.find((credit) => !credit.leased);
      if (!available) return { kind: unused.length ? 'busy' : 'exhausted' };
      await this.credits.lease(tx, available.id, leaseToken, options.leaseMs, inputHash);
      return { kind: 'lease', lease: { creditId: available.id, inputHash, leaseToken, letterId: null, variant: 0 } };
    });
  }

  /**
   * Ends the lease, runs `write` (which saves the letter, flushed, and answers it) and marks the credit
   * used by it, in one transaction: a letter is saved only by the holder of a live lease.
   */
  async complete<Letter extends { id: string }>(lease: CreditLease, write: (tx: EntityManager) => Promise<Letter>): Promise<Letter> {
    return this.transactions.run(async (tx) => {
      if (!(await this.credits.endLease(tx, lease.creditId, lease.leaseToken))) throw new CreditLeaseLost();
      const letter = await write(tx);
      await this.credits.markUsed(tx, lease.creditId, letter.id, lease.inputHash);
      return letter;
    });
  }

  /** Gives the lease back after a failed write; the credit stays unused (or the rewrite uncounted). */
  release(lease: CreditLease): Promise<void> {
    return this.credits.release(lease.creditId, lease.leaseToken);
  }

  /**
   * Inside the carry-over's transaction: each used free credit of the guest takes one free credit
   * of the account that is neither used nor being written with. Answers the letters that may move
   * into the account; the others stay with the guest session.
   */
  async carryOver(tx: EntityManager, guestSessionId: string, userId: string): Promise<string[]> {
    const guestUsed = await this.credits.usedFree(tx, { guestSessionId });
    if (!guestUsed.length) return [];
    const account = { userId };
    await this.credits.grantFree(tx, account, FREE_LETTERS);
    const available = (await this.credits.lockFree(tx, account, REPEAT_WINDOW_MS)).filter((credit) => !credit.used && !credit.leased);
    const movable: string[] = [];
    for (const [i, letter] of guestUsed.entries()) {
      const credit = available[i];
      if (!credit) break;
      await this.credits.useForCarriedLetter(tx, credit.id, letter);
      if (letter.coverLetterId) movable.push(letter.coverLetterId);
    }
    return movable;
  }

  /**
   * The paid credit of a paid payment (granted on first ask), leased to write its letter: `used`
   * once its letter is saved (the payment is fulfilled), `busy` while another job writes it.
   */
  async acquirePaid(order: { userId: string; paymentId: string }, inputHash: string, leaseMs: number): Promise<PaidAcquisition> {
    const leaseToken = randomUUID();
    return this.transactions.run(async (tx) => {
      await this.credits.grantPaid(tx, order.userId, order.paymentId);
      const held = await this.credits.lockPaid(tx, order.paymentId);
      const available = held.find((credit) => !credit.used && !credit.leased);
      if (!available) return { kind: held.some((credit) => !credit.used) ? 'busy' : 'used' };
      await this.credits.lease(tx, available.id, leaseToken, leaseMs, inputHash);
      return { kind: 'lease', lease: { creditId: available.id, inputHash, leaseToken, letterId: null, variant: 0 } };
    });
  }

  /** A guest's used credit whose letter has these inputs: a rewrite of it, or why not. */
  private async rewriteOf(
    tx: EntityManager,
    held: LockedCredit[],
    inputHash: string,
    newChoices: boolean,
  ): Promise<Exclude<Acquisition, { kind: 'lease' | 'exhausted' }> | { kind: 'lease'; credit: LockedCredit; variant: number } | null> {
    for (const credit of held) {
      if (!credit.used || !credit.coverLetterId) continue;
      const letter = await this.credits.creditedLetter(tx, credit.coverLetterId);
      if (letter?.inputHash !== inputHash) continue;
      if (credit.leased) return { kind: 'busy' };
      if (credit.justWritten && !newChoices) return { kind: 'justWritten' };
      if (letter.regenerationCount >= MAX_REGENERATIONS) return { kind: 'regenerationLimit', regenerationCount: letter.regenerationCount };
      return { kind: 'lease', credit, variant: letter.regenerationCount + 1 };
    }
    return null;
  }
}
