import { MAX_REGENERATIONS } from '@coverletter/contracts';
import { Transactions } from '../../src/database/transactions';
import { letterContent, type ComposedLetter } from '../../src/generation/cover-letter.entity';
import { LetterVersionRepository } from '../../src/letter-versions/letter-version.repository';
import { CoverLetterRepository } from '../../src/generation/cover-letter.repository';
import { LetterEditsService } from '../../src/letters/letter-edits.service';
import { GuestSessionRepository } from '../../src/session/guest-session.repository';
import { mediumDatabaseForFile } from './support/medium-database';

const HASH = 'c'.repeat(64);
const OTHER_HASH = 'f'.repeat(64);

const composed = (coverLetter: string): ComposedLetter => ({
  coverLetter,
  compatibilityScore: 7.5,
  matchingSkills: ['Patient care'],
  missingSkills: [],
  companyName: 'Example AB',
  jobTitle: 'Nurse',
  provenance: { model: 'local', promptVersion: 'test', usage: null },
});
const content = (coverLetter: string) => letterContent(composed(coverLetter), { jobUrl: 'https://jobs.example.com/1', linkedinUrl: null });

describe('cover letters and guest sessions on the real database', () => {
  const medium = mediumDatabaseForFile();

  const letters = () => new CoverLetterRepository(medium.db.orm.em.fork());
  const guestSessions = () => new GuestSessionRepository(medium.db.orm.em.fork());
  const edits = () => {
    const em = medium.db.orm.em.fork();
    return new LetterEditsService(new Transactions(em), new CoverLetterRepository(em), new GuestSessionRepository(em), new LetterVersionRepository(em));
  };
  const lockAlone = (owner: Parameters<CoverLetterRepository['lockForEdit']>[1]) =>
    medium.db.orm.em.fork().transactional((tx) => letters().lockForEdit(tx, owner));

  /** A letter of the owner with its first version, as every write saves it. */
  async function letterWithVersion(owner: { guestSessionId?: string; userId?: string }): Promise<string> {
    const { id } = await medium.make.letter(null, owner, HASH);
    await medium.db.orm.em.fork().transactional((tx) => new LetterVersionRepository(tx).append(tx, id, 'Dear Example AB, …', 'generated'));
    return id;
  }

  describe('an edit', () => {
    it("finds an account's own letter only, and a guest's letter only while it is the guest's and unpaid", async () => {
      const owner = await medium.make.account();
      const stranger = await medium.make.account();
      const owned = await letterWithVersion({ userId: owner });
      expect(await lockAlone({ userId: owner, letterId: owned })).toMatchObject({ id: owned, userId: owner, guestSessionId: null });
      expect(await lockAlone({ userId: stranger, letterId: owned })).toBeNull();

      const guest = await medium.make.guest();
      const guestLetter = await letterWithVersion({ guestSessionId: guest });
      expect(await lockAlone({ guestSessionId: guest })).toMatchObject({ id: guestLetter, text: 'Dear Example AB, …' });
      await medium.db.sql('update cover_letter set was_paid = true where id = ?', [guestLetter]);
      expect(await lockAlone({ guestSessionId: guest })).toBeNull();
      await medium.db.sql('update cover_letter set was_paid = false, user_id = ? where id = ?', [owner, guestLetter]);
      expect(await lockAlone({ guestSessionId: guest })).toBeNull();
    });

    it('numbers the versions of edits made at once one after another, each saved with its text', async () => {
      const userId = await medium.make.account();
      const letterId = await letterWithVersion({ userId });
      const user = { id: userId } as Parameters<LetterEditsService['editOwn']>[0];
      const saved = await Promise.all(Array.from({ length: 5 }, (_, n) => edits().editOwn(user, letterId, `Edit ${n}`)));
      expect(saved.map((v) => v.number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
      const newest = saved.find((v) => v.number === 6);
      const [row] = await medium.db.sql<{ cover_letter_text: string }>('select cover_letter_text from cover_letter where id = ?', [letterId]);
      expect(row.cover_letter_text).toBe(newest?.text);
    });

    it("of a guest's letter changes the session's stored result with it; a session without a result keeps none", async () => {
      const withResult = await medium.make.guest();
      await medium.db.sql(`update guest_session set result = '{"coverLetter": "Dear Example AB, …", "score": 7.5}' where id = ?`, [withResult]);
      await letterWithVersion({ guestSessionId: withResult });
      await edits().editGuestLetter({ id: withResult } as Parameters<LetterEditsService['editGuestLetter']>[0], 'Dear Example AB, edited');
      const [kept] = await medium.db.sql<{ result: { coverLetter: string; score: number; edited?: boolean } }>(
        'select result from guest_session where id = ?',
        [withResult],
      );
      expect(kept.result).toEqual({ coverLetter: 'Dear Example AB, edited', score: 7.5, edited: true });

      const withoutResult = await medium.make.guest();
      await medium.db.orm.em.fork().transactional((tx) => guestSessions().followLetterEdit(tx, withoutResult, 'Dear Example AB, edited'));
      const [none] = await medium.db.sql<{ result: unknown }>('select result from guest_session where id = ?', [withoutResult]);
      expect(none.result).toBeNull();
    });
  });

  describe("a guest's letter", () => {
    const inTx = <T>(work: (tx: Parameters<CoverLetterRepository['insertForGuest']>[0]) => Promise<T>) => medium.db.orm.em.fork().transactional(work);

    it("is saved as the session's own, with its inputs and content", async () => {
      const guest = await medium.make.guest();
      const id = await inTx((tx) => letters().insertForGuest(tx, guest, HASH, content('Dear Example AB, first')));
      const [row] = await medium.db.sql<{
        guest_session_id: string;
        user_id: string | null;
        input_hash: string;
        cover_letter_text: string;
        regeneration_count: number;
      }>('select guest_session_id, user_id, input_hash, cover_letter_text, regeneration_count from cover_letter where id = ?', [id]);
      expect(row).toEqual({ guest_session_id: guest, user_id: null, input_hash: HASH, cover_letter_text: 'Dear Example AB, first', regeneration_count: 0 });
      expect(await letters().newestGuestLetterId(guest)).toBe(id);
    });

    it('is rewritten (and the rewrite counted) only from the same inputs and while rewrites are left', async () => {
      const guest = await medium.make.guest();
      const id = await inTx((tx) => letters().insertForGuest(tx, guest, HASH, content('Dear Example AB, first')));
      const rewrite = (hash: string, text: string) => inTx((tx) => letters().replaceForRewrite(tx, id, hash, content(text)));
      const stored = async () =>
        (
          await medium.db.sql<{ cover_letter_text: string; regeneration_count: number }>(
            'select cover_letter_text, regeneration_count from cover_letter where id = ?',
            [id],
          )
        )[0];

      expect(await rewrite(OTHER_HASH, 'Dear Example AB, other inputs')).toBe(false);
      expect(await rewrite(HASH, 'Dear Example AB, second')).toBe(true);
      expect(await stored()).toEqual({ cover_letter_text: 'Dear Example AB, second', regeneration_count: 1 });
      await medium.db.sql('update cover_letter set regeneration_count = ? where id = ?', [MAX_REGENERATIONS, id]);
      expect(await rewrite(HASH, 'Dear Example AB, one too many')).toBe(false);
      expect(await stored()).toEqual({ cover_letter_text: 'Dear Example AB, second', regeneration_count: MAX_REGENERATIONS });
    });
  });

  describe('the first use', () => {
    it('is kept once, with whether the letter had been edited by then', async () => {
      const userId = await medium.make.account();
      const letterId = await letterWithVersion({ userId });
      await edits().editOwn({ id: userId } as Parameters<LetterEditsService['editOwn']>[0], letterId, 'Dear Example AB, edited');
      await letters().markFirstUse(letterId);
      const [first] = await medium.db.sql<{ first_used_at: Date; edited_before_use: boolean }>(
        'select first_used_at, edited_before_use from cover_letter where id = ?',
        [letterId],
      );
      expect(first.edited_before_use).toBe(true);
      await letters().markFirstUse(letterId);
      const [again] = await medium.db.sql<{ first_used_at: Date }>('select first_used_at from cover_letter where id = ?', [letterId]);
      expect(again.first_used_at).toEqual(first.first_used_at);

      const unedited = await letterWithVersion({ userId });
      await letters().markFirstUse(unedited);
      const [plain] = await medium.db.sql<{ edited_before_use: boolean }>('select edited_before_use from cover_letter where id = ?', [unedited]);
      expect(plain.edited_before_use).toBe(false);
    });
  });

  describe('a delete', () => {
    it("removes the owner's letter with its event, and refuses anyone else's", async () => {
      const owner = await medium.make.account();
      const stranger = await medium.make.account();
      const letterId = await letterWithVersion({ userId: owner });
      expect(await letters().removeOwned({ userId: stranger }, letterId, 'letter_deleted')).toBe(false);
      expect(await letters().removeOwned({ userId: owner }, letterId, 'letter_deleted')).toBe(true);
      expect(await letters().isOwned({ userId: owner }, letterId)).toBe(false);
      const events = await medium.db.sql<{ type: string; user_id: string; guest_session_id: string | null }>(
        'select type, user_id, guest_session_id from analytics_event where cover_letter_id = ?',
        [letterId],
      );
      expect(events).toEqual([{ type: 'letter_deleted', user_id: owner, guest_session_id: null }]);
    });
  });

  describe('the guest session', () => {
    it('reports what it holds without the texts, and is deleted once idle past the cutoff', async () => {
      const id = await medium.make.guest();
      await medium.db.sql(`update guest_session set cv_text = 'Greta Example', cv_filename = 'cv.pdf', cv_size = 2048, cv_text_length = 13 where id = ?`, [id]);
      expect(await guestSessions().status(id)).toMatchObject({
        hasCv: true,
        hasJobInfo: false,
        hasResult: false,
        cvFilename: 'cv.pdf',
        cvSize: 2048,
        cvTextLength: 13,
      });
      const fresh = await medium.make.guest();
      await medium.db.sql(`update guest_session set updated_at = now() - interval '31 days' where id = ?`, [id]);
      expect(await guestSessions().deleteIdleSince(new Date(Date.now() - 30 * 24 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
      expect(await guestSessions().status(id)).toBeNull();
      expect(await guestSessions().status(fresh)).not.toBeNull();
    });
  });
});
