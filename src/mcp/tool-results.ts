// What a tool call answers: readable text beside the structured result, or, when the service
// refused the call, a tool error (isError) that names the service's error code and says what to
// do next, so that a model can correct itself instead of seeing a broken connection.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isAppError } from '../errors/app-error.js';
import type { Logger } from '../platform/logger.js';

/** What the model should do about each error code it can meet here. */
const NEXT_STEP: Record<string, string> = {
  VALIDATION_ERROR: 'Correct the fields named in details and call the tool again.',
  MEMORY_NOT_FOUND: 'Check the memory id and its collection; recall or list_memories finds current ids.',
  COLLECTION_NOT_FOUND: 'Check the collection name; a collection exists once a memory has been stored in it.',
  QUOTA_EXCEEDED:
    'The account has reached a limit of its tier: forget memories that are no longer needed, or ask the account owner to upgrade. Retrying will not help.',
  RATE_LIMIT_EXCEEDED:
    'Too many requests for this API key: wait the seconds given in details.retry_after_seconds, then try again.',
  SERVICE_UNAVAILABLE: 'The memory store is not answering right now; nothing was changed. Try again in a few seconds.',
  UNAUTHORIZED:
    'The API key was refused: the key configured for this MCP server is missing, revoked or rotated. Ask the user for a current key.',
  INTERNAL_ERROR: 'The service failed unexpectedly; nothing is known to have changed. Try again later.',
};

export function textResult(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/** The error envelope's fields as a tool error; unexpected failures keep their internals to the log. */
export function toolError(err: unknown, logger: Logger, tool: string): CallToolResult {
  const known = isAppError(err);
  if (!known)
    logger.error('an MCP tool failed', {
      tool,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
  const code = known ? err.code : 'INTERNAL_ERROR';
  const message = known ? err.message : 'The service failed to complete the call.';
  const details = known ? err.details : {};
  return errorResult(code, message, details);
}

export function errorResult(code: string, message: string, details: Record<string, unknown> = {}): CallToolResult {
  const step = NEXT_STEP[code] ?? 'Read the message, correct the call and try again.';
  const detailText = Object.keys(details).length > 0 ? `\ndetails: ${JSON.stringify(details)}` : '';
  return {
    isError: true,
    content: [{ type: 'text', text: `Error ${code}: ${message}${detailText}\nWhat to do: ${step}` }],
  };
}

/** A text shortened for one line of a listing. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
