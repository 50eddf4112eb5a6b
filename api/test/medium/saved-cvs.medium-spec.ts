import { SavedCvRepository } from '../../src/saved-cvs/saved-cv.repository';
import { LinkedinProfileRepository } from '../../src/linkedin-profile/linkedin-profile.repository';
import { mediumDatabaseForFile } from './support/medium-database';

const cv = (filename: string) => ({ filename, size: 2048, text: `Greta Example\n${filename}\nNurse at Example Hospital` });

describe('saved CVs and LinkedIn profiles on the real database', () => {
  const medium = mediumDatabaseForFile();

  const cvs = () => new SavedCvRepository(medium.db.orm.em.fork());
  const profiles = () => new LinkedinProfileRepository(medium.db.orm.em.fork());
  const defaults = (userId: string) =>
    medium.db
      .sql<{ filename: string }>('select filename from saved_cv where user_id = ? and is_default order by filename', [userId])
      .then((rows) => rows.map((r) => r.filename));

  describe('the default CV', () => {
    it('is the first one kept; later ones are not', async () => {
      const userId = await medium.make.account();
      await cvs().addAlone(userId, cv('first.pdf'));
      await cvs().addAlone(userId, cv('second.pdf'));
      expect(await defaults(userId)).toEqual(['first.pdf']);
    });

    it('passes to the newest remaining CV when it is deleted, and to nobody when none is left', async () => {
      const userId = await medium.make.account();
      const first = await cvs().addAlone(userId, cv('a-first.pdf'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await cvs().addAlone(userId, cv('b-newest.pdf'));
      expect(await cvs().removeOwned(userId, first.id)).toBe(true);
      expect(await defaults(userId)).toEqual(['b-newest.pdf']);
      const [rest] = await cvs().listOwned(userId);
      expect(await cvs().removeOwned(userId, rest.id)).toBe(true);
      expect(await cvs().listOwned(userId)).toEqual([]);
    });

    it('moves to the CV chosen, and only to that one', async () => {
      const userId = await medium.make.account();
      await cvs().addAlone(userId, cv('one.pdf'));
      const two = await cvs().addAlone(userId, cv('two.pdf'));
      expect((await cvs().makeDefault(userId, two.id))?.isDefault).toBe(true);
      expect(await defaults(userId)).toEqual(['two.pdf']);
    });

    it("is kept inside the caller's transaction (the guest carry-over's), and rolled back with it", async () => {
      const userId = await medium.make.account();
      await expect(
        medium.db.orm.em.fork().transactional(async (tx) => {
          await cvs().add(tx, userId, cv('carried.pdf'));
          throw new Error('the carry-over failed later');
        }),
      ).rejects.toThrow('the carry-over failed later');
      expect(await cvs().listOwned(userId)).toEqual([]);
      await medium.db.orm.em.fork().transactional((tx) => cvs().add(tx, userId, cv('carried.pdf')));
      expect(await defaults(userId)).toEqual(['carried.pdf']);
    });
  });

  describe("another user's CV", () => {
    it('is neither found, deleted nor made default', async () => {
      const owner = await medium.make.account();
      const stranger = await medium.make.account();
      const kept = await cvs().addAlone(owner, cv('owned.pdf'));
      expect(await cvs().findOwned(stranger, kept.id)).toBeNull();
      expect(await cvs().removeOwned(stranger, kept.id)).toBe(false);
      expect(await cvs().makeDefault(stranger, kept.id)).toBeNull();
      expect((await cvs().findOwned(owner, kept.id))?.content).toContain('Greta Example');
    });
  });

  describe('the LinkedIn profile', () => {
    it("is replaced by a save, but a guest's background never replaces the account's", async () => {
      const userId = await medium.make.account();
      await profiles().save(userId, { linkedinUrl: 'https://www.linkedin.com/in/greta-example', linkedinContent: 'Ward nurse' });
      await medium.db.orm.em
        .fork()
        .transactional((tx) =>
          profiles().addIfAbsent(tx, userId, { linkedinUrl: 'https://www.linkedin.com/in/someone-else', linkedinContent: 'Guest background' }),
        );
      expect(await profiles().findOwned(userId)).toMatchObject({ linkedinUrl: 'https://www.linkedin.com/in/greta-example', linkedinContent: 'Ward nurse' });
      await profiles().save(userId, { linkedinUrl: 'https://www.linkedin.com/in/greta-example', linkedinContent: null });
      expect((await profiles().findOwned(userId))?.linkedinContent).toBeNull();
      await profiles().removeOwned(userId);
      expect(await profiles().findOwned(userId)).toBeNull();
    });

    it("is added from a guest's background when the account has none", async () => {
      const userId = await medium.make.account();
      await medium.db.orm.em
        .fork()
        .transactional((tx) =>
          profiles().addIfAbsent(tx, userId, { linkedinUrl: 'https://www.linkedin.com/in/guest-example', linkedinContent: 'Guest background' }),
        );
      expect(await profiles().findOwned(userId)).toMatchObject({ linkedinContent: 'Guest background' });
    });
  });
});
