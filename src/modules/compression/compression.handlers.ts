// Thin handlers of the Compression tag, and the job or batch each path names.
import type { PartialHandlers, PartialPathResourceChecks } from '../../http/handler-types.js';
import { lookUpBy } from '../../http/path-resources.js';
import { requireCaller } from '../../http/require-caller.js';
import type { CompressionBatchesService } from './compression-batches.service.js';
import type { CompressionJobsService } from './compression-jobs.service.js';
import type { CompressionService } from './compression.service.js';
import {
  presentCompressionAnalytics,
  presentCompressionBatch,
  presentCompressionBatchPage,
  presentCompressionComparison,
  presentCompressionJob,
  presentCompressionJobPage,
  presentCompressResult,
} from './compression.presenters.js';

type CompressionOps =
  | 'compressVectors'
  | 'getCompressionAnalytics'
  | 'getCompressionComparison'
  | 'createCompressionJob'
  | 'listCompressionJobs'
  | 'getCompressionJob'
  | 'getCompressionJobResult'
  | 'createCompressionBatch'
  | 'listCompressionBatches'
  | 'getCompressionBatch'
  | 'updateCompressionBatch'
  | 'deleteCompressionBatch';

export function compressionHandlers(
  compression: CompressionService,
  jobs: CompressionJobsService,
  batches: CompressionBatchesService,
): PartialHandlers<CompressionOps> {
  return {
    createCompressionJob: async ({ auth, body }) => ({
      status: 202,
      body: presentCompressionJob(await jobs.create(requireCaller(auth), body)),
    }),
    listCompressionJobs: async ({ auth, query }) => ({
      status: 200,
      body: presentCompressionJobPage(await jobs.list(requireCaller(auth), query)),
    }),
    getCompressionJob: async ({ auth, params }) => ({
      status: 200,
      body: presentCompressionJob(await jobs.get(requireCaller(auth), params.job_id)),
    }),
    getCompressionJobResult: async ({ auth, params }) => ({
      status: 200,
      body: presentCompressResult(await jobs.result(requireCaller(auth), params.job_id)),
    }),
    compressVectors: async ({ auth, body }) => ({
      status: 200,
      body: presentCompressResult(await compression.compress(requireCaller(auth), body)),
    }),
    getCompressionAnalytics: async ({ auth }) => ({
      status: 200,
      body: presentCompressionAnalytics(await compression.analytics(requireCaller(auth))),
    }),
    getCompressionComparison: async ({ auth }) => {
      requireCaller(auth);
      return { status: 200, body: presentCompressionComparison(await compression.comparison()) };
    },
    createCompressionBatch: async ({ auth, body }) => ({
      status: 201,
      body: presentCompressionBatch(await batches.create(requireCaller(auth), body)),
    }),
    listCompressionBatches: async ({ auth, query }) => ({
      status: 200,
      body: presentCompressionBatchPage(await batches.list(requireCaller(auth), query)),
    }),
    getCompressionBatch: async ({ auth, params }) => ({
      status: 200,
      body: presentCompressionBatch(await batches.get(requireCaller(auth), params.batch_id)),
    }),
    updateCompressionBatch: async ({ auth, params, body }) => ({
      status: 200,
      body: presentCompressionBatch(await batches.update(requireCaller(auth), params.batch_id, body)),
    }),
    deleteCompressionBatch: async ({ auth, params }) => {
      await batches.delete(requireCaller(auth), params.batch_id);
      return { status: 204 };
    },
  };
}

type CompressionPathOperation =
  | 'getCompressionJob'
  | 'getCompressionJobResult'
  | 'getCompressionBatch'
  | 'updateCompressionBatch'
  | 'deleteCompressionBatch';

/** The compression job or batch a path names, found before the request's body is validated. */
export function compressionPathResources(
  jobs: CompressionJobsService,
  batches: CompressionBatchesService,
): PartialPathResourceChecks<CompressionPathOperation> {
  const job = lookUpBy('job_id', (caller, id) => jobs.existing(caller, id));
  const batch = lookUpBy('batch_id', (caller, id) => batches.existing(caller, id));
  return {
    getCompressionJob: job,
    getCompressionJobResult: job,
    getCompressionBatch: batch,
    updateCompressionBatch: batch,
    deleteCompressionBatch: batch,
  };
}
