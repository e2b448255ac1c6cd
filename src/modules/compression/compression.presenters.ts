// The bodies of the Compression tag: compressed vectors, jobs, batches, the account's analytics
// and the comparison of the methods, each mapped from the services' domain results to the
// contract's schema.
import { presentPage } from '../page-presenter.js';
import type { Page } from '../paging.js';
import type { Schemas } from '../schemas.js';
import { qualityMetrics, ratioOf } from './compress-batch.js';
import type { CompressionBatch } from './compression-batch.entity.js';
import type { BatchWithLastRun } from './compression-batches.service.js';
import type { CompressionJob } from './compression-job.entity.js';
import { figuresOf, progressOf } from './compression-jobs.service.js';
import type { CompressedVectors, CompressionAnalytics, CompressionComparison } from './compression.service.js';

const MB = 1_000_000;

function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** The vectors base64-encoded, with the sizes, ratio and quality of the whole set. */
export function presentCompressResult(c: CompressedVectors): Schemas['CompressResult'] {
  return {
    compressed_vectors: c.encoded.map((bytes) =>
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    ),
    original_size_bytes: c.figures.originalBytes,
    compressed_size_bytes: c.figures.compressedBytes,
    ratio: ratioOf(c.figures),
    method: c.method,
    target_bits: c.targetBits,
    quality_metrics: qualityMetrics(c.figures),
  };
}

/** A job; its ratio and quality once it has completed. */
export function presentCompressionJob(row: CompressionJob): Schemas['CompressionJob'] {
  const completed = row.status === 'COMPLETED';
  const figures = figuresOf(row);
  const metrics = completed ? qualityMetrics(figures) : null;
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    quality: row.quality,
    target_bits: row.targetBits,
    vectors_count: row.vectorsCount,
    vectors_processed: row.vectorsProcessed,
    progress_pct: progressOf(row),
    ratio: completed ? ratioOf(figures) : null,
    quality_metrics: metrics
      ? { cosine_similarity: metrics.cosine_similarity, mean_squared_error: metrics.mean_squared_error }
      : null,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    error: row.error,
  };
}

export function presentCompressionJobPage(page: Page<CompressionJob>): Schemas['CompressionJobPage'] {
  return presentPage(page, (row): Schemas['CompressionJobListItem'] => {
    const job = presentCompressionJob(row);
    return {
      id: job.id,
      status: job.status,
      method: job.method,
      quality: job.quality,
      target_bits: job.target_bits,
      vectors_count: job.vectors_count,
      ratio: job.ratio,
      created_at: job.created_at,
      completed_at: job.completed_at,
    };
  });
}

export function presentCompressionBatch(row: CompressionBatch): Schemas['CompressionBatch'] {
  return {
    id: row.id,
    name: row.name,
    schedule: row.schedule,
    method: row.method,
    quality: row.quality,
    target_bits: row.targetBits,
    collections: row.collections,
    filters: row.filters,
    retention_days: row.retentionDays,
    enabled: row.enabled,
    next_run_at: row.nextRunAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentCompressionBatchPage(page: Page<BatchWithLastRun>): Schemas['CompressionBatchPage'] {
  return presentPage(page, ({ batch, lastRunStatus }): Schemas['CompressionBatchListItem'] => ({
    ...presentCompressionBatch(batch),
    last_run_at: batch.lastRunAt?.toISOString() ?? null,
    last_run_status: lastRunStatus,
  }));
}

/** The analytics in megabytes (10^6 bytes), ratios to a thousandth and similarities to a millionth. */
export function presentCompressionAnalytics(a: CompressionAnalytics): Schemas['CompressionAnalytics'] {
  return {
    total_vectors_compressed: a.vectorsCompressed,
    total_original_size_mb: round(a.originalBytes / MB),
    total_compressed_size_mb: round(a.compressedBytes / MB),
    average_ratio: round(a.averageRatio),
    average_cosine_similarity: round(a.averageCosineSimilarity, 6),
    method_breakdown: Object.fromEntries(
      a.byMethod.map((m) => [
        m.method,
        { count: m.vectors, average_ratio: round(m.averageRatio), average_quality: round(m.averageQuality, 6) },
      ]),
    ),
    storage_saved_mb: round((a.originalBytes - a.compressedBytes) / MB),
    last_compression_at: a.lastCompressionAt ? a.lastCompressionAt.toISOString() : null,
  };
}

/** The comparison, times to a thousandth of a millisecond. */
export function presentCompressionComparison(c: CompressionComparison): Schemas['CompressionComparison'] {
  return {
    sample_size: c.sampleSize,
    methods: c.methods.map((m) => ({
      name: m.method,
      ratio: m.ratio,
      quality: m.quality,
      compression_time_ms: round(m.compressionMs),
      decompression_time_ms: round(m.decompressionMs),
    })),
    recommendation: c.recommendation,
    recommendation_reason: c.reason,
  };
}
