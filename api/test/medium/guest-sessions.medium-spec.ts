import { wrap } from '@mikro-orm/core';
import { GuestSession } from '../../src/session/guest-session.entity';
import { GuestSessionRepository } from '../../src/session/guest-session.repository';
import { SessionService } from '../../src/session/session.service';
import { createMediumDatabase, type MediumDatabase } from './support/medium-database';

/** The guest session as every guest request loads it: one statement, the same entity findOne gives. */
describe('GuestSessionRepository.find', () => {
  let db: MediumDatabase;
  beforeAll(async () => {
    db = await createMediumDatabase();
  }, 60_000);
  afterAll(() => db.close());

  async function storedSession(): Promise<string> {
    const em = db.orm.em.fork();
    const session = new GuestSession();
    Object.assign(session, {
      cvFilename: 'cv.pdf',
      cvSize: 2048,
      cvText: 'Alma Lind, nurse',
      cvTextLength: 16,
      jobUrl: 'https://jobs.example.com/1',
      jobDescription: 'Nurse wanted at Norrviken Care',
      posting: { title: 'Nurse', company: 'Norrviken Care', language: 'en', requirements: ['triage'], source: 'pasted' },
      companyOverride: 'Norrviken Care AB',
      result: { coverLetter: 'Dear Norrviken Care' },
    });
    await em.persistAndFlush(session);
    return session.id;
  }

  it('maps the same fields findOne loads, lazy texts left out, and the flags of what is there', async () => {
    const id = await storedSession();
    const found = await new GuestSessionRepository(db.orm.em.fork()).find(id);
    const expected = await db.orm.em.fork().findOne(GuestSession, { id });
    expect(wrap(found!).toObject()).toEqual(wrap(expected!).toObject());
    expect(found).toMatchObject({
      cvFilename: 'cv.pdf',
      companyOverride: 'Norrviken Care AB',
      loadedWithCv: true,
      loadedWithJobInfo: true,
      loadedWithResult: true,
    });
    expect(found!.updatedAt).toBeInstanceOf(Date);
    expect(wrap(found!).isInitialized()).toBe(true);
  });

  it('gives a managed entity: a change is saved, a lazy text loads on demand, and the status reads from it', async () => {
    const id = await storedSession();
    const em = db.orm.em.fork();
    const repository = new GuestSessionRepository(em);
    const session = (await repository.find(id))!;
    expect(await repository.find(id)).toBe(session);
    expect(new SessionService(repository).loadedStatus(session)).toMatchObject({
      sessionId: id,
      hasCV: true,
      hasJobInfo: true,
      hasResult: true,
      cv: { filename: 'cv.pdf', size: 2048, textLength: 16 },
    });
    await repository.loadJobDescription(session);
    expect(session.jobDescription).toBe('Nurse wanted at Norrviken Care');
    session.titleOverride = 'Staff nurse';
    await repository.save();
    const [row] = await db.sql<{ title_override: string; job_description: string }>('select title_override, job_description from guest_session where id = ?', [
      id,
    ]);
    expect(row).toEqual({ title_override: 'Staff nurse', job_description: 'Nurse wanted at Norrviken Care' });
  });

  it('answers null for an unknown id and flags an empty session as empty', async () => {
    const repository = new GuestSessionRepository(db.orm.em.fork());
    expect(await repository.find('0b7f7a52-8c4e-4c1e-9a51-2d5b8a3f6e10')).toBeNull();
    const [{ id }] = await db.sql<{ id: string }>('insert into guest_session (id) values (gen_random_uuid()) returning id');
    expect(await repository.find(id)).toMatchObject({
      loadedWithCv: false,
      loadedWithJobInfo: false,
      loadedWithResult: false,
      cvFilename: null,
      migratedToUser: null,
    });
  });
});
