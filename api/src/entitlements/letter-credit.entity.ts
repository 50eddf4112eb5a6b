import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { CoverLetter } from '../generation/cover-letter.entity';
import type { Payment } from '../payment/payment.entity';
import { GuestSession } from '../session/guest-session.entity';
import { User } from '../users/user.entity';

export type CreditKind = 'free' | 'paid';

/**
 * The right to write one letter: a guest session's or an account's free letter (`slot` 1..FREE_LETTERS),
 * or the letter a payment paid for (kind 'paid', the payer's, one per payment).
 * A credit is granted unused, leased while a letter is written, and used (never again unused)
 * once the letter is saved; deleting the letter does not give the credit back.
 * Only `letter-credit.repository.ts` writes these rows.
 */
@Entity({ tableName: 'letter_credit' })
@Check({ name: 'letter_credit_one_owner', expression: '("guest_session_id" is null) <> ("user_id" is null)' })
@Index({
  name: 'letter_credit_free_per_guest',
  expression: `create unique index "letter_credit_free_per_guest" on "letter_credit" ("guest_session_id", "slot") where "kind" = 'free'`,
})
@Index({
  name: 'letter_credit_free_per_account',
  expression: `create unique index "letter_credit_free_per_account" on "letter_credit" ("user_id", "slot") where "kind" = 'free'`,
})
@Index({
  name: 'letter_credit_paid_per_payment',
  expression: `create unique index "letter_credit_paid_per_payment" on "letter_credit" ("payment_id", "slot") where "kind" = 'paid'`,
})
export class LetterCredit {
  [OptionalProps]?: 'createdAt' | 'kind' | 'slot';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', default: 'free' })
  kind: CreditKind = 'free';

  /** Which of the owner's credits of this kind (1 while there is one free letter). */
  @Property({ type: 'integer', default: 1 })
  slot: number = 1;

  @ManyToOne({ entity: () => GuestSession, nullable: true, deleteRule: 'cascade', fieldName: 'guest_session_id', index: false })
  guestSession: GuestSession | null = null;

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'cascade', fieldName: 'user_id', index: false })
  user: User | null = null;

  /** The payment a paid credit came from. By name, like the letter. */
  @ManyToOne({ entity: 'Payment', nullable: true, deleteRule: 'cascade', fieldName: 'payment_id', index: false })
  payment: Payment | null = null;

  /** The letter the credit wrote; null while unused, or once the owner deleted the letter. By name: entitlements imports no feature that uses it. */
  @ManyToOne({ entity: 'CoverLetter', nullable: true, deleteRule: 'set null', fieldName: 'cover_letter_id' })
  coverLetter: CoverLetter | null = null;

  /** The inputs of the letter written, or of the attempt in flight (a guest's rewrite needs the same ones). */
  @Property({ type: 'text', nullable: true })
  inputHash: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  /** Set while a letter is written; only the holder of the token may complete or release it. */
  @Property({ type: 'uuid', nullable: true })
  leaseToken: string | null = null;

  /** A lease past this time belongs to a request that died; the next request may take it over. */
  @Property({ type: 'datetime', nullable: true })
  leaseExpiresAt: Date | null = null;

  /** When the letter was last written or rewritten: a repeat of the same request soon after is not a rewrite. */
  @Property({ type: 'datetime', nullable: true })
  writtenAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
