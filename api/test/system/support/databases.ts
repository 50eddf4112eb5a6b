import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { withDatabase } from '../../support/test-database';
import { DisposablePostgres } from './disposable-postgres';

export interface SystemDatabase {
  url: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/**
 * An empty database for a system test: on the PostgreSQL that DATABASE_URL names, else on a
 * disposable server of the test's own. The app processes migrate it when they start.
 */
export async function createSystemDatabase(): Promise<SystemDatabase> {
  const server = process.env.DATABASE_URL ? undefined : await new DisposablePostgres().init();
  const serverUrl = process.env.DATABASE_URL ?? server!.url;
  const name = `coverletter_system_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    url,
    query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
    async drop() {
      await client.end();
      const again = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await again.connect();
      await again.query(`drop database if exists "${name}" with (force)`);
      await again.end();
      server?.destroy();
    },
  };
}
