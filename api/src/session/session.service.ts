import { ERROR_TEXT, GUEST_SESSION_RETENTION_DAYS, isSessionId, type SessionInitResponse, type SessionStatus } from '@coverletter/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { readPostingFacts, summarisePosting } from '../job/posting/posting-facts';
import { JobInfoDto } from './dto/job-info.dto';
import type { GuestSession } from './guest-session.entity';
import { GuestSessionRepository, type SessionStatusRow } from './guest-session.repository';

/** A session's last-activity time is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

@Injectable()
export class SessionService {
  constructor(private readonly sessions: GuestSessionRepository) {}

  async start(): Promise<SessionInitResponse> {
    const session = await this.sessions.create();
    return { sessionId: session.id };
  }

  /** The session named by the X-Session-ID header, or a 4xx that says what is wrong. */
  async requireSession(header: string | undefined): Promise<GuestSession> {
    if (!header) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.sessionMissing);
    if (!isSessionId(header)) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.sessionMalformed);
    const session = await this.sessions.find(header.toLowerCase());
    // A session carried into an account is closed: its id answers as an unknown one.
    if (!session || session.migratedToUser) throw new AppError(HttpStatus.NOT_FOUND, ERROR_TEXT.sessionNotFound);
    if (Date.now() - session.updatedAt.getTime() > TOUCH_INTERVAL_MS) {
      session.updatedAt = new Date();
      await this.sessions.save();
    }
    return session;
  }

  /** The status of a session as the request loaded it, before anything changed it: no further query. */
  loadedStatus(session: GuestSession): SessionStatus {
    const { loadedWithCv, loadedWithJobInfo, loadedWithResult } = session;
    if (loadedWithCv === undefined || loadedWithJobInfo === undefined || loadedWithResult === undefined) {
      throw new Error('loadedStatus needs a session loaded from the database');
    }
    const { id, cvFilename, cvSize, cvTextLength, posting, companyOverride, titleOverride } = session;
    return this.statusOf({
      id,
      hasCv: loadedWithCv,
      hasJobInfo: loadedWithJobInfo,
      hasResult: loadedWithResult,
      cvFilename,
      cvSize,
      cvTextLength,
      posting,
      companyOverride,
      titleOverride,
    });
  }

  /** The status as stored now, after a change. */
  async status(session: GuestSession): Promise<SessionStatus> {
    const row = await this.sessions.status(session.id);
    if (!row) throw new AppError(HttpStatus.NOT_FOUND, ERROR_TEXT.sessionNotFound);
    return this.statusOf(row);
  }

  private statusOf(row: SessionStatusRow): SessionStatus {
    const status: SessionStatus = { sessionId: row.id, hasCV: row.hasCv, hasJobInfo: row.hasJobInfo, hasResult: row.hasResult };
    if (row.hasCv && row.cvFilename !== null && row.cvSize !== null && row.cvTextLength !== null) {
      status.cv = { filename: row.cvFilename, size: row.cvSize, textLength: row.cvTextLength };
    }
    if (row.hasJobInfo) status.posting = summarisePosting(row.posting, row.companyOverride, row.titleOverride);
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
    if (descriptionChanged) await this.sessions.loadJobDescription(session);
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
    await this.sessions.save();
    return this.status(session);
  }

  /** Deletes sessions idle for longer than the retention period; returns how many. */
  async deleteExpired(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - GUEST_SESSION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    return this.sessions.deleteIdleSince(cutoff);
  }
}
