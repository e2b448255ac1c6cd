import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryHeaders } from '../../src/modules/webhooks/webhook-signature.js';
import { checkTlsReachable } from '../../src/platform/outbound/connectivity-check.js';
import { postJson, RESPONSE_BODY_LIMIT_BYTES } from '../../src/platform/outbound/https-poster.js';
import { KeptAliveAgents } from '../../src/platform/outbound/kept-alive-agents.js';
import { OutboundGuard, type LookupAll } from '../../src/platform/outbound/outbound-guard.js';
import { closedPort, startHttpsReceiver, type HttpsReceiver } from '../support/https-receiver.js';

const BODY =
  '{"id":"evt_1","event":"MEMORY_STORED","timestamp":"2026-11-02T14:30:00Z","data":{"content":"Grüße 🌍","n":1.50}}';

/** Names only these tests know, all answered with 127.0.0.1; the system resolver knows none of them. */
const testDns: LookupAll = async (host) => {
  if (host.endsWith('.test')) return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

let receiver: HttpsReceiver;
let untrusted: HttpsReceiver;
let silent: TcpServer;
let silentPort: number;
const silentSockets = new Set<Socket>();
const localGuard = new OutboundGuard({ allowedHosts: ['127.0.0.1'] });
const strictGuard = new OutboundGuard({ allowedHosts: [] });

beforeAll(async () => {
  receiver = await startHttpsReceiver({ dnsNames: ['receiver.test'] });
  untrusted = await startHttpsReceiver({ untrusted: true });
  // Accepts TCP connections and never says a word: neither TLS nor HTTP ever completes.
  silent = createTcpServer((socket) => {
    silentSockets.add(socket);
    socket.on('close', () => silentSockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
  silentPort = (silent.address() as AddressInfo).port;
});

afterAll(async () => {
  await receiver?.close();
  await untrusted?.close();
  for (const socket of silentSockets) socket.destroy();
  await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
});

beforeEach(() => {
  receiver.clear();
  untrusted.clear();
});

function post(url: string, extra: Partial<Parameters<typeof postJson>[0]> = {}) {
  return postJson({ url, body: BODY, headers: {}, timeoutMs: 3000, guard: localGuard, ca: receiver.caPem, ...extra });
}

describe('postJson against a real HTTPS receiver', () => {
  it('delivers the exact body bytes and the headers, and captures a 2xx answer', async () => {
    receiver.script({ status: 202, body: '{"received":true,"note":"ok"}' });
    const signed = deliveryHeaders({
      secret: 'whsec_test_secret_0123456789',
      body: BODY,
      deliveryId: 'del_1',
      eventType: 'MEMORY_STORED',
      attemptAt: new Date(),
    });
    const outcome = await post(receiver.url('/hooks/memory?team=ops'), {
      headers: { 'X-Team': 'memory-ops', ...signed },
    });

    expect(outcome).toMatchObject({
      ok: true,
      statusCode: 202,
      responseBody: '{"received":true,"note":"ok"}',
      error: null,
      errorKind: null,
    });
    expect(Number.isInteger(outcome.responseTimeMs)).toBe(true);
    expect(outcome.responseTimeMs).toBeGreaterThanOrEqual(0);

    const [request] = await receiver.waitFor(1);
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/hooks/memory?team=ops');
    expect(request!.rawBody).toBe(BODY);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['content-length']).toBe(String(Buffer.byteLength(BODY)));
    expect(request!.headers['user-agent']).toMatch(/^memory-intelligence-service-webhooks\/\d+\.\d+\.\d+/);
    expect(request!.headers['x-team']).toBe('memory-ops');
    expect(request!.headers.host).toBe(`127.0.0.1:${receiver.port}`);
    for (const [name, value] of Object.entries(signed)) expect(request!.headers[name.toLowerCase()]).toBe(value);
  });

  it('keeps the framing headers its own even when the caller passes them', async () => {
    const outcome = await post(receiver.url('/'), { headers: { 'content-type': 'text/plain', 'CONTENT-LENGTH': '3' } });
    expect(outcome.ok).toBe(true);
    const [request] = await receiver.waitFor(1);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.rawBody).toBe(BODY);
  });

  it('opens a fresh connection for every call, so no pooled socket skips the guard', async () => {
    expect((await post(receiver.url('/one'))).ok).toBe(true);
    expect((await post(receiver.url('/two'))).ok).toBe(true);
    expect(receiver.connections).toBe(2);
  });

  it('keeps only the first 4096 bytes of a long answer', async () => {
    receiver.script({ body: 'x'.repeat(10_000) });
    const outcome = await post(receiver.url('/'));
    expect(outcome.ok).toBe(true);
    expect(outcome.responseBody).toBe('x'.repeat(RESPONSE_BODY_LIMIT_BYTES));
  });

  it('cuts the answer on a character boundary', async () => {
    receiver.script({ body: `${'a'.repeat(4094)}€tail` }); // '€' is 3 bytes: bytes 4095-4097
    const outcome = await post(receiver.url('/'));
    expect(outcome.responseBody).toBe('a'.repeat(4094));
  });

  it('stops reading after 4096 bytes instead of waiting for an endless answer', async () => {
    receiver.script({ body: 'y'.repeat(5000), neverEnd: true });
    const outcome = await post(receiver.url('/'), { timeoutMs: 5000 });
    expect(outcome).toMatchObject({ ok: true, statusCode: 200, errorKind: null });
    expect(outcome.responseBody).toHaveLength(4096);
    expect(outcome.responseTimeMs).toBeLessThan(2500);
    await expect.poll(() => receiver.openConnections, { timeout: 1000 }).toBe(0); // the socket was let go
  });

  it('does not follow a redirect', async () => {
    receiver.script({ status: 302, redirectTo: receiver.url('/elsewhere') });
    const outcome = await post(receiver.url('/first'));
    expect(outcome).toMatchObject({ ok: false, statusCode: 302, errorKind: 'redirect' });
    expect(outcome.error).toMatch(/^redirect \(302 to https:\/\/127\.0\.0\.1:\d+\/elsewhere\) not followed$/);
    await expect.poll(() => receiver.openConnections, { timeout: 5000 }).toBe(0); // the exchange is over
    expect(receiver.requests.map((r) => r.path)).toEqual(['/first']);
  });

  it.each([
    [400, '{"error":"bad"}'],
    [404, 'not here'],
    [500, 'boom'],
    [503, ''],
  ])('fails with the status on %i', async (status, body) => {
    receiver.script({ status, body });
    const outcome = await post(receiver.url('/'));
    expect(outcome).toEqual({
      ok: false,
      statusCode: status,
      responseBody: body,
      responseTimeMs: outcome.responseTimeMs,
      error: `answered ${status}`,
      errorKind: 'status',
    });
  });

  it('times out in about the timeout when the answer is late', async () => {
    receiver.script({ delayMs: 4000 });
    const started = performance.now();
    const outcome = await post(receiver.url('/slow'), { timeoutMs: 600 });
    const tookMs = performance.now() - started;
    expect(outcome).toMatchObject({
      ok: false,
      statusCode: null,
      responseBody: null,
      errorKind: 'timeout',
      error: 'timed out after 600 ms',
    });
    expect(outcome.responseTimeMs).toBeGreaterThanOrEqual(590);
    expect(tookMs).toBeLessThan(1500);
    expect(receiver.requests).toHaveLength(1); // it was sent; only the answer was missing
  });

  it('times out when the server never completes the TLS handshake', async () => {
    const outcome = await post(`https://127.0.0.1:${silentPort}/`, { timeoutMs: 500 });
    expect(outcome).toMatchObject({ ok: false, statusCode: null, errorKind: 'timeout' });
    expect(outcome.responseTimeMs).toBeLessThan(1500);
  });

  it('fails as tls for a certificate not signed by a trusted CA', async () => {
    const outcome = await post(untrusted.url('/'), { ca: untrusted.caPem });
    expect(outcome).toMatchObject({ ok: false, statusCode: null, responseBody: null, errorKind: 'tls' });
    expect(outcome.error).toMatch(/^TLS: /);
    expect(untrusted.requests).toHaveLength(0);
  });

  it('fails as tls when the extra CA is not given (the default roots do not hold it)', async () => {
    const outcome = await post(receiver.url('/'), { ca: undefined });
    expect(outcome.errorKind).toBe('tls');
    expect(receiver.requests).toHaveLength(0);
  });

  it('fails as tls when the port speaks plain HTTP', async () => {
    const plain = createHttpServer((_req, res) => res.end('plain'));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', () => resolve()));
    try {
      const outcome = await post(`https://127.0.0.1:${(plain.address() as AddressInfo).port}/`);
      expect(outcome).toMatchObject({
        ok: false,
        statusCode: null,
        errorKind: 'tls',
        error: 'TLS: wrong version number (the port does not seem to speak TLS)',
      });
    } finally {
      plain.closeAllConnections();
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });

  it('fails as connection on a closed port', async () => {
    const outcome = await post(`https://127.0.0.1:${await closedPort()}/`);
    expect(outcome).toMatchObject({
      ok: false,
      statusCode: null,
      responseBody: null,
      error: 'connection refused',
      errorKind: 'connection',
    });
  });

  it('fails as dns for a name that does not exist', async () => {
    const outcome = await post('https://no-such-endpoint.invalid/hook', { guard: strictGuard });
    expect(outcome).toMatchObject({ ok: false, statusCode: null, errorKind: 'dns' });
    expect(outcome.error).toMatch(/^DNS lookup failed for no-such-endpoint\.invalid: /);
  });

  it('refuses loopback targets that are not allow-listed, before any connection', async () => {
    for (const url of [
      receiver.url('/'),
      receiver.url('/', 'localhost'),
      `https://[::ffff:127.0.0.1]:${receiver.port}/`,
    ]) {
      const outcome = await post(url, { guard: strictGuard });
      expect(outcome).toMatchObject({ ok: false, statusCode: null, responseBody: null, errorKind: 'forbidden' });
      expect(outcome.error).toMatch(/loopback address; the service does not call private/);
    }
    expect(receiver.connections).toBe(0);
    expect(receiver.requests).toHaveLength(0);
  });

  it('answers invalid for a URL that is not https', async () => {
    const outcome = await post(receiver.url('/').replace('https:', 'http:'));
    expect(outcome).toMatchObject({ ok: false, errorKind: 'invalid' });
    expect(receiver.connections).toBe(0);
  });

  it('connects to the address the guard approved and verifies the certificate for the host name', async () => {
    // receiver.test exists only in the guard's resolver: reaching the receiver proves the pinned address was used.
    const pinned = new OutboundGuard({ allowedHosts: ['receiver.test', 'stranger.test'], lookup: testDns });
    const outcome = await post(receiver.url('/pinned', 'receiver.test'), { guard: pinned });
    expect(outcome).toMatchObject({ ok: true, statusCode: 200 });
    const [request] = await receiver.waitFor(1);
    expect(request!.servername).toBe('receiver.test');
    expect(request!.headers.host).toBe(`receiver.test:${receiver.port}`);

    // Same address, a name the certificate does not hold: refused by the host name check.
    const mismatch = await post(receiver.url('/', 'stranger.test'), { guard: pinned });
    expect(mismatch.errorKind).toBe('tls');
    expect(mismatch.error).toMatch(/stranger\.test/);
    expect(receiver.requests).toHaveLength(1);
  });
});

describe('checkTlsReachable', () => {
  it('passes for the receiver without sending an HTTP request', async () => {
    const result = await checkTlsReachable({
      url: receiver.url('/hook'),
      timeoutMs: 3000,
      guard: localGuard,
      ca: receiver.caPem,
    });
    expect(result).toEqual({ ok: true });
    expect(receiver.connections).toBe(1);
    await expect.poll(() => receiver.openConnections, { timeout: 5000 }).toBe(0); // the probe's socket is closed
    expect(receiver.requests).toHaveLength(0);
  });

  it('fails as tls for an untrusted certificate', async () => {
    const result = await checkTlsReachable({
      url: untrusted.url('/'),
      timeoutMs: 3000,
      guard: localGuard,
      ca: untrusted.caPem,
    });
    expect(result).toMatchObject({ ok: false, kind: 'tls' });
  });

  it('sends the host name as SNI and checks the certificate against it', async () => {
    const pinned = new OutboundGuard({ allowedHosts: ['receiver.test'], lookup: testDns });
    const result = await checkTlsReachable({
      url: receiver.url('/', 'receiver.test'),
      timeoutMs: 3000,
      guard: pinned,
      ca: receiver.caPem,
    });
    expect(result).toEqual({ ok: true });
    await expect.poll(() => receiver.handshakes, { timeout: 1000 }).toEqual([{ servername: 'receiver.test' }]);
  });

  it('fails as tls when the certificate does not hold the host name', async () => {
    const pinned = new OutboundGuard({ allowedHosts: ['stranger.test'], lookup: testDns });
    const result = await checkTlsReachable({
      url: receiver.url('/', 'stranger.test'),
      timeoutMs: 3000,
      guard: pinned,
      ca: receiver.caPem,
    });
    expect(result).toMatchObject({ ok: false, kind: 'tls' });
  });

  it('fails as connection on a closed port', async () => {
    const result = await checkTlsReachable({
      url: `https://127.0.0.1:${await closedPort()}/`,
      timeoutMs: 3000,
      guard: localGuard,
      ca: receiver.caPem,
    });
    expect(result).toEqual({ ok: false, kind: 'connection', reason: 'connection refused' });
  });

  it('times out when the handshake never completes', async () => {
    const started = performance.now();
    const result = await checkTlsReachable({
      url: `https://127.0.0.1:${silentPort}/`,
      timeoutMs: 500,
      guard: localGuard,
    });
    expect(result).toEqual({ ok: false, kind: 'timeout', reason: 'timed out after 500 ms' });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('refuses forbidden and unknown hosts without connecting', async () => {
    const forbidden = await checkTlsReachable({
      url: receiver.url('/'),
      timeoutMs: 3000,
      guard: strictGuard,
      ca: receiver.caPem,
    });
    expect(forbidden).toMatchObject({ ok: false, kind: 'forbidden' });
    const unknown = await checkTlsReachable({
      url: 'https://no-such-endpoint.invalid/',
      timeoutMs: 3000,
      guard: strictGuard,
    });
    expect(unknown).toMatchObject({ ok: false, kind: 'dns' });
    expect(receiver.connections).toBe(0);
  });
});

describe('postJson over kept-alive connections', () => {
  const agents = new KeptAliveAgents();
  afterAll(() => agents.destroy());
  beforeEach(() => agents.destroy());

  it('reuses one connection for attempts to the same address, name and CAs', async () => {
    for (let i = 0; i < 5; i++) expect((await post(receiver.url('/kept'), { agents })).ok).toBe(true);
    expect(receiver.connections).toBe(1);
    expect(receiver.handshakes).toHaveLength(1);
    expect(agents.size).toBe(1);
  });

  it('never shares a connection between TLS names, though they reach the same address', async () => {
    const lookup: LookupAll = async (host) =>
      host === 'localhost' ? [{ address: '127.0.0.1', family: 4 }] : testDns(host);
    const guard = new OutboundGuard({ allowedHosts: ['receiver.test', 'localhost'], lookup });
    for (const host of ['receiver.test', 'localhost', 'receiver.test', 'localhost']) {
      expect((await post(receiver.url('/named', host), { agents, guard })).ok).toBe(true);
    }
    expect(receiver.handshakes.map((h) => h.servername)).toEqual(['receiver.test', 'localhost']);
    expect(agents.size).toBe(2);
  });

  it('checks the address on every attempt: a kept connection does not pass a guard that now refuses it', async () => {
    expect((await post(receiver.url('/kept'), { agents })).ok).toBe(true);
    const refused = await post(receiver.url('/kept'), { agents, guard: strictGuard });
    expect(refused).toMatchObject({ ok: false, errorKind: 'forbidden', statusCode: null });
    expect(receiver.requests).toHaveLength(1);
  });

  it('tries a new connection once when the receiver closes a kept one as it is reused', async () => {
    expect((await post(receiver.url('/kept'), { agents })).ok).toBe(true);
    receiver.script({ hangUp: true });
    const outcome = await post(receiver.url('/kept'), { agents });
    expect(outcome).toMatchObject({ ok: true, statusCode: 200 });
    expect(receiver.requests).toHaveLength(3); // the first, the one hung up on, and the attempt on a new connection
    expect(receiver.connections).toBe(2);
  });

  it('does not try again when a new connection is closed without an answer', async () => {
    receiver.script({ hangUp: true });
    const outcome = await post(receiver.url('/kept'), { agents });
    expect(outcome).toMatchObject({ ok: false, errorKind: 'connection', statusCode: null });
    expect(receiver.requests).toHaveLength(1);
  });

  it('closes the least recently used agent beyond its bound', async () => {
    const bounded = new KeptAliveAgents(1);
    const guard = new OutboundGuard({ allowedHosts: ['127.0.0.1', 'receiver.test'], lookup: testDns });
    expect((await post(receiver.url('/a', 'receiver.test'), { agents: bounded, guard })).ok).toBe(true);
    expect((await post(receiver.url('/b'), { agents: bounded, guard })).ok).toBe(true);
    expect(bounded.size).toBe(1);
    bounded.destroy();
  });
});
