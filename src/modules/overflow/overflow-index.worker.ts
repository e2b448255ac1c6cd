// The overflow indexes' thread (overflow-index-thread.ts): holds every cached collection index
// and runs each request in the order it arrived, so a search always sees the changes sent before
// it. Answers carry the request's id and the size of the key's index after it.
import { parentPort, workerData } from 'node:worker_threads';
import type { IndexHit, IndexSearch } from '../compression/compressed-index.js';
import { OverflowCodec } from './overflow-codec.js';
import { OverflowIndexes, type StoredRows } from './overflow-indexes.js';

export interface IndexThreadData {
  bits: number;
  seed: number;
}

export type IndexRequest = { id: number; key: string } & (
  | { op: 'reset' | 'drop' }
  | { op: 'add'; rows: StoredRows }
  | { op: 'remove'; memoryId: string }
  | { op: 'search'; query: Float32Array; options: IndexSearch }
);

/** What a request answers: the size of the key's index after it (and a search's hits). */
export interface IndexDone {
  id: number;
  size: number;
  hits?: IndexHit[];
}

export type IndexAnswer = IndexDone | { id: number; error: string };

const { bits, seed } = workerData as IndexThreadData;
const indexes = new OverflowIndexes(new OverflowCodec(bits, seed));
const port = parentPort!;

port.on('message', (request: IndexRequest) => {
  try {
    port.postMessage(answer(request) satisfies IndexAnswer);
  } catch (err) {
    port.postMessage({ id: request.id, error: String(err) } satisfies IndexAnswer);
  }
});

function answer(request: IndexRequest): IndexAnswer {
  const { id, key } = request;
  switch (request.op) {
    case 'reset':
      return { id, size: indexes.reset(key) };
    case 'drop':
      return { id, size: indexes.drop(key) };
    case 'add':
      return { id, size: indexes.add(key, request.rows) };
    case 'remove':
      return { id, size: indexes.remove(key, request.memoryId) };
    case 'search': {
      const hits = indexes.search(key, request.query, request.options);
      return { id, size: indexes.size(key), hits };
    }
  }
}
