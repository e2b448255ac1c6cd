// Attack 2 of issue 22: a caller without a key makes the service read and parse what it sends.
// Before the fix the body parsers ran before authentication: a 32 MB POST /v1/compress was read
// and parsed in full (50 MB was the limit for everyone) and only then refused, and a
// schema-valid POST /v1/forget without a key was validated first and answered 422, telling an
// anonymous caller about the body. Guards: authentication from the headers comes first, the body
// is left unread.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/**
 * Streams a `total`-byte JSON body in 64 KB pieces as fast as the server takes them and stops
 * once an answer arrives: the status, the body, and the bytes handed to the socket by then.
 */
function streamBody(path: string, total: number): Promise<{ status: number; body: string; bytesSent: number; ms: number }> {
  const piece = Buffer.alloc(64 * 1024, '[0.5],');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = request(new URL(path, server.url), { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(total) } }, (res) => {
      answered = true;
      const sent = bytesSent;
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, bytesSent: sent, ms: performance.now() - started });
      });
    });
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && bytesSent < total) {
        const part = piece.subarray(0, Math.min(piece.length, total - bytesSent));
        bytesSent += part.length;
        if (!req.write(part)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('attack 2: bodies sent without a key', () => {
  it('an unauthenticated 32 MB POST /v1/compress is refused 401 before its body is read', async () => {
    const total = 32 * 1024 * 1024;
    const outcome = await streamBody('/v1/compress', total);
    expect(outcome.status).toBe(401);
    expect(JSON.parse(outcome.body).error.code).toBe('UNAUTHORIZED');
    // the answer came while most of the body was still unsent
    expect(outcome.bytesSent).toBeLessThan(total / 4);
  });

  it('POST /v1/forget {"memory_id":"mem_x"} without a key answers 401, not a validation error', async () => {
    const res = await server.call('POST', '/v1/forget', { body: { memory_id: 'mem_x' } });
    expect(res.status, res.text).toBe(401);
    expectConforms('forgetMemory', res);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('malformed JSON without a key answers 401, not a parse error', async () => {
    const res = await server.call('POST', '/v1/store', { body: '{"text": "unterminated', headers: { 'content-type': 'application/json' }, direct: true });
    expect(res.status, res.text).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });
});
