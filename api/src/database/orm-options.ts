import { ReflectMetadataProvider } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** Where PostgreSQL is: a URL, or the embedded server's socket directory. */
export type DatabaseTarget = { url: string } | { socketDir: string; port: number; dbName: string };

export function buildOrmOptions(target: DatabaseTarget, poolMax: number): Options {
  const connection =
    'url' in target ? { clientUrl: target.url } : { host: target.socketDir, port: target.port, dbName: target.dbName, user: 'postgres', password: '' };
  return {
    driver: PostgreSqlDriver,
    ...connection,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: poolMax },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
    discovery: { warnWhenNoEntities: true },
  };
}
