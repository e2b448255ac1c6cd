// POST /v1/import: re-imports a NATIVE_JSON export into the caller's account (an extension).
//
// Every memory keeps its text, category, importance, metadata, collection, created_at and
// updated_at; an overflow memory also keeps its history and versions, and its stored vector
// code byte for byte (`vector_code`), so an export imported into another account is the same
// memory there. Imported memories get new ids (ids are unique across the service); the answer
// maps each id of the file to its new id. A main-surface memory is written to the caller's
// vector store with the file's `vector`, or, without one, with the embedding of its text; an
// overflow memory needs `vector_code` or `vector`. A text already stored in the same main
// collection (or earlier in the file) is skipped as a duplicate, as POST /v1/store would.
// Main-surface imports emit MEMORY_STORED like stores; overflow imports emit none.
//
// An import is all or nothing, and metered like the stores it performs:
//  1. every memory is checked before anything is counted or written; the first bad one answers
//     422 naming its index, its id and the problem;
//  2. the tier's memory and collection limits are checked with what the file adds, then one
//     request per memory is counted (under `store` or `overflow_store`, duplicates included, as
//     a store of a duplicate is) and the tokens of the texts the model embeds; a refusal counts
//     nothing (403 QUOTA_EXCEEDED);
//  3. the texts without a vector are embedded, the main-surface records are taken pending in
//     one transaction (invisible to every read), their vectors are written to the vector store,
//     and one transaction then makes them visible with the overflow memories. A failure at any
//     step deletes the vectors written so far, removes the pending records and gives the whole
//     charge back. An import slower than the repair pass's grace time touches its records so
//     that the pass leaves them alone; a record the pass takes all the same is kept as it made
//     it visible, with the import's dates and vector (MemoriesRepository.markImported).
import type { MikroORM } from '@mikro-orm/postgresql';
import { importedMemoryInvalid } from '../../errors/export-errors.js';
import { newId } from '../../platform/ids.js';
import type { Caller } from '../accounts/caller.js';
import { assertRoom, limitsApply } from '../accounts/tier-room.js';
import type { Embedder, PreparedText } from '../embedding/embedder.js';
import type { MemoryFingerprintsRepository } from '../intelligence/dedup/memory-fingerprints.repository.js';
import { contentHash } from '../intelligence/dedup/normalized-text.js';
import { DuplicateTextError, type MemoriesRepository, type NewMemoryRecord } from '../memory/memories.repository.js';
import { storeError } from '../memory/memory.service.js';
import { checkMemoryRoom, memoryRoom } from '../memory/memory-room.js';
import { VECTOR_DIMENSION, type VectorRecord, type VectorStore } from '../memory/vector-store/vector-store.js';
import type { OverflowCodec } from '../overflow/overflow-codec.js';
import type {
  ImportedOverflowMemory,
  OverflowHoldings,
  OverflowMemoriesRepository,
} from '../overflow/overflow-memories.repository.js';
import { dateTimeProblem, instantOf } from '../request-timestamps.js';
import type { Schemas } from '../schemas.js';
import type { QuotaService } from '../usage/quota.service.js';

type NativeMemory = Schemas['NativeExportMemory'];

export interface MemoryImportDeps {
  orm: MikroORM;
  memories: MemoriesRepository;
  overflow: OverflowMemoriesRepository;
  fingerprints: MemoryFingerprintsRepository;
  codec: OverflowCodec;
  storeOf: (accountId: string) => Promise<VectorStore>;
  /** The model that embeds the texts that come without a vector. */
  embedder: Embedder;
  quota: QuotaService;
  /** Told of the embeddings the model made for a caller (the monitoring figures). */
  onEmbedded?: (count: number) => void;
  /**
   * How often the import's pending records are touched while their vectors are written, so that
   * the repair pass, which takes records pending longer than its grace time, leaves them alone:
   * under that grace time (default 10 s).
   */
  pendingTouchMs?: number;
  clock?: () => Date;
}

/** The largest version number an overflow memory's history can hold (a 32-bit integer column). */
const MAX_VERSION = 2 ** 31 - 1;
/** Texts embedded per model call, and vectors written per vector-store call. */
const EMBED_BATCH = 16;
const UPSERT_BATCH = 100;
/** Times the records are taken again when a concurrent store took one of the texts meanwhile. */
const DUPLICATE_RETRIES = 3;

/** A main-surface memory of the file that is written: its record, with its vector once known. */
interface MainWrite {
  record: NewMemoryRecord & { updatedAt: Date };
  key: string;
  /** The memory's id in the file. */
  fileId: string;
  vector: Float32Array | null;
  prepared: PreparedText | null;
}

/** What the import counted against the caller's quotas, to give back when it fails. */
interface ImportCharge {
  at: Date;
  requests: { store: number; overflow: number };
  tokens: number;
}

/** The smallest normal 32-bit float. */
const FLOAT32_MIN_NORMAL = 2 ** -126;

/**
 * Why a file's vector cannot be stored or compared, or null when it can. The stores keep 32-bit
 * floats and sum a cosine's squares in them: a sum that underflows (values of about 1e-21, say)
 * makes every cosine with it NaN, which ranked such a memory first for any query.
 */
function vectorProblem(vector: readonly number[]): string | null {
  if (vector.length !== VECTOR_DIMENSION) return `must have ${VECTOR_DIMENSION} values`;
  if (!vector.every((x) => Number.isFinite(Math.fround(x)))) return 'must hold numbers a 32-bit float can hold';
  if (vector.every((x) => x === 0)) return 'must not be all zeros';
  let squares = 0;
  for (const x of vector) squares = Math.fround(squares + Math.fround(Math.fround(x) * Math.fround(x)));
  if (!(squares >= FLOAT32_MIN_NORMAL) || squares === Infinity)
    return 'must have a Euclidean norm between about 1.1e-19 and 1.8e19 (its squares are summed in 32-bit floats)';
  return null;
}

/** The duplicate-check key of a main-surface text: its collection and normalised hash. */
function keyOf(collection: string, hash: string): string {
  return `${collection}\u0000${hash}`;
}

/** What an import did: memories written, duplicates skipped, and the id each file id was stored under. */
export interface ImportOutcome {
  imported: number;
  duplicates: number;
  idMap: Record<string, string>;
}

export class MemoryImportService {
  private readonly clock: () => Date;

  constructor(private readonly deps: MemoryImportDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async import(caller: Caller, document: Schemas['NativeExport']): Promise<ImportOutcome> {
    // Check the whole file before counting or writing anything, so a bad file changes nothing.
    const memories = document.memories.map((m, i) => this.checked(m, i));
    const fileIds = new Set<string>();
    for (const [i, memory] of memories.entries()) {
      if (fileIds.has(memory.id))
        throw importedMemoryInvalid(
          i,
          memory,
          'id',
          'repeats the id of an earlier memory of the file: each needs its own',
        );
      fileIds.add(memory.id);
    }
    const overflow = memories.filter((m) => m.store === 'overflow');
    const main = memories.filter((m) => m.store !== 'overflow');
    let writes = await this.fresh(caller.accountId, main);
    const limited = limitsApply(caller);
    await checkMemoryRoom(
      caller,
      this.deps.memories,
      writes.map((w) => w.record.collection),
    );
    const overflowRoom = limited && overflow.length > 0 ? overflowRoomOf(caller, overflow) : undefined;
    await overflowRoom?.(await this.deps.overflow.holdings(caller.accountId));
    for (const write of writes)
      if (!write.vector) write.prepared = await this.deps.embedder.prepare(write.record.text, caller.accountId);
    const charge = await this.charge(caller, main.length, overflow.length, writes);
    const written = new Map<string, string[]>();
    let taken: string[] = [];
    try {
      await this.embed(writes);
      for (let attempt = 1; ; attempt++) {
        try {
          const records = writes.map((w) => w.record);
          // decided again under the lock, for the records of this attempt (a retry has fewer)
          const room = limited
            ? memoryRoom(
                caller,
                records.map((r) => r.collection),
              )
            : undefined;
          await this.deps.memories.insertPendingAll(records, room);
          taken = writes.map((w) => w.record.id);
          break;
        } catch (err) {
          if (!(err instanceof DuplicateTextError) || attempt >= DUPLICATE_RETRIES) throw err;
          // a concurrent store took one of the texts: that one is now a duplicate
          const stored = await this.storedKeys(
            caller.accountId,
            writes.map((w) => w.record.text),
          );
          const raced = writes.filter((w) => stored.has(w.key));
          const tokens = raced.reduce((sum, w) => sum + (w.prepared?.tokens ?? 0), 0);
          if (tokens > 0) {
            await this.deps.quota.refund(caller, 'tokens', tokens, undefined, charge.at);
            charge.tokens -= tokens;
          }
          writes = writes.filter((w) => !stored.has(w.key));
        }
      }
      let touchedAt = performance.now();
      if (writes.length > 0) {
        const store = await this.deps.storeOf(caller.accountId);
        for (const [collection, group] of groupBy(writes, (w) => w.record.collection)) {
          await store.ensureCollection(collection);
          const ids = written.get(collection) ?? [];
          written.set(collection, ids);
          for (let i = 0; i < group.length; i += UPSERT_BATCH) {
            if (performance.now() - touchedAt >= (this.deps.pendingTouchMs ?? 10_000)) {
              await this.deps.memories.touchPending(taken);
              touchedAt = performance.now();
            }
            const batch = group.slice(i, i + UPSERT_BATCH);
            // noted before the call: a write that fails half-way may have kept some of them
            ids.push(...batch.map((w) => w.record.id));
            await store.upsert(collection, batch.map(vectorWrite));
          }
        }
      }
      const overflowRecords = overflow.map((memory) => this.overflowRecord(caller, memory));
      const repaired = await this.deps.orm.em.fork().transactional(async (em) => {
        const ids = await this.deps.memories.markImported(
          em,
          writes.map((w) => w.record),
          this.clock(),
        );
        await this.deps.overflow.insertImported(em, overflowRecords, overflowRoom);
        return new Set(ids);
      });
      await this.writeAgain(
        caller.accountId,
        writes.filter((w) => repaired.has(w.record.id)),
      );
      const idMap: Record<string, string> = {};
      for (const w of writes) idMap[w.fileId] = w.record.id;
      for (const [i, memory] of overflow.entries()) idMap[memory.id] = overflowRecords[i]!.id;
      return { imported: writes.length + overflow.length, duplicates: main.length - writes.length, idMap };
    } catch (err) {
      try {
        await this.undo(caller.accountId, written, taken);
      } finally {
        await this.refund(caller, charge);
      }
      throw storeError(err);
    }
  }

  /** The memory with its date-times as UTC instants, or 422 naming the memory and what the service cannot take. */
  private checked(memory: NativeMemory, index: number): NativeMemory {
    if (memory.vector !== undefined) {
      const problem = vectorProblem(memory.vector);
      if (problem) throw importedMemoryInvalid(index, memory, 'vector', problem);
    }
    if (memory.vector_code !== undefined) {
      const problem = this.vectorCodeProblem(Buffer.from(memory.vector_code, 'base64'));
      if (problem) throw importedMemoryInvalid(index, memory, 'vector_code', problem);
    }
    if (memory.store === 'overflow' && memory.vector === undefined && memory.vector_code === undefined) {
      throw importedMemoryInvalid(
        index,
        memory,
        'vector_code',
        'is required for an overflow memory (or vector): export with include_vectors true',
      );
    }
    const versions = new Set<number>();
    for (const [n, { version }] of (memory.versions ?? []).entries()) {
      const field = `versions.${n}.version`;
      if (version > MAX_VERSION) throw importedMemoryInvalid(index, memory, field, `must be at most ${MAX_VERSION}`);
      if (versions.has(version))
        throw importedMemoryInvalid(index, memory, field, `repeats version ${version} of an earlier entry`);
      versions.add(version);
    }
    const utc = (field: string, value: string) => {
      const instant = instantOf(value);
      if (!instant) throw importedMemoryInvalid(index, memory, field, dateTimeProblem(value));
      return instant.toISOString();
    };
    return {
      ...memory,
      created_at: utc('created_at', memory.created_at),
      ...(memory.updated_at != null ? { updated_at: utc('updated_at', memory.updated_at) } : {}),
      ...(memory.versions
        ? {
            versions: memory.versions.map((v, n) => ({
              ...v,
              created_at: utc(`versions.${n}.created_at`, v.created_at),
            })),
          }
        : {}),
      ...(memory.history
        ? { history: memory.history.map((e, n) => ({ ...e, timestamp: utc(`history.${n}.timestamp`, e.timestamp) })) }
        : {}),
    };
  }

  /** Why a file's overflow vector code cannot be searched, or null when it can. */
  private vectorCodeProblem(code: Buffer): string | null {
    const { codec } = this.deps;
    if (code.length !== codec.storedBytes)
      return `must be the ${codec.storedBytes}-byte code of this service's overflow storage`;
    try {
      codec.decode(code);
      return null;
    } catch (err) {
      return `is not a code this service could have written (${(err as Error).message})`;
    }
  }

  /** The main-surface memories to write: those whose text is neither stored in their collection nor earlier in the file. */
  private async fresh(accountId: string, main: NativeMemory[]): Promise<MainWrite[]> {
    const stored = await this.storedKeys(
      accountId,
      main.map((m) => m.text),
    );
    const writes: MainWrite[] = [];
    for (const memory of main) {
      const key = keyOf(memory.collection, contentHash(memory.text));
      if (stored.has(key)) continue;
      stored.add(key);
      const record = {
        id: newId('mem'),
        accountId,
        collection: memory.collection,
        text: memory.text,
        category: memory.category,
        importance: memory.importance,
        metadata: memory.metadata ?? {},
        createdAt: new Date(memory.created_at),
        // the record's own updated_at, not the time of the import
        updatedAt: new Date(memory.updated_at ?? memory.created_at),
        // a file's own vector is stored as it came; otherwise the model embeds the text
        embeddingVariant: memory.vector ? ('imported' as const) : this.deps.embedder.variant,
      };
      writes.push({
        record,
        key,
        fileId: memory.id,
        vector: memory.vector ? Float32Array.from(memory.vector) : null,
        prepared: null,
      });
    }
    return writes;
  }

  /** The duplicate-check keys of the account's stored main-surface memories that have one of these texts. */
  private async storedKeys(accountId: string, texts: readonly string[]): Promise<Set<string>> {
    const stored = await this.deps.fingerprints.storedHashes(accountId, [...new Set(texts.map(contentHash))]);
    return new Set(stored.map((r) => keyOf(r.collection, r.contentHash)));
  }

  /**
   * Counts the import as the stores it performs: a request per memory (duplicates included) and
   * the tokens of the texts the model embeds. A refusal counts nothing.
   */
  private async charge(
    caller: Caller,
    main: number,
    overflow: number,
    writes: readonly MainWrite[],
  ): Promise<ImportCharge> {
    const charge: ImportCharge = { at: this.clock(), requests: { store: 0, overflow: 0 }, tokens: 0 };
    const tokens = writes.reduce((sum, w) => sum + (w.prepared?.tokens ?? 0), 0);
    try {
      if (main > 0) {
        await this.deps.quota.consume(caller, 'requests', main, 'store');
        charge.requests.store = main;
      }
      if (overflow > 0) {
        await this.deps.quota.consume(caller, 'requests', overflow, 'overflow_store');
        charge.requests.overflow = overflow;
      }
      if (tokens > 0) {
        await this.deps.quota.consume(caller, 'tokens', tokens);
        charge.tokens = tokens;
      }
    } catch (err) {
      await this.refund(caller, charge);
      throw err;
    }
    return charge;
  }

  private async refund(caller: Caller, charge: ImportCharge): Promise<void> {
    if (charge.tokens > 0) await this.deps.quota.refund(caller, 'tokens', charge.tokens, undefined, charge.at);
    if (charge.requests.overflow > 0)
      await this.deps.quota.refund(caller, 'requests', charge.requests.overflow, 'overflow_store', charge.at);
    if (charge.requests.store > 0)
      await this.deps.quota.refund(caller, 'requests', charge.requests.store, 'store', charge.at);
  }

  /** Embeds the texts that came without a vector, a batch per model call. */
  private async embed(writes: readonly MainWrite[]): Promise<void> {
    const pending = writes.filter((w) => !w.vector);
    for (let i = 0; i < pending.length; i += EMBED_BATCH) {
      const batch = pending.slice(i, i + EMBED_BATCH);
      const vectors = await this.deps.embedder.embed(batch.map((w) => w.prepared!));
      batch.forEach((w, n) => (w.vector = vectors[n]!));
      this.deps.onEmbedded?.(batch.length);
    }
  }

  /**
   * Writes again the vectors of records the repair pass took during the import (it embedded their
   * texts again and its write may have come after the import's), so that each holds the vector
   * the import wrote: the file's, or the embedding made for the import. The import has already
   * succeeded, so a store that fails here is not an error: each record keeps the repair pass's
   * vector, an embedding of its own text.
   */
  private async writeAgain(accountId: string, writes: readonly MainWrite[]): Promise<void> {
    if (writes.length === 0) return;
    try {
      const store = await this.deps.storeOf(accountId);
      for (const [collection, group] of groupBy(writes, (w) => w.record.collection))
        await store.upsert(collection, group.map(vectorWrite));
    } catch {
      // the records stay as the repair pass wrote them (see above)
    }
  }

  /**
   * Takes back what a failed import wrote: its records that are still pending, then their vectors.
   * A record the repair pass made visible meanwhile is a stored memory now and keeps its vector.
   */
  private async undo(
    accountId: string,
    written: ReadonlyMap<string, string[]>,
    taken: readonly string[],
  ): Promise<void> {
    const removed = new Set(await this.deps.memories.removePending(taken));
    if (written.size === 0) return;
    try {
      const store = await this.deps.storeOf(accountId);
      for (const [collection, ids] of written) {
        const taken = ids.filter((id) => removed.has(id));
        if (taken.length > 0) await store.delete(collection, accountId, taken);
      }
    } catch {
      // a vector left behind (the store is down) has no record, so no read answers it
    }
  }

  /** An overflow memory of the file as it is written: a new id, its code, and version 1 and `created` when the file has none. */
  private overflowRecord(caller: Caller, memory: NativeMemory): ImportedOverflowMemory {
    const code =
      memory.vector_code !== undefined
        ? Buffer.from(memory.vector_code, 'base64')
        : Buffer.from(this.deps.codec.encode(memory.vector!));
    const metadata = memory.metadata ?? {};
    const createdAt = new Date(memory.created_at);
    const versions = memory.versions?.length
      ? memory.versions
      : [
          {
            version: 1,
            text: memory.text,
            category: memory.category,
            importance: memory.importance,
            created_at: memory.created_at,
          },
        ];
    const history = memory.history?.length
      ? memory.history
      : [
          {
            action: 'created' as const,
            timestamp: memory.created_at,
            details: { category: memory.category, importance: memory.importance },
          },
        ];
    return {
      id: newId('mem'),
      accountId: caller.accountId,
      collection: memory.collection,
      text: memory.text,
      category: memory.category,
      importance: memory.importance,
      metadata,
      code,
      storageBytes: code.length + Buffer.byteLength(memory.text) + Buffer.byteLength(JSON.stringify(metadata)),
      createdAt,
      updatedAt: new Date(memory.updated_at ?? memory.created_at),
      versions: versions.map((v) => ({
        version: v.version,
        text: v.text,
        category: v.category,
        importance: v.importance,
        createdAt: new Date(v.created_at),
      })),
      history: history.map((e) => ({ action: e.action, details: e.details ?? {}, at: new Date(e.timestamp) })),
    };
  }
}

/** The vector-store write of a main-surface memory of the file. */
function vectorWrite({ record, vector }: MainWrite): VectorRecord {
  return {
    id: record.id,
    accountId: record.accountId,
    vector: vector!,
    category: record.category,
    importance: record.importance,
    createdAt: record.createdAt,
    text: record.text,
  };
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The tier's limits on the file's overflow memories, given what the account holds. */
function overflowRoomOf(caller: Caller, overflow: readonly NativeMemory[]): (held: OverflowHoldings) => Promise<void> {
  const adding = new Set(overflow.map((m) => m.collection));
  return (held) =>
    assertRoom(caller, {
      store: 'overflow memories',
      addsMemories: overflow.length,
      addsCollections: () => [...adding].filter((c) => !held.collections.includes(c)).length,
      heldMemories: () => held.memories,
      heldCollections: () => held.collections.length,
    });
}
