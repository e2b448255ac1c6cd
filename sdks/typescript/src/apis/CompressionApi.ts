/* tslint:disable */
/* eslint-disable */
/**
 * Memory Intelligence Service API
 * A self-hostable memory-intelligence API for AI agents. Agents store short texts (\"memories\"); the service embeds them into 768-dimension vectors, classifies them (preference, decision, fact, entity, other), detects duplicates, writes them into the caller\'s own vector database or into hosted overflow storage with compressed vectors, and finds them again by meaning. Around that: vector compression, triggers and signed webhooks on memory events, edge-device fleets, usage, billing and exports.  This one document describes two surfaces served by the same process:  * the **main surface** under `/v1` (plus the unversioned `/health`, `/`, `/docs`,   `/redoc` and `/openapi.yaml`); * the **generic surface**, a mem0-style API with its own field names and error codes,   under a configurable base path whose default is `/generic/v1`. Its paths are written   here with that default prefix; a server started with another base serves the same   operations under that base.  Conventions that hold for every operation:  * Requests with a body use `Content-Type: application/json`; any other content type is   refused with `415 UNSUPPORTED_MEDIA_TYPE`, a body that is not valid JSON with   `400 INVALID_JSON`, a body over the size limit with `413 PAYLOAD_TOO_LARGE`.   Decision: a request line and headers over 16 KB together (a very long query string)   answer `431 HEADERS_TOO_LARGE`. * Decision: body limits are per operation and enforced while the body is read. Every body   is held to 1 MB (1,048,576 bytes; the server setting `BODY_LIMIT_BYTES`), a larger one   answering `413 PAYLOAD_TOO_LARGE` with `details.limit_bytes`. Only `POST /v1/compress`   and `POST /v1/compression/jobs` accept more, and only from an authenticated caller: up   to 50 MB and at most 100,000 vectors, counted by their opening `[` while the body   arrives; past either limit they answer `413 VECTORS_TOO_LARGE` (`details.limit_bytes`   or `details.limit_vectors`) at once, without reading the rest. * Decision: a body may be sent compressed, with `Content-Encoding: gzip`, `deflate` or `br`;   every limit holds for the decompressed body, which is refused as soon as it passes the   limit. Another encoding answers `415 UNSUPPORTED_MEDIA_TYPE`, a body that does not   decompress as its encoding says `400 INVALID_JSON` (both with `details.content_encoding`),   when the body is read (step 3 below). * Decision: connections are limited when they are accepted, before anything sent on them   is read: one client (an IPv4 address, or an IPv6 /64) holds at most 256 open connections   and an instance at most three quarters of its open-file limit (both server settings; an   operator\'s load balancer is not counted per address). A connection past either limit is   answered `429 RATE_LIMIT_EXCEEDED` (per client) or `503 SERVICE_UNAVAILABLE` (the   instance) with `Retry-After` and closed; a connection that has not sent its first   request\'s headers 15 s after it opened is closed without an answer. * Decision: the order of checks is the same for every operation, and the first check that   fails gives the answer:   1. the request line and headers (`431 HEADERS_TOO_LARGE`);   2. the credentials the operation\'s `security` names, from the `Authorization` header      alone, and the rate limit: the caller is counted against its key\'s limit, or the      per-address anonymous limit when it proved no credential (`429 RATE_LIMIT_EXCEEDED`;      the generic surface counts on its own limits, device-token operations are not      counted per address); then an operation that needs an API key or session token and      did not get a valid one answers `401 UNAUTHORIZED` (`401 INVALID_API_KEY` on the      generic surface), a device-token operation without the token of the device in its      path `401 INVALID_DEVICE_TOKEN`. Nothing of the body has been read at this point: a      refused request\'s body is discarded unread, so `401` answers whatever the body is      (absent, malformed, invalid or oversized), and a connection whose body is still      arriving shortly after the answer is closed;   3. the body, read now: its encoding (`415`, or `400 INVALID_JSON` when it does not      decompress), its limit (`413`) and its JSON (`400 INVALID_JSON`);   4. the route: `404 NOT_FOUND` for a path no operation serves, `405 METHOD_NOT_ALLOWED`      for a method the path does not serve;   5. the path: each path parameter against its schema (`422 VALIDATION_ERROR`), then the      resources it names, looked up in the caller\'s account (`404` with the area\'s code, for      example `TRIGGER_NOT_FOUND`; `404 NOT_FOUND` for a sync job of an existing device),      whatever the query and the body hold. A device-token operation\'s device was proven by      its token in step 2; a download through a signed link (`expires` and `signature`) names      its export by the link, which the operation checks after step 6;   6. the content type (`415 UNSUPPORTED_MEDIA_TYPE`), then the query and body parameters      against the schemas (`422 VALIDATION_ERROR` or the area\'s `400` code), the NUL      character and the limits on nesting and metadata;   7. the operation\'s own rules: the resources the query or the body names, quotas,      conflicts, ... * Every error, on both surfaces, is the envelope `{\"error\": {\"code\", \"message\", \"details\"}}`   (`ErrorEnvelope`). `code` is one of `ErrorCode`; `message` is a sentence a person can act   on; `details` is an object (for `VALIDATION_ERROR` it maps each offending field to its   problem; decision: at most 50 fields, each name cut to 64 characters, the message saying   how many more there are). * Schema violations answer `422 VALIDATION_ERROR`, except where the specification names an   area-specific `400` code for the offending field (for example `INVALID_DEVICE_TYPE` for a   device `type`, `INVALID_TARGET_BITS` for `target_bits` on `/v1/compress`). * Decision: no text of a request (a body value or key at any depth, a query or a path   value) may contain the NUL character (U+0000), which the service\'s database cannot store;   such a request answers `422 VALIDATION_ERROR` naming each field that holds one. Every other   Unicode character is text like any other. * Decision: caller metadata (`metadata` of a store, a fleet, a device, a generic memory or   collection, of each memory of a device push or an import, of a trigger test\'s memory, and   of a selection\'s `filters`) nests at most 16 levels deep, the object itself being level 1,   and takes at most 16384 bytes as compact JSON (UTF-8); a whole request body nests at most   32 levels. Past a limit the request answers `422 VALIDATION_ERROR` naming the field and   the limit, before anything is embedded, charged or written. * Paginated lists take `page` (default 1) and `page_size` (default 20, max 100) and return   the shared envelope `{items, total, page, page_size, total_pages}`. Decision: a list   reaches its first 10,000 items, so that no request reads more of an account\'s rows than   that: a page that ends past them (`page` times the page size over 10,000; the overflow   browse\'s page size is `limit`) answers `422 VALIDATION_ERROR` naming the last page it   reaches, a page past the last item answers empty `items`, and `total` counts up to 10,000   (10,000 means at least that many; narrow the list with its filters to see further). * Decision: every integer of a request is a signed 64-bit integer, as if its schema said   `format: int64`; a larger one answers `422 VALIDATION_ERROR`. * Identifiers are opaque strings. The service issues them as a type prefix and 24 base62   characters (`mem_`, `trg_`, `exec_`, ...), the shape every response documents; duplicate-check   hashes are `hash_` and hex. Timestamps are ISO 8601 UTC `date-time` strings. * Decision: an identifier a request sends (a path parameter, a query filter or a body field) is   not checked for a shape: any value of 1 to 128 characters out of letters, digits, `_` and   `-` is looked up, and one that does not exist answers `404` with its area\'s code (for   example `DEVICE_NOT_FOUND`), whatever it looks like. Only a longer value, or one with   another character, answers `422 VALIDATION_ERROR`. * Decision: every `GET` operation also answers `HEAD`, after the same checks, with the status   and headers of the `GET` and no body (an export download reads nothing of its file).   `OPTIONS` at an operation\'s path answers `200` with the methods served there in `Allow`. * Every response carries an `X-Request-Id` header. 
 *
 * The version of the OpenAPI document: 1.0.0
 * Contact: maintainers@memory-intelligence.dev
 *
 * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech).
 * https://openapi-generator.tech
 * Do not edit the class manually.
 */


import * as runtime from '../runtime.js';
import type {
  CompressRequest,
  CompressResult,
  CompressionAnalytics,
  CompressionBatch,
  CompressionBatchPage,
  CompressionComparison,
  CompressionJob,
  CompressionJobPage,
  CompressionJobStatus,
  CreateCompressionBatchRequest,
  ErrorEnvelope,
  UpdateCompressionBatchRequest,
} from '../models/index.js';
import {
    CompressRequestFromJSON,
    CompressRequestToJSON,
    CompressResultFromJSON,
    CompressResultToJSON,
    CompressionAnalyticsFromJSON,
    CompressionAnalyticsToJSON,
    CompressionBatchFromJSON,
    CompressionBatchToJSON,
    CompressionBatchPageFromJSON,
    CompressionBatchPageToJSON,
    CompressionComparisonFromJSON,
    CompressionComparisonToJSON,
    CompressionJobFromJSON,
    CompressionJobToJSON,
    CompressionJobPageFromJSON,
    CompressionJobPageToJSON,
    CompressionJobStatusFromJSON,
    CompressionJobStatusToJSON,
    CreateCompressionBatchRequestFromJSON,
    CreateCompressionBatchRequestToJSON,
    ErrorEnvelopeFromJSON,
    ErrorEnvelopeToJSON,
    UpdateCompressionBatchRequestFromJSON,
    UpdateCompressionBatchRequestToJSON,
} from '../models/index.js';

export interface CompressVectorsRequest {
    compressRequest: CompressRequest;
}

export interface CreateCompressionBatchOperationRequest {
    createCompressionBatchRequest: CreateCompressionBatchRequest;
}

export interface CreateCompressionJobRequest {
    compressRequest: CompressRequest;
}

export interface DeleteCompressionBatchRequest {
    batchId: string;
}

export interface GetCompressionBatchRequest {
    batchId: string;
}

export interface GetCompressionJobRequest {
    jobId: string;
}

export interface GetCompressionJobResultRequest {
    jobId: string;
}

export interface ListCompressionBatchesRequest {
    page?: number;
    pageSize?: number;
}

export interface ListCompressionJobsRequest {
    page?: number;
    pageSize?: number;
    status?: CompressionJobStatus;
}

export interface UpdateCompressionBatchOperationRequest {
    batchId: string;
    updateCompressionBatchRequest: UpdateCompressionBatchRequest;
}

/**
 * 
 */
export class CompressionApi extends runtime.BaseAPI {

    /**
     * Quantizes the given vectors synchronously and answers the compressed vectors with their sizes, the achieved ratio and quality metrics measured against the originals. Nothing is stored. Each call counts its vectors against the monthly compression-vector limit of the tier (free 10K, builder 500K, scale 10M, enterprise unlimited).  Schema violations of `vectors`, `method`, `quality` and `target_bits` answer the area codes `400 INVALID_VECTORS`, `INVALID_METHOD`, `INVALID_QUALITY` and `INVALID_TARGET_BITS`; any other violation (a missing body field of another name, an unknown field) answers `422 VALIDATION_ERROR`.  Decision: every vector must have the same, non-zero length (any dimension is accepted; the service\'s own embeddings have 768); empty, ragged or non-numeric input answers `400 INVALID_VECTORS`.  Decision: original sizes count 4 bytes (float32) per number; `compressed_vectors` use an opaque, self-describing encoding that only the service decodes, and `compressed_size_bytes` is the sum of their decoded lengths.  Decision: the body limit of this operation is 50 MB and a larger body answers `413 VECTORS_TOO_LARGE` (not `PAYLOAD_TOO_LARGE`); large payloads that should not block a request go to `POST /v1/compression/jobs` instead.  Decision: `409 COMPRESSION_IN_PROGRESS` answers when the same account is already compressing an identical request (same vectors, method, quality and target_bits), either in another `/v1/compress` call or in a PENDING or RUNNING job. 
     * Compress vectors
     */
    async compressVectorsRaw(requestParameters: CompressVectorsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressResult>> {
        if (requestParameters['compressRequest'] == null) {
            throw new runtime.RequiredError(
                'compressRequest',
                'Required parameter "compressRequest" was null or undefined when calling compressVectors().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compress`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: CompressRequestToJSON(requestParameters['compressRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressResultFromJSON(jsonValue));
    }

    /**
     * Quantizes the given vectors synchronously and answers the compressed vectors with their sizes, the achieved ratio and quality metrics measured against the originals. Nothing is stored. Each call counts its vectors against the monthly compression-vector limit of the tier (free 10K, builder 500K, scale 10M, enterprise unlimited).  Schema violations of `vectors`, `method`, `quality` and `target_bits` answer the area codes `400 INVALID_VECTORS`, `INVALID_METHOD`, `INVALID_QUALITY` and `INVALID_TARGET_BITS`; any other violation (a missing body field of another name, an unknown field) answers `422 VALIDATION_ERROR`.  Decision: every vector must have the same, non-zero length (any dimension is accepted; the service\'s own embeddings have 768); empty, ragged or non-numeric input answers `400 INVALID_VECTORS`.  Decision: original sizes count 4 bytes (float32) per number; `compressed_vectors` use an opaque, self-describing encoding that only the service decodes, and `compressed_size_bytes` is the sum of their decoded lengths.  Decision: the body limit of this operation is 50 MB and a larger body answers `413 VECTORS_TOO_LARGE` (not `PAYLOAD_TOO_LARGE`); large payloads that should not block a request go to `POST /v1/compression/jobs` instead.  Decision: `409 COMPRESSION_IN_PROGRESS` answers when the same account is already compressing an identical request (same vectors, method, quality and target_bits), either in another `/v1/compress` call or in a PENDING or RUNNING job. 
     * Compress vectors
     */
    async compressVectors(requestParameters: CompressVectorsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressResult> {
        const response = await this.compressVectorsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates a scheduled batch that compresses stored memory vectors on a cron schedule. The new batch is enabled and its `next_run_at` is set. Each run creates one compression job (listed at `GET /v1/compression/jobs`) over the memories of the selected collections that match `filters`; the run\'s vectors count against the monthly compression-vector limit, and a run that reaches it ends FAILED.  Schema violations of `schedule`, `method`, `quality` and `target_bits` answer the area codes `400 INVALID_SCHEDULE`, `INVALID_METHOD`, `INVALID_QUALITY` and `INVALID_TARGET_BITS`; other violations answer `422 VALIDATION_ERROR`.  Decision: success is `201 Created`.  Decision: `schedule` is a standard 5-field cron expression (minute hour day-of-month month day-of-week; lists, ranges and steps allowed) evaluated in UTC.  Decision: `collections` omitted or empty selects every collection of the account; the batch then shows an empty array. `filters` omitted selects every memory and shows `{}`.  Decision: compression job records and their results produced by the batch are kept `retention_days` days, then deleted. 
     * Schedule a compression batch
     */
    async createCompressionBatchRaw(requestParameters: CreateCompressionBatchOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressionBatch>> {
        if (requestParameters['createCompressionBatchRequest'] == null) {
            throw new runtime.RequiredError(
                'createCompressionBatchRequest',
                'Required parameter "createCompressionBatchRequest" was null or undefined when calling createCompressionBatch().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/batches`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: CreateCompressionBatchRequestToJSON(requestParameters['createCompressionBatchRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressionBatchFromJSON(jsonValue));
    }

    /**
     * Creates a scheduled batch that compresses stored memory vectors on a cron schedule. The new batch is enabled and its `next_run_at` is set. Each run creates one compression job (listed at `GET /v1/compression/jobs`) over the memories of the selected collections that match `filters`; the run\'s vectors count against the monthly compression-vector limit, and a run that reaches it ends FAILED.  Schema violations of `schedule`, `method`, `quality` and `target_bits` answer the area codes `400 INVALID_SCHEDULE`, `INVALID_METHOD`, `INVALID_QUALITY` and `INVALID_TARGET_BITS`; other violations answer `422 VALIDATION_ERROR`.  Decision: success is `201 Created`.  Decision: `schedule` is a standard 5-field cron expression (minute hour day-of-month month day-of-week; lists, ranges and steps allowed) evaluated in UTC.  Decision: `collections` omitted or empty selects every collection of the account; the batch then shows an empty array. `filters` omitted selects every memory and shows `{}`.  Decision: compression job records and their results produced by the batch are kept `retention_days` days, then deleted. 
     * Schedule a compression batch
     */
    async createCompressionBatch(requestParameters: CreateCompressionBatchOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressionBatch> {
        const response = await this.createCompressionBatchRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Extension (the specification leaves the creating endpoint of ad hoc jobs open). Takes the same body as `POST /v1/compress`, answers at once with the new job (status PENDING) and compresses in the background; poll `GET /v1/compression/jobs/{job_id}` and read the result from `GET /v1/compression/jobs/{job_id}/result`.  Decision: large payloads that should not block a request go here; the body limit, validation and error codes are those of `POST /v1/compress` (50 MB, `413 VECTORS_TOO_LARGE`; `400 INVALID_VECTORS`, `INVALID_METHOD`, `INVALID_QUALITY`, `INVALID_TARGET_BITS`; `409 COMPRESSION_IN_PROGRESS` for an identical request already compressing), and the vectors count against the monthly compression-vector limit when the job is accepted.  Decision: a job moves PENDING -> RUNNING when a worker picks it up (`started_at` set), then RUNNING -> COMPLETED (`ratio`, `quality_metrics`, `completed_at` set) or RUNNING -> FAILED (`error`, `completed_at` set). Ad hoc job records and their results are kept 30 days after completion, then deleted. 
     * Start an ad hoc compression job
     */
    async createCompressionJobRaw(requestParameters: CreateCompressionJobRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressionJob>> {
        if (requestParameters['compressRequest'] == null) {
            throw new runtime.RequiredError(
                'compressRequest',
                'Required parameter "compressRequest" was null or undefined when calling createCompressionJob().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/jobs`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: CompressRequestToJSON(requestParameters['compressRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressionJobFromJSON(jsonValue));
    }

    /**
     * Extension (the specification leaves the creating endpoint of ad hoc jobs open). Takes the same body as `POST /v1/compress`, answers at once with the new job (status PENDING) and compresses in the background; poll `GET /v1/compression/jobs/{job_id}` and read the result from `GET /v1/compression/jobs/{job_id}/result`.  Decision: large payloads that should not block a request go here; the body limit, validation and error codes are those of `POST /v1/compress` (50 MB, `413 VECTORS_TOO_LARGE`; `400 INVALID_VECTORS`, `INVALID_METHOD`, `INVALID_QUALITY`, `INVALID_TARGET_BITS`; `409 COMPRESSION_IN_PROGRESS` for an identical request already compressing), and the vectors count against the monthly compression-vector limit when the job is accepted.  Decision: a job moves PENDING -> RUNNING when a worker picks it up (`started_at` set), then RUNNING -> COMPLETED (`ratio`, `quality_metrics`, `completed_at` set) or RUNNING -> FAILED (`error`, `completed_at` set). Ad hoc job records and their results are kept 30 days after completion, then deleted. 
     * Start an ad hoc compression job
     */
    async createCompressionJob(requestParameters: CreateCompressionJobRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressionJob> {
        const response = await this.createCompressionJobRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Deletes the batch; no further runs start. Running jobs are not affected: a run in progress completes.  Decision: the compression jobs of past runs stay listed and readable until their retention period ends. 
     * Delete a compression batch
     */
    async deleteCompressionBatchRaw(requestParameters: DeleteCompressionBatchRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        if (requestParameters['batchId'] == null) {
            throw new runtime.RequiredError(
                'batchId',
                'Required parameter "batchId" was null or undefined when calling deleteCompressionBatch().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/batches/{batch_id}`;
        urlPath = urlPath.replace(`{${"batch_id"}}`, encodeURIComponent(String(requestParameters['batchId'])));

        const response = await this.request({
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * Deletes the batch; no further runs start. Running jobs are not affected: a run in progress completes.  Decision: the compression jobs of past runs stay listed and readable until their retention period ends. 
     * Delete a compression batch
     */
    async deleteCompressionBatch(requestParameters: DeleteCompressionBatchRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteCompressionBatchRaw(requestParameters, initOverrides);
    }

    /**
     * Totals over every compression of the account: `/v1/compress` calls, ad hoc jobs and batch runs.  Decision: the figures cover the whole life of the account (no period); sizes in MB are decimal megabytes (1 MB = 1,000,000 bytes); `method_breakdown` has one key per method that has been used at least once (an unused method is absent), and `average_quality` is the mean cosine similarity between original and compressed vectors. 
     * Compression analytics
     */
    async getCompressionAnalyticsRaw(initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressionAnalytics>> {
        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/analytics`;

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressionAnalyticsFromJSON(jsonValue));
    }

    /**
     * Totals over every compression of the account: `/v1/compress` calls, ad hoc jobs and batch runs.  Decision: the figures cover the whole life of the account (no period); sizes in MB are decimal megabytes (1 MB = 1,000,000 bytes); `method_breakdown` has one key per method that has been used at least once (an unused method is absent), and `average_quality` is the mean cosine similarity between original and compressed vectors. 
     * Compression analytics
     */
    async getCompressionAnalytics(initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressionAnalytics> {
        const response = await this.getCompressionAnalyticsRaw(initOverrides);
        return await response.value();
    }

    /**
     * Extension. Returns one scheduled compression batch.
     * Get a compression batch
     */
    async getCompressionBatchRaw(requestParameters: GetCompressionBatchRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressionBatch>> {
        if (requestParameters['batchId'] == null) {
            throw new runtime.RequiredError(
                'batchId',
                'Required parameter "batchId" was null or undefined when calling getCompressionBatch().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/batches/{batch_id}`;
        urlPath = urlPath.replace(`{${"batch_id"}}`, encodeURIComponent(String(requestParameters['batchId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressionBatchFromJSON(jsonValue));
    }

    /**
     * Extension. Returns one scheduled compression batch.
     * Get a compression batch
     */
    async getCompressionBatch(requestParameters: GetCompressionBatchRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressionBatch> {
        const response = await this.getCompressionBatchRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Runs every compression method over a sample of vectors and reports ratio, quality and speed of each, with a recommended method and the reason.  Decision: the sample is up to 1,000 of the account\'s most recently stored vectors (or, when the account has none, a built-in sample of 1,000 seeded random unit vectors at d=768: the distribution of normalised embeddings after a random rotation); each method runs at the BALANCED preset with 3 target bits; `quality` is the mean cosine similarity between original and compressed vectors; times are for the whole sample. The recommendation is the method with the highest ratio whose quality is at least 0.95, or the highest quality when none reaches it. 
     * Compare compression methods
     */
    async getCompressionComparisonRaw(initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressionComparison>> {
        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/comparison`;

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressionComparisonFromJSON(jsonValue));
    }

    /**
     * Runs every compression method over a sample of vectors and reports ratio, quality and speed of each, with a recommended method and the reason.  Decision: the sample is up to 1,000 of the account\'s most recently stored vectors (or, when the account has none, a built-in sample of 1,000 seeded random unit vectors at d=768: the distribution of normalised embeddings after a random rotation); each method runs at the BALANCED preset with 3 target bits; `quality` is the mean cosine similarity between original and compressed vectors; times are for the whole sample. The recommendation is the method with the highest ratio whose quality is at least 0.95, or the highest quality when none reaches it. 
     * Compare compression methods
     */
    async getCompressionComparison(initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressionComparison> {
        const response = await this.getCompressionComparisonRaw(initOverrides);
        return await response.value();
    }

    /**
     * Returns one compression job with its progress. While RUNNING, `vectors_processed` and `progress_pct` grow and `completed_at` is null; `ratio` and `quality_metrics` are null until the job is COMPLETED; `error` is null unless the job FAILED. 
     * Get a compression job
     */
    async getCompressionJobRaw(requestParameters: GetCompressionJobRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressionJob>> {
        if (requestParameters['jobId'] == null) {
            throw new runtime.RequiredError(
                'jobId',
                'Required parameter "jobId" was null or undefined when calling getCompressionJob().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/jobs/{job_id}`;
        urlPath = urlPath.replace(`{${"job_id"}}`, encodeURIComponent(String(requestParameters['jobId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressionJobFromJSON(jsonValue));
    }

    /**
     * Returns one compression job with its progress. While RUNNING, `vectors_processed` and `progress_pct` grow and `completed_at` is null; `ratio` and `quality_metrics` are null until the job is COMPLETED; `error` is null unless the job FAILED. 
     * Get a compression job
     */
    async getCompressionJob(requestParameters: GetCompressionJobRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressionJob> {
        const response = await this.getCompressionJobRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Extension. Returns the compressed vectors of a COMPLETED job, in the shape of the `POST /v1/compress` answer. A job that is still PENDING or RUNNING answers `409 COMPRESSION_IN_PROGRESS`.  Decision: a FAILED job has no result and answers `404 COMPRESSION_JOB_NOT_FOUND` with `details.status` FAILED; so does a job whose record and result were deleted after their retention period (30 days for ad hoc jobs, the batch\'s `retention_days` for batch runs). 
     * Get the result of a compression job
     */
    async getCompressionJobResultRaw(requestParameters: GetCompressionJobResultRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressResult>> {
        if (requestParameters['jobId'] == null) {
            throw new runtime.RequiredError(
                'jobId',
                'Required parameter "jobId" was null or undefined when calling getCompressionJobResult().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/jobs/{job_id}/result`;
        urlPath = urlPath.replace(`{${"job_id"}}`, encodeURIComponent(String(requestParameters['jobId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressResultFromJSON(jsonValue));
    }

    /**
     * Extension. Returns the compressed vectors of a COMPLETED job, in the shape of the `POST /v1/compress` answer. A job that is still PENDING or RUNNING answers `409 COMPRESSION_IN_PROGRESS`.  Decision: a FAILED job has no result and answers `404 COMPRESSION_JOB_NOT_FOUND` with `details.status` FAILED; so does a job whose record and result were deleted after their retention period (30 days for ad hoc jobs, the batch\'s `retention_days` for batch runs). 
     * Get the result of a compression job
     */
    async getCompressionJobResult(requestParameters: GetCompressionJobResultRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressResult> {
        const response = await this.getCompressionJobResultRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Lists the account\'s scheduled compression batches with the time and status of their last run.  Decision: this list is paginated with `page` and `page_size` and answers the shared page envelope, a superset of the `{items, total}` of the specification; newest first (by `created_at`, descending). `last_run_status` is the status of the compression job of the latest run; `last_run_at` and `last_run_status` are null before the first run. 
     * List compression batches
     */
    async listCompressionBatchesRaw(requestParameters: ListCompressionBatchesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressionBatchPage>> {
        const queryParameters: any = {};

        if (requestParameters['page'] != null) {
            queryParameters['page'] = requestParameters['page'];
        }

        if (requestParameters['pageSize'] != null) {
            queryParameters['page_size'] = requestParameters['pageSize'];
        }

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/batches`;

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressionBatchPageFromJSON(jsonValue));
    }

    /**
     * Lists the account\'s scheduled compression batches with the time and status of their last run.  Decision: this list is paginated with `page` and `page_size` and answers the shared page envelope, a superset of the `{items, total}` of the specification; newest first (by `created_at`, descending). `last_run_status` is the status of the compression job of the latest run; `last_run_at` and `last_run_status` are null before the first run. 
     * List compression batches
     */
    async listCompressionBatches(requestParameters: ListCompressionBatchesRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressionBatchPage> {
        const response = await this.listCompressionBatchesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Lists the account\'s compression jobs (ad hoc jobs and batch runs), optionally filtered by status.  Decision: newest first (by `created_at`, descending). 
     * List compression jobs
     */
    async listCompressionJobsRaw(requestParameters: ListCompressionJobsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressionJobPage>> {
        const queryParameters: any = {};

        if (requestParameters['page'] != null) {
            queryParameters['page'] = requestParameters['page'];
        }

        if (requestParameters['pageSize'] != null) {
            queryParameters['page_size'] = requestParameters['pageSize'];
        }

        if (requestParameters['status'] != null) {
            queryParameters['status'] = requestParameters['status'];
        }

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/jobs`;

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressionJobPageFromJSON(jsonValue));
    }

    /**
     * Lists the account\'s compression jobs (ad hoc jobs and batch runs), optionally filtered by status.  Decision: newest first (by `created_at`, descending). 
     * List compression jobs
     */
    async listCompressionJobs(requestParameters: ListCompressionJobsRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressionJobPage> {
        const response = await this.listCompressionJobsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Changes the given fields of a batch; omitted fields keep their value. `enabled: false` pauses the schedule (`next_run_at` becomes null) and `enabled: true` resumes it. A changed `schedule` recomputes `next_run_at`. A run already in progress is not affected.  The `400` codes are those of `POST /v1/compression/batches`.  Decision: the body must carry at least one field; an empty body answers `422 VALIDATION_ERROR`. 
     * Update a compression batch
     */
    async updateCompressionBatchRaw(requestParameters: UpdateCompressionBatchOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<CompressionBatch>> {
        if (requestParameters['batchId'] == null) {
            throw new runtime.RequiredError(
                'batchId',
                'Required parameter "batchId" was null or undefined when calling updateCompressionBatch().'
            );
        }

        if (requestParameters['updateCompressionBatchRequest'] == null) {
            throw new runtime.RequiredError(
                'updateCompressionBatchRequest',
                'Required parameter "updateCompressionBatchRequest" was null or undefined when calling updateCompressionBatch().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/compression/batches/{batch_id}`;
        urlPath = urlPath.replace(`{${"batch_id"}}`, encodeURIComponent(String(requestParameters['batchId'])));

        const response = await this.request({
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: UpdateCompressionBatchRequestToJSON(requestParameters['updateCompressionBatchRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => CompressionBatchFromJSON(jsonValue));
    }

    /**
     * Changes the given fields of a batch; omitted fields keep their value. `enabled: false` pauses the schedule (`next_run_at` becomes null) and `enabled: true` resumes it. A changed `schedule` recomputes `next_run_at`. A run already in progress is not affected.  The `400` codes are those of `POST /v1/compression/batches`.  Decision: the body must carry at least one field; an empty body answers `422 VALIDATION_ERROR`. 
     * Update a compression batch
     */
    async updateCompressionBatch(requestParameters: UpdateCompressionBatchOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<CompressionBatch> {
        const response = await this.updateCompressionBatchRaw(requestParameters, initOverrides);
        return await response.value();
    }

}
