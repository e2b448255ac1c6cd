// Thin handlers of the Export tag: usage export, memory export jobs, the download, and import;
// and the export job each path names.
import type { Request } from 'express';
import { downloadLinkIncomplete } from '../../errors/export-errors.js';
import type { PartialHandlers, PartialPathResourceChecks } from '../../http/handler-types.js';
import { lookUpBy } from '../../http/path-resources.js';
import { requireCaller } from '../../http/require-caller.js';
import { presentExportJob, presentImportResult, presentUsageExport } from './exports.presenters.js';
import type { MemoryExportService } from './memory-export.service.js';
import type { MemoryImportService } from './memory-import.service.js';
import type { UsageExportService } from './usage-export.service.js';

export interface ExportServices {
  memoryExports: MemoryExportService;
  usageExports: UsageExportService;
  imports: MemoryImportService;
}

type ExportOps = 'exportUsage' | 'createExport' | 'getExport' | 'downloadExport' | 'importMemories';

/** The address the caller reached the service at: download links point there. */
function baseUrlOf(request: Request): string {
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}

export function exportsHandlers({ memoryExports, usageExports, imports }: ExportServices): PartialHandlers<ExportOps> {
  return {
    exportUsage: async ({ auth, body, request }) => ({
      status: 200,
      body: presentUsageExport(await usageExports.export(requireCaller(auth), body, baseUrlOf(request))),
    }),
    createExport: async ({ auth, body, request }) => ({
      status: 202,
      body: presentExportJob(await memoryExports.create(requireCaller(auth), body, baseUrlOf(request))),
    }),
    getExport: async ({ auth, params, request }) => ({
      status: 200,
      body: presentExportJob(await memoryExports.get(requireCaller(auth), params.job_id, baseUrlOf(request))),
    }),
    downloadExport: async ({ auth, params, query }) => {
      const { expires, signature } = query;
      if ((expires === undefined) !== (signature === undefined)) {
        throw downloadLinkIncomplete(expires === undefined ? 'expires' : 'signature');
      }
      const file = await memoryExports.download(
        params.job_id,
        expires !== undefined ? { signed: { expires, signature: signature! } } : { caller: auth },
      );
      return {
        status: 200,
        contentType: file.contentType as 'application/json',
        // the file is streamed from disk (the router pipes a stream), never read whole
        body: file.stream as never,
        headers: {
          'Content-Disposition': `attachment; filename="${file.fileName}"`,
          'Content-Length': String(file.bytes),
        },
      };
    },
    importMemories: async ({ auth, body }) => ({
      status: 201,
      body: presentImportResult(await imports.import(requireCaller(auth), body)),
    }),
  };
}

/**
 * The export job a path names, found before the request is validated. A download that carries a
 * signed link (`expires` and `signature`) names its job by the link, checked by the handler; one
 * without is the caller's own, looked up in the caller's account.
 */
export function exportsPathResources({
  memoryExports,
}: ExportServices): PartialPathResourceChecks<'getExport' | 'downloadExport'> {
  const anyExport = lookUpBy('job_id', (caller, id) => memoryExports.existing(caller, id, 'any'));
  return {
    getExport: lookUpBy('job_id', (caller, id) => memoryExports.existing(caller, id, 'memory')),
    downloadExport: async (input) => {
      const signed = input.rawQuery.expires !== undefined && input.rawQuery.signature !== undefined;
      if (input.auth && !signed) await anyExport(input);
    },
  };
}
