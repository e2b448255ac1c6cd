// A user's generic collections are counted from the account's own collections. An account that
// gave thousands of memberships to a common user id could make every other account's count of
// that id read them all (an index of every account's members by user); now another account's
// members of the same id are never read. Rows read are counted from the statement's executed
// plan, which does not depend on the machine's speed.
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { GenericRepository } from '../../src/modules/generic/generic.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';

/** The other account's memberships of the shared user id. */
const CROWD = 5_000;

interface PlanNode {
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** Rows every node of an executed plan produced, over all its loops. */
function rowsRead(node: PlanNode): number {
  const own = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

describe.each(engines)('a user’s generic collections on $label', (engine) => {
  const database = useDatabase(engine);
  const sql = () => database().db.orm.em.getConnection();

  async function collectionWith(accountId: string, name: string, users: string[]): Promise<void> {
    const id = `gcol_${accountId}_${name}`;
    await sql().execute(
      `insert into generic_collections (id, account_id, name, description, metadata, created_at) values (?, ?, ?, null, '{}'::jsonb, now())`,
      [id, accountId, name],
    );
    if (users.length === 0) return;
    await sql().execute(
      `insert into memories (id, account_id, collection, text, category, importance, storage_bytes, vector_state, user_id)
       select ? || '_' || g, ?, 'main', 'text ' || g, 'fact', 0.5, 6, 'written', (string_to_array(?, ','))[g]
         from generate_series(1, ?) g`,
      [`mem_${name}`, accountId, users.join(','), users.length],
    );
    await sql().execute(
      `insert into generic_collection_members (collection_id, memory_id, user_id, added_at)
       select ?, m.id, m.user_id, now() from memories m where m.account_id = ? and m.id like ?`,
      [id, accountId, `mem_${name}\\_%`],
    );
  }

  it('counts only the account’s collections, and reads none of another account’s members of the same id', async () => {
    const orm = database().db.orm;
    const crowd = (await newLiveCaller(orm, 'crowd')).accountId;
    const victim = (await newLiveCaller(orm, 'victim')).accountId;
    await collectionWith(
      crowd,
      'crowd',
      Array.from({ length: CROWD }, () => 'user_1'),
    );
    await collectionWith(victim, 'holds', ['user_1', 'user_2']);
    await collectionWith(victim, 'other', ['user_2']);
    await collectionWith(victim, 'empty', []);
    await sql().execute('analyze generic_collections');
    await sql().execute('analyze generic_collection_members');

    const statements: { query: string; params: unknown[] }[] = [];
    const recording = {
      execute: (query: string, params: unknown[] = []) => {
        statements.push({ query, params });
        return sql().execute(query, params);
      },
    };
    const repository = new GenericRepository({ em: { getConnection: () => recording } } as unknown as MikroORM);

    expect(await repository.userCollectionCount(victim, 'user_1')).toBe(1);
    expect(await repository.userCollectionCount(victim, 'user_2')).toBe(2);
    expect(await repository.userCollectionCount(victim, 'nobody')).toBe(0);
    expect(await repository.userCollectionCount(crowd, 'user_1')).toBe(1);

    const { query, params } = statements[0]!;
    const [explained] = await sql().execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }[]>(
      `explain (analyze, format json) ${query}`,
      params,
    );
    const raw = explained!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
    // the victim's three collections and their members of user_1: a handful, not the crowd's 5,000
    expect(rowsRead(plan)).toBeLessThan(50);
  });
});
