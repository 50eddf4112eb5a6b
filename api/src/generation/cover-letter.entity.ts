import {
  resolveLetterOptions,
  type GenerationResult,
  type Letterhead,
  type LetterLanguageChoice,
  type LetterLength,
  type LetterTone,
  type SkillEvidence,
} from '@coverletter/contracts';
import type { LetterProvenance, TokenUsage } from './letter-writer';
import { DecimalType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { GuestSession } from '../session/guest-session.entity';
import { User } from '../users/user.entity';

/** Where a letter's inputs came from, kept with it. */
export interface LetterSources {
  jobUrl: string | null;
  linkedinUrl: string | null;
}

/** A letter as the composer hands it over: the answer, and who wrote it (stored with the letter, never sent to its reader). */
export type ComposedLetter = GenerationResult & { provenance?: LetterProvenance | null };

/** The columns a letter takes from the writer's answer and its sources: the same for a guest's letter, a rewrite and an account's. */
export function letterContent(result: ComposedLetter, sources: LetterSources) {
  return {
    writerModel: result.provenance?.model ?? null,
    promptVersion: result.provenance?.promptVersion ?? null,
    tokenUsage: result.provenance?.usage ?? null,
    companyName: result.companyName,
    jobTitle: result.jobTitle,
    jobUrl: sources.jobUrl,
    linkedinUrl: sources.linkedinUrl,
    coverLetterText: result.coverLetter,
    compatibilityScore: result.compatibilityScore,
    matchingSkills: result.matchingSkills,
    missingSkills: result.missingSkills,
    skillEvidence: result.skillEvidence ?? [],
    letterhead: result.letterhead ?? null,
    ...resolveLetterOptions(result),
  };
}

/**
 * A written cover letter: a guest's free letter (guest_session_id set), or a signed-in user's
 * (user_id set; a paid one carries the payment). Every row is a finished letter.
 */
@Entity({ tableName: 'cover_letter' })
@Index({ properties: ['user', 'createdAt'] })
@Index({ name: 'cover_letter_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({
  name: 'cover_letter_one_per_payment',
  expression: 'create unique index "cover_letter_one_per_payment" on "cover_letter" ("payment_id") where "payment_id" is not null',
})
export class CoverLetter {
  [OptionalProps]?: 'wasPaid' | 'regenerationCount' | 'createdAt' | 'skillEvidence' | 'letterhead' | 'length' | 'tone' | 'language';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'cascade', fieldName: 'user_id' })
  user: User | null = null;

  /** The guest session that wrote it; kept (as null) when the session expires. */
  @ManyToOne({ entity: () => GuestSession, nullable: true, deleteRule: 'set null', fieldName: 'guest_session_id' })
  guestSession: GuestSession | null = null;

  @Property({ type: 'text', nullable: true })
  companyName: string | null = null;

  @Property({ type: 'text', nullable: true })
  jobTitle: string | null = null;

  @Property({ type: 'text', nullable: true })
  jobUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  linkedinUrl: string | null = null;

  @Property({ type: 'text' })
  coverLetterText: string;

  /** 0-10 with one decimal. */
  @Property({ type: new DecimalType('number'), precision: 3, scale: 1 })
  compatibilityScore: number;

  @Property({ type: 'json' })
  matchingSkills: string[];

  @Property({ type: 'json' })
  missingSkills: string[];

  /** For each matching skill, the CV or background line that shows it. */
  @Property({ type: 'json', default: '[]' })
  skillEvidence: SkillEvidence[] = [];

  /** The candidate's name and contact details from the CV, and the letter's language, for the exported document; null for letters written before it was kept. */
  @Property({ type: 'json', nullable: true })
  letterhead: Letterhead | null = null;

  /** sha256 of the CV, job description and LinkedIn text the letter was written from. */
  @Property({ type: 'text' })
  inputHash: string;

  /** The model that wrote it, as the provider named it ('local' for the built-in writer); null for letters written before it was kept. */
  @Property({ type: 'text', nullable: true })
  writerModel: string | null = null;

  @Property({ type: 'text', nullable: true })
  promptVersion: string | null = null;

  /** The tokens the writing took, when the provider reported them. */
  @Property({ type: 'json', nullable: true })
  tokenUsage: TokenUsage | null = null;

  @Property({ type: 'boolean', default: false })
  wasPaid: boolean = false;

  /** What the letter cost in US cents (the spec's costIncurred is dollars); null for a free letter. */
  @Property({ type: 'integer', nullable: true })
  costIncurredMinor: number | null = null;

  /** The payment's reference. */
  @Property({ type: 'text', nullable: true })
  paymentId: string | null = null;

  /** Times the letter was rewritten from the same inputs (MAX_REGENERATIONS at most). */
  @Property({ type: 'integer', default: 0 })
  regenerationCount: number = 0;

  /** The user's choices it was written with (issue 13); `language` is the choice ('auto': the posting's), the letterhead has the language it is in. */
  @Property({ type: 'text', default: 'standard' })
  length: LetterLength = 'standard';

  @Property({ type: 'text', default: 'formal' })
  tone: LetterTone = 'formal';

  @Property({ type: 'text', default: 'auto' })
  language: LetterLanguageChoice = 'auto';

  /** Its first copy, download or export, and whether it had an edited version then; null until then. */
  @Property({ type: 'datetime', nullable: true })
  firstUsedAt: Date | null = null;

  @Property({ type: 'boolean', nullable: true })
  editedBeforeUse: boolean | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
