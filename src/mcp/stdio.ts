// The MCP server over stdio, for clients that start a process: `npm run --silent mcp`, with the
// service's URL and an API key in MEMORY_API_URL and MEMORY_API_KEY (or --url and --api-key). It
// talks to the service over HTTP only (remote-bridge.ts), so it works against any instance,
// local or remote. stdout carries the protocol alone; everything else goes to stderr.
//
// It connects before it serves: a URL that does not answer, or a key the service refuses, stops
// it at once with the reason on stderr and exit code 1 (2 for missing settings).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createBridgeServer, refusalOf, RemoteService } from './remote-bridge.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const USAGE = `Usage: MEMORY_API_URL=<service URL> MEMORY_API_KEY=<API key> npm run --silent mcp
   or: npm run --silent mcp -- --url <service URL> --api-key <API key>`;

export interface StdioSettings {
  baseUrl: string;
  apiKey: string;
}

/** The settings from flags, then the environment; a list of what is wrong otherwise. */
export function settingsFrom(argv: string[], env: Record<string, string | undefined>): StdioSettings | string[] {
  const { values } = parseArgs({
    args: argv,
    options: { url: { type: 'string' }, 'api-key': { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const baseUrl = (values.url ?? env.MEMORY_API_URL ?? '').trim();
  const apiKey = (values['api-key'] ?? env.MEMORY_API_KEY ?? '').trim();
  const problems: string[] = [];
  if (!baseUrl)
    problems.push(
      'MEMORY_API_URL (or --url) is missing: the address of the memory service, e.g. http://127.0.0.1:8080',
    );
  else if (!/^https?:\/\/[^\s]+$/i.test(baseUrl))
    problems.push(`MEMORY_API_URL must be an http:// or https:// URL (got '${baseUrl}')`);
  if (!apiKey)
    problems.push('MEMORY_API_KEY (or --api-key) is missing: an API key of the service (pr_live_... or pr_test_...)');
  return problems.length ? problems : { baseUrl, apiKey };
}

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  let settings: StdioSettings | string[];
  try {
    settings = settingsFrom(process.argv.slice(2), process.env);
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`, 2);
  }
  if (Array.isArray(settings)) fail(`${settings.join('\n')}\n${USAGE}`, 2);
  const remote = new RemoteService({ ...settings, version: VERSION });
  let server;
  try {
    server = await createBridgeServer(remote, VERSION);
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal?.status === 401)
      fail(
        `The memory service at ${remote.endpoint.origin} refused the API key (${refusal.code}): ${refusal.message}`,
        1,
      );
    if (refusal)
      fail(
        `The memory service at ${remote.endpoint.href} answered ${refusal.status} (${refusal.code}): ${refusal.message}`,
        1,
      );
    fail(`The memory service at ${remote.endpoint.href} could not be reached: ${(err as Error).message}`, 1);
  }
  const transport = new StdioServerTransport();
  const stop = () => {
    void Promise.allSettled([server.close(), remote.close()]).then(() => process.exit(0));
  };
  transport.onclose = stop;
  process.stdin.on('end', stop);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await server.connect(transport);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) =>
    fail(`The MCP server stopped: ${err instanceof Error ? err.message : String(err)}`, 1),
  );
}
