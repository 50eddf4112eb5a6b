import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomBytes, randomUUID } from 'node:crypto';
import type { GenerateForUserRequest } from '@coverletter/contracts';
import { User } from '../users/user.entity';
import type { InvoiceStatus } from './gateway/payment-gateway';

/** One attempt to pay for one letter. The amount is fixed from the price config when it is created. */
@Entity({ tableName: 'payment' })
@Index({ properties: ['user', 'createdAt'] })
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

  /** What to write once paid: the CV, the job and whether to use LinkedIn. */
  @Property({ type: 'json' })
  request: GenerateForUserRequest;

  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  /** The last reason the paid letter could not be written yet (kept for follow-up). */
  @Property({ type: 'text', nullable: true })
  generationError: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
