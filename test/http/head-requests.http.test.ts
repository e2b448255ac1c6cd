// HEAD through the running service: every GET operation answers HEAD with the status and the
// headers of the same GET and no body, after the same checks (a key, the path's resources);
// OPTIONS names HEAD beside GET; a path without a GET answers HEAD 405. Load balancers and
// uptime checks often probe with HEAD.
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

useTestServer((started, key) => {
  server = started;
  apiKey = key;
});

/** A request straight to the service, as a load balancer or an uptime check sends it. */
async function send(method: string, path: string, token?: string): Promise<{ res: Response; body: string }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { res, body: await res.text() };
}

describe('HEAD is the GET of the same path without its body', () => {
  it('answers with the status, type and length of the GET, and no body', async () => {
    for (const [path, token] of [
      ['/health', undefined],
      ['/openapi.yaml', undefined],
      ['/', undefined],
      ['/v1/keys/usage', apiKey],
      ['/v1/triggers?page=1&page_size=5', apiKey],
    ] as const) {
      // the body may change between two requests (the descriptor's uptime and readiness): the
      // HEAD's length is that of the GET just before it or of the one just after it
      const get = await send('GET', path, token);
      const head = await send('HEAD', path, token);
      const after = await send('GET', path, token);
      expect(head.res.status, `HEAD ${path}: ${head.res.status}`).toBe(get.res.status);
      expect(head.res.headers.get('content-type')).toBe(get.res.headers.get('content-type'));
      expect([Buffer.byteLength(get.body), Buffer.byteLength(after.body)]).toContain(
        Number(head.res.headers.get('content-length')),
      );
      expect(head.res.headers.get('x-request-id')).toMatch(/^req_/);
      expect(head.body).toBe('');
    }
  });

  it('makes the same checks first: 401 without a key, the area 404 for a resource that does not exist', async () => {
    const anonymous = await send('HEAD', '/v1/keys/usage');
    expect(anonymous.res.status).toBe(401);
    expect(anonymous.body).toBe('');
    const missing = await send('HEAD', '/v1/triggers/trg_doesnotexist000000000000', apiKey);
    expect(missing.res.status).toBe(404);
    expect(missing.body).toBe('');
  });

  it('OPTIONS names HEAD beside GET; a path served by POST only answers HEAD 405', async () => {
    const options = await send('OPTIONS', '/health');
    expect(options.res.headers.get('allow')).toBe('GET, HEAD');
    const postOnly = await send('HEAD', '/v1/search', apiKey);
    expect(postOnly.res.status).toBe(405);
    expect(postOnly.res.headers.get('allow')).toBe('POST');
  });
});
