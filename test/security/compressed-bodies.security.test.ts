// An attack found on the way: a Content-Encoding header the body does not match (`gzip` on a
// plain body, a cut gzip stream, `br` on anything) made body-parser's decoder fail, and its
// error, unknown to the renderer, was answered 500 INTERNAL_ERROR, on every JSON operation and
// before any key for sign-up; the compression operations' own reader ignored the header and
// answered the compressed bytes as broken JSON. Guard: both readers decode the same encodings
// (src/http/content-encoding.ts) with the limits on the decoded bytes; another encoding answers
// 415, a body that does not decode 400 INVALID_JSON, and a small upload that decodes to
// gigabytes stops at the limit.
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { expectConforms } from '../support/conformance.js';
import { type TestServer, useTestServer } from '../support/test-server.js';

let server: TestServer;
let apiKey: string;

useTestServer((started, key) => {
  server = started;
  apiKey = key;
});

const ENCODERS: Record<string, (body: string) => Buffer> = {
  gzip: gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
};
const VECTORS = JSON.stringify({ vectors: [[0.5, -0.25, 0.125, 0.75]], method: 'SCALAR_QUANTIZATION', target_bits: 8 });

/** POSTs `body` as JSON of `encoding` (straight to the service: the proxy cannot read it). */
function send(path: string, body: Uint8Array | string, encoding: string, token: string | null = apiKey) {
  return server.call('POST', path, {
    token: token ?? undefined,
    body,
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
  });
}

describe('attack: bodies whose Content-Encoding lies, and small uploads that decode to gigabytes', () => {
  it('a body that does not decompress as its encoding says: 400 INVALID_JSON naming the encoding, never 500', async () => {
    const cut = gzipSync(JSON.stringify({ email: 'cut@example.com' })).subarray(0, 12);
    for (const path of ['/v1/keys', '/v1/search', '/generic/v1/search', '/v1/compress']) {
      for (const [encoding, body] of [
        ['gzip', '{"email": "plain@example.com"}'],
        ['deflate', '{"email": "plain@example.com"}'],
        ['br', '{"email": "plain@example.com"}'],
        ['gzip', cut],
      ] as const) {
        const res = await send(path, body, encoding);
        expect(res.status, `${path} ${encoding}: ${res.text.slice(0, 200)}`).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'INVALID_JSON', details: { content_encoding: encoding } });
        expect(res.body.error.message).toContain(`Content-Encoding "${encoding}"`);
      }
    }
  });

  it('another encoding: 415 UNSUPPORTED_MEDIA_TYPE naming the ones that are read', async () => {
    const operations = { '/v1/keys': 'createKey', '/v1/search': 'searchMemories', '/v1/compress': 'compressVectors' };
    for (const [path, operationId] of Object.entries(operations)) {
      for (const encoding of ['x-unknown', 'gzip, gzip', 'compress']) {
        const res = await send(path, '{"email": "plain@example.com"}', encoding);
        expect(res.status, `${path} ${encoding}: ${res.text.slice(0, 200)}`).toBe(415);
        expectConforms(operationId, res);
        expect(res.body.error).toMatchObject({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          details: { content_encoding: encoding },
        });
        expect(res.body.error.message).toMatch(/gzip, deflate or br/);
      }
    }
  });

  it('a small upload decoding past the limit: 413 at 1 MB decoded, 413 VECTORS_TOO_LARGE at 50 MB', async () => {
    const bomb = gzipSync(`{"query": "${'a'.repeat(3 * 1024 * 1024)}"}`);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const search = await send('/v1/search', bomb, 'gzip');
    expect(search.status).toBe(413);
    expectConforms('searchMemories', search);
    expect(search.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { limit_bytes: 1024 * 1024 } });
    const vectorsBomb = gzipSync(`{"vectors": [[${'0,'.repeat(30 * 1024 * 1024)}0]]}`);
    expect(vectorsBomb.length).toBeLessThan(1024 * 1024);
    const compress = await send('/v1/compress', vectorsBomb, 'gzip');
    expect(compress.status).toBe(413);
    expectConforms('compressVectors', compress);
    expect(compress.body.error).toMatchObject({
      code: 'VECTORS_TOO_LARGE',
      details: { limit_bytes: 50 * 1024 * 1024 },
    });
  });

  it('a caller without a key is answered 401 before its body is decoded', async () => {
    const res = await send('/v1/search', 'not gzip at all', 'gzip', null);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('honest compressed bodies are read like the same bodies sent plain, by both readers', async () => {
    for (const [encoding, encode] of Object.entries(ENCODERS)) {
      const signup = await send('/v1/keys', encode(JSON.stringify({ email: `${encoding}@example.com` })), encoding);
      expect(signup.status, `${encoding}: ${signup.text.slice(0, 200)}`).toBe(201);
      expectConforms('createKey', signup);
      const compressed = await send('/v1/compress', encode(VECTORS), encoding);
      expect(compressed.status, `${encoding}: ${compressed.text.slice(0, 200)}`).toBe(200);
      expectConforms('compressVectors', compressed);
      expect(compressed.body.compressed_vectors).toHaveLength(1);
    }
  });

  it('a compressed body that decodes is validated like a plain one: 422 for a field the contract refuses', async () => {
    const res = await send(
      '/v1/keys',
      gzipSync(JSON.stringify({ email: 'gz422@example.com', surprise: true })),
      'gzip',
    );
    expect(res.status, res.text.slice(0, 200)).toBe(422);
    expectConforms('createKey', res);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { surprise: 'is not a known field' } });
  });
});
