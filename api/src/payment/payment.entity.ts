import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomBytes, randomUUID } from 'node:crypto';
import type { GenerateForUserRequest } from '@coverletter/contracts';
import type { LetterInputs } from '../letters/letter-inputs';
import { User } from '../users/user.entity';
import type { InvoiceStatus } from './gateway/payment-gateway';

/**
 * What to write once paid: the request as sent, and the texts it pointed at when the payment was
 * created (the CV may be deleted and the posting may vanish after the money is taken). Payments
 * made before snapshots were kept have none; their letter reads the inputs again.
 */
export interface PaidLetterRequest extends GenerateForUserRequest {
  snapshot?: LetterInputs;
}

export const PAYMENT_AWAITING_LETTER_INDEX = 'payment_awaiting_letter';

/** One attempt to pay for one letter. The amount is fixed from the price config when it is created. */
@Entity({ tableName: 'payment' })
@Index({ properties: ['user', 'createdAt'] })
@Index({
  name: PAYMENT_AWAITING_LETTER_INDEX,
  expression: `create index "${PAYMENT_AWAITING_LETTER_INDEX}" on "payment" ("paid_at") where "status" = 'success' and "letter_written_at" is null`,
})
export class Payment {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Our unguessable reference: in the bank's invoice, the return URL and the verify call. */
  @Property({ type: 'text', unique: true })
  reference: string = `clp_${randomBytes(18).toString('base64url')}`;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', fieldName: 'user_id' })
  user: User;

  @Property({ type: 'text' })
  gateway: 'monobank' | 'dev';

  @Property({ type: 'text', nullable: true, unique: true })
  invoiceId: string | null = null;

  @Property({ type: 'integer' })
  amountMinor: number;

  @Property({ type: 'text' })
  currency: string;

  @Property({ type: 'integer' })
  currencyCode: number;

  @Property({ type: 'text', default: 'created' })
  status: InvoiceStatus = 'created';

  /** The bank's modifiedDate of the state we hold; older updates are ignored. */
  @Property({ type: 'datetime', nullable: true })
  statusModifiedAt: Date | null = null;

  @Property({ type: 'json' })
  request: PaidLetterRequest;

  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  /**
   * Set in the transaction that saves the paid letter, and never cleared: the payment is fulfilled
   * even if its owner deletes the letter later (nothing writes it again).
   */
  @Property({ type: 'datetime', nullable: true })
  letterWrittenAt: Date | null = null;

  /** The last reason the paid letter could not be written yet; cleared once it is written. Paid, not written, with a reason: needs follow-up. */
  @Property({ type: 'text', nullable: true })
  generationError: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
