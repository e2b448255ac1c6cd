// Collections are named by memory operations but referenced by id in exports (and compression
// batches). A collection has no row of its own that could hold a random id, so its id is derived:
// `col_` and the first 24 hex digits of SHA-256 over `<store>:<name>`, where store is `main` (the
// account's vector store) or `overflow` (hosted storage). Anyone who knows a collection's name
// can compute its id, and the same name always has the same id.
import { createHash } from 'node:crypto';

export type MemoryStoreKind = 'main' | 'overflow';

export function collectionId(store: MemoryStoreKind, name: string): string {
  return `col_${createHash('sha256').update(`${store}:${name}`).digest('hex').slice(0, 24)}`;
}
