import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A signed-in person, created or updated from the identity provider's claims at each sign-in. */
@Entity({ tableName: 'app_user' })
@Unique({ properties: ['issuer', 'subject'] })
export class User {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  issuer: string;

  @Property({ type: 'text' })
  subject: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  @Property({ type: 'boolean', default: false })
  emailVerified: boolean = false;

  @Property({ type: 'text', nullable: true })
  firstName: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastLoginAt: Date = new Date();
}
