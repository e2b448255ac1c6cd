// Memories as MCP resources: each memory is readable at memory://{collection}/{id} (a resource
// template), and the resource list pages through the account's memories, every collection, with
// the protocol's cursor. Reads go through MemoryService like get_memory, so another account's
// memory is never found.
import { ErrorCode, McpError, type ListResourcesResult, type ListResourceTemplatesResult, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import type { Caller } from '../modules/accounts/accounts.repository.js';
import type { MemoryRecord } from '../modules/memory/memories.repository.js';
import type { MemoryService } from '../modules/memory/memory.service.js';
import { AppError } from '../http/errors.js';
import { excerpt } from './tool-results.js';
import { memoryView } from './tools.js';

export const MEMORY_URI_TEMPLATE = 'memory://{collection}/{id}';
/** The protocol's code for a resource that does not exist. */
export const RESOURCE_NOT_FOUND = -32002;
const RESOURCES_PER_PAGE = 50;
const NAME = /^[A-Za-z0-9_-]{1,128}$/;

export function memoryUri(collection: string, id: string): string {
  return `memory://${encodeURIComponent(collection)}/${encodeURIComponent(id)}`;
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
      description: 'One memory of a collection as JSON: id, collection, text, category, importance, metadata, created_at, updated_at.',
      mimeType: 'application/json',
    },
  ],
};

export async function listResources(memory: MemoryService, caller: Caller, cursor: string | undefined): Promise<ListResourcesResult> {
  try {
    const page = await memory.list(caller, { cursor, limit: RESOURCES_PER_PAGE });
    return { resources: page.memories.map(describe), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDATION_ERROR') throw new McpError(ErrorCode.InvalidParams, err.message);
    throw err;
  }
}

export async function readResource(memory: MemoryService, caller: Caller, uri: string): Promise<ReadResourceResult> {
  const target = parseMemoryUri(uri);
  if (!target) throw new McpError(ErrorCode.InvalidParams, `Not a memory URI: ${uri}. Memories are read at ${MEMORY_URI_TEMPLATE}.`);
  let record: MemoryRecord;
  try {
    record = await memory.get(caller, target.collection, target.id);
  } catch (err) {
    if (err instanceof AppError && err.code === 'MEMORY_NOT_FOUND') throw new McpError(RESOURCE_NOT_FOUND, `No memory ${target.id} exists in the collection '${target.collection}'.`, { uri });
    throw err;
  }
  return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(memoryView(record), null, 2) }] };
}
