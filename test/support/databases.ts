// The database engines integration tests run on, so that one test file proves a behaviour on both
// the embedded default (PGlite) and PostgreSQL. Each open() gives a test a database of its own:
// a fresh PGlite data directory, or a fresh PostgreSQL database (`t_<random>`) created through
// TEST_DATABASE_URL and dropped by cleanup().
//
// PostgreSQL comes from the test harness (scripts/services/postgres.sh, started by
// scripts/test.sh). Without TEST_DATABASE_URL its tests fail in CI, where a skip would hide a
// broken harness, and are skipped with the reason shown on a developer's machine.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/platform/db/database.js';

export type EngineName = 'pglite' | 'postgres';

export interface EngineOptions {
  /** DATABASE_POOL_SIZE of the opened database (default 4). */
  poolSize?: number;
}

/** A database prepared for a test but not opened: its config, and how to remove it. */
export interface PreparedDatabase {
  config: Config;
  /** Removes the data directory or drops the database; the caller closes what it opened first. */
  dispose: () => Promise<void>;
}

export interface OpenedDatabase {
  config: Config;
  db: Database;
  /** Closes the database (once, even if the test closed it already) and removes it. */
  cleanup: () => Promise<void>;
}

export interface Engine {
  name: EngineName;
  available: boolean;
  /** Why the engine cannot run here, when it cannot. */
  unavailableReason: string | null;
  /** The name shown in test titles, carrying the reason when the engine cannot run. */
  label: string;
  /** A fresh, empty database and its config, not yet migrated or opened. */
  prepare(options?: EngineOptions): Promise<PreparedDatabase>;
  /** A fresh database, opened (and so migrated) the way the service opens it. */
  open(options?: EngineOptions): Promise<OpenedDatabase>;
}

const POSTGRES_MISSING =
  'TEST_DATABASE_URL is not set. Run through the harness: `source scripts/services/postgres.sh && postgres_start && ' +
  'TEST_DATABASE_URL=$POSTGRES_URL npx vitest run test/integration; postgres_stop` (or `npm test`).';

function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'memsvc-it-'));
}

function configFor(dataDir: string, options: EngineOptions, databaseUrl?: string): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: String(options.poolSize ?? 4),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** Opens a prepared database, making close idempotent so cleanup is safe after a test closed it. */
async function openPrepared(prepared: PreparedDatabase): Promise<OpenedDatabase> {
  let db: Database;
  try {
    db = await openDatabase(prepared.config);
  } catch (err) {
    await prepared.dispose();
    throw err;
  }
  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => (closing ??= db.close());
  return {
    config: prepared.config,
    db: { ...db, close },
    async cleanup() {
      try {
        await close();
      } finally {
        await prepared.dispose();
      }
    },
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const pglite: Engine = {
  name: 'pglite',
  available: true,
  unavailableReason: null,
  label: 'pglite',
  async prepare(options = {}) {
    const dataDir = tempDataDir();
    return {
      config: configFor(dataDir, options),
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
  async open(options = {}) {
    return openPrepared(await this.prepare(options));
  },
};

const adminUrl = process.env.TEST_DATABASE_URL?.trim() || null;

const postgres: Engine = {
  name: 'postgres',
  available: adminUrl !== null,
  unavailableReason: adminUrl ? null : POSTGRES_MISSING,
  label: adminUrl ? 'postgres' : 'postgres (TEST_DATABASE_URL not set)',
  async prepare(options = {}) {
    if (!adminUrl) throw new Error(POSTGRES_MISSING);
    const name = `t_${randomBytes(8).toString('hex')}`;
    await withClient(adminUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dataDir = tempDataDir();
    return {
      config: configFor(dataDir, options, url.toString()),
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
        // `with (force)` also ends connections a failed test left open.
        await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      },
    };
  },
  async open(options = {}) {
    return openPrepared(await this.prepare(options));
  },
};

export const engines: readonly Engine[] = [pglite, postgres];

/**
 * Call inside a `describe.each(engines)` block, before its hooks: every test of an engine that
 * cannot run here fails with the reason in CI, and is skipped with the reason elsewhere.
 */
export function requireEngine(engine: Engine): void {
  if (engine.available) return;
  const reason = engine.unavailableReason ?? `${engine.name} is not available`;
  if (!inCi()) console.warn(`[${engine.name}] tests skipped: ${reason}`);
  beforeEach((context) => {
    if (inCi()) throw new Error(`${engine.name} tests cannot run in CI: ${reason}`);
    context.skip(reason);
  });
}

/**
 * One database shared by the tests of a `describe` block: opened before them, removed after.
 * Includes requireEngine(engine). Returns an accessor, valid inside tests.
 */
export function useDatabase(engine: Engine, options: EngineOptions = {}): () => OpenedDatabase {
  requireEngine(engine);
  let opened: OpenedDatabase | null = null;
  beforeAll(async () => {
    if (engine.available) opened = await engine.open(options);
  });
  afterAll(async () => {
    await opened?.cleanup();
    opened = null;
  });
  return () => {
    if (!opened) throw new Error(`the ${engine.name} database is not open (did its beforeAll fail?)`);
    return opened;
  };
}

export function inCi(): boolean {
  const ci = process.env.CI?.trim().toLowerCase();
  return !!ci && ci !== 'false' && ci !== '0';
}
