// Opens the service's relational database: PostgreSQL at DATABASE_URL, or the embedded PGlite
// default in DATA_DIR. Applies pending migrations under an advisory lock, so instances starting
// together never migrate twice.
import { Migrator } from '@mikro-orm/migrations';
import {
  DefaultLogger,
  MikroORM,
  UnderscoreNamingStrategy,
  type LogContext,
  type LoggerNamespace,
} from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Config } from '../../config.js';
import { entities, entityNotFound } from './entities.js';
import { findRunningEmbeddedDatabase, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js';
import { migrationsList } from './migrations/index.js';

export interface Database {
  orm: MikroORM;
  kind: 'postgres' | 'embedded';
  url: string;
  close(): Promise<void>;
}

const MIGRATION_LOCK_KEY = 727_001;

async function migrate(url: string, orm: MikroORM): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  try {
    await lock.connect();
  } catch (err) {
    await lock.end().catch(() => undefined);
    throw err;
  }
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await orm.getMigrator().up();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}

/**
 * The ORM's own logger, with query logging off for good: a logged query carries its bound values
 * (key hashes, token hashes, webhook secrets, vector_db_url), and MIKRO_ORM_DEBUG in the
 * environment or a .env file would otherwise turn it on over `debug: false`.
 */
class NoQueryLogger extends DefaultLogger {
  override isEnabled(namespace: LoggerNamespace, context?: LogContext): boolean {
    return namespace !== 'query' && namespace !== 'query-params' && super.isEnabled(namespace, context);
  }

  override logQuery(): void {}
}

/** The ORM on a database that is already migrated (threads of this process use it too). */
export async function connectDatabase(url: string, poolSize: number): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: url,
    entities,
    // camelCase properties map to snake_case columns, so the schemas name no column
    namingStrategy: UnderscoreNamingStrategy,
    findOneOrFailHandler: entityNotFound,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, transactional: true, allOrNothing: true, silent: true },
    pool: { min: 0, max: poolSize },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    loggerFactory: (options) => new NoQueryLogger(options),
    discovery: { warnWhenNoEntities: false },
  });
}

export interface OpenOptions {
  /** Reach the embedded database of a running server instead of refusing its data directory. */
  joinRunningEmbedded?: boolean;
}

export async function openDatabase(config: Config, options: OpenOptions = {}): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    const running = options.joinRunningEmbedded ? findRunningEmbeddedDatabase(config.dataDir) : null;
    if (running) url = running.url;
    else {
      // Room beside the ORM pool for the built-in vector store's pool (4) and for operator commands.
      embedded = await startEmbeddedDatabase(config.dataDir, {
        maxConnections: config.databasePoolSize + 16,
        cacheMb: config.embeddedDbCacheMb,
      });
      url = embedded.url;
    }
  }
  let orm: MikroORM | undefined;
  try {
    orm = await connectDatabase(url, config.databasePoolSize);
    await migrate(url, orm);
    const opened = orm;
    return {
      orm: opened,
      kind: config.databaseUrl ? 'postgres' : 'embedded',
      url,
      async close() {
        await opened.close(true);
        await embedded?.stop();
      },
    };
  } catch (err) {
    await orm?.close(true).catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
}
