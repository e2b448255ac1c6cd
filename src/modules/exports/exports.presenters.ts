// The bodies of the Export tag: memory export jobs, usage exports and import results, each mapped
// from the services' domain results to the contract's schema.
import type { Schemas } from '../schemas.js';
import type { MemoryExportFormat } from './export-formats.js';
import type { ExportJobState } from './memory-export.service.js';
import type { ImportOutcome } from './memory-import.service.js';
import type { UsageExport } from './usage-export.service.js';

export function presentExportJob({ job: row, status, downloadUrl }: ExportJobState): Schemas['ExportJob'] {
  return {
    job_id: row.id,
    status,
    format: row.format as MemoryExportFormat,
    collections: row.collections,
    include_vectors: row.includeVectors,
    include_metadata: row.includeMetadata,
    memories_count: row.memoriesCount,
    file_size_bytes: row.fileSizeBytes,
    download_url: downloadUrl,
    progress_pct: row.progressPct,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    error: row.error,
  };
}

export function presentUsageExport({ job: row, downloadUrl }: UsageExport): Schemas['UsageExport'] {
  return {
    job_id: row.id,
    status: 'COMPLETED',
    format: row.format as Schemas['UsageExport']['format'],
    start_date: row.startDate!.toISOString(),
    end_date: row.endDate!.toISOString(),
    file_size_bytes: row.fileSizeBytes!,
    download_url: downloadUrl,
    expires_at: row.expiresAt!.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentImportResult(outcome: ImportOutcome): Schemas['ImportResult'] {
  return { imported: outcome.imported, duplicates: outcome.duplicates, id_map: outcome.idMap };
}
