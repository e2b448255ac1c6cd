// A round-robin HTTP proxy on 127.0.0.1, standing in for the load balancer in front of a
// scaled-out deployment: one port, and each request goes to the next upstream in turn, so two
// consecutive requests of a client are served by different instances. It counts the requests
// each upstream served (so a test can show that every instance took part) and names the
// upstream in the answer's `X-Proxy-Upstream` header (its index).
//
// Requests, not connections, are balanced: HTTP clients keep connections alive, and a
// connection-level balancer would send a whole test to one instance.
import { Agent, createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const UPSTREAM_HEADER = 'x-proxy-upstream';

export interface RoundRobinProxy {
  url: string;
  /** Requests forwarded to each upstream so far, in the order the upstreams were given. */
  readonly counts: readonly number[];
  /** From now on, only the first `n` upstreams get requests (a benchmark's one-instance baseline). */
  use(n: number): void;
  resetCounts(): void;
  close(): Promise<void>;
}

/** Headers that describe one hop's connection and must not be passed on (RFC 9110, section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
  'transfer-encoding',
]);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

/** `upstreams`: base URLs such as http://127.0.0.1:8080 (plain HTTP). */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('the proxy needs at least one upstream');
  const targets = upstreams.map((u) => new URL(u));
  const counts = targets.map(() => 0);
  let active = targets.length;
  let next = 0;
  // Kept-alive connections to the upstreams, as a load balancer keeps them.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    const index = next++ % active;
    counts[index]! += 1;
    const target = targets[index]!;
    const upstream = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...forwardable(answer.headers), [UPSTREAM_HEADER]: String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (res.headersSent) return void res.destroy(err);
      res.writeHead(502, { 'content-type': 'application/json', [UPSTREAM_HEADER]: String(index) });
      res.end(JSON.stringify({ error: { code: 'BAD_GATEWAY', message: `upstream ${index} failed: ${err.message}` } }));
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get counts() {
      return counts;
    },
    use(n) {
      if (!Number.isInteger(n) || n < 1 || n > targets.length) throw new Error(`use(n) takes 1 to ${targets.length}`);
      active = n;
      next = 0;
    },
    resetCounts() {
      counts.fill(0);
      next = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
