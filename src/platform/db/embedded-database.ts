// The embedded default: PostgreSQL compiled to WebAssembly (PGlite, with pgvector) in a data
// directory, served on a loopback port so the ordinary pg driver (and MikroORM) can use it.
//
// PGlite is a single session. The socket server multiplexes client connections onto it and
// keeps an open transaction to the connection that began it, so several pool connections are
// safe. One process owns a data directory at a time: it writes `embedded-db.json` with its pid
// and port, so that an operator command can reach the running server's database instead of
// opening the directory a second time.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  url: string;
  pglite: PGlite;
  stop(): Promise<void>;
}

interface LockInfo {
  pid: number;
  port: number;
}

const LOCK_FILE = 'embedded-db.json';

/** Data directories this process has open: the lock file cannot tell them apart from a restart. */
const openInThisProcess = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running owner of a data directory, if any. */
export function findRunningEmbeddedDatabase(dataDir: string): (LockInfo & { url: string }) | null {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockInfo;
    if (info.pid !== process.pid && processAlive(info.pid)) return { ...info, url: embeddedUrl(info.port) };
  } catch {
    /* no lock file, or unreadable: nobody owns it */
  }
  return null;
}

function embeddedUrl(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

export interface EmbeddedDatabaseOptions {
  /** Client connections the socket server accepts. */
  maxConnections: number;
  /** PostgreSQL's page cache (shared_buffers), in MB. */
  cacheMb: number;
}

export async function startEmbeddedDatabase(dataDir: string, options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const owner = findRunningEmbeddedDatabase(dataDir);
  if (owner || openInThisProcess.has(dataDir)) {
    throw new Error(`DATA_DIR ${dataDir} is in use by process ${owner?.pid ?? process.pid}. Stop it, or give this process another DATA_DIR.`);
  }
  openInThisProcess.add(dataDir);
  try {
    return await open(dataDir, options);
  } catch (err) {
    openInThisProcess.delete(dataDir);
    throw err;
  }
}

async function open(dataDir: string, options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const pgdata = join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  const pglite = await PGlite.create(pgdata, {
    extensions: { vector },
    // PGlite runs its checkpoints in the service's own thread: with room for 1 GB of WAL and 15
    // minutes between them, a steady write load (heartbeats) stalls far less often
    // (`npm run bench -- heartbeats`: p99 at 500/s from 158 to 71 ms, p50 from 7.7 to 1.9 ms).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.cacheMb}MB`, '-c', 'max_wal_size=1GB', '-c', 'checkpoint_timeout=900'],
  });
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: options.maxConnections });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`the embedded database did not report its port (${server.getServerConn()})`);
  const lockPath = join(dataDir, LOCK_FILE);
  writeFileSync(lockPath, JSON.stringify({ pid: process.pid, port } satisfies LockInfo));
  return {
    url: embeddedUrl(port),
    pglite,
    async stop() {
      await server.stop();
      await pglite.close();
      rmSync(lockPath, { force: true });
      openInThisProcess.delete(dataDir);
    },
  };
}
