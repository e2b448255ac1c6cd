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
    const signature = simhash(text);
    await sql.execute(
      `insert into memory_fingerprints (memory_id, account_id, collection, content_hash, simhash, band0, band1, band2, band3)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (memory_id) do nothing`,
      [memoryId, accountId, collection, contentHash(text), signature.value.toString(), ...signature.bands],
    );
  }

  async remove(memoryId: string, sql: SqlExecutor = this.orm.em.getConnection()): Promise<void> {
    await sql.execute('delete from memory_fingerprints where memory_id = ?', [memoryId]);
  }

  /** The memory whose normalised text has this hash, if any (one index probe). */
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

  async findByHash(accountId: string, hash: string, collection?: string): Promise<FingerprintMatch | null> {
    const scope = collection === undefined ? '' : ' and collection = ?';
    const rows = await this.orm.em.getConnection().execute<Row[]>(
      `select memory_id, content_hash, simhash::text as simhash from memory_fingerprints
       where account_id = ? and content_hash = ?${scope} order by created_at, memory_id limit 1`,
      collection === undefined ? [accountId, hash] : [accountId, hash, collection],
    );
    return rows[0] ? toMatch(rows[0]) : null;
  }

  /** Memories sharing at least one SimHash band with the signature (four index probes). */
  async findBandNeighbours(accountId: string, signature: Signature, collection?: string): Promise<FingerprintMatch[]> {
    const scope = collection === undefined ? '' : ' and collection = ?';
    const rows = await this.orm.em.getConnection().execute<Row[]>(
      `select memory_id, content_hash, simhash::text as simhash from memory_fingerprints
       where account_id = ?${scope} and (band0 = ? or band1 = ? or band2 = ? or band3 = ?)
       limit ${MAX_CANDIDATES}`,
      [accountId, ...(collection === undefined ? [] : [collection]), ...signature.bands],
    );
    return rows.map(toMatch);
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
