import type { LetterVersionSource } from '@coverletter/contracts';
import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CoverLetter } from '../generation/cover-letter.entity';

/**
 * One text a letter has had: every generation (the first and each rewrite) and every saved edit.
 * Numbers run 1, 2, 3… per letter; the highest is the letter's current text (`cover_letter_text`).
 * The rows are written with plain SQL in `letter-versions.ts`; this entity describes the table.
 */
@Entity({ tableName: 'cover_letter_version' })
@Unique({ name: 'cover_letter_version_letter_number_unique', properties: ['coverLetter', 'number'] })
export class CoverLetterVersion {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => CoverLetter, deleteRule: 'cascade', fieldName: 'cover_letter_id' })
  coverLetter: CoverLetter;

  @Property({ type: 'integer' })
  number: number;

  @Property({ type: 'text' })
  text: string;

  @Enum({ items: ['generated', 'edited'] })
  source: LetterVersionSource;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
