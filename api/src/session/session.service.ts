import { ERROR_TEXT, GUEST_SESSION_RETENTION_DAYS, isSessionId, type PostingFacts, type SessionInitResponse, type SessionStatus } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { readPostingFacts, summarisePosting } from '../job/posting/posting-facts';
import { JobInfoDto } from './dto/job-info.dto';
import { GuestSession } from './guest-session.entity';

/** A session's last-activity time is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

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

@Injectable()
export class SessionService {
  constructor(private readonly em: EntityManager) {}

  async start(): Promise<SessionInitResponse> {
    const session = new GuestSession();
    await this.em.persistAndFlush(session);
    return { sessionId: session.id };
  }

  /** The session named by the X-Session-ID header, or a 4xx that says what is wrong. */
  async requireSession(header: string | undefined): Promise<GuestSession> {
    if (!header) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.sessionMissing);
    if (!isSessionId(header)) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.sessionMalformed);
    const session = await this.em.findOne(GuestSession, { id: header.toLowerCase() });
    // A session carried into an account is closed: its id answers as an unknown one.
    if (!session || session.migratedToUser) throw new AppError(HttpStatus.NOT_FOUND, ERROR_TEXT.sessionNotFound);
    if (Date.now() - session.updatedAt.getTime() > TOUCH_INTERVAL_MS) {
      session.updatedAt = new Date();
      await this.em.flush();
    }
    return session;
  }

  async status(session: GuestSession): Promise<SessionStatus> {
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
      [session.id],
    );
    const status: SessionStatus = { sessionId: row.id, hasCV: row.has_cv, hasJobInfo: row.has_job_info, hasResult: row.has_result };
    if (row.has_cv && row.cv_filename !== null && row.cv_size !== null && row.cv_text_length !== null) {
      status.cv = { filename: row.cv_filename, size: row.cv_size, textLength: row.cv_text_length };
    }
    if (row.has_job_info) status.posting = summarisePosting(row.posting, row.company_override, row.title_override);
    return status;
  }

  /**
   * Saves the job and LinkedIn details; a field left out is unchanged, an empty one is cleared. A
   * new description is read again (title, company, language, requirements); the company and title
   * the user set stay until they clear them.
   */
  async saveJobInfo(session: GuestSession, info: JobInfoDto): Promise<SessionStatus> {
    const fields = ['jobUrl', 'jobDescription', 'linkedinUrl', 'linkedinContent'] as const;
    const named = info.company !== undefined || info.jobTitle !== undefined;
    if (fields.every((f) => !info[f]) && !named) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.missingJobInfo);
    const descriptionChanged = info.jobDescription !== undefined || info.jobUrl !== undefined;
    if (descriptionChanged) await this.em.populate(session, ['jobDescription']);
    const previousDescription = session.jobDescription;
    for (const field of fields) {
      if (info[field] !== undefined) session[field] = info[field] || null;
    }
    // Another posting starts without the corrections made to the last one.
    if (info.jobDescription !== undefined && info.jobDescription !== previousDescription) {
      session.companyOverride = null;
      session.titleOverride = null;
    }
    if (info.company !== undefined) session.companyOverride = info.company || null;
    if (info.jobTitle !== undefined) session.titleOverride = info.jobTitle || null;
    if (descriptionChanged) session.posting = session.jobDescription ? readPostingFacts(session.jobDescription, session.jobUrl) : null;
    session.updatedAt = new Date();
    await this.em.flush();
    return this.status(session);
  }

  /** Deletes sessions idle for longer than the retention period; returns how many. */
  async deleteExpired(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - GUEST_SESSION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    return this.em.fork().nativeDelete(GuestSession, { updatedAt: { $lt: cutoff } });
  }
}
