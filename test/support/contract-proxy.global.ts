// Vitest global set-up of the Prism validation proxy (CONTRACT_PROXY=on, which scripts/test.sh
// sets for the HTTP suite): one `prism proxy` for the whole run, in front of a small switch
// that forwards each request to the test server named in its `x-contract-upstream` header.
// Every test server of every worker is reached through the same Prism process, so the proxy
// starts once per run instead of once per server. test/support/test-server.ts sends its calls
// through it and turns the violations Prism reports into failures (see contract-proxy.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { UPSTREAM_HEADER } from './contract-proxy.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    contractProxyUrl: string | null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createTcpServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Forwards a request to 127.0.0.1:<x-contract-upstream> unchanged, less that header. */
function startSwitch(): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const port = Number(req.headers[UPSTREAM_HEADER]);
    if (!Number.isInteger(port) || port <= 0) {
      res
        .writeHead(502, { 'content-type': 'text/plain' })
        .end(`the contract proxy needs the ${UPSTREAM_HEADER} header`);
      return;
    }
    // The server sees its own address as the Host, as without the proxy: it builds absolute
    // links (signed download URLs) from it.
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: `127.0.0.1:${port}` };
    delete headers[UPSTREAM_HEADER];
    const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`the test server on port ${port} did not answer: ${err.message}`);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Starts Prism and resolves once it listens; rejects with its output when it exits first. */
async function startPrism(upstreamUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  // No --errors: the service's own answer reaches the test (a deliberately invalid request
  // still meets the service's 4xx, not Prism's), and Prism lists what it found in the
  // `sl-violations` header, which the client turns into a failure. No CORS headers are added.
  const child = spawn(
    process.execPath,
    [
      `${ROOT}node_modules/@stoplight/prism-cli/dist/index.js`,
      'proxy',
      `${ROOT}generated/openapi.yaml`,
      upstreamUrl,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--cors=false',
      '--errors=false',
      '-v',
      'error',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Prism exited (${child.exitCode}) before listening: ${output.slice(-2000)}`);
    try {
      // Any answer means it listens (this path is outside the contract: Prism answers itself).
      await fetch(`${url}/`, { headers: { [UPSTREAM_HEADER]: '1' } });
      return { child, url };
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`Prism did not listen within 120 s: ${output.slice(-2000)}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.CONTRACT_PROXY !== 'on') {
    project.provide('contractProxyUrl', null);
    return;
  }
  const started = Date.now();
  const switchServer = await startSwitch();
  const { port } = switchServer.address() as AddressInfo;
  const prism = await startPrism(`http://127.0.0.1:${port}`);
  process.stdout.write(
    `Prism validation proxy at ${prism.url}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  project.provide('contractProxyUrl', prism.url);
  return async () => {
    prism.child.kill();
    await new Promise<void>((resolve) => switchServer.close(() => resolve()));
  };
}
