// POST /v1/import: re-imports a NATIVE_JSON export into the caller's account (an extension).
//
// Every memory keeps its text, category, importance, metadata, collection, created_at and
// updated_at; an overflow memory also keeps its history and versions, and its stored vector
// code byte for byte (`vector_code`), so an export imported into another account is the same
// memory there. Imported memories get new ids (ids are unique across the service); the answer
// maps each id of the file to its new id. A main-surface memory is written to the caller's
// vector store with the file's `vector`, or, without one, with the embedding of its text; an
// overflow memory needs `vector_code` or `vector`. A text already stored in the same main
// collection is skipped as a duplicate, as POST /v1/store would. Tier limits apply as they do
// to stores. Main-surface imports emit MEMORY_STORED like stores; overflow imports emit none.
import type { MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../../http/errors.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/accounts.repository.js';
import { TIERS } from '../accounts/tiers.js';
import { DuplicateTextError, type MemoriesRepository } from '../memory/memories.repository.js';
import { VECTOR_DIMENSION, type VectorStore } from '../memory/vector-store/vector-store.js';
import type { OverflowCodec } from '../overflow/overflow-codec.js';
import { instantOf, TIMESTAMP_RANGE_PROBLEM } from '../request-timestamps.js';
import type { Schemas } from '../schemas.js';

type NativeMemory = Schemas['NativeExportMemory'];

export interface MemoryImportDeps {
  orm: MikroORM;
  memories: MemoriesRepository;
  codec: OverflowCodec;
  storeOf: (accountId: string) => Promise<VectorStore>;
  /** The embedding of a text, charged to the caller like a store. */
  embed: (caller: Caller, text: string) => Promise<Float32Array>;
}

function invalid(index: number, field: string, problem: string): AppError {
  return new AppError('VALIDATION_ERROR', `memories[${index}].${field} ${problem}.`, { [`memories.${index}.${field}`]: problem });
}

export class MemoryImportService {
  constructor(private readonly deps: MemoryImportDeps) {}

  async import(caller: Caller, document: Schemas['NativeExport']): Promise<Schemas['ImportResult']> {
    // Check the whole file before writing anything, so a bad file changes nothing.
    const memories = document.memories.map((m, i) => this.checked(m, i));
    await this.checkLimits(caller, memories);
    const idMap: Record<string, string> = {};
    let duplicates = 0;
    for (const memory of memories) {
      const id = memory.store === 'overflow' ? await this.importOverflow(caller, memory) : await this.importMain(caller, memory);
      if (id) idMap[memory.id] = id;
      else duplicates++;
    }
    return { imported: Object.keys(idMap).length, duplicates, id_map: idMap };
  }

  /** The memory with its date-times as UTC instants, or 422 naming what the service cannot take. */
  private checked(memory: NativeMemory, index: number): NativeMemory {
    if (memory.vector !== undefined && memory.vector.length !== VECTOR_DIMENSION) throw invalid(index, 'vector', `must have ${VECTOR_DIMENSION} values`);
    if (memory.vector_code !== undefined && Buffer.from(memory.vector_code, 'base64').length !== this.deps.codec.storedBytes) {
      throw invalid(index, 'vector_code', `must be the ${this.deps.codec.storedBytes}-byte code of this service's overflow storage`);
    }
    if (memory.store === 'overflow' && memory.vector === undefined && memory.vector_code === undefined) {
      throw invalid(index, 'vector_code', 'is required for an overflow memory (or vector): export with include_vectors true');
    }
    const utc = (field: string, value: string) => {
      const instant = instantOf(value);
      if (!instant) throw invalid(index, field, TIMESTAMP_RANGE_PROBLEM);
      return instant.toISOString();
    };
    return {
      ...memory,
      created_at: utc('created_at', memory.created_at),
      ...(memory.updated_at != null ? { updated_at: utc('updated_at', memory.updated_at) } : {}),
      ...(memory.versions ? { versions: memory.versions.map((v, n) => ({ ...v, created_at: utc(`versions.${n}.created_at`, v.created_at) })) } : {}),
      ...(memory.history ? { history: memory.history.map((e, n) => ({ ...e, timestamp: utc(`history.${n}.timestamp`, e.timestamp) })) } : {}),
    };
  }

  /** The tier's memory and collection limits, counted with what the file adds (production keys only, as for stores). */
  private async checkLimits(caller: Caller, memories: NativeMemory[]): Promise<void> {
    if (caller.environment !== 'live') return;
    const limits = TIERS[caller.tier];
    const sql = this.deps.orm.em.getConnection();
    for (const store of ['main', 'overflow'] as const) {
      const adding = memories.filter((m) => (m.store ?? 'main') === store);
      if (adding.length === 0) continue;
      const [memoryTable, collectionTable] = store === 'main' ? ['memories', 'memory_collections'] : ['overflow_memories', 'overflow_collections'];
      const [used] = await sql.execute<{ n: string }[]>(`select count(*) as n from ${memoryTable} where account_id = ?`, [caller.accountId]);
      const existing = new Set((await sql.execute<{ name: string }[]>(`select name from ${collectionTable} where account_id = ?`, [caller.accountId])).map((r) => r.name));
      const collections = new Set([...existing, ...adding.map((m) => m.collection)]);
      if (limits.memories !== null && Number(used!.n) + adding.length > limits.memories) {
        throw new AppError('QUOTA_EXCEEDED', `The ${caller.tier} tier allows ${limits.memories} stored memories; ${used!.n} are stored and the file adds ${adding.length}. Import fewer or upgrade the tier.`, {
          tier: caller.tier, used: Number(used!.n), limit: limits.memories,
        });
      }
      if (limits.collections !== null && collections.size > limits.collections) {
        throw new AppError('QUOTA_EXCEEDED', `The ${caller.tier} tier allows ${limits.collections} collection(s); the import would use ${collections.size}. Import fewer collections or upgrade the tier.`, {
          tier: caller.tier, used: existing.size, limit: limits.collections,
        });
      }
    }
  }

  private async importMain(caller: Caller, memory: NativeMemory): Promise<string | null> {
    const vector = memory.vector ? Float32Array.from(memory.vector) : await this.deps.embed(caller, memory.text);
    const record = {
      id: newId('mem'),
      accountId: caller.accountId,
      collection: memory.collection,
      text: memory.text,
      category: memory.category,
      importance: memory.importance,
      metadata: memory.metadata ?? {},
      createdAt: new Date(memory.created_at),
    };
    try {
      await this.deps.memories.insertPending(record);
    } catch (err) {
      if (err instanceof DuplicateTextError) return null;
      throw err;
    }
    try {
      const store = await this.deps.storeOf(caller.accountId);
      await store.ensureCollection(record.collection);
      await store.upsert(record.collection, [{ id: record.id, accountId: record.accountId, vector, category: record.category, importance: record.importance, createdAt: record.createdAt, text: record.text }]);
    } catch (err) {
      await this.deps.memories.remove(record.id);
      throw err;
    }
    await this.deps.memories.markWritten(record);
    // the record's own updated_at, not the time of the import
    await this.deps.orm.em.getConnection().execute('update memories set updated_at = ? where id = ?', [new Date(memory.updated_at ?? memory.created_at).toISOString(), record.id]);
    return record.id;
  }

  private async importOverflow(caller: Caller, memory: NativeMemory): Promise<string> {
    const code = memory.vector_code !== undefined ? Buffer.from(memory.vector_code, 'base64') : Buffer.from(this.deps.codec.encode(memory.vector!).body);
    const id = newId('mem');
    const metadata = memory.metadata ?? {};
    const createdAt = new Date(memory.created_at).toISOString();
    const updatedAt = new Date(memory.updated_at ?? memory.created_at).toISOString();
    const versions = memory.versions?.length
      ? memory.versions
      : [{ version: 1, text: memory.text, category: memory.category, importance: memory.importance, created_at: memory.created_at }];
    const history = memory.history?.length ? memory.history : [{ action: 'created' as const, timestamp: memory.created_at, details: { category: memory.category, importance: memory.importance } }];
    await this.deps.orm.em.fork().transactional(async (em) => {
      await em.execute('insert into overflow_collections (account_id, name) values (?, ?) on conflict do nothing', [caller.accountId, memory.collection]);
      await em.execute(
        `insert into overflow_memories (id, account_id, collection, text, category, importance, metadata, code, storage_bytes, version, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?)`,
        [id, caller.accountId, memory.collection, memory.text, memory.category, memory.importance, JSON.stringify(metadata), code,
          code.length + Buffer.byteLength(memory.text) + Buffer.byteLength(JSON.stringify(metadata)), Math.max(...versions.map((v) => v.version)), createdAt, updatedAt],
      );
      for (const v of versions) {
        await em.execute('insert into overflow_memory_versions (memory_id, version, text, category, importance, created_at) values (?, ?, ?, ?, ?, ?)', [
          id, v.version, v.text, v.category, v.importance, new Date(v.created_at).toISOString(),
        ]);
      }
      for (const e of history) {
        await em.execute('insert into overflow_memory_history (memory_id, action, details, created_at) values (?, ?, ?::jsonb, ?)', [
          id, e.action, JSON.stringify(e.details ?? {}), new Date(e.timestamp).toISOString(),
        ]);
      }
      // a new revision tells every instance's search index to reload the collection
      await em.execute('update overflow_collections set revision = revision + 1, memories = memories + 1 where account_id = ? and name = ?', [caller.accountId, memory.collection]);
    });
    return id;
  }
}
