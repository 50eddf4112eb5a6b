import { Entity, ManyToOne, OneToOne, OptionalProps, Property } from '@mikro-orm/core';
import { GuestSession } from '../session/guest-session.entity';
import { CoverLetter } from './cover-letter.entity';

/**
 * A guest session's claim on its one free letter, and the lease of the generation in flight.
 * The primary key (the session) makes the claim unique; `usedAt` is set once the free letter is
 * written and never cleared, so deleting the letter does not give the session another one.
 * The rows are written with plain SQL in `guest-letter-claims.ts`; this entity describes the table.
 */
@Entity({ tableName: 'guest_letter_claim' })
export class GuestLetterClaim {
  [OptionalProps]?: 'createdAt';

  @OneToOne({ entity: () => GuestSession, primary: true, deleteRule: 'cascade', fieldName: 'guest_session_id' })
  guestSession: GuestSession;

  /** The inputs of the free letter, or of the first attempt while it is in flight. */
  @Property({ type: 'text' })
  inputHash: string;

  @ManyToOne({ entity: () => CoverLetter, nullable: true, deleteRule: 'set null', fieldName: 'cover_letter_id' })
  coverLetter: CoverLetter | null = null;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  /** Set while a generation runs; only the holder of the token may finish or release it. */
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
