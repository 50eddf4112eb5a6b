import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A person of the built-in dev identity provider: whoever typed this e-mail on its sign-in page. */
@Entity({ tableName: 'dev_identity' })
export class DevIdentity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text', unique: true })
  email: string;

  @Property({ type: 'text' })
  firstName: string;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
