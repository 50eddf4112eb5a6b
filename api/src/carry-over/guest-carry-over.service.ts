import type { MigrateSessionResponse } from '@coverletter/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../common/app-error';
import { Transactions } from '../database/transactions';
import { LetterCredits } from '../entitlements/letter-credits.service';
import { CoverLetterRepository } from '../generation/cover-letter.repository';
import { LinkedinProfileRepository } from '../linkedin-profile/linkedin-profile.repository';
import { SavedCvRepository } from '../saved-cvs/saved-cv.repository';
import { GuestBinding } from '../session/guest-binding';
import type { GuestSession } from '../session/guest-session.entity';
import { GuestSessionRepository } from '../session/guest-session.repository';
import type { User } from '../users/user.entity';

const SESSION_TAKEN = {
  error: 'Session belongs to another account',
  message: 'This guest session was already saved to a different account.',
};

/**
 * Carries a guest's work into an account: the CV (saved; the default if the user has none), the
 * LinkedIn background (unless the account has a profile), and the letter, unless the account has
 * already used its free letter (a guest letter is a free letter: it never makes a second one).
 * Idempotent; a session moves into one account only, and is closed once it has (its id then
 * answers as an unknown session); the guest's free letter becomes the account's free letter.
 */
@Injectable()
export class GuestCarryOverService {
  constructor(
    private readonly transactions: Transactions,
    private readonly guestSessions: GuestSessionRepository,
    private readonly letters: CoverLetterRepository,
    private readonly binding: GuestBinding,
    private readonly credits: LetterCredits,
    private readonly cvs: SavedCvRepository,
    private readonly profiles: LinkedinProfileRepository,
  ) {}

  /**
   * POST /api/migrate-session: the session moves only when this browser holds it (header or
   * binding cookie); asking again for one already moved into this account is idempotent. Any other
   * session answers as an unknown one.
   */
  async carryOverFromBrowser(user: User, sessionId: string, req: Request): Promise<MigrateSessionResponse> {
    if (this.binding.holds(req, sessionId)) return this.carryOver(user, sessionId);
    const session = await this.guestSessions.find(sessionId.toLowerCase());
    if (session?.migratedToUser?.id !== user.id) return { migratedCoverLetter: false };
    return this.carryOver(user, sessionId);
  }

  async carryOver(user: User, sessionId: string): Promise<MigrateSessionResponse> {
    return this.transactions.run(async (tx) => {
      const session = await this.guestSessions.lockForCarryOver(tx, sessionId.toLowerCase());
      if (!session) return { migratedCoverLetter: false };
      if (session.migratedToUser && session.migratedToUser.id !== user.id) throw new AppError(HttpStatus.FORBIDDEN, SESSION_TAKEN);
      if (!session.migratedToUser) {
        this.guestSessions.closeInto(tx, session, user.id);
        await this.moveCv(tx, user, session);
        await this.moveLinkedin(tx, user, session);
        await this.moveLetter(tx, user, session);
      }
      const letters = await this.letters.countCarried(tx, session.id, user.id);
      return { migratedCoverLetter: letters > 0 };
    });
  }

  /** The guest's letter, into an account whose free letter it then is (LetterCredits.carryOver decides). */
  private async moveLetter(tx: EntityManager, user: User, session: GuestSession): Promise<void> {
    const movable = await this.credits.carryOver(tx, session.id, user.id);
    if (!movable.length) return;
    await this.letters.moveIntoAccount(tx, movable, session.id, user.id);
  }

  private async moveCv(tx: EntityManager, user: User, session: GuestSession): Promise<void> {
    if (!session.cvText) return;
    await this.cvs.add(tx, user.id, { filename: session.cvFilename ?? 'CV', size: session.cvSize ?? 0, text: session.cvText });
  }

  private async moveLinkedin(tx: EntityManager, user: User, session: GuestSession): Promise<void> {
    if (!session.linkedinUrl) return;
    await this.profiles.addIfAbsent(tx, user.id, { linkedinUrl: session.linkedinUrl, linkedinContent: session.linkedinContent });
  }

  /** POST /api/clear-session: the guest's session and everything in it are deleted. */
  async clear(session: GuestSession): Promise<{ success: true }> {
    await this.guestSessions.delete(session.id);
    return { success: true };
  }
}
