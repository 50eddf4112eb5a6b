import type { CvUploadResponse, SessionStatus } from '@coverletter/contracts';
import { Injectable } from '@nestjs/common';
import type { GuestSession } from '../session/guest-session.entity';
import { GuestSessionRepository } from '../session/guest-session.repository';
import { SessionService } from '../session/session.service';
import { CvTextExtractor, type UploadedCvFile } from './cv-text-extractor.service';

@Injectable()
export class CvService {
  constructor(
    private readonly guestSessions: GuestSessionRepository,
    private readonly extractor: CvTextExtractor,
    private readonly sessions: SessionService,
  ) {}

  /** Reads the file and, only when it is a usable CV, replaces the session's CV with it. */
  async saveGuestCv(session: GuestSession, file: UploadedCvFile): Promise<CvUploadResponse> {
    const cv = await this.extractor.extract(file);
    session.cvFilename = cv.filename;
    session.cvSize = cv.size;
    session.cvText = cv.text;
    session.cvTextLength = cv.text.length;
    session.updatedAt = new Date();
    await this.guestSessions.save();
    return { filename: cv.filename, size: cv.size, cvContent: cv.text, textLength: cv.text.length, sessionId: session.id };
  }

  /** Forgets the session's CV (whether or not it had one) and answers the session's new status. */
  async clearGuestCv(session: GuestSession): Promise<SessionStatus> {
    session.cvFilename = null;
    session.cvSize = null;
    session.cvText = null;
    session.cvTextLength = null;
    session.updatedAt = new Date();
    await this.guestSessions.save();
    return this.sessions.status(session);
  }
}
