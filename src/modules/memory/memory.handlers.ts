// Thin handlers of the memory operations on the account's vector store.
import type { PartialHandlers } from '../../http/handler-types.js';
import { requireCaller } from '../../http/require-caller.js';
import { presentForgotten, presentMemoryStats, presentSearchResults, presentStoreResult } from './memory.presenters.js';
import type { MemoryService } from './memory.service.js';

export function memoryHandlers(
  memory: MemoryService,
): PartialHandlers<'storeMemory' | 'searchMemories' | 'forgetMemory' | 'getMemoryStats'> {
  return {
    storeMemory: async ({ auth, body }) => {
      const stored = await memory.store(requireCaller(auth), body);
      const answer = presentStoreResult(stored);
      return stored.created ? { status: 201, body: answer } : { status: 200, body: answer };
    },
    searchMemories: async ({ auth, body }) => ({
      status: 200,
      body: presentSearchResults(await memory.search(requireCaller(auth), body)),
    }),
    forgetMemory: async ({ auth, body }) => ({
      status: 200,
      body: presentForgotten(await memory.forget(requireCaller(auth), body)),
    }),
    getMemoryStats: async ({ auth, query }) => ({
      status: 200,
      body: presentMemoryStats(await memory.stats(requireCaller(auth), query.collection)),
    }),
  };
}
