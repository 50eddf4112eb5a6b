import { Client } from 'pg';
import { withDatabase } from './test-database';

/** Fails fast with a clear message when DATABASE_URL is set but PostgreSQL does not answer. */
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const client = new Client({ connectionString: withDatabase(process.env.DATABASE_URL, 'postgres') });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`DATABASE_URL is set but PostgreSQL does not answer: ${(error as Error).message}`, { cause: error });
  } finally {
    await client.end().catch(() => undefined);
  }
}
