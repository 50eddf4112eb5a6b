import type { CoverLetterResponse } from '@coverletter/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Caller } from '../access/access.decorator';
import { AppError } from '../common/app-error';
import { noResultYet } from '../generation/generation-errors';
import type { GuestSession } from '../session/guest-session.entity';
import { CoverLetterRepository, type LetterOwner } from '../generation/cover-letter.repository';
import { toCoverLetterResponse } from './letter-response';

export const LETTER_NOT_FOUND = { error: 'Cover letter not found', message: 'This cover letter does not exist or is not yours.' };

/** The letters a caller owns: a signed-in user's, or the guest session's own (not yet carried into an account). */
function ownerOf({ user, guestSession }: Caller): LetterOwner {
  if (user) return { userId: user.id };
  if (guestSession) return { guestSessionId: guestSession.id };
  throw new Error('A letter route was reached without a user or a guest session');
}

@Injectable()
export class LettersService {
  constructor(private readonly letters: CoverLetterRepository) {}

  async list(caller: Caller): Promise<CoverLetterResponse[]> {
    const letters = await this.letters.listOwned(ownerOf(caller));
    return letters.map(toCoverLetterResponse);
  }

  async remove(caller: Caller, id: string): Promise<{ success: true }> {
    if (!(await this.letters.removeOwned(ownerOf(caller), id, 'letter_deleted'))) throw new AppError(HttpStatus.NOT_FOUND, LETTER_NOT_FOUND);
    return { success: true };
  }

  async recordView(caller: Caller, id: string): Promise<{ success: true }> {
    const owner = ownerOf(caller);
    if (!(await this.letters.isOwned(owner, id))) throw new AppError(HttpStatus.NOT_FOUND, LETTER_NOT_FOUND);
    await this.letters.recordEvent('letter_viewed', owner, id);
    return { success: true };
  }

  /** The letter's first copy, download or export (issue 13); later ones change nothing. */
  async recordUse(caller: Caller, id: string): Promise<{ success: true }> {
    if (!(await this.letters.isOwned(ownerOf(caller), id))) throw new AppError(HttpStatus.NOT_FOUND, LETTER_NOT_FOUND);
    await this.letters.markFirstUse(id);
    return { success: true };
  }

  /** The same for the guest session's one letter, which the guest /app knows by its session only. */
  async recordGuestUse(session: GuestSession): Promise<{ success: true }> {
    const letterId = await this.letters.newestGuestLetterId(session.id);
    if (!letterId) throw noResultYet();
    await this.letters.markFirstUse(letterId);
    return { success: true };
  }
}
