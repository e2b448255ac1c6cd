// Compresses a batch of vectors with one quantizer and measures the reconstruction: the figures
// of POST /v1/compress, of each chunk of a compression job, and of the method comparison.
// Long batches yield to the event loop every few hundred vectors, so one large request does not
// stall every other request of the instance.
import { createHash } from 'node:crypto';
import { reconstructionQuality } from './quantization/quality-metrics.js';
import type { Quantizer } from './quantization/types.js';
import type { VectorBatch } from './vector-input.js';

export interface BatchFigures {
  vectors: number;
  originalBytes: number;
  compressedBytes: number;
  cosineSum: number;
  /** Sum over vectors of the mean squared error of their coordinates. */
  mseSum: number;
  maxAbsoluteError: number;
  signalEnergy: number;
  noiseEnergy: number;
}

export interface CompressedBatch {
  encoded: Uint8Array[];
  figures: BatchFigures;
}

const YIELD_EVERY = 256;

const emptyFigures = (): BatchFigures => ({
  vectors: 0,
  originalBytes: 0,
  compressedBytes: 0,
  cosineSum: 0,
  mseSum: 0,
  maxAbsoluteError: 0,
  signalEnergy: 0,
  noiseEnergy: 0,
});

/** Compares one vector with its reconstruction and adds the result to `into`. */
function measure(original: Float32Array, decoded: Float32Array, into: BatchFigures): void {
  const q = reconstructionQuality(original, decoded);
  into.cosineSum += q.cosineSimilarity;
  into.mseSum += q.meanSquaredError;
  into.maxAbsoluteError = Math.max(into.maxAbsoluteError, q.maxAbsoluteError);
  into.signalEnergy += q.originalEnergy;
  into.noiseEnergy += q.squaredError;
}

export async function compressBatch(batch: VectorBatch, quantizer: Quantizer): Promise<CompressedBatch> {
  const figures = emptyFigures();
  const encoded: Uint8Array[] = [];
  for (let i = 0; i < batch.count; i++) {
    const vector = batch.values.subarray(i * batch.dimension, (i + 1) * batch.dimension);
    const codes = quantizer.encode(vector);
    const bytes = quantizer.toBytes(codes);
    encoded.push(bytes);
    measure(vector, quantizer.decode(codes), figures);
    figures.compressedBytes += bytes.length;
    if ((i + 1) % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  figures.vectors = batch.count;
  figures.originalBytes = batch.count * batch.dimension * 4;
  return { encoded, figures };
}

/** Signal-to-noise ratio in dB of a whole batch; a reconstruction without error is reported as 200 dB. */
function signalToNoiseDb(figures: BatchFigures): number {
  if (figures.noiseEnergy === 0) return 200;
  if (figures.signalEnergy === 0) return 0;
  return Math.min(200, 10 * Math.log10(figures.signalEnergy / figures.noiseEnergy));
}

export function qualityMetrics(figures: BatchFigures) {
  const n = Math.max(1, figures.vectors);
  return {
    cosine_similarity: round(figures.cosineSum / n, 6),
    mean_squared_error: figures.mseSum / n,
    max_absolute_error: figures.maxAbsoluteError,
    signal_to_noise_ratio: round(signalToNoiseDb(figures), 3),
  };
}

export function ratioOf(figures: Pick<BatchFigures, 'originalBytes' | 'compressedBytes'>): number {
  return figures.compressedBytes > 0 ? round(figures.originalBytes / figures.compressedBytes, 4) : 0;
}

/** Identifies identical compression requests (same vectors, method, quality and bits). */
export function fingerprintOf(batch: VectorBatch, settings: { method: string; quality: string; bits: number }): string {
  return createHash('sha256')
    .update(`${settings.method}|${settings.quality}|${settings.bits}|${batch.dimension}|`)
    .update(new Uint8Array(batch.values.buffer, batch.values.byteOffset, batch.values.byteLength))
    .digest('hex');
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
