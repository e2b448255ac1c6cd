// Writes the file of one memory export: the selection of the job (collections and filters over
// both stores), read page by page (keyset pages by id) and written memory by memory through a
// write stream that waits when its buffer is full. After every page the caller hears the progress
// and may stop the run by throwing. The file is written under a temporary name and abandoned on
// any failure, so a reader never sees half an export.
import type { VectorStore } from '../memory/vector-store/vector-store.js';
import type { OverflowCodec } from '../overflow/overflow-codec.js';
import type { Schemas } from '../schemas.js';
import { collectionId, type MemoryStoreKind } from './collection-ids.js';
import type { ExportFiles, ExportFileWriter } from './export-file.js';
import { FORMATS, type ExportOptions, type ExportRecord, type MemoryExportFormat } from './export-formats.js';
import type { ExportJob } from './export-job.entity.js';
import type { ExportedMemory, ExportSelection, ExportSource } from './export-source.js';
import { collectionIdNotFound } from '../../errors/registry.js';

export const EXPORT_STORES: readonly MemoryStoreKind[] = ['main', 'overflow'];

export interface ExportWritingDeps {
  source: ExportSource;
  files: ExportFiles;
  codec: OverflowCodec;
  /** The account's vector store (main-surface vectors live there). */
  storeOf: (accountId: string) => Promise<VectorStore>;
  /** Largest export file, in bytes, and memories read and written per page. */
  settings: { maxBytes: number; pageSize: number };
}

export interface ExportPageProgress {
  written: number;
  total: number;
}

export interface WrittenExport {
  written: number;
  sizeBytes: number;
}

/** Collection ids -> names per store; an unknown id answers 404 when `strict`. */
export async function resolveCollections(
  source: ExportSource,
  accountId: string,
  ids: string[] | null,
  strict: boolean,
): Promise<Record<MemoryStoreKind, string[] | null>> {
  if (ids === null) return { main: null, overflow: null };
  const known = new Map((await source.collections(accountId)).map((c) => [collectionId(c.store, c.name), c]));
  const chosen: Record<MemoryStoreKind, string[]> = { main: [], overflow: [] };
  for (const id of ids) {
    const collection = known.get(id);
    if (!collection) {
      if (!strict) continue;
      throw collectionIdNotFound(id, 'Remove it from collections or omit collections to export all.');
    }
    chosen[collection.store].push(collection.name);
  }
  return chosen;
}

/** What each store contributes to an export (null: nothing). */
export async function exportSelections(
  source: ExportSource,
  accountId: string,
  collections: string[] | null,
  filters: Schemas['MemoryFilters'],
): Promise<Record<MemoryStoreKind, ExportSelection | null>> {
  const names = await resolveCollections(source, accountId, collections, false);
  const selection = (store: MemoryStoreKind): ExportSelection | null =>
    names[store] !== null && names[store].length === 0 ? null : { accountId, collections: names[store], filters };
  return { main: selection('main'), overflow: selection('overflow') };
}

/** Writes the whole file of `row` from the start; answers how many memories and bytes it holds. */
export async function writeExportFile(
  deps: ExportWritingDeps,
  row: ExportJob,
  onPage: (progress: ExportPageProgress) => Promise<void>,
  signal: AbortSignal,
): Promise<WrittenExport> {
  let file: ExportFileWriter | null = null;
  try {
    const writer = FORMATS[row.format as MemoryExportFormat];
    const options: ExportOptions = {
      jobId: row.id,
      includeVectors: row.includeVectors,
      includeMetadata: row.includeMetadata,
      exportedAt: new Date(),
      vectorCodec: { method: 'TURBOQUANT', bits: deps.codec.quantizer.bits, dimension: 768 },
    };
    const selections = await exportSelections(deps.source, row.accountId, row.collections, row.filters);
    let total = 0;
    for (const store of EXPORT_STORES)
      if (selections[store]) total += (await deps.source.measure(store, selections[store])).count;
    file = await deps.files.open(row.fileName!, deps.settings.maxBytes);
    await file.write(writer.head(options));
    let written = 0;
    for (const store of EXPORT_STORES) {
      const selection = selections[store];
      if (!selection) continue;
      for (let after: string | null = null; ;) {
        signal.throwIfAborted();
        const page = await deps.source.page(store, selection, after, deps.settings.pageSize);
        if (page.length === 0) break;
        const records = await completeRecords(deps, row.accountId, page, options);
        // memory by memory: no page-sized string is ever built (a page with vectors is megabytes)
        for (const record of records) await file.write(writer.record(record, written++, options));
        after = page[page.length - 1]!.id;
        await onPage({ written, total });
      }
    }
    await file.write(writer.tail(written, options));
    const sizeBytes = await file.finish();
    file = null;
    return { written, sizeBytes };
  } finally {
    await file?.abandon();
  }
}

/** Adds what the formats need to a page: vectors (when exported), history and versions. */
async function completeRecords(
  deps: ExportWritingDeps,
  accountId: string,
  page: ExportedMemory[],
  options: ExportOptions,
): Promise<ExportRecord[]> {
  const overflowIds = page.filter((m) => m.store === 'overflow').map((m) => m.id);
  const [history, versions] = await Promise.all([deps.source.history(overflowIds), deps.source.versions(overflowIds)]);
  const vectors = new Map<string, Float32Array>();
  if (options.includeVectors) {
    const mainByCollection = new Map<string, string[]>();
    for (const m of page) {
      if (m.store === 'main') mainByCollection.set(m.collection, [...(mainByCollection.get(m.collection) ?? []), m.id]);
      else if (m.code) vectors.set(m.id, deps.codec.quantizer.decode(deps.codec.decode(m.code)));
    }
    if (mainByCollection.size > 0) {
      const store = await deps.storeOf(accountId);
      for (const [collection, ids] of mainByCollection) {
        await store.ensureCollection(collection);
        for (const [memoryId, vector] of await store.vectors(collection, accountId, ids)) vectors.set(memoryId, vector);
      }
    }
  }
  return page.map((m) => ({
    ...m,
    vector: vectors.get(m.id),
    history: history.get(m.id) ?? [],
    versions: versions.get(m.id) ?? [],
  }));
}
