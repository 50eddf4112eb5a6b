import type { CoverLetterResponse } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Caller } from '../access/access.decorator';
import { AnalyticsEvent, type AnalyticsEventType } from '../analytics/analytics-event.entity';
import { AppError } from '../common/app-error';
import { CoverLetter } from '../generation/cover-letter.entity';
import { noResultYet } from '../generation/generation-errors';
import type { GuestSession } from '../session/guest-session.entity';
import { toCoverLetterResponse } from './letter-response';

export const LETTER_NOT_FOUND = { error: 'Cover letter not found', message: 'This cover letter does not exist or is not yours.' };

/** The letters a caller owns: a signed-in user's, or the guest session's own (not yet carried into an account). */
function ownedBy({ user, guestSession }: Caller) {
  return user ? { user } : { guestSession, user: null };
}

@Injectable()
export class LettersService {
  constructor(private readonly em: EntityManager) {}

  async list(caller: Caller): Promise<CoverLetterResponse[]> {
    const letters = await this.em.find(CoverLetter, ownedBy(caller), { orderBy: { createdAt: 'desc', id: 'desc' } });
    return letters.map(toCoverLetterResponse);
  }

  async remove(caller: Caller, id: string): Promise<{ success: true }> {
    const letter = await this.em.findOne(CoverLetter, { id, ...ownedBy(caller) });
    if (!letter) throw new AppError(HttpStatus.NOT_FOUND, LETTER_NOT_FOUND);
    this.em.remove(letter);
    this.record('letter_deleted', caller, id);
    await this.em.flush();
    return { success: true };
  }

  async recordView(caller: Caller, id: string): Promise<{ success: true }> {
    if (!(await this.em.count(CoverLetter, { id, ...ownedBy(caller) }))) throw new AppError(HttpStatus.NOT_FOUND, LETTER_NOT_FOUND);
    this.record('letter_viewed', caller, id);
    await this.em.flush();
    return { success: true };
  }

  /** The letter's first copy, download or export (issue 13); later ones change nothing. */
  async recordUse(caller: Caller, id: string): Promise<{ success: true }> {
    if (!(await this.em.count(CoverLetter, { id, ...ownedBy(caller) }))) throw new AppError(HttpStatus.NOT_FOUND, LETTER_NOT_FOUND);
    await this.markFirstUse(id);
    return { success: true };
  }

  /** The same for the guest session's one letter, which the guest /app knows by its session only. */
  async recordGuestUse(session: GuestSession): Promise<{ success: true }> {
    const letter = await this.em.findOne(CoverLetter, { guestSession: session, user: null }, { fields: ['id'], orderBy: { createdAt: 'desc' } });
    if (!letter) throw noResultYet();
    await this.markFirstUse(letter.id);
    return { success: true };
  }

  /** Whether the letter had an edited version is read in the same statement, so a concurrent edit is either before or after it. */
  private async markFirstUse(id: string): Promise<void> {
    await this.em.execute(
      `update "cover_letter" c set "first_used_at" = now(),
              "edited_before_use" = exists (select 1 from "cover_letter_version" v where v."cover_letter_id" = c."id" and v."source" = 'edited')
        where c."id" = ? and c."first_used_at" is null`,
      [id],
    );
  }

  private record(type: AnalyticsEventType, { user, guestSession }: Caller, coverLetterId: string): void {
    const event = new AnalyticsEvent();
    event.type = type;
    event.userId = user?.id ?? null;
    event.guestSessionId = user ? null : (guestSession?.id ?? null);
    event.coverLetterId = coverLetterId;
    this.em.persist(event);
  }
}
