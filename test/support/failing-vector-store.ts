// A real vector store whose writes fail on demand: the way HTTP tests provoke a store outage
// (a 503, a memory left to repair) without a fake store.
import { VectorStoreError, type VectorStore } from '../../src/modules/memory/vector-store/vector-store.js';

/**
 * Wraps the service's store: `upsert` throws an unavailable error while `failing.upserts` is
 * true, after letting `failing.passing` more calls through when set (a write that fails late).
 */
export function withFailingWrites(failing: { upserts: boolean; passing?: number }) {
  return (store: VectorStore): VectorStore =>
    new Proxy(store, {
      get(target, property, receiver) {
        if (property === 'upsert' && failing.upserts && !failing.passing) {
          return async () => {
            throw new VectorStoreError('unavailable', 'The injected store failure: the write did not arrive.');
          };
        }
        if (property === 'upsert' && failing.upserts && failing.passing) failing.passing--;
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
}
