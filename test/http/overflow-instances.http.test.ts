// Two service instances on one PostgreSQL share the overflow storage: what one stores or forgets,
// the other's in-memory search index sees at its next search (the collection's revision tells
// it that its index is behind).
import { describe, expect, it } from 'vitest';
import { engines, inCi } from '../support/databases.js';
import { signUp, type TestServer } from '../support/test-server.js';
import { twoInstancesOn } from '../support/two-instances.js';
import { unitVectors } from '../support/unit-vectors.js';

const postgres = engines.find((e) => e.name === 'postgres')!;
const D = 768;

describe.skipIf(!postgres.available && !inCi())(`overflow search across two instances (${postgres.label})`, () => {
  const instances = twoInstancesOn(() => postgres.prepare());

  it("finds on one instance what the other stored, and stops finding what the other forgot", async () => {
    const { first, second } = instances;
    const { apiKey } = await signUp(first);
    const vectors = unitVectors(101, 3, D);
    const search = (server: TestServer, v: Float32Array) =>
      server.call('POST', '/v1/overflow/search', { token: apiKey, body: { vector: Array.from(v), limit: 3, min_score: 0.9 } });
    const store = (server: TestServer, v: Float32Array, text: string) =>
      server.call('POST', '/v1/overflow/store', { token: apiKey, body: { vector: Array.from(v), text, category: 'fact', importance: 0.5 } });

    const a = await store(first, vectors[0]!, 'stored on the first');
    expect((await search(second, vectors[0]!)).body.results.map((r: { id: string }) => r.id)).toEqual([a.body.id]); // second builds its index
    const b = await store(first, vectors[1]!, 'stored on the first, later');
    expect((await search(second, vectors[1]!)).body.results.map((r: { id: string }) => r.id)).toEqual([b.body.id]); // second's index was behind
    expect((await search(first, vectors[1]!)).body.results.map((r: { id: string }) => r.id)).toEqual([b.body.id]);

    const forgotten = await second.call('DELETE', '/v1/overflow/forget', { token: apiKey, body: { memory_id: a.body.id } });
    expect(forgotten.status).toBe(200);
    expect((await search(first, vectors[0]!)).body.results).toEqual([]);
    const c = await store(second, vectors[2]!, 'stored on the second');
    expect((await search(first, vectors[2]!)).body.results.map((r: { id: string }) => r.id)).toEqual([c.body.id]);
  });
});
