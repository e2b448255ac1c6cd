// Thin handlers of the generic (mem0-style) surface, and what each path names.
import type { PartialHandlers, PartialPathResourceChecks } from '../../http/handler-types.js';
import { lookUpBy, namesNoResource } from '../../http/path-resources.js';
import { requireCaller } from '../../http/require-caller.js';
import {
  presentGenericCollection,
  presentGenericCreated,
  presentGenericEmbedding,
  presentGenericMemory,
  presentGenericSearch,
  presentGenericWebhook,
  presentMembership,
  presentSimilarMemories,
  presentUserStats,
} from './generic.presenters.js';
import type { GenericService } from './generic.service.js';

type GenericOperation =
  | 'genericCreateMemory'
  | 'genericGetMemory'
  | 'genericUpdateMemory'
  | 'genericDeleteMemory'
  | 'genericSearchMemories'
  | 'genericListSimilarMemories'
  | 'genericCreateCollection'
  | 'genericAddMemoryToCollection'
  | 'genericCreateEmbedding'
  | 'genericGetUserStats'
  | 'genericCreateWebhook';

export function genericHandlers(generic: GenericService): PartialHandlers<GenericOperation> {
  return {
    genericCreateMemory: async ({ auth, body }) => {
      const stored = await generic.create(requireCaller(auth), body);
      return { status: stored.created ? 201 : 200, body: presentGenericCreated(stored) };
    },
    genericGetMemory: async ({ auth, params }) => ({
      status: 200,
      body: presentGenericMemory(await generic.get(requireCaller(auth), params.memory_id)),
    }),
    genericUpdateMemory: async ({ auth, params, body }) => ({
      status: 200,
      body: presentGenericMemory(await generic.update(requireCaller(auth), params.memory_id, body)),
    }),
    genericDeleteMemory: async ({ auth, params }) => {
      await generic.remove(requireCaller(auth), params.memory_id);
      return { status: 204 };
    },
    genericSearchMemories: async ({ auth, body }) => ({
      status: 200,
      body: presentGenericSearch(await generic.search(requireCaller(auth), body)),
    }),
    genericListSimilarMemories: async ({ auth, params, query }) => ({
      status: 200,
      body: presentSimilarMemories(await generic.similar(requireCaller(auth), params.memory_id, query)),
    }),
    genericCreateCollection: async ({ auth, body }) => ({
      status: 201,
      body: presentGenericCollection(await generic.createCollection(requireCaller(auth), body)),
    }),
    genericAddMemoryToCollection: async ({ auth, params, body }) => {
      const membership = await generic.addToCollection(requireCaller(auth), params.collection_id, body.memory_id);
      return { status: membership.added ? 201 : 200, body: presentMembership(membership) };
    },
    genericCreateEmbedding: async ({ auth, body }) => ({
      status: 200,
      body: presentGenericEmbedding(await generic.embed(requireCaller(auth), body)),
    }),
    genericGetUserStats: async ({ auth, params }) => ({
      status: 200,
      body: presentUserStats(await generic.userStats(requireCaller(auth), params.user_id)),
    }),
    genericCreateWebhook: async ({ auth, body }) => ({
      status: 201,
      body: presentGenericWebhook(await generic.createWebhook(requireCaller(auth), body)),
    }),
  };
}

type GenericPathOperation =
  | 'genericGetMemory'
  | 'genericUpdateMemory'
  | 'genericDeleteMemory'
  | 'genericListSimilarMemories'
  | 'genericAddMemoryToCollection'
  | 'genericGetUserStats';

/** The memory or collection a path names, found before the request's query and body are validated. */
export function genericPathResources(generic: GenericService): PartialPathResourceChecks<GenericPathOperation> {
  const memory = lookUpBy('memory_id', (caller, id) => generic.existingMemory(caller, id));
  return {
    genericGetMemory: memory,
    genericUpdateMemory: memory,
    genericDeleteMemory: memory,
    genericListSimilarMemories: memory,
    genericAddMemoryToCollection: lookUpBy('collection_id', (caller, id) => generic.existingCollection(caller, id)),
    // a user id is the caller's own label: stats of a user never seen are zeros, not a 404
    genericGetUserStats: namesNoResource,
  };
}
