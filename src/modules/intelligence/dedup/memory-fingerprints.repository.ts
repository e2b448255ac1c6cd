// Fingerprints of stored memories for the duplicate check: written when a memory is stored,
// removed with it, and looked up by exact hash or by SimHash band (index probes only).
import type { MikroORM } from '@mikro-orm/postgresql';
import { contentHash } from './normalized-text.js';
import { simhash, type Signature } from './simhash.js';
import type { SqlExecutor } from '../../../platform/db/sql-executor.js';
import { textArrayLiteral } from '../../../platform/db/sql-literals.js';

/** Something that runs SQL: the ORM's connection, or the EntityManager of an open transaction. */
export interface FingerprintMatch {
  memoryId: string;
  contentHash: string;
  simhash: bigint;
}

/** More band candidates than this are not compared: the closest of the first ones is kept. */
const MAX_CANDIDATES = 500;

export class MemoryFingerprintsRepository {
  constructor(private readonly orm: MikroORM) {}

  /** Records the memory's fingerprint; in the caller's transaction when `sql` is given. */
  async record(
    accountId: string,
    collection: string,
    memoryId: string,
    text: string,
    sql: SqlExecutor = this.orm.em.getConnection(),
  ): Promise<void> {
    const insert = this.insertOf(accountId, collection, memoryId, text);
    await sql.execute(insert.sql, insert.params);
  }

  /** The insert that records the memory's fingerprint, for a statement that does more in the same step. */
  insertOf(accountId: string, collection: string, memoryId: string, text: string): { sql: string; params: unknown[] } {
    const signature = simhash(text);
    return {
      sql: `insert into memory_fingerprints (memory_id, account_id, collection, content_hash, simhash, band0, band1, band2, band3)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (memory_id) do nothing`,
      params: [memoryId, accountId, collection, contentHash(text), signature.value.toString(), ...signature.bands],
    };
  }

  async remove(memoryId: string, sql: SqlExecutor = this.orm.em.getConnection()): Promise<void> {
    await sql.execute('delete from memory_fingerprints where memory_id = ?', [memoryId]);
  }

  /** Which of these normalised-text hashes the account has stored, and in which collection. */
  async storedHashes(
    accountId: string,
    hashes: readonly string[],
  ): Promise<{ collection: string; contentHash: string }[]> {
    if (hashes.length === 0) return [];
    const rows = await this.orm.em
      .getConnection()
      .execute<{ collection: string; content_hash: string }[]>(
        'select collection, content_hash from memory_fingerprints where account_id = ? and content_hash = any(?::text[])',
        [accountId, textArrayLiteral(hashes)],
      );
    return rows.map((r) => ({ collection: r.collection, contentHash: r.content_hash }));
  }

  /** Removes the fingerprints of these memories, in the caller's transaction when `sql` is given. */
  async removeMany(memoryIds: readonly string[], sql: SqlExecutor = this.orm.em.getConnection()): Promise<void> {
    if (memoryIds.length > 0)
      await sql.execute('delete from memory_fingerprints where memory_id = any(?::text[])', [
        textArrayLiteral(memoryIds),
      ]);
  }

  /**
   * What the duplicate check compares a text with, in one round trip: the memory whose
   * normalised text has this hash, if any (one index probe), and the memories sharing at least
   * one SimHash band with the signature (four index probes).
   */
  async candidates(
    accountId: string,
    hash: string,
    signature: Signature,
    collection?: string,
  ): Promise<{ exact: FingerprintMatch | null; neighbours: FingerprintMatch[] }> {
    const scope = collection === undefined ? '' : ' and collection = ?';
    const scoped = collection === undefined ? [] : [collection];
    const rows = await this.orm.em.getConnection().execute<(Row & { exact: boolean })[]>(
      `(select memory_id, content_hash, simhash::text as simhash, true as exact from memory_fingerprints
        where account_id = ? and content_hash = ?${scope} order by created_at, memory_id limit 1)
       union all
       (select memory_id, content_hash, simhash::text as simhash, false as exact from memory_fingerprints
        where account_id = ?${scope} and (band0 = ? or band1 = ? or band2 = ? or band3 = ?)
        limit ${MAX_CANDIDATES})`,
      [accountId, hash, ...scoped, accountId, ...scoped, ...signature.bands],
    );
    const exact = rows.find((r) => r.exact);
    return { exact: exact ? toMatch(exact) : null, neighbours: rows.filter((r) => !r.exact).map(toMatch) };
  }
}

interface Row {
  memory_id: string;
  content_hash: string;
  simhash: string;
}

function toMatch(row: Row): FingerprintMatch {
  return { memoryId: row.memory_id, contentHash: row.content_hash, simhash: BigInt(row.simhash) };
}
