// service-embed-v1 as installed by the set-up, held to the reference: token ids and vectors that
// sentence-transformers (PyTorch) computed with the original model folder
// (scripts/embedding-model/reference_embeddings.py wrote the fixture).
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_DIR } from '../../src/config.js';
import { EMBEDDING_DIMENSION } from '../../src/modules/embedding/embedder.js';
import { OnnxEmbedder } from '../../src/modules/embedding/onnx-embedder.js';

interface Reference {
  texts: { text: string; ids: number[]; vector: number[] }[];
}

const reference = JSON.parse(
  readFileSync(new URL('../fixtures/embedding-reference.json', import.meta.url), 'utf8'),
) as Reference;

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => Array.from(a).reduce((sum, x, i) => sum + x * b[i]!, 0);
const norm = (a: ArrayLike<number>) => Math.sqrt(dot(a, a));

let embedder: OnnxEmbedder;
beforeAll(async () => {
  embedder = new OnnxEmbedder({ modelDir: DEFAULT_MODEL_DIR, threads: 2, maxWindowsPerRun: 32 });
  await embedder.ready();
});
afterAll(async () => {
  await embedder?.close();
});

describe('service-embed-v1 (all-mpnet-base-v2 as ONNX, in process)', () => {
  it('tokenizes exactly as the reference tokenizer does', async () => {
    for (const row of reference.texts) {
      const prepared = await embedder.prepare(row.text);
      expect(prepared.windows).toHaveLength(1);
      expect(prepared.windows[0]!.slice(1, -1), row.text).toEqual(row.ids);
      expect(prepared.tokens).toBe(row.ids.length);
    }
  });

  it('gives the reference vectors, batched with padding (cosine > 0.99999)', async () => {
    const prepared = await Promise.all(reference.texts.map((r) => embedder.prepare(r.text)));
    const vectors = await embedder.embed(prepared);
    vectors.forEach((vector, i) => {
      expect(vector).toHaveLength(EMBEDDING_DIMENSION);
      expect(norm(vector)).toBeCloseTo(1, 5);
      expect(dot(vector, reference.texts[i]!.vector), reference.texts[i]!.text).toBeGreaterThan(0.99999);
    });
  });

  it('is deterministic, and the same alone as in a batch', async () => {
    const text = reference.texts[1]!.text;
    const [alone] = await embedder.embed([await embedder.prepare(text)]);
    const [again] = await embedder.embed([await embedder.prepare(text)]);
    expect(Array.from(again!)).toEqual(Array.from(alone!));
    const batch = await embedder.embed(await Promise.all(reference.texts.map((r) => embedder.prepare(r.text))));
    expect(dot(alone!, batch[1]!)).toBeGreaterThan(0.99999);
  });

  it('places related memories closer than unrelated ones', async () => {
    const [a, b, c] = await embedder.embed(
      await Promise.all(
        [
          'I like dark mode in my editor.',
          'The user prefers a dark theme for coding.',
          'Our invoice is due on March 3.',
        ].map((t) => embedder.prepare(t)),
      ),
    );
    expect(dot(a!, b!)).toBeGreaterThan(dot(a!, c!) + 0.2);
  });

  it('splits a text longer than one window into windows, counts every token and pools to a unit vector', async () => {
    const sentence = 'The quarterly report covers revenue, churn, hiring and the roadmap for the next two releases. ';
    const long = sentence.repeat(40);
    const prepared = await embedder.prepare(long);
    expect(prepared.tokens).toBe((await embedder.prepare(sentence.trim())).tokens * 40);
    expect(prepared.windows.length).toBe(Math.ceil(prepared.tokens / 382));
    for (const window of prepared.windows) expect(window.length).toBeLessThanOrEqual(384);
    const [pooled] = await embedder.embed([prepared]);
    expect(norm(pooled!)).toBeCloseTo(1, 5);
    const [first] = await embedder.embed([{ ...prepared, windows: [prepared.windows[0]!] }]);
    // A repeated text: every window says the same, so the pool stays close to one window.
    expect(dot(pooled!, first!)).toBeGreaterThan(0.95);
  });
});

describe.runIf(process.platform === 'linux')(
  'a low-priority copy of the model (the main lane beside the query lane)',
  () => {
    /** The nice value of each thread of this process. */
    const niceValues = (): number[] =>
      readdirSync('/proc/self/task').flatMap((task) => {
        try {
          const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
          return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
        } catch {
          return []; // the thread ended meanwhile
        }
      });

    it('runs its worker and the session threads it starts at the lowest priority, and gives the same vectors', async () => {
      const before = niceValues().filter((n) => n === 19).length;
      const low = new OnnxEmbedder({
        modelDir: DEFAULT_MODEL_DIR,
        threads: 2,
        maxWindowsPerRun: 32,
        lowPriority: true,
      });
      try {
        await low.ready();
        // the worker thread and the session's extra intra-op thread
        expect(niceValues().filter((n) => n === 19).length - before).toBeGreaterThanOrEqual(2);
        const prepared = await low.prepare(reference.texts[0]!.text);
        const [vector] = await low.embed([prepared]);
        expect(dot(vector!, reference.texts[0]!.vector)).toBeGreaterThan(0.99999);
      } finally {
        await low.close();
      }
    });
  },
);
