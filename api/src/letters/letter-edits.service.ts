import type { LetterVersion } from '@coverletter/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { Transactions } from '../database/transactions';
import { noResultYet } from '../generation/generation-errors';
import { LetterVersionRepository } from '../letter-versions/letter-version.repository';
import type { GuestSession } from '../session/guest-session.entity';
import { GuestSessionRepository } from '../session/guest-session.repository';
import type { User } from '../users/user.entity';
import { CoverLetterRepository, type EditableLetter } from '../generation/cover-letter.repository';
import { LETTER_NOT_FOUND } from './letters.service';

/**
 * The user's edits: each saved text becomes the letter's text and its newest version ('edited').
 * Going back to an earlier version is an edit with that version's text.
 */
@Injectable()
export class LetterEditsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly letters: CoverLetterRepository,
    private readonly guestSessions: GuestSessionRepository,
    private readonly versions: LetterVersionRepository,
  ) {}

  editOwn(user: User, letterId: string, text: string): Promise<LetterVersion> {
    return this.edit({ userId: user.id, letterId }, text);
  }

  editGuestLetter(guestSession: GuestSession, text: string): Promise<LetterVersion> {
    return this.edit({ guestSessionId: guestSession.id }, text);
  }

  async versionsOfOwn(user: User, letterId: string): Promise<LetterVersion[]> {
    if (!(await this.letters.isOwned({ userId: user.id }, letterId))) throw new AppError(HttpStatus.NOT_FOUND, LETTER_NOT_FOUND);
    return this.versions.list(letterId);
  }

  /** The same text again (an autosave with nothing changed) saves nothing and answers the newest version. */
  private async edit(owner: EditableLetter, text: string): Promise<LetterVersion> {
    return this.transactions.run(async (tx) => {
      const letter = await this.letters.lockForEdit(tx, owner);
      if (!letter) throw 'userId' in owner ? new AppError(HttpStatus.NOT_FOUND, LETTER_NOT_FOUND) : noResultYet();
      if (letter.text === text) {
        const newest = (await this.versions.list(letter.id, tx)).at(-1);
        if (newest) return newest;
      }
      await this.letters.setText(tx, letter.id, text);
      // The guest's /app shows the session's result (GET /api/result): it follows the letter.
      if (letter.guestSessionId && !letter.userId) await this.guestSessions.followLetterEdit(tx, letter.guestSessionId, text);
      return this.versions.append(tx, letter.id, text, 'edited');
    });
  }
}
