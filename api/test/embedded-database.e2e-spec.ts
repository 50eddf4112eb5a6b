import { Pool } from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/database/embedded-postgres';

/** The embedded database under the kind of load the app puts on it: several pools, transactions with row locks. */
describe('embedded PostgreSQL (PGlite over a socket)', () => {
  let embedded: EmbeddedPostgres;
  let pools: Pool[];
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres(undefined, 16);
    pools = [0, 1].map(() => new Pool({ host: embedded.socketDir, port: embedded.port, user: 'postgres', database: embedded.dbName, max: 4 }));
    await pools[0].query('create table item (id int primary key, label text)');
  }, 60_000);
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await embedded.stop();
  });

  it("keeps every connection's statements intact while others run transactions", async () => {
    const errors: string[] = [];
    const transactions = Array.from({ length: 60 }, async (_, i) => {
      const client = await pools[0].connect();
      try {
        await client.query('begin');
        await client.query('insert into item (id, label) values ($1, $2)', [i, `tx${i}`]);
        await client.query('select * from item where id = $1 for update', [i]);
        await client.query('commit');
      } catch (error) {
        errors.push((error as Error).message);
        await client.query('rollback').catch(() => undefined);
      } finally {
        client.release();
      }
    });
    const reads = Array.from({ length: 150 }, (_, i) =>
      pools[1].query('select count(*)::int as n from item where id < $1', [i]).catch((error: Error) => errors.push(error.message)),
    );
    await Promise.all([...transactions, ...reads]);
    expect(errors).toEqual([]);
    expect((await pools[1].query('select count(*)::int as n from item')).rows[0].n).toBe(60);
  }, 60_000);
});
