import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type AnalyticsEventType = 'letter_viewed' | 'letter_deleted';

/** Something a person did that the admin analytics count; ids only, no content. */
@Entity({ tableName: 'analytics_event' })
@Index({ properties: ['type', 'createdAt'] })
export class AnalyticsEvent {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  type: AnalyticsEventType;

  @Property({ type: 'uuid', nullable: true })
  userId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  guestSessionId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  coverLetterId: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
