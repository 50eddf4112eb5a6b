import { AdminAnalyticsRepository } from '../../src/admin/admin-analytics.repository';
import { AdminListsRepository } from '../../src/admin/admin-lists.repository';
import { mediumDatabaseForFile } from './support/medium-database';

const HASH = 'd'.repeat(64);
const AS_OF = new Date('2026-03-10T12:00:00Z');

/**
 * Two accounts and a guest: Greta (three letters, one paid, one edited twice) and Oskar (one letter),
 * a guest letter, and rows after AS_OF that every figure leaves out.
 */
describe("the admin's lists and figures on the real database", () => {
  const medium = mediumDatabaseForFile();
  let greta: string;
  let oskar: string;
  let editedLetter: string;
  beforeAll(async () => {
    const { db, make } = medium;
    greta = await make.account();
    oskar = await make.account();
    const late = await make.account();
    await db.sql(`update app_user set created_at = '2026-03-01T23:30:00Z', email = 'greta@example.com' where id = ?`, [greta]);
    await db.sql(`update app_user set created_at = '2026-03-02T08:00:00Z', email = 'oskar@example.com' where id = ?`, [oskar]);
    await db.sql(`update app_user set created_at = '2026-03-11T08:00:00Z' where id = ?`, [late]);

    const letter = async (owner: { userId?: string; guestSessionId?: string }, createdAt: string, jobTitle: string, score: number, paidCents?: number) => {
      const { id } = await make.letter(null, owner, HASH);
      await db.sql('update cover_letter set created_at = ?, job_title = ?, compatibility_score = ?, was_paid = ?, cost_incurred_minor = ? where id = ?', [
        createdAt,
        jobTitle,
        score,
        paidCents !== undefined,
        paidCents ?? null,
        id,
      ]);
      return id;
    };
    editedLetter = await letter({ userId: greta }, '2026-03-05T10:00:00Z', 'Nurse', 8);
    await letter({ userId: greta }, '2026-03-06T10:00:00Z', 'nurse', 6, 500);
    await letter({ userId: greta }, '2026-03-07T10:00:00Z', 'Ward Nurse', 7);
    await letter({ userId: oskar }, '2026-03-07T23:59:00Z', 'Electrician', 5);
    await letter({ guestSessionId: await make.guest() }, '2026-03-08T00:30:00Z', 'NURSE', 9);
    await letter({ userId: oskar }, '2026-03-11T10:00:00Z', 'Electrician', 1);
    for (const number of [1, 2, 3]) {
      await db.sql(`insert into cover_letter_version (id, cover_letter_id, number, text, source) values (gen_random_uuid(), ?, ?, 'Dear …', ?)`, [
        editedLetter,
        number,
        number === 1 ? 'generated' : 'edited',
      ]);
    }
    await db.sql(`update cover_letter set first_used_at = '2026-03-09T00:00:00Z', edited_before_use = true where id = ?`, [editedLetter]);
  });

  const lists = () => new AdminListsRepository(medium.db.orm.em.fork());
  const figures = () => new AdminAnalyticsRepository(medium.db.orm.em.fork());

  describe('lists', () => {
    it('pages the accounts newest first, each with its letters counted and what its paid ones cost', async () => {
      const [late, second] = await lists().usersPage(2, 0);
      expect(late.letters).toBe(0);
      expect(second).toMatchObject({ id: oskar, letters: 2, paidLetters: 0, spentCents: 0 });
      expect(await lists().usersPage(1, 2)).toEqual([expect.objectContaining({ id: greta, letters: 3, paidLetters: 1, spentCents: 500 })]);
    });

    it("gives each account's newest letters, at most as many as asked for", async () => {
      const recent = await lists().recentLetters([greta, oskar], 2);
      expect(recent.filter((r) => r.userId === greta).map((r) => r.jobTitle)).toEqual(['Ward Nurse', 'nurse']);
      expect(recent.filter((r) => r.userId === oskar)).toHaveLength(2);
      expect(await lists().recentLetters([], 2)).toEqual([]);
    });

    it('pages the letters newest first, only the paid or free ones when asked, with their author and edits', async () => {
      const all = await lists().lettersPage(10, 0);
      expect(all).toHaveLength(6);
      expect(all.find((l) => l.id === editedLetter)).toMatchObject({ editCount: 2, user: { id: greta, email: 'greta@example.com' }, compatibilityScore: 8 });
      expect(all.find((l) => l.jobTitle === 'NURSE')?.user).toBeNull();
      expect((await lists().lettersPage(10, 0, true)).map((l) => l.costIncurredMinor)).toEqual([500]);
      expect(await lists().lettersPage(10, 0, false)).toHaveLength(5);
      expect((await lists().lettersPage(2, 1)).map((l) => l.jobTitle)).toEqual(['NURSE', 'Electrician']);
    });
  });

  describe('figures as of a moment', () => {
    it('count what existed then', async () => {
      expect(await figures().totals(AS_OF)).toEqual({ users: 2, letters: 5, paidLetters: 1, averageScore: 7, usedLetters: 1, editedBeforeUse: 1 });
    });

    it('group by UTC day whatever the time of day', async () => {
      const since = new Date('2026-03-01T00:00:00Z');
      expect(await figures().registrationsByDay(since, AS_OF)).toEqual([
        { day: '2026-03-01', count: 1 },
        { day: '2026-03-02', count: 1 },
      ]);
      expect(await figures().lettersByDay(since, AS_OF)).toEqual([
        { day: '2026-03-05', count: 1 },
        { day: '2026-03-06', count: 1 },
        { day: '2026-03-07', count: 2 },
        { day: '2026-03-08', count: 1 },
      ]);
    });

    it('count job titles that differ only in case as one, and tally letters per account', async () => {
      expect((await figures().topJobTitles(AS_OF))[0]).toEqual({ jobTitle: 'NURSE', count: 3 });
      expect(await figures().lettersPerUser(AS_OF)).toEqual([
        { userId: greta, email: 'greta@example.com', total: 3, paid: 1, averageScore: 7 },
        { userId: oskar, email: 'oskar@example.com', total: 1, paid: 0, averageScore: 5 },
      ]);
    });
  });
});
