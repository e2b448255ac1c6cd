// An attack found while profiling the abuse benchmark: the request validator builds the checker
// of an operation on its first request per Content-Type header, parameters included, walks the
// whole contract to do it (20 to 40 ms of the main thread) and keeps it. A caller naming a new
// header on each request (`application/json; v=1`, `v=2`, ..., or any type on a GET) had the
// service build and keep one more checker per request: CPU and memory without end, from one
// key. Guard: the header the validator sees is made canonical once the body is read
// (src/http/canonical-content-type.ts), so an operation gets one checker whatever callers send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { countCheckersBuilt, type CheckerCount } from '../support/validator-checkers.js';

let server: TestServer;
let checkers: CheckerCount;

beforeAll(async () => {
  server = await startTestServer();
  checkers = countCheckersBuilt();
});
afterAll(async () => {
  checkers?.restore();
  await server?.stop();
});

describe('attack: a new Content-Type on every request', () => {
  it('30 webhook creations and 30 usage reads, each naming a new header, build one checker per operation', async () => {
    const { apiKey } = await signUp(server);
    const before = checkers.built;
    for (let i = 0; i < 30; i++) {
      const created = await server.call('POST', '/v1/webhooks', {
        token: apiKey,
        direct: true, // straight to the service: the proxy would judge these headers itself
        headers: { 'content-type': `application/json; charset=UTF-8; v=${i}` },
        body: JSON.stringify({ x: 1 }),
      });
      expect(created.status, created.text).toBe(422);
      const usage = await server.call('GET', '/v1/keys/usage', {
        token: apiKey,
        direct: true,
        headers: { 'content-type': `application/x-attack-${i}` },
      });
      expect(usage.status, usage.text).toBe(200);
      if (i === 0) {
        expectConforms('createWebhook', created);
        expectConforms('getUsage', usage);
      }
    }
    // at most one each (none for an operation the server had already checked)
    expect(checkers.built - before).toBeLessThanOrEqual(2);
  });
});
