// Compression for callers: POST /v1/compress, the account's analytics, and the comparison of
// the methods on a real sample.
import { compressionInProgress } from '../../errors/compression-errors.js';
import type { Caller } from '../accounts/caller.js';
import type { Schemas } from '../schemas.js';
import type { QuotaService } from '../usage/quota.service.js';
import { compressBatch, fingerprintOf, qualityMetrics, ratioOf, type BatchFigures } from './compress-batch.js';
import {
  CompressionInProgressError,
  type CompressionRecordsRepository,
  type Method,
  type MethodTotals,
  type Quality,
} from './compression-records.repository.js';
import type { Quantizer, QuantizerOptions } from './quantization/types.js';
import { referenceSample } from './reference-sample.js';
import { readVectors, type VectorBatch } from './vector-input.js';

export type QuantizerFactory = (options: QuantizerOptions) => Quantizer;

const DEFAULTS = { method: 'TURBOQUANT' as Method, quality: 'BALANCED' as Quality, targetBits: 3 };
const COMPARISON_BITS = 3;
const RECOMMENDATION_MIN_QUALITY = 0.95;

export interface CompressionServiceDeps {
  records: CompressionRecordsRepository;
  /** Whether the account has a compression job of this fingerprint still to finish. */
  activeJob: (accountId: string, fingerprint: string) => Promise<boolean>;
  quota: QuotaService;
  quantizer: QuantizerFactory;
}

export interface CompressionSettings {
  method: Method;
  quality: Quality;
  targetBits: number;
}

export function settingsOf(request: { method?: Method; quality?: Quality; target_bits?: number }): CompressionSettings {
  return {
    method: request.method ?? DEFAULTS.method,
    quality: request.quality ?? DEFAULTS.quality,
    targetBits: request.target_bits ?? DEFAULTS.targetBits,
  };
}

/** Vectors compressed in one go (POST /v1/compress, or a job's result): the encoded vectors and their figures. */
export interface CompressedVectors {
  encoded: Uint8Array[];
  figures: BatchFigures;
  method: Method;
  targetBits: number;
}

/** The account's compressions, overall and by method (averages 0 without any). */
export interface CompressionAnalytics {
  vectorsCompressed: number;
  originalBytes: number;
  compressedBytes: number;
  averageRatio: number;
  averageCosineSimilarity: number;
  byMethod: { method: Method; vectors: number; averageRatio: number; averageQuality: number }[];
  lastCompressionAt: Date | null;
}

/** Both methods measured on one sample, and the one recommended. */
export interface CompressionComparison {
  sampleSize: number;
  methods: MethodMeasurement[];
  recommendation: Method;
  reason: string;
}

export interface MethodMeasurement {
  method: Method;
  ratio: number;
  /** Mean cosine similarity of the decoded vectors to the originals. */
  quality: number;
  compressionMs: number;
  decompressionMs: number;
}

export class CompressionService {
  constructor(private readonly deps: CompressionServiceDeps) {}

  quantizerFor(settings: CompressionSettings, dimension: number): Quantizer {
    return this.deps.quantizer({ method: settings.method, bits: settings.targetBits, dimension });
  }

  async compress(caller: Caller, request: Schemas['CompressRequest']): Promise<CompressedVectors> {
    const settings = settingsOf(request);
    const batch = readVectors(request.vectors);
    const run = {
      accountId: caller.accountId,
      fingerprint: fingerprintOf(batch, {
        method: settings.method,
        quality: settings.quality,
        bits: settings.targetBits,
      }),
      method: settings.method,
      quality: settings.quality,
      targetBits: settings.targetBits,
      vectorsCount: batch.count,
    };
    let recordId: string;
    try {
      // an identical job still running makes this one a repeat, as an identical compression does
      if (await this.deps.activeJob(run.accountId, run.fingerprint)) throw new CompressionInProgressError();
      recordId = await this.deps.records.begin(run);
    } catch (err) {
      if (err instanceof CompressionInProgressError) throw compressionInProgress();
      throw err;
    }
    try {
      await this.deps.quota.consume(caller, 'compression_vectors', batch.count);
      const { encoded, figures } = await compressBatch(batch, this.quantizerFor(settings, batch.dimension));
      await this.deps.records.complete(recordId, figures);
      return { encoded, figures, method: settings.method, targetBits: settings.targetBits };
    } catch (err) {
      await this.deps.records.fail(recordId);
      throw err;
    }
  }

  async analytics(caller: Caller): Promise<CompressionAnalytics> {
    const totals = await this.deps.records.totalsByMethod(caller.accountId);
    const sum = (pick: (t: MethodTotals) => number) => totals.reduce((acc, t) => acc + pick(t), 0);
    const vectors = sum((t) => t.vectors);
    const compressions = sum((t) => t.compressions);
    const original = sum((t) => t.originalBytes);
    const compressed = sum((t) => t.compressedBytes);
    const last = totals
      .map((t) => t.lastCompletedAt)
      .filter((d): d is Date => d !== null)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    return {
      vectorsCompressed: vectors,
      originalBytes: original,
      compressedBytes: compressed,
      averageRatio: compressions ? sum((t) => t.ratioSum) / compressions : 0,
      averageCosineSimilarity: vectors ? sum((t) => t.cosineSum) / vectors : 0,
      byMethod: totals.map((t) => ({
        method: t.method,
        vectors: t.vectors,
        averageRatio: t.compressions ? t.ratioSum / t.compressions : 0,
        averageQuality: t.vectors ? t.cosineSum / t.vectors : 0,
      })),
      lastCompressionAt: last ?? null,
    };
  }

  /** Both methods at the BALANCED preset and 3 bits on the same sample, timed, with a recommendation. */
  async comparison(sample: VectorBatch = referenceSample()): Promise<CompressionComparison> {
    const methods: MethodMeasurement[] = [];
    for (const method of ['SCALAR_QUANTIZATION', 'TURBOQUANT'] as const) {
      const quantizer = this.quantizerFor(
        { method, quality: 'BALANCED', targetBits: COMPARISON_BITS },
        sample.dimension,
      );
      const started = performance.now();
      const { encoded, figures } = await compressBatch(sample, quantizer);
      const compressionMs = performance.now() - started;
      const decodeStarted = performance.now();
      for (const bytes of encoded) quantizer.decode(quantizer.fromBytes(bytes));
      const decompressionMs = performance.now() - decodeStarted;
      methods.push({
        method,
        ratio: ratioOf(figures),
        quality: qualityMetrics(figures).cosine_similarity,
        compressionMs,
        decompressionMs,
      });
    }
    const good = methods.filter((m) => m.quality >= RECOMMENDATION_MIN_QUALITY).sort((a, b) => b.ratio - a.ratio);
    const best = good[0] ?? [...methods].sort((a, b) => b.quality - a.quality)[0]!;
    const reason = good[0]
      ? `${best.method} gives the highest ratio (${best.ratio.toFixed(2)}x) with a mean cosine similarity of ${best.quality.toFixed(3)}, above ${RECOMMENDATION_MIN_QUALITY}, on ${sample.count} vectors at ${COMPARISON_BITS} bits.`
      : `No method keeps a mean cosine similarity of ${RECOMMENDATION_MIN_QUALITY} at ${COMPARISON_BITS} bits on these ${sample.count} vectors; ${best.method} keeps the most (${best.quality.toFixed(3)}).`;
    return { sampleSize: sample.count, methods, recommendation: best.method, reason };
  }
}
