import { MAX_REGENERATIONS } from '@coverletter/contracts';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AnalyticsEvent, type AnalyticsEventType } from '../analytics/analytics-event.entity';
import { GuestSession } from '../session/guest-session.entity';
import { User } from '../users/user.entity';
import { CoverLetter, letterContent, type ComposedLetter, type LetterSources } from './cover-letter.entity';

/** Whose letters: an account's, or a guest session's own (not yet carried into an account). */
export type LetterOwner = { userId: string } | { guestSessionId: string };

/** The letter an edit is for: an account's letter by id, or the guest session's one letter. */
export type EditableLetter = { userId: string; letterId: string } | { guestSessionId: string };

/** A letter locked for an edit, with whose it is. */
export interface LockedLetter {
  id: string;
  text: string;
  guestSessionId: string | null;
  userId: string | null;
}

/** The columns of a letter's content (`letterContent`). */
export type LetterContent = ReturnType<typeof letterContent>;

/** An account letter to save: what was written, from which inputs, and the payment's reference and cost when one paid for it. */
export interface NewAccountLetter {
  userId: string;
  inputs: LetterSources;
  inputHash: string;
  result: ComposedLetter;
  paid: { reference: string; costMinor: number } | null;
}

const ownedBy = (owner: LetterOwner) => ('userId' in owner ? { user: owner.userId } : { guestSession: owner.guestSessionId, user: null });

interface LockedRow {
  id: string;
  cover_letter_text: string;
  guest_session_id: string | null;
  user_id: string | null;
}

/**
 * Every query on `cover_letter`: lists, ownership, edits, first use, the guest's and the account's
 * inserts, a guest's rewrite, the carry-over's move, and the letter events (`analytics_event`)
 * recorded with a view or a delete. Methods that take `tx` run in the caller's transaction (see
 * `Transactions`).
 */
@Injectable()
export class CoverLetterRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first. */
  listOwned(owner: LetterOwner): Promise<CoverLetter[]> {
    return this.em.find(CoverLetter, ownedBy(owner), { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async isOwned(owner: LetterOwner, id: string): Promise<boolean> {
    return (await this.em.count(CoverLetter, { id, ...ownedBy(owner) })) > 0;
  }

  /** The guest session's newest letter of its own; null when it has none. */
  async newestGuestLetterId(guestSessionId: string): Promise<string | null> {
    const letter = await this.em.findOne(CoverLetter, { guestSession: guestSessionId, user: null }, { fields: ['id'], orderBy: { createdAt: 'desc' } });
    return letter?.id ?? null;
  }

  /** Deletes the owner's letter and records the event in the same flush; false when the owner has no such letter. */
  async removeOwned(owner: LetterOwner, id: string, event: AnalyticsEventType): Promise<boolean> {
    const letter = await this.em.findOne(CoverLetter, { id, ...ownedBy(owner) });
    if (!letter) return false;
    this.em.remove(letter);
    this.addEvent(event, owner, id);
    await this.em.flush();
    return true;
  }

  async recordEvent(event: AnalyticsEventType, owner: LetterOwner, letterId: string): Promise<void> {
    this.addEvent(event, owner, letterId);
    await this.em.flush();
  }

  /** The letter's first use; a later one changes nothing. Whether it had an edited version is read in the same statement, so a concurrent edit is either before or after it. */
  async markFirstUse(id: string): Promise<void> {
    await this.em.execute(
      `update "cover_letter" c set "first_used_at" = now(),
              "edited_before_use" = exists (select 1 from "cover_letter_version" v where v."cover_letter_id" = c."id" and v."source" = 'edited')
        where c."id" = ? and c."first_used_at" is null`,
      [id],
    );
  }

  /** The owner's letter, locked until `tx` ends; a guest's only while it is not carried into an account nor paid. Null when there is none. */
  async lockForEdit(tx: EntityManager, owner: EditableLetter): Promise<LockedLetter | null> {
    const [row] =
      'userId' in owner
        ? await tx.execute<LockedRow[]>(
            'select "id", "cover_letter_text", "guest_session_id", "user_id" from "cover_letter" where "id" = ? and "user_id" = ? for update',
            [owner.letterId, owner.userId],
          )
        : await tx.execute<LockedRow[]>(
            `select "id", "cover_letter_text", "guest_session_id", "user_id" from "cover_letter"
              where "guest_session_id" = ? and "user_id" is null and not "was_paid" for update`,
            [owner.guestSessionId],
          );
    return row ? { id: row.id, text: row.cover_letter_text, guestSessionId: row.guest_session_id, userId: row.user_id } : null;
  }

  async setText(tx: EntityManager, id: string, text: string): Promise<void> {
    await tx.execute('update "cover_letter" set "cover_letter_text" = ? where "id" = ?', [text, id]);
  }

  /** How many letters the account has from these inputs. */
  countForInputs(userId: string, inputHash: string): Promise<number> {
    return this.em.fork().count(CoverLetter, { user: userId, inputHash });
  }

  countOwnedByUser(userId: string): Promise<number> {
    return this.em.fork().count(CoverLetter, { user: userId });
  }

  /** Saves an account's letter in `tx`. */
  async insertForAccount(tx: EntityManager, letter: NewAccountLetter): Promise<CoverLetter> {
    const row = tx.create(CoverLetter, {
      ...letterContent(letter.result, letter.inputs),
      user: tx.getReference(User, letter.userId),
      inputHash: letter.inputHash,
      wasPaid: letter.paid !== null,
      costIncurredMinor: letter.paid?.costMinor ?? null,
      paymentId: letter.paid?.reference ?? null,
    });
    await tx.flush();
    return row;
  }

  /** Saves a guest session's new letter in `tx`; answers its id. */
  async insertForGuest(tx: EntityManager, guestSessionId: string, inputHash: string, content: LetterContent): Promise<string> {
    const created = tx.create(CoverLetter, { ...content, guestSession: tx.getReference(GuestSession, guestSessionId), inputHash });
    await tx.flush();
    return created.id;
  }

  /** A guest's rewrite: the letter takes the new content and counts one more rewrite, only while it has these inputs and rewrites left. False when it did not. */
  async replaceForRewrite(tx: EntityManager, letterId: string, inputHash: string, content: LetterContent): Promise<boolean> {
    const replaced = await tx.nativeUpdate(
      CoverLetter,
      { id: letterId, inputHash, regenerationCount: { $lt: MAX_REGENERATIONS } },
      { ...content, regenerationCount: raw('regeneration_count + 1') },
    );
    return replaced === 1;
  }

  /** The carry-over: these letters of the guest session, still nobody's, become the account's (in the carry-over's transaction). */
  async moveIntoAccount(tx: EntityManager, letterIds: string[], guestSessionId: string, userId: string): Promise<void> {
    await tx.nativeUpdate(CoverLetter, { id: { $in: letterIds }, guestSession: guestSessionId, user: null }, { user: tx.getReference(User, userId) });
  }

  /** How many of the guest session's letters belong to the account. */
  countCarried(tx: EntityManager, guestSessionId: string, userId: string): Promise<number> {
    return tx.count(CoverLetter, { guestSession: guestSessionId, user: { id: userId } });
  }

  private addEvent(type: AnalyticsEventType, owner: LetterOwner, coverLetterId: string): void {
    const event = new AnalyticsEvent();
    event.type = type;
    event.userId = 'userId' in owner ? owner.userId : null;
    event.guestSessionId = 'guestSessionId' in owner ? owner.guestSessionId : null;
    event.coverLetterId = coverLetterId;
    this.em.persist(event);
  }
}
