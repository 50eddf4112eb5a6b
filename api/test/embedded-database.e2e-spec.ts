import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/database/embedded-postgres';

const poolOf = (embedded: EmbeddedPostgres, max = 4) =>
  new Pool({ host: embedded.socketDir, port: embedded.port, user: 'postgres', database: embedded.dbName, max });

/** Pids of live processes whose command line mentions `text`. */
function processesMentioning(text: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The embedded PostgreSQL 18 (the `embedded-postgres` binaries) under the kind of load the app puts on it, and its life cycle. */
describe('embedded PostgreSQL', () => {
  describe('in memory', () => {
    let embedded: EmbeddedPostgres;
    let pools: Pool[];
    beforeAll(async () => {
      embedded = await startEmbeddedPostgres(undefined);
      pools = [0, 1].map(() => poolOf(embedded));
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

    it('serves connections at once: one waits on a row lock while another commits', async () => {
      const [a, b] = await Promise.all([pools[0].connect(), pools[1].connect()]);
      try {
        await a.query('begin');
        await a.query('select * from item where id = 1 for update');
        const waiting = b.query("update item set label = 'b' where id = 1");
        await new Promise((r) => setTimeout(r, 100));
        await a.query("update item set label = 'a' where id = 1");
        await a.query('commit');
        await waiting;
        expect((await a.query('select label from item where id = 1')).rows[0].label).toBe('b');
      } finally {
        a.release();
        b.release();
      }
    });

    it('listens on no TCP port, only on the socket in its private folder', async () => {
      const { rows } = await pools[0].query<{ listen: string; version: string }>(
        "select current_setting('listen_addresses') as listen, current_setting('server_version_num') as version",
      );
      expect(rows[0].listen).toBe('');
      expect(Number(rows[0].version)).toBeGreaterThanOrEqual(180000);
      expect(existsSync(join(embedded.socketDir, `.s.PGSQL.${embedded.port}`))).toBe(true);
    });
  });

  describe('in DATA_DIR', () => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'embedded-pg-test-'));
    });
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    it('creates the cluster in DATA_DIR/postgres, keeps the data over a restart and leaves no process after stop', async () => {
      const first = await startEmbeddedPostgres(dataDir);
      expect(first.created).toBe(true);
      expect(first.clusterDir).toBe(join(dataDir, 'postgres'));
      let pool = poolOf(first);
      await pool.query("create table kept (v text); insert into kept values ('still here')");
      await pool.end();
      await first.stop();
      expect(processesMentioning(first.clusterDir)).toEqual([]);
      expect(existsSync(first.socketDir)).toBe(false);

      const second = await startEmbeddedPostgres(dataDir);
      expect(second.created).toBe(false);
      pool = poolOf(second);
      expect((await pool.query('select v from kept')).rows).toEqual([{ v: 'still here' }]);
      await pool.end();
      await second.stop();
    }, 60_000);

    const userNamespace = spawnSync('unshare', ['--user', '--map-user=1', '--map-group=1', '--', '/bin/true']).status === 0;
    const asRoot = process.getuid?.() === 0 && userNamespace ? it : it.skip;
    asRoot(
      "as root, runs in a folder the postgres user may not enter (like a project under /root), and leaves the files root's",
      async () => {
        const closed = join(dataDir, 'home');
        mkdirSync(closed, { mode: 0o700 });
        const appData = join(closed, 'project', 'data');
        const embedded = await startEmbeddedPostgres(appData);
        const pool = poolOf(embedded);
        await pool.query("create table kept (v text); insert into kept values ('root only')");
        expect((await pool.query('select v from kept')).rows).toEqual([{ v: 'root only' }]);
        await pool.end();
        await embedded.stop();
        expect(statSync(join(appData, 'postgres')).uid).toBe(0);
        expect(statSync(closed).mode & 0o777).toBe(0o700);
        expect(processesMentioning(embedded.clusterDir)).toEqual([]);
      },
      60_000,
    );

    asRoot(
      'as root, with a TMPDIR the postgres user may not enter (for the socket folder), it starts all the same and cleans up there',
      () => {
        const built = join(__dirname, '..', 'dist', 'database', 'embedded-postgres.js');
        if (!existsSync(built)) throw new Error('needs the built API: npm run build -w api');
        // The data folder open to the postgres user; only the temporary folder is closed to it.
        chmodSync(dataDir, 0o755);
        const closedTmp = join(dataDir, 'tmp');
        mkdirSync(closedTmp, { mode: 0o700 });
        // A process of its own: os.tmpdir() reads the real environment, which a test cannot change.
        const script = `
          const { Client } = require('pg');
          require(${JSON.stringify(built)}).startEmbeddedPostgres(${JSON.stringify(join(dataDir, 'data'))}).then(async (db) => {
            const client = new Client({ host: db.socketDir, port: db.port, user: 'postgres', database: db.dbName });
            await client.connect();
            const { rows } = await client.query('select 1 as one');
            await client.end();
            await db.stop();
            console.log(JSON.stringify({ socketDir: db.socketDir, rows }));
          });`;
        const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, TMPDIR: closedTmp } });
        expect(result.stderr).toBe('');
        const { socketDir, rows } = JSON.parse(result.stdout) as { socketDir: string; rows: unknown };
        expect(socketDir.startsWith(closedTmp)).toBe(true);
        expect(rows).toEqual([{ one: 1 }]);
        expect(readdirSync(closedTmp)).toEqual([]);
      },
      60_000,
    );

    it('refuses a second instance on the same DATA_DIR with a clear message', async () => {
      const first = await startEmbeddedPostgres(dataDir);
      try {
        await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(/already running .*another instance of the app uses this DATA_DIR/);
      } finally {
        await first.stop();
      }
    }, 60_000);

    it('starts over a postmaster.pid left by a crash', async () => {
      const first = await startEmbeddedPostgres(dataDir);
      await first.stop();
      // A pid file naming a process that is not PostgreSQL (this test runner), as after a crash and pid reuse.
      writeFileSync(join(first.clusterDir, 'postmaster.pid'), `${process.pid}\n${first.clusterDir}\n`);
      const again = await startEmbeddedPostgres(dataDir);
      await again.stop();
      // A PostgreSQL of another cluster under that pid is not this one's either.
      const other = await startEmbeddedPostgres(undefined);
      const otherPid = readFileSync(join(other.clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0];
      writeFileSync(join(first.clusterDir, 'postmaster.pid'), `${otherPid}\n${other.clusterDir}\n`);
      const started = Date.now();
      const third = await startEmbeddedPostgres(dataDir);
      expect(Date.now() - started).toBeLessThan(5_000);
      await third.stop();
      await other.stop();
    }, 60_000);

    it('two apps starting at once on a new DATA_DIR: one database, and the other says why it cannot start', async () => {
      const results = await Promise.allSettled([startEmbeddedPostgres(dataDir), startEmbeddedPostgres(dataDir)]);
      const started = results.filter((r): r is PromiseFulfilledResult<EmbeddedPostgres> => r.status === 'fulfilled');
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(started).toHaveLength(1);
      expect(String(refused[0]?.reason?.message)).toMatch(/Another instance of the app|already running/);
      await started[0].value.stop();
    }, 60_000);

    it('stops the database when the app process dies without stopping it', async () => {
      // A process of its own that starts the database from the built API and is killed outright.
      const built = join(__dirname, '..', 'dist', 'database', 'embedded-postgres.js');
      if (!existsSync(built)) throw new Error('needs the built API: npm run build -w api');
      const script = `require(${JSON.stringify(built)}).startEmbeddedPostgres(${JSON.stringify(dataDir)}).then(() => process.kill(process.pid, 'SIGKILL'))`;
      const result = spawnSync(process.execPath, ['-e', script], { stdio: 'ignore', timeout: 60_000 });
      expect(result.signal).toBe('SIGKILL');
      const clusterDir = join(dataDir, 'postgres');
      expect(existsSync(join(clusterDir, 'PG_VERSION'))).toBe(true);
      const deadline = Date.now() + 10_000;
      while (processesMentioning(clusterDir).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(processesMentioning(clusterDir)).toEqual([]);
      // and the next start finds the cluster shut down cleanly
      const again = await startEmbeddedPostgres(dataDir);
      await again.stop();
    }, 60_000);

    it('a signal to the whole process group stops the database and leaves no socket folder behind', async () => {
      const embedded = await startEmbeddedPostgres(dataDir);
      const clusterDir = join(dataDir, 'postgres');
      const postmaster = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const group = Number(spawnSync('ps', ['-o', 'pgid=', '-p', String(postmaster)], { encoding: 'utf8' }).stdout.trim());
      expect(group).toBeGreaterThan(1);
      expect(group).not.toBe(process.pid);
      // What systemd's KillMode=control-group does to what the app started.
      process.kill(-group, 'SIGTERM');
      const deadline = Date.now() + 15_000;
      while ((processesMentioning(clusterDir).length > 0 || existsSync(embedded.socketDir)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(processesMentioning(clusterDir)).toEqual([]);
      expect(existsSync(embedded.socketDir)).toBe(false);
      await embedded.stop();
      const again = await startEmbeddedPostgres(dataDir);
      await again.stop();
    }, 60_000);

    it('moves the files PGlite left in DATA_DIR aside and starts on a new database', async () => {
      mkdirSync(join(dataDir, 'base'));
      writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
      writeFileSync(join(dataDir, 'postgresql.conf'), '');
      writeFileSync(join(dataDir, 'pg_hba.conf'), '');
      const embedded = await startEmbeddedPostgres(dataDir);
      try {
        expect(embedded.created).toBe(true);
        expect(embedded.movedPglite).toMatch(/pglite-/);
        expect(readdirSync(embedded.movedPglite!).sort()).toEqual(['PG_VERSION', 'base', 'pg_hba.conf', 'postgresql.conf']);
        expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
      } finally {
        await embedded.stop();
      }
    }, 60_000);
  });
});
