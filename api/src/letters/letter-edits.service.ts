import type { LetterVersion } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { noResultYet } from '../generation/generation-errors';
import { LetterVersions } from '../letter-versions/letter-versions';
import type { GuestSession } from '../session/guest-session.entity';
import type { User } from '../users/user.entity';
import { LETTER_NOT_FOUND } from './letters.service';

interface LockedLetter {
  id: string;
  cover_letter_text: string;
  guest_session_id: string | null;
  user_id: string | null;
}

/** Whose letter a request may touch: a user's letter by id, or the guest session's one letter (not yet carried into an account). */
type LetterOwner = { user: User; letterId: string } | { guestSession: GuestSession };

/**
 * The user's edits: each saved text becomes the letter's text and its newest version ('edited').
 * Going back to an earlier version is an edit with that version's text.
 */
@Injectable()
export class LetterEditsService {
  constructor(
    private readonly em: EntityManager,
    private readonly versions: LetterVersions,
  ) {}

  editOwn(user: User, letterId: string, text: string): Promise<LetterVersion> {
    return this.edit({ user, letterId }, text);
  }

  editGuestLetter(guestSession: GuestSession, text: string): Promise<LetterVersion> {
    return this.edit({ guestSession }, text);
  }

  async versionsOfOwn(user: User, letterId: string): Promise<LetterVersion[]> {
    const [letter] = await this.em.execute<{ id: string }[]>('select "id" from "cover_letter" where "id" = ? and "user_id" = ?', [letterId, user.id]);
    if (!letter) throw new AppError(HttpStatus.NOT_FOUND, LETTER_NOT_FOUND);
    return this.versions.list(this.em, letter.id);
  }

  /** The same text again (an autosave with nothing changed) saves nothing and answers the newest version. */
  private async edit(owner: LetterOwner, text: string): Promise<LetterVersion> {
    return this.em.fork().transactional(async (tx) => {
      const letter = await this.lockLetter(tx, owner);
      if (letter.cover_letter_text === text) {
        const newest = (await this.versions.list(tx, letter.id)).at(-1);
        if (newest) return newest;
      }
      await tx.execute('update "cover_letter" set "cover_letter_text" = ? where "id" = ?', [text, letter.id]);
      // The guest's /app shows the session's result (GET /api/result): it follows the letter.
      if (letter.guest_session_id && !letter.user_id) {
        await tx.execute(
          `update "guest_session" set "result" = jsonb_set("result", '{coverLetter}', to_jsonb(?::text)), "updated_at" = now() where "id" = ? and "result" is not null`,
          [text, letter.guest_session_id],
        );
      }
      return this.versions.append(tx, letter.id, text, 'edited');
    });
  }

  private async lockLetter(tx: EntityManager, owner: LetterOwner): Promise<LockedLetter> {
    const [letter] =
      'user' in owner
        ? await tx.execute<LockedLetter[]>(
            'select "id", "cover_letter_text", "guest_session_id", "user_id" from "cover_letter" where "id" = ? and "user_id" = ? for update',
            [owner.letterId, owner.user.id],
          )
        : await tx.execute<LockedLetter[]>(
            `select "id", "cover_letter_text", "guest_session_id", "user_id" from "cover_letter"
              where "guest_session_id" = ? and "user_id" is null and not "was_paid" for update`,
            [owner.guestSession.id],
          );
    if (!letter) throw 'user' in owner ? new AppError(HttpStatus.NOT_FOUND, LETTER_NOT_FOUND) : noResultYet();
    return letter;
  }
}
