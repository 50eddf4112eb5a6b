import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeExtendedProtocolBatches } from './pglite-queue-patch';

export interface EmbeddedPostgres {
  socketDir: string;
  port: number;
  dbName: string;
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;

/**
 * PGlite (PostgreSQL compiled to WebAssembly) served on a local Unix socket, so the app talks to
 * it over the PostgreSQL wire protocol exactly as it would to a real server. `dataDir` undefined
 * means in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, maxConnections: number): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const socketDir = mkdtempSync(join(tmpdir(), 'coverletter-pg-'));
  const server = new PGLiteSocketServer({ db, path: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), maxConnections });
  serializeExtendedProtocolBatches(server);
  await server.start();
  return {
    socketDir,
    port: SOCKET_PORT,
    dbName: 'postgres',
    async stop() {
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
