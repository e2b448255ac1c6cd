// An attack found by probing a running service: one client address, with no key, opened 19,900
// TCP connections and sent nothing on them. Almost none was closed (43 in 70 s), the process
// neared its open-file limit (20,000), and `GET /health` from anyone else went unanswered until
// the client left.
// Guard (src/http/connection-limits.ts): connections per client address and in all are capped
// when a connection is accepted, and a connection must send its first request's headers within
// FIRST_REQUEST_TIMEOUT_MS. Each test uses addresses of its own in 127.0.0.0/8, so the counts of
// one do not carry into the next.
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/eventually.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const PER_ADDRESS = 6;
const TOTAL = 16;

let server: TestServer;
let port: number;
const opened: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    MAX_CONNECTIONS: String(TOTAL),
    FIRST_REQUEST_TIMEOUT_MS: '2000',
    RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.9',
  });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy();
  // the server counts a connection until it sees it close: wait until the cap has room again
  await until('the connections to close', async () =>
    (await healthFrom('127.0.0.1')).status === 200 ? true : undefined,
  );
});

interface Connection {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
}

/** A TCP connection from `address` that sends nothing (unless a test writes to it). */
async function idleConnection(address: string): Promise<Connection> {
  const socket = connect({ host: '127.0.0.1', port, localAddress: address });
  opened.push(socket);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return { socket, closed };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: { error: { code: string; message: string; details: Record<string, unknown> } };
}

/** The status of a raw HTTP/1.1 answer; 0 when nothing was answered. */
function statusOf(raw: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
}

function parseAnswer(raw: string): RawAnswer {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [, ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: statusOf(raw), headers, body: JSON.parse(body) as RawAnswer['body'] };
}

/** GET /health on a new connection from `address`; the status, or 0 when the connection failed. */
async function healthFrom(address: string): Promise<{ status: number; raw: string }> {
  const { socket, closed } = await idleConnection(address);
  socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  const raw = await closed;
  return { status: statusOf(raw), raw };
}

/** memsvc_connections_refused_total of `reason`, read from GET /metrics (open to this machine). */
async function refusedCount(reason: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`memsvc_connections_refused_total{reason="${reason}"}`));
  return line === undefined ? 0 : Number(line.split(' ').pop());
}

describe('attack: one address opens connections and sends nothing', () => {
  it(`an address holds at most ${PER_ADDRESS}; one more is answered 429 in the envelope and closed, others are served`, async () => {
    for (let i = 0; i < PER_ADDRESS; i++) await idleConnection('127.0.0.2');
    const refused = await idleConnection('127.0.0.2');
    const answer = parseAnswer(await refused.closed);
    expect(answer.status).toBe(429);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.headers['x-request-id']).toMatch(/^req_/);
    expect(answer.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(answer.body.error.message).toContain(`already holds ${PER_ADDRESS} open connections`);
    expect(answer.body.error.details).toEqual({ limit_connections: PER_ADDRESS, retry_after_seconds: 1 });
    // a request sent on a refused connection reaches nothing: the same answer, then the close
    const withRequest = await healthFrom('127.0.0.2');
    expect(withRequest.status).toBe(429);
    // another address is served meanwhile
    expect((await healthFrom('127.0.0.3')).status).toBe(200);
    const res = await server.call('GET', '/health');
    expect(res.status).toBe(200);
    // a connection given back makes room for the next
    opened[0]!.destroy();
    await until('room for 127.0.0.2', async () => ((await healthFrom('127.0.0.2')).status === 200 ? true : undefined));
    // the operator sees the refusals
    expect(await refusedCount('address_limit')).toBeGreaterThanOrEqual(2);
  });

  it('a connection that sends nothing is closed after FIRST_REQUEST_TIMEOUT_MS; one that sent a request is kept alive', async () => {
    const silent = await idleConnection('127.0.0.4');
    const active = await idleConnection('127.0.0.4');
    let activeClosed = false;
    void active.closed.then(() => (activeClosed = true));
    active.socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await until('the answer on the kept-alive connection', () => (active.socket.bytesRead > 0 ? true : undefined));
    expect(await silent.closed).toBe(''); // closed by the server, with nothing sent
    expect(await refusedCount('no_request')).toBeGreaterThanOrEqual(1);
    expect(activeClosed).toBe(false);
    // the kept-alive connection still serves requests
    active.socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const both = await active.closed;
    expect(both.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
  });

  it('an exempt address (a load balancer) is not held to the per-address cap', async () => {
    for (let i = 0; i < PER_ADDRESS + 2; i++) await idleConnection('127.0.0.9');
    expect((await healthFrom('127.0.0.9')).status).toBe(200);
  });
});

describe('attack: many addresses together fill the service', () => {
  it(`past ${TOTAL} connections in all, one more from any address is answered 503 and closed`, async () => {
    const addresses = ['127.0.0.5', '127.0.0.6', '127.0.0.7'];
    for (let i = 0; i < TOTAL; i++) await idleConnection(addresses[i % addresses.length]!);
    const refused = await idleConnection('127.0.0.8');
    const answer = parseAnswer(await refused.closed);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(answer.body.error.details).toEqual({ limit_connections: TOTAL, retry_after_seconds: 5 });
    for (const socket of opened.splice(0)) socket.destroy();
    await until('room again', async () => ((await healthFrom('127.0.0.1')).status === 200 ? true : undefined));
    expect(await refusedCount('instance_limit')).toBeGreaterThanOrEqual(1);
  });
});
