// The schema comes from committed migrations, applied when the database is opened: once on a
// fresh database, never again on a migrated one, and once even when instances start together.
import { afterEach, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/accounts/api-key-text.js';
import { AccountsRepository } from '../../src/modules/accounts/accounts.repository.js';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { migrationsList } from '../../src/platform/db/migrations/index.js';
import { engines, requireEngine, type OpenedDatabase } from '../support/databases.js';

const SCHEMA_TABLES = ['accounts', 'api_keys', 'service_secrets', 'usage_counters'];
const MIGRATION_NAMES = migrationsList.map((m) => m.name);

interface MigrationRow {
  name: string;
  executed_at: Date;
}

async function migrationRows(db: Database): Promise<MigrationRow[]> {
  return db.orm.em
    .getConnection()
    .execute<MigrationRow[]>('select name, executed_at from mikro_orm_migrations order by id');
}

async function publicTables(db: Database): Promise<string[]> {
  const rows = await db.orm.em
    .getConnection()
    .execute<{ table_name: string }[]>(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
  return rows.map((r) => r.table_name);
}

describe.each(engines)('migrations on $label', (engine) => {
  requireEngine(engine);
  const toClean: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const clean of toClean.splice(0).reverse()) await clean();
  });
  const open = async (): Promise<OpenedDatabase> => {
    const opened = await engine.open();
    toClean.push(opened.cleanup);
    return opened;
  };

  it('migrates a fresh database to the whole schema', async () => {
    const { db } = await open();
    expect(await publicTables(db)).toEqual(expect.arrayContaining([...SCHEMA_TABLES, 'mikro_orm_migrations']));
    expect((await migrationRows(db)).map((r) => r.name)).toEqual(MIGRATION_NAMES);
    expect(await db.orm.getMigrator().getPendingMigrations()).toEqual([]);
  });

  it('applies nothing when a migrated database is opened again, and keeps its data', async () => {
    const first = await open();
    const keyHash = hashApiKey(`reopen-${Math.random()}`);
    const account = await new AccountsRepository(first.db.orm).createWithKey({
      email: 'reopen@example.com',
      name: 'Reopen',
      vectorDbUrl: null,
      keyHash,
      environment: 'live',
    });
    const before = await migrationRows(first.db);
    await first.db.close();

    const again = await openDatabase(first.config);
    toClean.push(() => again.close());
    const after = await migrationRows(again);
    expect(after).toEqual(before);
    expect(after.map((r) => r.name)).toEqual(MIGRATION_NAMES);
    expect(await new AccountsRepository(again.orm).findCallerByKeyHash(keyHash)).toMatchObject({
      accountId: account.id,
      tier: 'free',
    });
  });

  // One PGlite data directory belongs to one process, so instances racing is a PostgreSQL matter.
  it.skipIf(engine.name !== 'postgres')(
    'lets two instances opening one fresh database at once both start, migrating it once',
    async () => {
      const prepared = await engine.prepare();
      toClean.push(prepared.dispose);
      const results = await Promise.allSettled([openDatabase(prepared.config), openDatabase(prepared.config)]);
      for (const result of results) if (result.status === 'fulfilled') toClean.push(() => result.value.close());
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'opened'))).toEqual(['opened', 'opened']);
      const [a, b] = results.map((r) => (r as PromiseFulfilledResult<Database>).value) as [Database, Database];

      expect((await migrationRows(a)).map((r) => r.name)).toEqual(MIGRATION_NAMES);
      const accountsTables = await a.orm.em
        .getConnection()
        .execute<{ n: string }[]>(`select count(*) as n from pg_class where relname = 'accounts' and relkind = 'r'`);
      expect(Number(accountsTables[0]!.n)).toBe(1);
      expect(await publicTables(b)).toEqual(await publicTables(a));
      expect(await b.orm.getMigrator().getPendingMigrations()).toEqual([]);
    },
  );
});
