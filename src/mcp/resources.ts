// Memories as MCP resources: each memory is readable at memory://{collection}/{id} (a resource
// template), a collection's listing at memory://{collection} (a page of its memories with their
// URIs; the next page at memory://{collection}?cursor=...), and the resource list pages through
// the account's memories, every collection, with the protocol's cursor. Reads go through MemoryService like get_memory, so another account's
// memory is never found.
import {
  ErrorCode,
  McpError,
  type ListResourcesResult,
  type ListResourceTemplatesResult,
  type ReadResourceResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { Caller } from '../modules/accounts/caller.js';
import type { MemoryRecord } from '../modules/memory/memories.repository.js';
import type { MemoryService } from '../modules/memory/memory.service.js';
import { AppError } from '../errors/app-error.js';
import { excerpt } from './tool-results.js';
import { memoryView } from './tools.js';

const MEMORY_URI_TEMPLATE = 'memory://{collection}/{id}';
const COLLECTION_URI_TEMPLATE = 'memory://{collection}{?cursor}';
/** The protocol's code for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;
const RESOURCES_PER_PAGE = 50;
const NAME = /^[A-Za-z0-9_-]{1,128}$/;

export function memoryUri(collection: string, id: string): string {
  return `memory://${encodeURIComponent(collection)}/${encodeURIComponent(id)}`;
}

/** The collection and page cursor of a collection listing URI; null for any other URI. */
function parseCollectionUri(uri: string): { collection: string; cursor: string | undefined } | null {
  const match = /^memory:\/\/([^/?#]+)\/?(?:\?cursor=([^&#]+))?$/.exec(uri);
  if (!match) return null;
  try {
    const collection = decodeURIComponent(match[1]!);
    return NAME.test(collection)
      ? { collection, cursor: match[2] === undefined ? undefined : decodeURIComponent(match[2]) }
      : null;
  } catch {
    return null;
  }
}

/** collection and id of a memory:// URI; null for any other URI. */
export function parseMemoryUri(uri: string): { collection: string; id: string } | null {
  const match = /^memory:\/\/([^/?#]+)\/([^/?#]+)$/.exec(uri);
  if (!match) return null;
  try {
    const [collection, id] = [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
    return NAME.test(collection) && NAME.test(id) ? { collection, id } : null;
  } catch {
    return null;
  }
}

function describe(record: MemoryRecord): ListResourcesResult['resources'][number] {
  return {
    uri: memoryUri(record.collection, record.id),
    name: record.id,
    title: excerpt(record.text, 80),
    description: `A ${record.category} memory of the collection '${record.collection}' (importance ${record.importance}).`,
    mimeType: 'application/json',
  };
}

export const resourceTemplates: ListResourceTemplatesResult = {
  resourceTemplates: [
    {
      uriTemplate: MEMORY_URI_TEMPLATE,
      name: 'memory',
      title: 'A stored memory',
      description:
        'One memory of a collection as JSON: id, collection, text, category, importance, metadata, created_at, updated_at.',
      mimeType: 'application/json',
    },
    {
      uriTemplate: COLLECTION_URI_TEMPLATE,
      name: 'collection',
      title: 'A collection of memories',
      description: `A page of a collection's memories (${RESOURCES_PER_PAGE} at most) as JSON, each with its memory:// URI, and next_uri, the next page's URI, while there are more.`,
      mimeType: 'application/json',
    },
  ],
};

export async function listResources(
  memory: MemoryService,
  caller: Caller,
  cursor: string | undefined,
): Promise<ListResourcesResult> {
  try {
    const page = await memory.list(caller, { cursor, limit: RESOURCES_PER_PAGE });
    return { resources: page.memories.map(describe), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDATION_ERROR')
      throw new McpError(ErrorCode.InvalidParams, err.message);
    throw err;
  }
}

/** A page of one collection's memories, with the URI of the next page. */
async function readCollection(
  memory: MemoryService,
  caller: Caller,
  uri: string,
  collection: string,
  cursor: string | undefined,
): Promise<ReadResourceResult> {
  let page: Awaited<ReturnType<MemoryService['list']>>;
  try {
    page = await memory.list(caller, { collection, cursor, limit: RESOURCES_PER_PAGE });
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDATION_ERROR')
      throw new McpError(ErrorCode.InvalidParams, err.message);
    throw err;
  }
  const listing = {
    collection,
    memories: page.memories.map((record) => ({ uri: memoryUri(record.collection, record.id), ...memoryView(record) })),
    next_uri: page.nextCursor
      ? `memory://${encodeURIComponent(collection)}?cursor=${encodeURIComponent(page.nextCursor)}`
      : null,
  };
  return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(listing, null, 2) }] };
}

export async function readResource(memory: MemoryService, caller: Caller, uri: string): Promise<ReadResourceResult> {
  const listing = parseCollectionUri(uri);
  if (listing) return readCollection(memory, caller, uri, listing.collection, listing.cursor);
  const target = parseMemoryUri(uri);
  if (!target)
    throw new McpError(
      ErrorCode.InvalidParams,
      `Not a memory URI: ${uri}. Memories are read at ${MEMORY_URI_TEMPLATE}, a collection at ${COLLECTION_URI_TEMPLATE}.`,
    );
  let record: MemoryRecord;
  try {
    record = await memory.get(caller, target.collection, target.id);
  } catch (err) {
    if (err instanceof AppError && err.code === 'MEMORY_NOT_FOUND')
      throw new McpError(
        RESOURCE_NOT_FOUND,
        `No memory ${target.id} exists in the collection '${target.collection}'.`,
        { uri },
      );
    throw err;
  }
  return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(memoryView(record), null, 2) }] };
}
