import type { LetterVersion, LetterVersionSource } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

interface VersionRow {
  number: number;
  text: string;
  source: LetterVersionSource;
  created_at: Date;
}

function toLetterVersion(row: VersionRow): LetterVersion {
  return { number: row.number, text: row.text, source: row.source, createdAt: new Date(row.created_at).toISOString() };
}

/**
 * The versions of letters. `append` takes the transaction of the write it records, so a letter's
 * text and its newest version are always saved together; the caller holds the letter's row (its
 * insert, or a lock) so two appends to one letter cannot take the same number.
 */
@Injectable()
export class LetterVersionRepository {
  constructor(private readonly em: EntityManager) {}

  async append(tx: EntityManager, letterId: string, text: string, source: LetterVersionSource): Promise<LetterVersion> {
    const [row] = await tx.execute<VersionRow[]>(
      `insert into "cover_letter_version" ("id", "cover_letter_id", "number", "text", "source")
       select ?, ?, coalesce(max("number"), 0) + 1, ?, ? from "cover_letter_version" where "cover_letter_id" = ?
       returning "number", "text", "source", "created_at"`,
      [randomUUID(), letterId, text, source, letterId],
    );
    return toLetterVersion(row);
  }

  /** Oldest first; inside `tx` when one is given. */
  async list(letterId: string, em: EntityManager = this.em): Promise<LetterVersion[]> {
    const rows = await em.execute<VersionRow[]>(
      `select "number", "text", "source", "created_at" from "cover_letter_version" where "cover_letter_id" = ? order by "number"`,
      [letterId],
    );
    return rows.map(toLetterVersion);
  }
}
