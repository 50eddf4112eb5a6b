import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

/** A CV a signed-in user keeps: the file's name and its extracted text (the file itself is not kept). */
@Entity({ tableName: 'saved_cv' })
@Index({ properties: ['user', 'createdAt'] })
@Unique({
  name: 'saved_cv_one_default_per_user',
  expression: 'create unique index "saved_cv_one_default_per_user" on "saved_cv" ("user_id") where "is_default"',
})
export class SavedCv {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', fieldName: 'user_id' })
  user: User;

  @Property({ type: 'text' })
  filename: string;

  @Property({ type: 'integer' })
  size: number;

  @Property({ type: 'text', lazy: true })
  content: string;

  @Property({ type: 'integer' })
  textLength: number;

  @Property({ type: 'boolean', default: false })
  isDefault: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
