// Real sentence embeddings for benchmarks: the file scripts/embed-sentences.py writes (format in
// its docstring), made by scripts/embed-sentences.sh the first time it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAGIC = 'SENTEMB1';
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface SentenceEmbeddingsHeader {
  model: string;
  upstream_model: string;
  model_packages: string[];
  model_licence: string;
  model_safetensors_sha256: string;
  runtime: string;
  dimension: number;
  corpus: number;
  queries: number;
  sentence_source: string;
  sentences_available: number;
  sentences_sha256: string;
  [key: string]: unknown;
}

export interface SentenceEmbeddings {
  header: SentenceEmbeddingsHeader;
  path: string;
  dimension: number;
  /** Corpus vectors, unit length, as views into one buffer. */
  corpus: Float32Array[];
  /** Query vectors (sentences not in the corpus), unit length. */
  queries: Float32Array[];
}

function embeddingsPath(model: string): string {
  return join(repoRoot, '.tmp', 'sentence-embeddings', `${model}.bin`);
}

/** Runs scripts/embed-sentences.sh (which returns at once when the file is there) and reads its output. */
export function loadSentenceEmbeddings(model = 'all-mpnet-base-v2'): SentenceEmbeddings {
  const path = embeddingsPath(model);
  if (!existsSync(path)) {
    process.stdout.write(
      `${path} is missing: making it with scripts/embed-sentences.sh (a few minutes the first time) ...\n`,
    );
    const result = spawnSync('bash', [join(repoRoot, 'scripts', 'embed-sentences.sh'), model], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.status !== 0)
      throw new Error(`scripts/embed-sentences.sh ${model} failed (exit ${result.status ?? result.signal})`);
  }
  return readSentenceEmbeddings(path);
}

export function readSentenceEmbeddings(path: string): SentenceEmbeddings {
  const bytes = readFileSync(path);
  if (bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error(`${path} is not a ${MAGIC} file`);
  const headerLength = bytes.readUInt32LE(MAGIC.length);
  const dataOffset = MAGIC.length + 4 + headerLength;
  const header = JSON.parse(bytes.toString('utf8', MAGIC.length + 4, dataOffset)) as SentenceEmbeddingsHeader;
  const { dimension, corpus, queries } = header;
  const count = corpus + queries;
  if (bytes.length - dataOffset !== count * dimension * 4) {
    throw new Error(`${path}: ${bytes.length - dataOffset} data bytes, ${count} x ${dimension} float32 expected`);
  }
  // Copy into an aligned buffer (a Buffer's offset into its pool need not be a multiple of 4).
  const data = new Float32Array(count * dimension);
  new Uint8Array(data.buffer).set(bytes.subarray(dataOffset));
  const rows: Float32Array[] = [];
  for (let r = 0; r < count; r++) rows.push(data.subarray(r * dimension, (r + 1) * dimension));
  return { header, path, dimension, corpus: rows.slice(0, corpus), queries: rows.slice(corpus) };
}
