import 'reflect-metadata';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { Migrator } from '@mikro-orm/migrations';
import { randomUUID } from 'node:crypto';
import { startEmbeddedPostgres } from '../../../src/database/embedded-postgres';
import { buildOrmOptions, type DatabaseTarget } from '../../../src/database/orm-options';
import { createTestDatabase } from '../../support/test-database';

/**
 * The service-level tier (after immich's test/medium): services on a real database of their own,
 * without Nest or HTTP. PostgreSQL at DATABASE_URL, or the embedded one (a temporary cluster) when it is unset.
 */
export interface MediumDatabase {
  orm: MikroORM;
  sql<T = unknown>(query: string, params?: unknown[]): Promise<T[]>;
  /** Applies the committed migrations, all of them or up to and including `to`. */
  migrate(to?: string): Promise<void>;
  close(): Promise<void>;
}

export async function createMediumDatabase(options: { migrate?: boolean } = {}): Promise<MediumDatabase> {
  const database = await createTestDatabase();
  const embedded = database ? undefined : await startEmbeddedPostgres(undefined);
  const target: DatabaseTarget = database ? { url: database.url } : { socketDir: embedded!.socketDir, port: embedded!.port, dbName: embedded!.dbName };
  const orm = await MikroORM.init(buildOrmOptions(target, 8));
  const migrator = orm.getMigrator() as Migrator;
  const medium: MediumDatabase = {
    orm,
    sql: (query, params = []) => orm.em.fork().getConnection().execute(query, params),
    async migrate(to) {
      await migrator.up(to ? { to } : undefined);
    },
    async close() {
      await orm.close();
      await database?.drop();
      await embedded?.stop();
    },
  };
  if (options.migrate ?? true) await medium.migrate();
  return medium;
}

/** Rows the rules need, made with plain SQL: invented people and letters. */
export function fixtures(db: MediumDatabase) {
  return {
    async guest(): Promise<string> {
      const [row] = await db.sql<{ id: string }>('insert into guest_session (id) values (?) returning id', [randomUUID()]);
      return row.id;
    },
    async account(): Promise<string> {
      const [row] = await db.sql<{ id: string }>(`insert into app_user (id, issuer, subject, email) values (?, 'https://id.example.com', ?, ?) returning id`, [
        randomUUID(),
        randomUUID(),
        `${randomUUID()}@example.com`,
      ]);
      return row.id;
    },
    /** A letter of the owner, saved inside `tx` (the write a credit completes with). */
    async letter(tx: EntityManager | null, owner: { guestSessionId?: string; userId?: string }, inputHash: string): Promise<{ id: string }> {
      const run = tx ? tx.execute.bind(tx) : db.orm.em.fork().execute.bind(db.orm.em.fork());
      const [row] = await run<{ id: string }[]>(
        `insert into cover_letter (id, guest_session_id, user_id, cover_letter_text, compatibility_score, matching_skills, missing_skills, input_hash)
         values (?, ?, ?, 'Dear Example AB, …', 7.5, '[]', '[]', ?) returning id`,
        [randomUUID(), owner.guestSessionId ?? null, owner.userId ?? null, inputHash],
      );
      return row;
    },
  };
}

/** A migrated database of the test file's own, with its fixtures: made before the file's tests, closed after them. */
export function mediumDatabaseForFile(): { db: MediumDatabase; make: ReturnType<typeof fixtures> } {
  const medium = {} as { db: MediumDatabase; make: ReturnType<typeof fixtures> };
  beforeAll(async () => {
    medium.db = await createMediumDatabase();
    medium.make = fixtures(medium.db);
  }, 60_000);
  afterAll(() => medium.db.close());
  return medium;
}
