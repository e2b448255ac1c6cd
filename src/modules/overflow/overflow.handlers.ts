// Thin handlers of the hosted overflow storage, and the memory each path names.
import type { PartialHandlers, PartialPathResourceChecks } from '../../http/handler-types.js';
import { lookUpBy } from '../../http/path-resources.js';
import { requireCaller } from '../../http/require-caller.js';
import {
  presentDecayed,
  presentImportanceUpdated,
  presentOverflowForgotten,
  presentOverflowHistory,
  presentOverflowList,
  presentOverflowMemory,
  presentOverflowSearch,
  presentOverflowStats,
  presentOverflowStored,
  presentOverflowVersions,
  presentPromoted,
} from './overflow.presenters.js';
import type { OverflowService } from './overflow.service.js';

type OverflowOperation =
  | 'storeOverflowMemory'
  | 'searchOverflowMemories'
  | 'forgetOverflowMemory'
  | 'getOverflowStats'
  | 'listOverflowMemories'
  | 'getOverflowMemory'
  | 'getOverflowMemoryHistory'
  | 'listOverflowMemoryVersions'
  | 'promoteOverflowMemory'
  | 'updateOverflowMemoryImportance'
  | 'decayOverflowMemory';

export function overflowHandlers(overflow: OverflowService): PartialHandlers<OverflowOperation> {
  return {
    storeOverflowMemory: async ({ auth, body }) => ({
      status: 201,
      body: presentOverflowStored(await overflow.store(requireCaller(auth), body)),
    }),
    searchOverflowMemories: async ({ auth, body }) => ({
      status: 200,
      body: presentOverflowSearch(await overflow.search(requireCaller(auth), body)),
    }),
    forgetOverflowMemory: async ({ auth, body }) => ({
      status: 200,
      body: presentOverflowForgotten(await overflow.forget(requireCaller(auth), body)),
    }),
    getOverflowStats: async ({ auth }) => ({
      status: 200,
      body: presentOverflowStats(await overflow.stats(requireCaller(auth))),
    }),
    listOverflowMemories: async ({ auth, query }) => ({
      status: 200,
      body: presentOverflowList(await overflow.list(requireCaller(auth), query)),
    }),
    getOverflowMemory: async ({ auth, params }) => ({
      status: 200,
      body: presentOverflowMemory(await overflow.get(requireCaller(auth), params.memory_id)),
    }),
    getOverflowMemoryHistory: async ({ auth, params }) => ({
      status: 200,
      body: presentOverflowHistory(params.memory_id, await overflow.history(requireCaller(auth), params.memory_id)),
    }),
    listOverflowMemoryVersions: async ({ auth, params }) => ({
      status: 200,
      body: presentOverflowVersions(params.memory_id, await overflow.versions(requireCaller(auth), params.memory_id)),
    }),
    promoteOverflowMemory: async ({ auth, body }) => ({
      status: 200,
      body: presentPromoted(await overflow.promote(requireCaller(auth), body)),
    }),
    updateOverflowMemoryImportance: async ({ auth, body }) => ({
      status: 200,
      body: presentImportanceUpdated(await overflow.updateImportance(requireCaller(auth), body)),
    }),
    decayOverflowMemory: async ({ auth, body }) => ({
      status: 200,
      body: presentDecayed(await overflow.decay(requireCaller(auth), body)),
    }),
  };
}

/** The overflow memory a path names, found before the request is validated. */
export function overflowPathResources(
  overflow: OverflowService,
): PartialPathResourceChecks<'getOverflowMemory' | 'getOverflowMemoryHistory' | 'listOverflowMemoryVersions'> {
  const memory = lookUpBy('memory_id', (caller, id) => overflow.existing(caller, id));
  return { getOverflowMemory: memory, getOverflowMemoryHistory: memory, listOverflowMemoryVersions: memory };
}
