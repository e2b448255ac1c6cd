// The embedded default: PostgreSQL compiled to WebAssembly (PGlite, with pgvector) in a data
// directory, served on a loopback port so the ordinary pg driver (and MikroORM) can use it.
//
// PGlite is a single session. The socket server multiplexes client connections onto it and
// keeps an open transaction to the connection that began it, so several pool connections are
// safe. Both run in a thread of their own (embedded-database.worker.ts), so statements execute
// beside the request thread instead of inside it. One process owns a data directory at a time:
// it writes `embedded-db.json` with its pid and port, so that an operator command can reach the
// running server's database instead of opening the directory a second time.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siblingModule, startThread } from '../threads.js';
import type { EmbeddedWorkerInput, EmbeddedWorkerMessage } from './embedded-database.worker.js';

export interface EmbeddedDatabase {
  url: string;
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

export async function startEmbeddedDatabase(
  dataDir: string,
  options: EmbeddedDatabaseOptions,
): Promise<EmbeddedDatabase> {
  const owner = findRunningEmbeddedDatabase(dataDir);
  if (owner || openInThisProcess.has(dataDir)) {
    throw new Error(
      `DATA_DIR ${dataDir} is in use by process ${owner?.pid ?? process.pid}. Stop it, or give this process another DATA_DIR.`,
    );
  }
  openInThisProcess.add(dataDir);
  try {
    return await open(dataDir, options);
  } catch (err) {
    openInThisProcess.delete(dataDir);
    throw err;
  }
}

const workerFile = siblingModule(import.meta.url, 'embedded-database.worker');

async function open(dataDir: string, options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  mkdirSync(join(dataDir, 'pgdata'), { recursive: true });
  const worker = startThread(workerFile, {
    dataDir,
    maxConnections: options.maxConnections,
    cacheMb: options.cacheMb,
  } satisfies EmbeddedWorkerInput);
  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`the embedded database's thread ended (exit code ${code}) before it was ready`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: EmbeddedWorkerMessage) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (message.kind === 'ready') resolve(message.port);
      else
        reject(
          new Error(
            `the embedded database could not be opened: ${message.kind === 'failed' ? message.message : message.kind}`,
          ),
        );
    });
  }).catch(async (err) => {
    await worker.terminate();
    throw err;
  });
  let stopping = false;
  worker.on('error', (err) =>
    process.stderr.write(`the embedded database's thread failed: ${err.stack ?? err.message}\n`),
  );
  worker.on('exit', (code) => {
    if (!stopping) process.stderr.write(`the embedded database's thread ended unexpectedly (exit code ${code})\n`);
  });
  const lockPath = join(dataDir, LOCK_FILE);
  writeFileSync(lockPath, JSON.stringify({ pid: process.pid, port } satisfies LockInfo));
  return {
    url: embeddedUrl(port),
    async stop() {
      stopping = true;
      await new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.once('message', (message: EmbeddedWorkerMessage) => {
          if (message.kind === 'stopped') resolve();
        });
        worker.postMessage({ kind: 'stop' });
      });
      await worker.terminate();
      rmSync(lockPath, { force: true });
      openInThisProcess.delete(dataDir);
    },
  };
}
