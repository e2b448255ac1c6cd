// Attack 2 of issue 22: a caller without a key makes the service read and parse what it sends.
// Before the fix the body parsers ran before authentication: a 32 MB POST /v1/compress was read
// and parsed in full (50 MB was the limit for everyone) and only then refused, and a
// schema-valid POST /v1/forget without a key was validated first and answered 422, telling an
// anonymous caller about the body. Guards: authentication from the headers comes first, the body
// is left unread. And a refused client that went on sending made the service read and drop all of
// it (Node discards the rest of an unread request): now a long refused body is not read on, and
// the connection is closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { streamUpload, uploadPastAnswer } from '../support/stream-upload.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('attack 2: bodies sent without a key', () => {
  it('an unauthenticated 32 MB POST /v1/compress is refused 401 before its body is read', async () => {
    const total = 32 * 1024 * 1024;
    const outcome = await streamUpload(new URL('/v1/compress', server.url), total);
    expect(outcome.status).toBe(401);
    expect(JSON.parse(outcome.body).error.code).toBe('UNAUTHORIZED');
    // the answer came while most of the body was still unsent
    expect(outcome.bytesSent).toBeLessThan(total / 4);
  });

  it('a client that goes on sending after the 401 is not read on, and its connection is closed', async () => {
    const total = 32 * 1024 * 1024;
    const outcome = await uploadPastAnswer(new URL('/v1/compress', server.url), total, 3000);
    expect(outcome.statusLine).toMatch(/^HTTP\/1\.1 401 /);
    // what the kernel buffers of the unread connection, not the rest of the 32 MB
    expect(outcome.bytesAfterAnswer).toBeLessThan(total / 4);
    expect(outcome.closedByServer).toBe(true);
  });

  it('POST /v1/forget {"memory_id":"mem_x"} without a key answers 401, not a validation error', async () => {
    const res = await server.call('POST', '/v1/forget', { body: { memory_id: 'mem_x' } });
    expect(res.status, res.text).toBe(401);
    expectConforms('forgetMemory', res);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('malformed JSON without a key answers 401, not a parse error', async () => {
    const res = await server.call('POST', '/v1/store', {
      body: '{"text": "unterminated',
      headers: { 'content-type': 'application/json' },
      direct: true,
    });
    expect(res.status, res.text).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });
});
