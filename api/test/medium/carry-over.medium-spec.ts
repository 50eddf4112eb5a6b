import { ERROR_TEXT } from '@coverletter/contracts';
import type { Request } from 'express';
import { GuestCarryOverService } from '../../src/carry-over/guest-carry-over.service';
import { Transactions } from '../../src/database/transactions';
import { LetterCreditRepository } from '../../src/entitlements/letter-credit.repository';
import { LetterCredits } from '../../src/entitlements/letter-credits.service';
import { CoverLetterRepository } from '../../src/generation/cover-letter.repository';
import { LinkedinProfileRepository } from '../../src/linkedin-profile/linkedin-profile.repository';
import { SavedCvRepository } from '../../src/saved-cvs/saved-cv.repository';
import type { GuestBinding } from '../../src/session/guest-binding';
import type { GuestSession } from '../../src/session/guest-session.entity';
import { GuestSessionRepository } from '../../src/session/guest-session.repository';
import { SessionService } from '../../src/session/session.service';
import type { User } from '../../src/users/user.entity';
import { mediumDatabaseForFile } from './support/medium-database';

const HASH = 'd'.repeat(64);
const OTHER_HASH = 'e'.repeat(64);
const LEASE = { leaseMs: 60_000 };
const NO_REQUEST = {} as Request;

describe('the guest carry-over on the real database', () => {
  const medium = mediumDatabaseForFile();

  /** The services as Nest wires them, on a fresh EntityManager; `held` is the session this browser holds. */
  function services(held: string | null = null) {
    const em = medium.db.orm.em.fork();
    const credits = new LetterCredits(new Transactions(em), new LetterCreditRepository(em));
    const binding = { holds: (_req: Request, id: string) => id === held } as GuestBinding;
    const guestSessions = new GuestSessionRepository(em);
    return {
      credits,
      guestSessions,
      carryOver: new GuestCarryOverService(
        new Transactions(em),
        guestSessions,
        new CoverLetterRepository(em),
        binding,
        credits,
        new SavedCvRepository(em),
        new LinkedinProfileRepository(em),
      ),
      sessions: new SessionService(guestSessions),
    };
  }
  const user = (id: string) => ({ id }) as User;

  /** A guest with a CV, a LinkedIn background and its free letter written. */
  async function guestWithWork(): Promise<{ sessionId: string; letterId: string }> {
    const sessionId = await medium.make.guest();
    await medium.db.sql(
      `update guest_session set cv_text = 'Greta Example\nNurse at Example Hospital', cv_filename = 'greta.pdf', cv_size = 2048, cv_text_length = 38,
              linkedin_url = 'https://www.linkedin.com/in/greta-example', linkedin_content = 'Nurse, ward 12' where id = ?`,
      [sessionId],
    );
    const { credits } = services();
    const acquired = await credits.acquire({ guestSessionId: sessionId }, HASH, { ...LEASE, rewrites: true });
    if (acquired.kind !== 'lease') throw new Error(`expected a lease, got ${acquired.kind}`);
    const letter = await credits.complete(acquired.lease, (tx) => medium.make.letter(tx, { guestSessionId: sessionId }, HASH));
    return { sessionId, letterId: letter.id };
  }

  const letterOwner = async (letterId: string) =>
    (await medium.db.sql<{ user_id: string | null }>('select user_id from cover_letter where id = ?', [letterId]))[0].user_id;
  const savedCvs = (userId: string) =>
    medium.db.sql<{ filename: string; is_default: boolean }>('select filename, is_default from saved_cv where user_id = ?', [userId]);

  it("moves the CV, the background and the letter into the account; the session's id then stops working", async () => {
    const { sessionId, letterId } = await guestWithWork();
    const accountId = await medium.make.account();
    await expect(services().sessions.requireSession(sessionId)).resolves.toMatchObject({ id: sessionId });

    expect(await services().carryOver.carryOver(user(accountId), sessionId.toUpperCase())).toEqual({ migratedCoverLetter: true });

    expect(await letterOwner(letterId)).toBe(accountId);
    expect(await savedCvs(accountId)).toEqual([{ filename: 'greta.pdf', is_default: true }]);
    const profiles = await medium.db.sql<{ linkedin_url: string }>('select linkedin_url from linkedin_profile where user_id = ?', [accountId]);
    expect(profiles).toEqual([{ linkedin_url: 'https://www.linkedin.com/in/greta-example' }]);
    await expect(services().sessions.requireSession(sessionId)).rejects.toMatchObject({ status: 404, text: ERROR_TEXT.sessionNotFound });
    // The guest's letter is the account's free letter now.
    expect(await services().credits.acquire({ userId: accountId }, OTHER_HASH, { ...LEASE, rewrites: false })).toEqual({ kind: 'exhausted' });
  });

  it('is idempotent for the account it moved into and refused to any other', async () => {
    const { sessionId } = await guestWithWork();
    const accountId = await medium.make.account();
    await services().carryOver.carryOver(user(accountId), sessionId);
    expect(await services().carryOver.carryOver(user(accountId), sessionId)).toEqual({ migratedCoverLetter: true });
    expect(await savedCvs(accountId)).toHaveLength(1);

    const stranger = await medium.make.account();
    await expect(services().carryOver.carryOver(user(stranger), sessionId)).rejects.toMatchObject({ status: 403 });
    expect(await savedCvs(stranger)).toEqual([]);
  });

  it('moves a session into one account only when several ask at once (the row lock)', async () => {
    const { sessionId, letterId } = await guestWithWork();
    const accounts = await Promise.all(Array.from({ length: 4 }, () => medium.make.account()));
    const outcomes = await Promise.allSettled(accounts.map((id) => services().carryOver.carryOver(user(id), sessionId)));
    const winners = accounts.filter((_, i) => outcomes[i].status === 'fulfilled');
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason)).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ status: 403 })),
    );
    expect(await letterOwner(letterId)).toBe(winners[0]);
    expect((await Promise.all(accounts.map(savedCvs))).flat()).toHaveLength(1);
  });

  it('keeps the letter with the guest when the account has used its free letter, and still closes the session', async () => {
    const { sessionId, letterId } = await guestWithWork();
    const accountId = await medium.make.account();
    const { credits } = services();
    const acquired = await credits.acquire({ userId: accountId }, OTHER_HASH, { ...LEASE, rewrites: false });
    if (acquired.kind !== 'lease') throw new Error(`expected a lease, got ${acquired.kind}`);
    await credits.complete(acquired.lease, (tx) => medium.make.letter(tx, { userId: accountId }, OTHER_HASH));

    expect(await services().carryOver.carryOver(user(accountId), sessionId)).toEqual({ migratedCoverLetter: false });
    expect(await letterOwner(letterId)).toBeNull();
    expect(await savedCvs(accountId)).toHaveLength(1);
    await expect(services().sessions.requireSession(sessionId)).rejects.toMatchObject({ status: 404 });
  });

  it('from a browser moves only the session that browser holds; asking again after the move is answered alike', async () => {
    const { sessionId, letterId } = await guestWithWork();
    const accountId = await medium.make.account();
    expect(await services(null).carryOver.carryOverFromBrowser(user(accountId), sessionId, NO_REQUEST)).toEqual({ migratedCoverLetter: false });
    expect(await letterOwner(letterId)).toBeNull();
    await expect(services().sessions.requireSession(sessionId)).resolves.toMatchObject({ id: sessionId });

    expect(await services(sessionId).carryOver.carryOverFromBrowser(user(accountId), sessionId, NO_REQUEST)).toEqual({ migratedCoverLetter: true });
    expect(await services(null).carryOver.carryOverFromBrowser(user(accountId), sessionId, NO_REQUEST)).toEqual({ migratedCoverLetter: true });
    const stranger = await medium.make.account();
    expect(await services(null).carryOver.carryOverFromBrowser(user(stranger), sessionId, NO_REQUEST)).toEqual({ migratedCoverLetter: false });
  });

  it("takes no letter's result once carried: a letter finished after the move is not kept on the session", async () => {
    const sessionId = await medium.make.guest();
    const store = () =>
      medium.db.orm.em.fork().transactional((tx) => services().guestSessions.storeResult(tx, sessionId, { coverLetter: 'Dear Example AB, …' }));
    expect(await store()).toBe(true);
    await services().carryOver.carryOver(user(await medium.make.account()), sessionId);
    expect(await store()).toBe(false);
  });

  it('clearing deletes the session: its id stops working', async () => {
    const sessionId = await medium.make.guest();
    const { carryOver, sessions } = services();
    await carryOver.clear((await sessions.requireSession(sessionId)) as GuestSession);
    expect(await medium.db.sql('select id from guest_session where id = ?', [sessionId])).toEqual([]);
    await expect(services().sessions.requireSession(sessionId)).rejects.toMatchObject({ status: 404 });
  });
});
