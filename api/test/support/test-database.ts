import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(process.env.DATABASE_URL!, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * An empty database of its own for one test file; the app applies the committed migrations to it
 * when it starts, as in production. Undefined when DATABASE_URL is unset: the app then starts its
 * embedded database in memory.
 */
export async function createTestDatabase(): Promise<TestDatabase | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const name = `coverletter_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((c) => c.query(`create database "${name}"`));
  return {
    url: withDatabase(process.env.DATABASE_URL, name),
    drop: () => withAdminClient((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}
