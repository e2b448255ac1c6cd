// The overflow collections' search indexes held by one thread, by key (account and collection).
// The indexes thread (overflow-index.worker.ts) runs this; it is kept free of any thread plumbing
// so that its rules are tested in process.
//
// Stored codes arrive as the rows keep them (the code's body, overflow-codec.ts) and are decoded
// here, so the thread that asked for them decodes nothing.
import { CompressedIndex, type IndexHit, type IndexSearch } from '../compression/compressed-index.js';
import { OverflowCodec } from './overflow-codec.js';

/** Stored vectors of one collection: `ids.length` rows, their code bodies back to back. */
export interface StoredRows {
  ids: string[];
  /** `ids.length` code bodies of `OverflowCodec.storedBytes` each. */
  bodies: Uint8Array;
  tags: Uint8Array;
  createdAtMs: Float64Array;
}

/** A vector as a store keeps it: the code's body (overflow-codec.ts). */
export interface StoredVector {
  id: string;
  body: Uint8Array;
  tag: number;
  createdAtMs: number;
}

/** The vectors as one `StoredRows`, their bodies of `width` bytes each copied back to back. */
export function storedRows(vectors: readonly StoredVector[], width: number): StoredRows {
  const bodies = new Uint8Array(vectors.length * width);
  vectors.forEach((v, i) => bodies.set(v.body, i * width));
  return {
    ids: vectors.map((v) => v.id),
    bodies,
    tags: Uint8Array.from(vectors, (v) => v.tag),
    createdAtMs: Float64Array.from(vectors, (v) => v.createdAtMs),
  };
}

export class OverflowIndexes {
  private readonly indexes = new Map<string, CompressedIndex>();

  constructor(private readonly codec: OverflowCodec) {}

  /** Starts the key's index again, empty. */
  reset(key: string): number {
    return this.startIndex(key).size;
  }

  /**
   * Adds the rows to the key's index (replacing vectors of the same id); the index's size after.
   * A key without an index (never reset, or dropped) takes nothing: its index is built from a
   * reset, never from changes alone.
   */
  add(key: string, rows: StoredRows): number {
    const index = this.indexes.get(key);
    if (!index) return 0;
    const width = this.codec.storedBytes;
    if (rows.bodies.length !== rows.ids.length * width)
      throw new RangeError(
        `expected ${rows.ids.length} code bodies of ${width} bytes, got ${rows.bodies.length} bytes`,
      );
    for (let i = 0; i < rows.ids.length; i++) {
      index.add({
        id: rows.ids[i]!,
        codes: this.codec.decode(rows.bodies.subarray(i * width, (i + 1) * width)),
        tag: rows.tags[i]!,
        createdAtMs: rows.createdAtMs[i]!,
      });
    }
    return index.size;
  }

  /** Removes a vector from the key's index; the index's size after. */
  remove(key: string, id: string): number {
    const index = this.indexes.get(key);
    index?.remove(id);
    return index?.size ?? 0;
  }

  drop(key: string): number {
    this.indexes.delete(key);
    return 0;
  }

  size(key: string): number {
    return this.indexes.get(key)?.size ?? 0;
  }

  search(key: string, query: ArrayLike<number>, options: IndexSearch): IndexHit[] {
    return this.indexes.get(key)?.search(query, options) ?? [];
  }

  private startIndex(key: string): CompressedIndex {
    const { quantizer } = this.codec;
    const index = new CompressedIndex({ bits: quantizer.bits, dimension: quantizer.dimension, seed: quantizer.seed });
    this.indexes.set(key, index);
    return index;
  }
}
