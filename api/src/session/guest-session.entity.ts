import type { PostingFacts } from '@coverletter/contracts';
import { Entity, Formula, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

/** A guest's work in progress, keyed by the id the browser sends as X-Session-ID. */
@Entity({ tableName: 'guest_session' })
@Index({ properties: ['updatedAt'] })
export class GuestSession {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Last activity; sessions idle past the retention period are deleted. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'text', nullable: true })
  cvFilename: string | null = null;

  @Property({ type: 'integer', nullable: true })
  cvSize: number | null = null;

  @Property({ type: 'text', nullable: true, lazy: true })
  cvText: string | null = null;

  /** `cvText.length`, kept with it: the status reports it without loading the text. */
  @Property({ type: 'integer', nullable: true })
  cvTextLength: number | null = null;

  @Property({ type: 'text', nullable: true })
  jobUrl: string | null = null;

  @Property({ type: 'text', nullable: true, lazy: true })
  jobDescription: string | null = null;

  /** What was read from the job description: title, company, location, language, requirements, source. */
  @Property({ type: 'json', nullable: true })
  posting: PostingFacts | null = null;

  /** The company and title the user set; they win over what was read. */
  @Property({ type: 'text', nullable: true })
  companyOverride: string | null = null;

  @Property({ type: 'text', nullable: true })
  titleOverride: string | null = null;

  @Property({ type: 'text', nullable: true })
  linkedinUrl: string | null = null;

  @Property({ type: 'text', nullable: true, lazy: true })
  linkedinContent: string | null = null;

  /** The last generated letter with its score and skills; its shape belongs to the generation module. */
  @Property({ type: 'json', nullable: true, lazy: true })
  result: unknown = null;

  /**
   * Whether the lazy texts are there, read in the statement that loads the session, so the status
   * needs no second query. As loaded: not updated by a change later in the request.
   */
  @Formula((alias) => `${alias}.cv_text is not null`, { type: 'boolean' })
  loadedWithCv?: boolean;

  @Formula((alias) => `${alias}.job_description is not null`, { type: 'boolean' })
  loadedWithJobInfo?: boolean;

  @Formula((alias) => `${alias}.result is not null`, { type: 'boolean' })
  loadedWithResult?: boolean;

  /** The account this session's work was carried into at sign-in; a session moves into one account only. */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null', fieldName: 'migrated_to_user_id' })
  migratedToUser: User | null = null;
}
