// A PostgreSQL database for a benchmark run: a fresh database on the server named by an admin
// URL (a caller's, or TEST_DATABASE_URL of the test harness), or else on a throwaway cluster
// started with scripts/services/postgres.sh (PostgreSQL with pgvector, as the test suites run it) and
// stopped after the run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ROOT } from './service.js';

export interface BenchDatabase {
  /** DATABASE_URL of the fresh database. */
  url: string;
  /** Drops the database, and stops the cluster when this run started it. */
  dispose(): Promise<void>;
}

interface Cluster {
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts a cluster in a bash child that holds it while its standard input stays open: closing it
 * (or ending the child) runs postgres_stop, so no cluster outlives the run.
 */
function startCluster(timeoutMs = 60_000): Promise<Cluster> {
  const script = [
    'source scripts/services/postgres.sh',
    "trap 'postgres_stop' EXIT",
    "trap 'exit 143' TERM INT",
    'postgres_start >&2 || exit 1',
    'echo "ADMIN_URL=$POSTGRES_ADMIN_URL"',
    'read -r _ || true',
  ].join('\n');
  const child = spawn('bash', ['-c', script], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`PostgreSQL did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    let stdout = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      const match = /^ADMIN_URL=(\S+)$/m.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve({ adminUrl: match[1]!, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `PostgreSQL could not be started (exit ${code}); scripts/setup.sh --test installs the server:\n${output}`,
        ),
      );
    });
  });
}

async function onServer<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** `adminUrl`: a server to use instead of starting one (a database is created on it and dropped after). */
export async function benchDatabase(adminUrl: string | null): Promise<BenchDatabase> {
  const cluster = adminUrl ? null : await startCluster();
  const admin = adminUrl ?? cluster!.adminUrl;
  const name = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await onServer(admin, (client) => client.query(`create database ${name}`));
  } catch (err) {
    await cluster?.stop();
    throw err;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dispose() {
      try {
        await onServer(admin, (client) => client.query(`drop database if exists ${name} with (force)`));
      } finally {
        await cluster?.stop();
      }
    },
  };
}
