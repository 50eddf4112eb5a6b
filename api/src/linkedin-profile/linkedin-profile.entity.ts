import { Entity, OneToOne, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** A signed-in user's LinkedIn profile: its URL and the background text used in letters. */
@Entity({ tableName: 'linkedin_profile' })
export class LinkedinProfile {
  [PrimaryKeyProp]?: 'user';

  @OneToOne({ entity: () => User, primary: true, deleteRule: 'cascade', fieldName: 'user_id' })
  user: User;

  @Property({ type: 'text' })
  linkedinUrl: string;

  @Property({ type: 'text', nullable: true })
  linkedinContent: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
