import { MAX_REGENERATIONS } from '@coverletter/contracts';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { LetterVersions } from '../letter-versions/letter-versions';
import { GuestSession } from '../session/guest-session.entity';
import { CoverLetter, letterContent, type ComposedLetter, type LetterSources } from './cover-letter.entity';
import { generationInProgress, paymentRequired, regenerationLimitReached } from './generation-errors';

/** The right to write one letter for a session: its first (free) letter, or a rewrite of it. */
export interface Claim {
  sessionId: string;
  inputHash: string;
  /** Proves this request holds the lease; every later step checks it. */
  leaseToken: string;
  /** The letter a regeneration replaces; null for the first letter. */
  letterId: string | null;
  /** 0 for the first letter, n for its n-th rewrite: each rewrite is a new sample. */
  variant: number;
}

/** What `acquire` grants: the lease to write, or (for a repeat of a request just answered) the letter already written. */
export type Acquired = { kind: 'lease'; claim: Claim } | { kind: 'justWritten' };

/**
 * A rewrite request with the letter's own inputs that arrives this soon after the letter was
 * written (or last rewritten) is the same click again, or a request that raced the write: it is
 * answered with that letter and uses up no regeneration.
 */
export const REPEAT_WINDOW_MS = 10_000;

interface ClaimRow {
  used: boolean;
  leased: boolean;
  just_written: boolean;
  cover_letter_id: string | null;
}

interface LetterRow {
  input_hash: string;
  regeneration_count: number;
}

/**
 * The one-free-letter rule, kept in PostgreSQL so it holds across requests and processes:
 *
 * 1. `acquire` (one short transaction) takes the session's lease: it inserts the session's claim
 *    row (`on conflict do nothing`: the primary key lets exactly one concurrent request win) or,
 *    with the row locked, decides between a rewrite of the same letter, 402, 409 and 429.
 *    A repeat of the letter's own inputs within REPEAT_WINDOW_MS of its write takes no lease: the
 *    caller answers the stored result, and no regeneration is counted.
 * 2. The writer runs with no transaction open and no row locked.
 * 3. `complete` (one short transaction) checks the lease token, writes or replaces the letter,
 *    marks the free letter used and stores the session's result. It ends the lease and records
 *    `written_at`, which is how a repeat is told from a rewrite. `release` gives the lease back
 *    after a failure, so nothing is used up. A lease left by a dead process expires.
 *
 * Every statement of a transaction goes through its own `tx` (the embedded database serialises all
 * connections through one backend, where waiting on another connection would deadlock).
 */
@Injectable()
export class GuestLetterClaims {
  constructor(
    private readonly em: EntityManager,
    private readonly versions: LetterVersions,
  ) {}

  async acquire(sessionId: string, inputHash: string, leaseMs: number): Promise<Acquired> {
    const leaseToken = randomUUID();
    const lease = [leaseToken, Math.ceil(leaseMs)];
    return this.em.transactional(async (tx) => {
      const inserted = await tx.execute<{ guest_session_id: string }[]>(
        `insert into guest_letter_claim (guest_session_id, input_hash, lease_token, lease_expires_at)
         values (?, ?, ?, now() + ?::int * interval '1 millisecond')
         on conflict (guest_session_id) do nothing
         returning guest_session_id`,
        [sessionId, inputHash, ...lease],
      );
      if (inserted.length === 1) return { kind: 'lease', claim: { sessionId, inputHash, leaseToken, letterId: null, variant: 0 } };

      // Lock the claim first and read the letter in a second statement: a join in the locking
      // statement would see the letter as of before the wait (READ COMMITTED), i.e. not yet written.
      const [row] = await tx.execute<ClaimRow[]>(
        `select used_at is not null as used,
                lease_token is not null and coalesce(lease_expires_at > now(), false) as leased,
                lease_token is null and coalesce(written_at > now() - ?::int * interval '1 millisecond', false) as just_written,
                cover_letter_id
           from guest_letter_claim where guest_session_id = ? for update`,
        [REPEAT_WINDOW_MS, sessionId],
      );
      const [letter] = row.cover_letter_id
        ? await tx.execute<LetterRow[]>('select input_hash, regeneration_count from cover_letter where id = ?', [row.cover_letter_id])
        : [];
      if (row.used && (!letter || letter.input_hash !== inputHash)) throw paymentRequired(1);
      if (row.leased) throw generationInProgress();
      if (row.used && row.just_written) return { kind: 'justWritten' };
      if (row.used && letter.regeneration_count >= MAX_REGENERATIONS) throw regenerationLimitReached(letter.regeneration_count);
      // Take the lease: to rewrite the used letter, or to write the first one again after an attempt that failed or died.
      await tx.execute(
        `update guest_letter_claim
            set input_hash = case when used_at is null then ? else input_hash end,
                lease_token = ?, lease_expires_at = now() + ?::int * interval '1 millisecond'
          where guest_session_id = ?`,
        [inputHash, ...lease, sessionId],
      );
      const letterId = row.used ? row.cover_letter_id : null;
      return { kind: 'lease', claim: { sessionId, inputHash, leaseToken, letterId, variant: letterId ? letter.regeneration_count + 1 : 0 } };
    });
  }

  /** Writes the letter (or replaces it, for a rewrite) and the session's result, if the lease is still ours. */
  /** The session's result keeps who wrote it (`provenance`); `GET /api/result` leaves it out. */
  async complete(claim: Claim, result: ComposedLetter, sources: LetterSources): Promise<void> {
    await this.em.transactional(async (tx) => {
      const held = await tx.execute<unknown[]>(
        `update guest_letter_claim set lease_token = null, lease_expires_at = null, written_at = now()
          where guest_session_id = ? and lease_token = ?
          returning guest_session_id`,
        [claim.sessionId, claim.leaseToken],
      );
      if (held.length !== 1) throw generationInProgress();
      const letter = letterContent(result, sources);
      if (claim.letterId) {
        const replaced = await tx.nativeUpdate(
          CoverLetter,
          { id: claim.letterId, inputHash: claim.inputHash, regenerationCount: { $lt: MAX_REGENERATIONS } },
          { ...letter, regenerationCount: raw('regeneration_count + 1') },
        );
        if (replaced !== 1) throw regenerationLimitReached(MAX_REGENERATIONS);
        await this.versions.append(tx, claim.letterId, letter.coverLetterText, 'generated');
      } else {
        const created = tx.create(CoverLetter, {
          ...letter,
          guestSession: tx.getReference(GuestSession, claim.sessionId),
          inputHash: claim.inputHash,
        });
        await tx.flush();
        await this.versions.append(tx, created.id, created.coverLetterText, 'generated');
        await tx.execute(`update guest_letter_claim set cover_letter_id = ?, used_at = now(), input_hash = ? where guest_session_id = ?`, [
          created.id,
          claim.inputHash,
          claim.sessionId,
        ]);
      }
      await tx.nativeUpdate(GuestSession, { id: claim.sessionId }, { result, updatedAt: new Date() });
    });
  }

  /** Gives the lease back after a failed write; the claim stays unused (or the rewrite uncounted). */
  async release(claim: Claim): Promise<void> {
    await this.em.execute(
      `update guest_letter_claim set lease_token = null, lease_expires_at = null where guest_session_id = ? and lease_token = ?`,
      [claim.sessionId, claim.leaseToken],
    );
  }
}
