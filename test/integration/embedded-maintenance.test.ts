// Autovacuum's work on the embedded database, on a real PGlite: statistics appear for a table
// filled since its last analysis (so a lookup by id uses the primary key, not a scan of the
// account's rows), and dead rows are vacuumed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/platform/db/database.js';
import { EmbeddedMaintenance } from '../../src/platform/db/embedded-maintenance.js';
import { createLogger } from '../../src/platform/logger.js';

const dataDir = mkdtempSync(join(tmpdir(), 'memsvc-maintenance-'));
let db: Database;
let maintenance: EmbeddedMaintenance;
const sql = (text: string) => db.orm.em.getConnection().execute<Record<string, unknown>[]>(text);

beforeAll(async () => {
  db = await openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '2' }));
  maintenance = new EmbeddedMaintenance(sql, createLogger('silent'), { restMs: 0 });
  await maintenance.runOnce(); // the migrated, empty tables: whatever they need
  await sql('create table notes (id text primary key, owner text not null, topic text not null, body text not null)');
  await sql('create index notes_owner on notes (owner, topic)');
});

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Activity counters reach pg_stat_user_tables within about a second; waits up to 10 s for one. */
async function waitForStat(column: 'n_mod_since_analyze' | 'n_dead_tup', reached: (value: number) => boolean) {
  const read = async () =>
    Number((await sql(`select ${column} as value from pg_stat_user_tables where relname = 'notes'`))[0]?.value ?? 0);
  for (let waited = 0; !reached(await read()) && waited < 10_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

const plan = async (query: string) => (await sql(`explain ${query}`)).map((r) => String(r['QUERY PLAN'])).join('\n');

describe('embedded database maintenance', () => {
  it('analyses a table filled since its last analysis, after which a lookup by id uses the primary key', async () => {
    await sql("insert into notes select 'n' || i, 'owner-1', 'work', repeat('x', 40) from generate_series(1, 5000) i");
    // Wait for the insert's counters to reach pg_stat_user_tables (within about a second): if they
    // arrived after the analysis, they would count as changes since it and the last pass below
    // would analyse again.
    await waitForStat('n_mod_since_analyze', (modified) => modified >= 5000);
    const lookup =
      "select body from notes where owner = 'owner-1' and topic = 'work' and id = any('{n17,n4711}'::text[])";
    expect(await plan(lookup)).toContain('notes_owner'); // no statistics: the planner walks the owner's rows

    expect(await maintenance.runOnce()).toContainEqual({ table: 'notes', action: 'analyze' });
    const [stats] = await sql("select reltuples from pg_class where relname = 'notes'");
    expect(Number(stats!.reltuples)).toBe(5000);
    expect(await plan(lookup)).toContain('notes_pkey');
    expect((await maintenance.runOnce()).map((done) => done.table)).not.toContain('notes'); // nothing changed since
  });

  it('vacuums a table whose rows were mostly deleted', async () => {
    await sql("delete from notes where id <> 'n1'");
    await waitForStat('n_dead_tup', (dead) => dead > 0);
    expect(await maintenance.runOnce()).toContainEqual({ table: 'notes', action: 'vacuum analyze' });
    const [stats] = await sql(
      "select s.n_dead_tup, c.reltuples from pg_stat_user_tables s join pg_class c on c.oid = s.relid where c.relname = 'notes'",
    );
    expect(Number(stats!.n_dead_tup)).toBe(0);
    expect(Number(stats!.reltuples)).toBe(1);
  });
});
