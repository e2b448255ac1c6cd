// A real vector store whose writes fail on demand: the way HTTP tests provoke a store outage
// (a 503, a memory left to repair) without a fake store.
import { VectorStoreError, type VectorStore } from '../../src/modules/memory/vector-store/vector-store.js';

/** Wraps the service's store: `upsert` throws an unavailable error while `failing.upserts` is true. */
export function withFailingWrites(failing: { upserts: boolean }) {
  return (store: VectorStore): VectorStore =>
    new Proxy(store, {
      get(target, property, receiver) {
        if (property === 'upsert' && failing.upserts) {
          return async () => {
            throw new VectorStoreError('unavailable', 'The injected store failure: the write did not arrive.');
          };
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
}
