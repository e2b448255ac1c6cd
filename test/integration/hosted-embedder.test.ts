// The hosted provider (@huggingface/inference) against a local HTTP server standing in for a
// feature-extraction endpoint: the request it sends, and what it makes of the answers.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_DIR } from '../../src/config.js';
import { HostedEmbedder } from '../../src/modules/embedding/hosted-embedder.js';
import { expectConforms } from '../support/conformance.js';
import { signUp, startTestServer } from '../support/test-server.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
}

let endpoint: Server;
let endpointUrl: string;
const seen: Seen[] = [];
/** What the stand-in answers for a list of inputs. */
let answer: (inputs: string[]) => { status: number; body: unknown };

function vectorFor(text: string, dimension = 768): number[] {
  // Deterministic and not unit length, so that normalisation shows.
  return Array.from({ length: dimension }, (_, i) => ((text.length * 31 + i * 17) % 13) - 6 + 0.5);
}

beforeAll(async () => {
  endpoint = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const { status, body: out } = answer(Array.isArray(body?.inputs) ? body.inputs : [body?.inputs]);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/models/all-mpnet-base-v2`;
});
afterAll(async () => {
  await new Promise((resolve) => endpoint.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  answer = (inputs) => ({ status: 200, body: inputs.map((t) => vectorFor(t)) });
});

describe('the hosted embedding provider', () => {
  it('posts the texts as a feature-extraction request with the bearer token, and normalises the answer', async () => {
    const embedder = new HostedEmbedder({
      endpointUrl,
      token: 'hf_test_token',
      model: 'sentence-transformers/all-mpnet-base-v2',
      tokenizerDir: DEFAULT_MODEL_DIR,
    });
    const texts = ['I like dark mode.', 'We chose PostgreSQL.'];
    const prepared = await Promise.all(texts.map((t) => embedder.prepare(t)));
    expect(prepared[0]!.tokens).toBe(5);
    const vectors = await embedder.embed(prepared);

    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/models/all-mpnet-base-v2');
    expect(request.headers.authorization).toBe('Bearer hf_test_token');
    expect(request.headers['content-type']).toMatch(/application\/json/);
    expect(request.body).toMatchObject({ inputs: texts, normalize: true, truncate: true });

    expect(vectors).toHaveLength(2);
    vectors.forEach((v, i) => {
      const expected = vectorFor(texts[i]!);
      const n = Math.hypot(...expected);
      expect(Array.from(v)).toEqual(expected.map((x) => Math.fround(x / n)));
    });
  });

  it.each([
    ['vectors of the wrong dimension', () => ({ status: 200, body: [vectorFor('x', 384)] }), /768 finite numbers/],
    [
      'token-level output instead of a pooled vector',
      () => ({ status: 200, body: [[vectorFor('x'), vectorFor('y')]] }),
      /768 finite numbers/,
    ],
    ['the wrong number of vectors', () => ({ status: 200, body: [] }), /expected 1 vectors/],
    ['an error status', () => ({ status: 503, body: { error: 'Model is loading' } }), /answered with an error/],
  ])('turns %s into 503 SERVICE_UNAVAILABLE', async (_, respond, message) => {
    answer = respond;
    const embedder = new HostedEmbedder({ endpointUrl, token: null, model: 'm', tokenizerDir: DEFAULT_MODEL_DIR });
    const error = await embedder.embed([await embedder.prepare('hello')]).then(
      () => null,
      (err: unknown) => err as { code: string; status: number; message: string },
    );
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(error!.message).toMatch(message);
  });

  it('serves POST /v1/embed when the service is configured for it', async () => {
    const server = await startTestServer({
      EMBEDDING_PROVIDER: 'huggingface',
      EMBEDDING_ENDPOINT_URL: endpointUrl,
      EMBEDDING_API_TOKEN: 'hf_service_token',
    });
    try {
      const { apiKey } = await signUp(server);
      const res = await server.call('POST', '/v1/embed', {
        token: apiKey,
        body: { text: 'Served by the hosted endpoint.' },
      });
      expect(res.status).toBe(200);
      expectConforms('embedText', res);
      expect(seen.at(-1)!.headers.authorization).toBe('Bearer hf_service_token');
      expect(seen.at(-1)!.body.inputs).toEqual(['Served by the hosted endpoint.']);
      const expected = vectorFor('Served by the hosted endpoint.');
      expect(res.body.vector[0]).toBeCloseTo(expected[0]! / Math.hypot(...expected), 6);
    } finally {
      await server.stop();
    }
  });
});
