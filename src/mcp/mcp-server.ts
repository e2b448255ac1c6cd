// One MCP server (one per session): the tools of tools.ts and the resources of resources.ts, run
// for the caller that the HTTP layer authenticated for the request at hand (passed in the
// request's authInfo), never for the one that opened the session.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { Caller } from '../modules/accounts/caller.js';
import { isAppError } from '../errors/app-error.js';
import type { Logger } from '../platform/logger.js';
import type { ContractSchemas } from './contract-schemas.js';
import { listResources, readResource, resourceTemplates } from './resources.js';
import { textResult, toolError } from './tool-results.js';
import { argumentProblems, type ToolDefinition, type ToolServices } from './tools.js';

export const SERVER_NAME = 'memory-intelligence-service';

const INSTRUCTIONS =
  "Long-term memory for this conversation's user. Call recall before answering anything that may depend on earlier conversations " +
  '(preferences, decisions, facts about people and projects). Call remember for information worth keeping beyond this conversation, ' +
  'one self-contained statement per call. Use forget when the user asks you to, or when a memory is wrong. Memories are also readable as resources at memory://{collection}/{id}.';

export interface McpServerDeps {
  services: ToolServices;
  schemas: ContractSchemas;
  tools: ToolDefinition[];
  logger: Logger;
  version: string;
}

/** What the HTTP layer puts into the request's authInfo. */
export function authInfoOf(token: string, caller: Caller): AuthInfo {
  return { token, clientId: caller.keyId ?? caller.accountId, scopes: [], extra: { caller } };
}

function callerOf(authInfo: AuthInfo | undefined): Caller {
  const caller = authInfo?.extra?.caller as Caller | undefined;
  if (!caller) throw new McpError(ErrorCode.InvalidRequest, 'The request carries no authenticated caller.');
  return caller;
}

/** A failure of a protocol request (not a tool) as the client sees it: the service's code and message, never internals. */
function protocolError(err: unknown, logger: Logger): McpError {
  if (err instanceof McpError) return err;
  if (isAppError(err))
    return new McpError(ErrorCode.InternalError, `${err.code}: ${err.message}`, {
      code: err.code,
      details: err.details,
    });
  logger.error('an MCP request failed', { error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  return new McpError(ErrorCode.InternalError, 'The service failed to complete the request.');
}

export function createMcpServer(deps: McpServerDeps): Server {
  const server = new Server(
    { name: SERVER_NAME, title: 'Memory Intelligence Service', version: deps.version },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );
  const byName = new Map(deps.tools.map((tool) => [tool.name, tool]));

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: deps.tools.map(({ name, title, description, inputSchema, outputSchema, annotations }) => ({
      name,
      title,
      description,
      inputSchema: inputSchema as never,
      outputSchema: outputSchema as never,
      annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool)
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown tool ${request.params.name}. The tools are: ${[...byName.keys()].join(', ')}.`,
      );
    const caller = callerOf(extra.authInfo);
    const args = request.params.arguments ?? {};
    const invalid = argumentProblems(deps.schemas, tool, args);
    if (invalid) return toolError(invalid, deps.logger, tool.name);
    try {
      const outcome = await tool.run(deps.services, caller, args);
      return textResult(outcome.text, outcome.structured);
    } catch (err) {
      return toolError(err, deps.logger, tool.name);
    }
  });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => resourceTemplates);
  server.setRequestHandler(ListResourcesRequestSchema, async (request, extra) => {
    try {
      return await listResources(deps.services.memory, callerOf(extra.authInfo), request.params?.cursor);
    } catch (err) {
      throw protocolError(err, deps.logger);
    }
  });
  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
    try {
      return await readResource(deps.services.memory, callerOf(extra.authInfo), request.params.uri);
    } catch (err) {
      throw protocolError(err, deps.logger);
    }
  });
  return server;
}
