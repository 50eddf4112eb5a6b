import type { PostingFacts } from '@coverletter/contracts';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity';
import { GuestSession } from './guest-session.entity';

/** What the session status reports, computed from the stored data in one statement (the texts are never loaded). */
export interface SessionStatusRow {
  id: string;
  hasCv: boolean;
  hasJobInfo: boolean;
  hasResult: boolean;
  cvFilename: string | null;
  cvSize: number | null;
  cvTextLength: number | null;
  posting: PostingFacts | null;
  companyOverride: string | null;
  titleOverride: string | null;
}

/** The session's lazy columns: loaded only when asked for. */
export type GuestSessionText = 'cvText' | 'jobDescription' | 'linkedinContent' | 'result';

interface StatusRow {
  id: string;
  has_cv: boolean;
  has_job_info: boolean;
  has_result: boolean;
  cv_filename: string | null;
  cv_size: number | null;
  cv_text_length: number | null;
  posting: PostingFacts | null;
  company_override: string | null;
  title_override: string | null;
}

let findStatement: string | undefined;

/**
 * Every query on `guest_session`. The methods without `tx` work on the request's EntityManager (the
 * one that loaded the session); those with `tx` run in the caller's transaction.
 */
@Injectable()
export class GuestSessionRepository {
  constructor(private readonly em: EntityManager) {}

  async create(): Promise<GuestSession> {
    const session = new GuestSession();
    await this.em.persistAndFlush(session);
    return session;
  }

  /**
   * The session with its eager columns and formulas, managed by the request's EntityManager. A
   * statement of its own, mapped with em.map: the same entity findOne would give, without
   * building the query anew on every guest request.
   */
  async find(id: string): Promise<GuestSession | null> {
    const managed = this.em.getUnitOfWork().getById<GuestSession>(GuestSession.name, id);
    if (managed) return managed;
    const [row] = await this.em.getConnection().execute<Record<string, unknown>[]>(this.findStatement(), [id]);
    return row ? this.em.map(GuestSession, row) : null;
  }

  private findStatement(): string {
    if (findStatement) return findStatement;
    const meta = this.em.getMetadata().get(GuestSession.name);
    const table = { alias: 's', name: meta.tableName, qualifiedName: meta.tableName, toString: () => 's' };
    const columns = meta.props
      .filter((prop) => !prop.lazy && prop.fieldNames?.length)
      .map((prop) =>
        prop.formula
          ? `${prop.formula(table, meta.createColumnMappingObject())} as "${prop.fieldNames[0]}"`
          : prop.fieldNames.map((name) => `s."${name}"`).join(', '),
      );
    return (findStatement = `select ${columns.join(', ')} from "${meta.tableName}" as s where s."id" = ?`);
  }

  /** Loads the session's job description (a lazy column) before it is compared or changed. */
  async loadJobDescription(session: GuestSession): Promise<void> {
    await this.em.populate(session, ['jobDescription']);
  }

  /** Reads the session's texts afresh: another request may have changed them since the session was loaded. */
  async reloadTexts(session: GuestSession, texts: GuestSessionText[]): Promise<void> {
    await this.em.populate(session, texts, { refresh: true });
  }

  /** Writes what was changed on a session this repository loaded. */
  save(): Promise<void> {
    return this.em.flush();
  }

  async status(id: string): Promise<SessionStatusRow | null> {
    const [row] = await this.em.getConnection().execute<StatusRow[]>(
      `select id,
              cv_text is not null as has_cv,
              job_description is not null as has_job_info,
              result is not null as has_result,
              cv_filename,
              cv_size,
              cv_text_length,
              posting,
              company_override,
              title_override
         from guest_session where id = ?`,
      [id],
    );
    if (!row) return null;
    return {
      id: row.id,
      hasCv: row.has_cv,
      hasJobInfo: row.has_job_info,
      hasResult: row.has_result,
      cvFilename: row.cv_filename,
      cvSize: row.cv_size,
      cvTextLength: row.cv_text_length,
      posting: row.posting,
      companyOverride: row.company_override,
      titleOverride: row.title_override,
    };
  }

  /** Deletes the session and everything in it. */
  async delete(id: string): Promise<void> {
    await this.em.nativeDelete(GuestSession, { id });
  }

  /** Deletes the sessions idle since before `cutoff`; returns how many. */
  deleteIdleSince(cutoff: Date): Promise<number> {
    return this.em.fork().nativeDelete(GuestSession, { updatedAt: { $lt: cutoff } });
  }

  /** The session's stored result (what GET /api/result answers) takes the letter's edited text, in the edit's transaction. */
  async followLetterEdit(tx: EntityManager, sessionId: string, text: string): Promise<void> {
    await tx.execute(
      `update "guest_session" set "result" = "result" || jsonb_build_object('coverLetter', ?::text, 'edited', true), "updated_at" = now() where "id" = ? and "result" is not null`,
      [text, sessionId],
    );
  }

  /** The guest letter's result, stored on a session not carried into an account; false when the session is gone or carried. */
  async storeResult(tx: EntityManager, sessionId: string, result: GuestSession['result']): Promise<boolean> {
    return (await tx.nativeUpdate(GuestSession, { id: sessionId, migratedToUser: null }, { result, updatedAt: new Date() })) === 1;
  }

  /** The session locked until `tx` ends, with the texts a carry-over moves; null when there is none. */
  lockForCarryOver(tx: EntityManager, id: string): Promise<GuestSession | null> {
    return tx.findOne(GuestSession, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['cvText', 'linkedinContent'] });
  }

  /** The session, loaded in `tx`, is carried into the account when `tx` commits: its id then answers as an unknown session. */
  closeInto(tx: EntityManager, session: GuestSession, userId: string): void {
    session.migratedToUser = tx.getReference(User, userId);
  }
}
