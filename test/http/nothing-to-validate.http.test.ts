// A service that does not validate its answers (production) sends a request with nothing to
// validate past the validator (src/http/nothing-to-validate.ts); everything else still meets it.
import { describe, expect, it } from 'vitest';
import { useTestServer, type TestServer } from '../support/test-server.js';

describe('requests with nothing to validate, answers not validated', () => {
  let server: TestServer;
  let apiKey: string;
  useTestServer(
    (s, key) => {
      server = s;
      apiKey = key;
    },
    { VALIDATE_RESPONSES: 'false' },
  );

  it('answer with the defaults of their query parameters', async () => {
    const plain = await server.call('GET', '/v1/keys/usage', { token: apiKey });
    expect(plain.status).toBe(200);
    expect(plain.body).not.toHaveProperty('detailed');
    const page = await server.call('GET', '/v1/triggers', { token: apiKey });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, page_size: 20 });
  });

  it('with a query string or a body, meet the validator', async () => {
    const detailed = await server.call('GET', '/v1/keys/usage?detailed=true', { token: apiKey });
    expect(detailed.status).toBe(200);
    expect(detailed.body).toHaveProperty('detailed');
    const wrong = await server.call('GET', '/v1/keys/usage?detailed=maybe', { token: apiKey });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { detailed: 'must be boolean' } });
    const unknown = await server.call('GET', '/v1/triggers?pages=2', { token: apiKey });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { pages: "Unknown query parameter 'pages'" },
    });
  });

  it('still need a caller', async () => {
    const res = await server.call('GET', '/v1/keys/usage');
    expect(res.status).toBe(401);
  });
});
