import { MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { Client } from 'pg';
import type { DatabaseTarget } from './orm-options';

/** Any fixed number; every process that migrates takes the same advisory lock first. */
const MIGRATION_LOCK_ID = 7_318_402_611;

export function pgClientConfig(target: DatabaseTarget) {
  return 'url' in target ? { connectionString: target.url } : { host: target.socketDir, port: target.port, database: target.dbName, user: 'postgres' };
}

/**
 * Applies pending migrations while holding a session-level advisory lock on a connection of its
 * own, so several processes starting together migrate once and the rest wait and find nothing to
 * do.
 */
export async function runMigrations(orm: MikroORM, target: DatabaseTarget): Promise<string[]> {
  const lock = new Client(pgClientConfig(target));
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = await (orm.getMigrator() as Migrator).up();
    return applied.map((m) => m.name);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lock.end();
  }
}
