import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().pop() : undefined;
  const dir = version ? join(root, version, 'bin') : '';
  if (!dir || !existsSync(join(dir, 'initdb')))
    throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql)');
  return dir;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, its own port), so a test can
 * really stop and restart it without touching the machine's server. PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` user.
 */
export class DisposablePostgres {
  private readonly bin = binDir();
  private readonly dir = mkdtempSync(join(tmpdir(), 'cl-pg-'));
  private readonly asRoot = userInfo().uid === 0;
  port = 0;

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(tool: string, args: string[]): void {
    const command = join(this.bin, tool);
    if (this.asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  }

  async init(): Promise<this> {
    this.port = await freePort();
    if (this.asRoot) {
      const { uid, gid } = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
      chownSync(this.dir, uid, gid);
      chmodSync(this.dir, 0o700);
    }
    this.run('initdb', ['-D', join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    this.start();
    return this;
  }

  start(): void {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-o', options, '-l', join(this.dir, 'server.log'), '-w', '-t', '30', 'start']);
  }

  /** A fast shutdown: open connections are terminated, as in a real restart or failover. */
  stop(): void {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', '-t', '30', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
