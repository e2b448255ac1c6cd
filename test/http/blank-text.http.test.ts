// A memory text, or a search or forget query, of white space only says nothing: stored, it became
// a memory no search means to find (and every later blank text its duplicate); as a query, it
// ranked memories by their likeness to nothing, and a forget by it deleted whichever memory came
// first. Such a text answers 422 VALIDATION_ERROR naming the field (the contract's
// `pattern: '^\s*\S'`), and nothing is stored or deleted.
import { describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { signUp, useTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
useTestServer((s) => (server = s));

const BLANK = ' \n\t\u00a0\u3000 ';
const PROBLEM = 'must hold a character other than white space';

describe('texts of white space only', () => {
  it('a memory text: 422 naming the field, nothing stored; a text that only starts with white space is stored', async () => {
    const { apiKey } = await signUp(server);
    const res = await server.call('POST', '/v1/store', { token: apiKey, body: { text: BLANK } });
    expect(res.status, res.text).toBe(422);
    expectConforms('storeMemory', res);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details).toEqual({ text: PROBLEM });
    expect((await server.call('GET', '/v1/stats', { token: apiKey })).body.total_memories).toBe(0);
    const padded = await server.call('POST', '/v1/store', { token: apiKey, body: { text: '\n  Prefers green tea.' } });
    expect(padded.status, padded.text).toBe(201);
  });

  it('a search or forget query: 422 naming the field, and nothing is forgotten', async () => {
    const { apiKey } = await signUp(server);
    const stored = await server.call('POST', '/v1/store', { token: apiKey, body: { text: 'Parks on level 3.' } });
    expect(stored.status, stored.text).toBe(201);
    const search = await server.call('POST', '/v1/search', { token: apiKey, body: { query: '   ' } });
    expect(search.status, search.text).toBe(422);
    expectConforms('searchMemories', search);
    expect(search.body.error.details).toEqual({ query: PROBLEM });
    const forget = await server.call('POST', '/v1/forget', { token: apiKey, body: { query: BLANK, min_score: 0 } });
    expect(forget.status, forget.text).toBe(422);
    expectConforms('forgetMemory', forget);
    expect(forget.body.error.details).toEqual({ query: PROBLEM });
    expect((await server.call('GET', '/v1/stats', { token: apiKey })).body.total_memories).toBe(1);
  });

  it('on the generic surface and in overflow storage alike', async () => {
    const { apiKey } = await signUp(server);
    const generic = await server.call('POST', '/generic/v1/memories', {
      token: apiKey,
      body: { content: BLANK, user_id: 'alice' },
    });
    expect(generic.status, generic.text).toBe(422);
    expectConforms('genericCreateMemory', generic);
    expect(generic.body.error.details).toEqual({ content: PROBLEM });
    const search = await server.call('POST', '/generic/v1/search', {
      token: apiKey,
      body: { query: ' ', user_id: 'alice' },
    });
    expect(search.status, search.text).toBe(422);
    expectConforms('genericSearchMemories', search);
    expect(search.body.error.details).toEqual({ query: PROBLEM });
    const overflow = await server.call('POST', '/v1/overflow/store', {
      token: apiKey,
      body: {
        vector: Array.from({ length: 768 }, (_, i) => (i === 0 ? 1 : 0)),
        text: '\t',
        category: 'fact',
        importance: 0.5,
      },
    });
    expect(overflow.status, overflow.text).toBe(422);
    expectConforms('storeOverflowMemory', overflow);
    expect(overflow.body.error.details).toEqual({ text: PROBLEM });
  });
});
