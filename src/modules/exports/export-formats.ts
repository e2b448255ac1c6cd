// The memory export formats. Each writes a file as a head, one piece per memory and a tail, so
// an export is written memory by memory and never held whole.
//
// - NATIVE_JSON: this service's own document, everything it keeps of a memory (vectors when asked:
//   the exact float32 vector of a main-surface memory; for an overflow memory its stored
//   TURBOQUANT code, exact, and the vector decoded from it), history and versions. `POST
//   /v1/import` reads it back.
// - MEMSTORE_JSON: mem0's memory list, the body of its `GET /v1/memories/` answer (`results` of
//   `{id, memory, user_id, metadata, categories, created_at, updated_at}` and `count`), which
//   mem0's export and migration tooling reads.
// - VECTORDB_A_JSON: a Pinecone upsert request (`POST /vectors/upsert`): `{vectors: [{id, values,
//   metadata}]}`; metadata values are strings, numbers or booleans, as Pinecone requires.
// - VECTORDB_B_JSON: a Qdrant points upsert (`PUT /collections/{name}/points`): `{points: [{id,
//   vector, payload}]}`; Qdrant point ids are UUIDs, derived from the memory id.
// - VECTORDB_C_JSON: a Weaviate batch (`POST /v1/batch/objects`): `{objects: [{class, id,
//   properties, vector}]}` in class `Memory`; property names follow Weaviate's naming rule.
// - CSV: RFC 4180 (CRLF rows; a field with a comma, quote, CR or LF is quoted, quotes doubled).
// - JSONL: one NATIVE_JSON memory object per line.
// The three vector-database formats always carry vectors: each product's import needs them.
import { createHash } from 'node:crypto';
import type { Schemas } from '../schemas.js';
import { collectionId } from './collection-ids.js';
import type { ExportedMemory, ExportHistoryEvent, ExportVersion } from './export-source.js';
import { vectorJson } from './float32-text.js';

export type MemoryExportFormat = Schemas['MemoryExportFormat'];

/** A memory as the formats write it. */
export interface ExportRecord extends ExportedMemory {
  /** The vector (main: as stored; overflow: decoded from its code); undefined when not exported. */
  vector?: Float32Array;
  history: ExportHistoryEvent[];
  versions: ExportVersion[];
}

export interface ExportOptions {
  jobId: string;
  includeVectors: boolean;
  includeMetadata: boolean;
  exportedAt: Date;
  /** How overflow codes were made, so that an importer knows what `vector_code` holds. */
  vectorCodec: { method: string; bits: number; dimension: number };
}

export interface FormatWriter {
  extension: string;
  contentType: string;
  /** Whether the format needs vectors whatever `include_vectors` says. */
  needsVectors: boolean;
  head(options: ExportOptions): string;
  /** The text of the memory at position `index` (from 0), separator included. */
  record(record: ExportRecord, index: number, options: ExportOptions): string;
  tail(count: number, options: ExportOptions): string;
}

/** `{...}` with `,"key":<raw JSON>` appended before its closing brace. */
function withRaw(json: string, key: string, raw: string): string {
  return `${json.slice(0, -1)},${JSON.stringify(key)}:${raw}}`;
}

/** The NATIVE_JSON object of a memory (also each JSONL line). */
function nativeRecord(record: ExportRecord, options: ExportOptions): string {
  const base: Record<string, unknown> = {
    id: record.id,
    store: record.store,
    collection: record.collection,
    collection_id: collectionId(record.store, record.collection),
    text: record.text,
    category: record.category,
    importance: record.importance,
  };
  if (options.includeMetadata) base.metadata = record.metadata;
  base.created_at = record.createdAt.toISOString();
  base.updated_at = record.updatedAt.toISOString();
  base.history = record.history.map((e) => ({
    action: e.action,
    timestamp: e.timestamp.toISOString(),
    details: e.details,
  }));
  base.versions = record.versions.map((v) => ({
    version: v.version,
    text: v.text,
    category: v.category,
    importance: v.importance,
    created_at: v.createdAt.toISOString(),
  }));
  if (options.includeVectors && record.code) base.vector_code = record.code.toString('base64');
  const json = JSON.stringify(base);
  return options.includeVectors && record.vector ? withRaw(json, 'vector', vectorJson(record.vector)) : json;
}

const native: FormatWriter = {
  extension: 'json',
  contentType: 'application/json',
  needsVectors: false,
  head: (o) =>
    `{"format":"NATIVE_JSON","format_version":1,"job_id":${JSON.stringify(o.jobId)},"exported_at":${JSON.stringify(o.exportedAt.toISOString())},` +
    `"include_vectors":${o.includeVectors},"include_metadata":${o.includeMetadata},"vector_codec":${JSON.stringify(o.vectorCodec)},"memories":[\n`,
  record: (r, i, o) => `${i ? ',\n' : ''}${nativeRecord(r, o)}`,
  tail: (count) => `\n],"memories_count":${count}}\n`,
};

const jsonl: FormatWriter = {
  extension: 'jsonl',
  contentType: 'application/x-ndjson',
  needsVectors: false,
  head: () => '',
  record: (r, _i, o) => `${nativeRecord(r, o)}\n`,
  tail: () => '',
};

/** mem0 scopes memories by user; an export names the account's collection there. */
const memstore: FormatWriter = {
  extension: 'json',
  contentType: 'application/json',
  needsVectors: false,
  head: () => '{"results":[\n',
  record: (r, i, o) =>
    `${i ? ',\n' : ''}${JSON.stringify({
      id: r.id,
      memory: r.text,
      user_id: r.collection,
      metadata: {
        ...(o.includeMetadata ? r.metadata : {}),
        importance: r.importance,
        collection: r.collection,
        store: r.store,
      },
      categories: [r.category],
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    })}`,
  tail: (count) => `\n],"count":${count},"next":null,"previous":null}\n`,
};

/** The memory's fields as flat scalar values (Pinecone metadata, Weaviate properties). Metadata travels as JSON text. */
function flatFields(r: ExportRecord, o: ExportOptions): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    memory_id: r.id,
    text: r.text,
    category: r.category,
    importance: r.importance,
    collection: r.collection,
    store: r.store,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
  if (o.includeMetadata) fields.metadata_json = JSON.stringify(r.metadata);
  return fields;
}

const pinecone: FormatWriter = {
  extension: 'json',
  contentType: 'application/json',
  needsVectors: true,
  head: () => '{"vectors":[\n',
  record: (r, i, o) =>
    `${i ? ',\n' : ''}{"id":${JSON.stringify(r.id)},"values":${vectorJson(r.vector ?? [])},"metadata":${JSON.stringify(flatFields(r, o))}}`,
  tail: () => '\n]}\n',
};

/** A UUID (version 5 layout) derived from the memory id: the same memory always gets the same point id. */
function uuidOf(id: string): string {
  const bytes = createHash('sha256').update(id).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const qdrant: FormatWriter = {
  extension: 'json',
  contentType: 'application/json',
  needsVectors: true,
  head: () => '{"points":[\n',
  record: (r, i, o) => {
    const payload: Record<string, unknown> = { ...flatFields(r, o) };
    delete payload.metadata_json;
    if (o.includeMetadata) payload.metadata = r.metadata; // Qdrant payloads take nested JSON
    return `${i ? ',\n' : ''}{"id":${JSON.stringify(uuidOf(r.id))},"vector":${vectorJson(r.vector ?? [])},"payload":${JSON.stringify(payload)}}`;
  },
  tail: () => '\n]}\n',
};

const weaviate: FormatWriter = {
  extension: 'json',
  contentType: 'application/json',
  needsVectors: true,
  head: () => '{"objects":[\n',
  record: (r, i, o) =>
    `${i ? ',\n' : ''}{"class":"Memory","id":${JSON.stringify(uuidOf(r.id))},"properties":${JSON.stringify(flatFields(r, o))},"vector":${vectorJson(r.vector ?? [])}}`,
  tail: () => '\n]}\n',
};

/** One CSV field: quoted when it holds a comma, a quote, CR or LF; quotes doubled (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csvColumns(o: ExportOptions): string[] {
  return [
    'id',
    'store',
    'collection',
    'text',
    'category',
    'importance',
    ...(o.includeMetadata ? ['metadata'] : []),
    'created_at',
    'updated_at',
    ...(o.includeVectors ? ['vector'] : []),
  ];
}

const csv: FormatWriter = {
  extension: 'csv',
  contentType: 'text/csv',
  needsVectors: false,
  head: (o) => `${csvColumns(o).join(',')}\r\n`,
  record: (r, _i, o) => {
    const values = [r.id, r.store, r.collection, r.text, r.category, String(r.importance)];
    if (o.includeMetadata) values.push(JSON.stringify(r.metadata));
    values.push(r.createdAt.toISOString(), r.updatedAt.toISOString());
    if (o.includeVectors) values.push(r.vector ? vectorJson(r.vector) : '');
    return `${values.map(csvField).join(',')}\r\n`;
  },
  tail: () => '',
};

export const FORMATS: Record<MemoryExportFormat, FormatWriter> = {
  NATIVE_JSON: native,
  MEMSTORE_JSON: memstore,
  VECTORDB_A_JSON: pinecone,
  VECTORDB_B_JSON: qdrant,
  VECTORDB_C_JSON: weaviate,
  CSV: csv,
  JSONL: jsonl,
};

/** Bytes a memory takes in an export beyond its text and metadata (field names, ids, dates), and per vector value. */
export const ESTIMATE = { perMemoryBytes: 400, perVectorValueBytes: 11, perOverflowHistoryBytes: 300 } as const;
