// The MCP tools: each one a thin call of the service a REST handler calls (MemoryService for the
// caller's memory store, OverflowService for hosted overflow storage), so quotas, events,
// triggers and webhooks follow exactly as they do for REST. Arguments are checked against the
// contract's request schemas (contract-schemas.ts) and the same NUL-character and metadata limits
// as REST bodies before anything runs.
import type { Caller } from '../modules/accounts/caller.js';
import type { MemoryRecord } from '../modules/memory/memories.repository.js';
import {
  presentForgotten,
  presentMemoryStats,
  presentSearchResults,
  presentStoreResult,
} from '../modules/memory/memory.presenters.js';
import type { MemoryService } from '../modules/memory/memory.service.js';
import { DEFAULT_COLLECTION, DEFAULTS } from '../modules/memory/memory.service.js';
import { presentDecayed, presentImportanceUpdated, presentPromoted } from '../modules/overflow/overflow.presenters.js';
import type { OverflowService } from '../modules/overflow/overflow.service.js';
import type { Schemas } from '../modules/schemas.js';
import { bodyShapeProblems } from '../http/body-shape-limits.js';
import { AppError } from '../errors/app-error.js';
import { toolArgumentsInvalid } from '../errors/request-errors.js';
import { fieldsWithUnstorableText } from '../http/unstorable-text-guard.js';
import type { ContractSchemas, JsonSchema } from './contract-schemas.js';
import { excerpt } from './tool-results.js';
import { memoryNotInCollection } from '../errors/registry.js';

export interface ToolServices {
  memory: MemoryService;
  overflow: OverflowService;
}

export interface ToolOutcome {
  text: string;
  structured: Record<string, unknown>;
}

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: false };
  /** `args` were validated against `inputSchema`; each tool names their type (a method's parameters are bivariant). */
  run(services: ToolServices, caller: Caller, args: unknown): Promise<ToolOutcome>;
}

const LIST_PAGE = { default: 20, max: 100 };

/** A memory as list_memories, get_memory and the resources show it. */
export function memoryView(record: MemoryRecord): Record<string, unknown> {
  return {
    id: record.id,
    collection: record.collection,
    text: record.text,
    category: record.category,
    importance: record.importance,
    metadata: record.metadata,
    created_at: record.createdAt.toISOString(),
    updated_at: (record.updatedAt ?? record.createdAt).toISOString(),
  };
}

function objectSchema(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

function withoutDefault(schema: JsonSchema): JsonSchema {
  const { default: _default, ...rest } = schema;
  return rest;
}

function line(record: { id: string; text: string; category: string; importance: number }, prefix = ''): string {
  return `${prefix}${record.id} (${record.category}, importance ${record.importance}): ${excerpt(record.text)}`;
}

export function buildTools(schemas: ContractSchemas): ToolDefinition[] {
  const collection = (component: string, description: string): JsonSchema => ({
    ...schemas.property(component, 'collection'),
    description,
  });
  const memorySchema = objectSchema(
    {
      id: schemas.component('MemoryId'),
      collection: { type: 'string' },
      text: { type: 'string' },
      category: schemas.component('MemoryCategory'),
      importance: schemas.component('Importance'),
      metadata: schemas.component('Metadata'),
      created_at: { type: 'string', format: 'date-time' },
      updated_at: { type: 'string', format: 'date-time' },
    },
    ['id', 'collection', 'text', 'category', 'importance', 'metadata', 'created_at', 'updated_at'],
  );
  const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
  const writes = (idempotent: boolean, destructive = false) =>
    ({ readOnlyHint: false, destructiveHint: destructive, idempotentHint: idempotent, openWorldHint: false }) as const;

  return [
    {
      name: 'remember',
      title: 'Remember',
      description:
        "Store one piece of information for later conversations: a user's preference, a decision and its reason, a fact, or a person, place or thing. " +
        "Write one self-contained statement per call, e.g. 'The user prefers dark mode in every editor.' " +
        'The service classifies it (preference, decision, fact, entity, other) unless you give category, and stores nothing when the same or a nearly identical text is already in the collection ' +
        "(status 'duplicate', with the existing memory's id). importance (0-1) ranks what matters; metadata holds any JSON you want back; collection separates memory spaces (default 'agent-memory').",
      inputSchema: schemas.component('StoreMemoryRequest'),
      outputSchema: schemas.component('StoreMemoryResponse'),
      annotations: writes(true),
      async run({ memory }, caller, args: Schemas['StoreMemoryRequest']) {
        const body = presentStoreResult(await memory.store(caller, args));
        const where = args.collection ?? DEFAULT_COLLECTION;
        const text = body.duplicate
          ? `Not stored: this duplicates memory ${body.id} (${body.category}) in '${where}'.`
          : `Stored memory ${body.id} as ${body.category} in '${where}'.`;
        return { text, structured: { ...body } };
      },
    },
    {
      name: 'recall',
      title: 'Recall',
      description:
        'Search stored memories by meaning and by words; use it before answering anything that may depend on what you were told earlier. ' +
        'Results come best first with a score from 0 to 1. retrieval: hybrid (default) combines meaning and shared words, semantic ranks by meaning alone, keyword by shared words alone. ' +
        'Only results scoring at least min_score (default 0.35) are returned: lower it to see weaker matches. Narrow with category, min_importance and collection (default agent-memory); limit is 1-100 (default 5).',
      inputSchema: schemas.component('SearchMemoriesRequest'),
      outputSchema: schemas.component('SearchMemoriesResponse'),
      annotations: readOnly,
      async run({ memory }, caller, args: Schemas['SearchMemoriesRequest']) {
        const found = presentSearchResults(await memory.search(caller, args));
        const text =
          found.results.length === 0
            ? `No memory matched with a score of at least ${args.min_score ?? DEFAULTS.minScore}.`
            : [
                `Found ${found.results.length} memor${found.results.length === 1 ? 'y' : 'ies'}:`,
                ...found.results.map((r, i) => line(r, `${i + 1}. [score ${r.score}] `)),
              ].join('\n');
        return { text, structured: { ...found } };
      },
    },
    {
      name: 'forget',
      title: 'Forget',
      description:
        'Permanently delete one memory; it cannot be undone. Give exactly one of memory_id (from recall or list_memories) or query. ' +
        'With query, the single best match scoring at least min_score (default 0.35) is deleted, and nothing is deleted when none reaches it. collection defaults to agent-memory.',
      inputSchema: schemas.component('ForgetMemoryRequest'),
      outputSchema: schemas.component('ForgetMemoryResponse'),
      annotations: writes(false, true),
      async run({ memory }, caller, args: Schemas['ForgetMemoryRequest']) {
        const done = presentForgotten(await memory.forget(caller, args));
        return { text: `Forgot memory ${done.memory_id}.`, structured: { ...done } };
      },
    },
    {
      name: 'list_memories',
      title: 'List memories',
      description:
        'Page through stored memories: newest first within a collection, collections in name order. Give collection to list only that one. ' +
        'When next_cursor is not null, call again with cursor set to it for the next page. limit is 1-100 (default 20).',
      inputSchema: objectSchema({
        collection: withoutDefault(
          collection('SearchMemoriesRequest', 'Only memories of this collection; omit to list every collection.'),
        ),
        cursor: {
          type: 'string',
          minLength: 1,
          maxLength: 1024,
          description: 'The next_cursor of the previous page; omit for the first page.',
        },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: LIST_PAGE.max,
          default: LIST_PAGE.default,
          description: 'Memories per page.',
        },
      }),
      outputSchema: objectSchema(
        {
          memories: { type: 'array', items: memorySchema },
          next_cursor: { type: ['string', 'null'], description: 'Cursor of the next page; null on the last page.' },
        },
        ['memories', 'next_cursor'],
      ),
      annotations: readOnly,
      async run({ memory }, caller, args: { collection?: string; cursor?: string; limit?: number }) {
        const page = await memory.list(caller, {
          collection: args.collection,
          cursor: args.cursor,
          limit: args.limit ?? LIST_PAGE.default,
        });
        const lines = page.memories.map((m) => line(m, `[${m.collection}] `));
        const text = [
          page.memories.length === 0
            ? 'No memories on this page.'
            : `${page.memories.length} memor${page.memories.length === 1 ? 'y' : 'ies'}:`,
          ...lines,
          page.nextCursor ? `More: call again with cursor "${page.nextCursor}".` : 'This is the last page.',
        ].join('\n');
        return { text, structured: { memories: page.memories.map(memoryView), next_cursor: page.nextCursor } };
      },
    },
    {
      name: 'get_memory',
      title: 'Get a memory',
      description:
        'Read one memory by its id: text, category, importance, metadata, and when it was created and last changed. collection defaults to agent-memory.',
      inputSchema: objectSchema(
        {
          memory_id: schemas.component('MemoryIdInput'),
          collection: collection('SearchMemoriesRequest', 'Collection that holds the memory.'),
        },
        ['memory_id'],
      ),
      outputSchema: memorySchema,
      annotations: readOnly,
      async run({ memory }, caller, args: { memory_id: string; collection?: string }) {
        const where = args.collection ?? DEFAULT_COLLECTION;
        const record = await memory.get(caller, where, args.memory_id).catch((err: unknown) => {
          throw err instanceof AppError && err.code === 'MEMORY_NOT_FOUND'
            ? memoryNotInCollection(args.memory_id, where)
            : err;
        });
        return {
          text: `${line(record, `[${record.collection}] `)}\nmetadata: ${JSON.stringify(record.metadata)}`,
          structured: memoryView(record),
        };
      },
    },
    {
      name: 'memory_stats',
      title: 'Memory statistics',
      description:
        'How many memories a collection holds (default agent-memory), how many of each category, the storage they take, and the times of the oldest and newest.',
      inputSchema: objectSchema({ collection: collection('SearchMemoriesRequest', 'Collection to describe.') }),
      outputSchema: schemas.component('MemoryStats'),
      annotations: readOnly,
      async run({ memory }, caller, args: { collection?: string }) {
        const stats = presentMemoryStats(await memory.stats(caller, args.collection));
        const counts = Object.entries(stats.categories)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ');
        return {
          text: `'${args.collection ?? DEFAULT_COLLECTION}' holds ${stats.total_memories} memories (${counts}), ${stats.storage_bytes} bytes; oldest ${stats.oldest_memory ?? 'none'}, newest ${stats.newest_memory ?? 'none'}.`,
          structured: { ...stats },
        };
      },
    },
    ...overflowTools(schemas, writes(false)),
  ];
}

/** Importance control of hosted overflow storage (/v1/overflow/*), for accounts that keep memories there. */
function overflowTools(schemas: ContractSchemas, annotations: ToolDefinition['annotations']): ToolDefinition[] {
  const scope =
    "Applies to memories in the account's hosted overflow storage (default collection 'memories'), not to those stored with remember.";
  const importanceText = (r: { memory_id: string; previous_importance: number; new_importance: number }) =>
    `Importance of ${r.memory_id}: ${r.previous_importance} -> ${r.new_importance}.`;
  return [
    {
      name: 'overflow_promote',
      title: 'Promote an overflow memory',
      description: `Raise a memory's importance by boost (0-1, default 0.1; the result is capped at 1.0) when it proved useful, so it ranks higher and decays later. ${scope}`,
      inputSchema: schemas.component('PromoteOverflowMemoryRequest'),
      outputSchema: schemas.component('PromoteOverflowMemoryResponse'),
      annotations,
      async run({ overflow }, caller, args: Schemas['PromoteOverflowMemoryRequest']) {
        const done = presentPromoted(await overflow.promote(caller, args));
        return { text: importanceText(done), structured: { ...done } };
      },
    },
    {
      name: 'overflow_set_importance',
      title: 'Set the importance of an overflow memory',
      description: `Set a memory's importance to an exact value from 0 to 1. ${scope}`,
      inputSchema: schemas.component('UpdateOverflowMemoryImportanceRequest'),
      outputSchema: schemas.component('UpdateOverflowMemoryImportanceResponse'),
      annotations: { ...annotations, idempotentHint: true },
      async run({ overflow }, caller, args: Schemas['UpdateOverflowMemoryImportanceRequest']) {
        const done = presentImportanceUpdated(await overflow.updateImportance(caller, args));
        return { text: importanceText(done), structured: { ...done } };
      },
    },
    {
      name: 'overflow_decay',
      title: 'Decay an overflow memory',
      description: `Lower a memory's importance now: new = previous x (1 - decay_rate), decay_rate 0-1 (default 0.1). Use it for information that is getting stale. ${scope}`,
      inputSchema: schemas.component('DecayOverflowMemoryRequest'),
      outputSchema: schemas.component('DecayOverflowMemoryResponse'),
      annotations,
      async run({ overflow }, caller, args: Schemas['DecayOverflowMemoryRequest']) {
        const done = presentDecayed(await overflow.decay(caller, args));
        return { text: importanceText(done), structured: { ...done } };
      },
    },
  ];
}

/** The tool's arguments checked as REST checks a body: the schema, then NUL characters and metadata limits. */
export function argumentProblems(schemas: ContractSchemas, tool: ToolDefinition, args: unknown): AppError | null {
  // prototype-free maps throughout: field names come from the caller
  let problems = schemas.problems(tool.inputSchema, args);
  if (Object.keys(problems).length === 0) {
    problems = bodyShapeProblems(args);
    for (const { field, problem } of fieldsWithUnstorableText(args)) problems[field] = problem;
  }
  if (Object.keys(problems).length === 0) return null;
  return toolArgumentsInvalid(problems);
}
