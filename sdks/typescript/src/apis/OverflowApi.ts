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
  DecayOverflowMemoryRequest,
  DecayOverflowMemoryResponse,
  ErrorEnvelope,
  ForgetOverflowMemoryRequest,
  ForgetOverflowMemoryResponse,
  MemoryCategory,
  OverflowMemory,
  OverflowMemoryHistory,
  OverflowMemoryList,
  OverflowMemorySort,
  OverflowMemoryVersions,
  OverflowStats,
  PromoteOverflowMemoryRequest,
  PromoteOverflowMemoryResponse,
  SearchOverflowMemoriesRequest,
  SearchOverflowMemoriesResponse,
  StoreOverflowMemoryRequest,
  StoreOverflowMemoryResponse,
  UpdateOverflowMemoryImportanceRequest,
  UpdateOverflowMemoryImportanceResponse,
} from '../models/index.js';
import {
    DecayOverflowMemoryRequestFromJSON,
    DecayOverflowMemoryRequestToJSON,
    DecayOverflowMemoryResponseFromJSON,
    DecayOverflowMemoryResponseToJSON,
    ErrorEnvelopeFromJSON,
    ErrorEnvelopeToJSON,
    ForgetOverflowMemoryRequestFromJSON,
    ForgetOverflowMemoryRequestToJSON,
    ForgetOverflowMemoryResponseFromJSON,
    ForgetOverflowMemoryResponseToJSON,
    MemoryCategoryFromJSON,
    MemoryCategoryToJSON,
    OverflowMemoryFromJSON,
    OverflowMemoryToJSON,
    OverflowMemoryHistoryFromJSON,
    OverflowMemoryHistoryToJSON,
    OverflowMemoryListFromJSON,
    OverflowMemoryListToJSON,
    OverflowMemorySortFromJSON,
    OverflowMemorySortToJSON,
    OverflowMemoryVersionsFromJSON,
    OverflowMemoryVersionsToJSON,
    OverflowStatsFromJSON,
    OverflowStatsToJSON,
    PromoteOverflowMemoryRequestFromJSON,
    PromoteOverflowMemoryRequestToJSON,
    PromoteOverflowMemoryResponseFromJSON,
    PromoteOverflowMemoryResponseToJSON,
    SearchOverflowMemoriesRequestFromJSON,
    SearchOverflowMemoriesRequestToJSON,
    SearchOverflowMemoriesResponseFromJSON,
    SearchOverflowMemoriesResponseToJSON,
    StoreOverflowMemoryRequestFromJSON,
    StoreOverflowMemoryRequestToJSON,
    StoreOverflowMemoryResponseFromJSON,
    StoreOverflowMemoryResponseToJSON,
    UpdateOverflowMemoryImportanceRequestFromJSON,
    UpdateOverflowMemoryImportanceRequestToJSON,
    UpdateOverflowMemoryImportanceResponseFromJSON,
    UpdateOverflowMemoryImportanceResponseToJSON,
} from '../models/index.js';

export interface DecayOverflowMemoryOperationRequest {
    decayOverflowMemoryRequest: DecayOverflowMemoryRequest;
}

export interface ForgetOverflowMemoryOperationRequest {
    forgetOverflowMemoryRequest: ForgetOverflowMemoryRequest;
}

export interface GetOverflowMemoryRequest {
    memoryId: string;
}

export interface GetOverflowMemoryHistoryRequest {
    memoryId: string;
}

export interface ListOverflowMemoriesRequest {
    page?: number;
    limit?: number;
    sort?: OverflowMemorySort;
    category?: MemoryCategory;
    minImportance?: number;
    userId?: string;
}

export interface ListOverflowMemoryVersionsRequest {
    memoryId: string;
}

export interface PromoteOverflowMemoryOperationRequest {
    promoteOverflowMemoryRequest: PromoteOverflowMemoryRequest;
}

export interface SearchOverflowMemoriesOperationRequest {
    searchOverflowMemoriesRequest: SearchOverflowMemoriesRequest;
}

export interface StoreOverflowMemoryOperationRequest {
    storeOverflowMemoryRequest: StoreOverflowMemoryRequest;
}

export interface UpdateOverflowMemoryImportanceOperationRequest {
    updateOverflowMemoryImportanceRequest: UpdateOverflowMemoryImportanceRequest;
}

/**
 * 
 */
export class OverflowApi extends runtime.BaseAPI {

    /**
     * Lowers the memory\'s importance: new = previous x (1 - decay_rate), with `decay_rate` from 0.0 to 1.0 (default 0.1). In the same transaction the change appends a new version and the history event `decayed` (details: previous, new, decay_rate). Emits `MEMORY_DECAYED`.  Decision: every force-decay emits `MEMORY_DECAYED`, whatever the resulting importance. Decision: new importance values are rounded to 6 decimal places. 
     * Decay the importance of an overflow memory
     */
    async decayOverflowMemoryRaw(requestParameters: DecayOverflowMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<DecayOverflowMemoryResponse>> {
        if (requestParameters['decayOverflowMemoryRequest'] == null) {
            throw new runtime.RequiredError(
                'decayOverflowMemoryRequest',
                'Required parameter "decayOverflowMemoryRequest" was null or undefined when calling decayOverflowMemory().'
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

        let urlPath = `/v1/overflow/force-decay`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: DecayOverflowMemoryRequestToJSON(requestParameters['decayOverflowMemoryRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => DecayOverflowMemoryResponseFromJSON(jsonValue));
    }

    /**
     * Lowers the memory\'s importance: new = previous x (1 - decay_rate), with `decay_rate` from 0.0 to 1.0 (default 0.1). In the same transaction the change appends a new version and the history event `decayed` (details: previous, new, decay_rate). Emits `MEMORY_DECAYED`.  Decision: every force-decay emits `MEMORY_DECAYED`, whatever the resulting importance. Decision: new importance values are rounded to 6 decimal places. 
     * Decay the importance of an overflow memory
     */
    async decayOverflowMemory(requestParameters: DecayOverflowMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<DecayOverflowMemoryResponse> {
        const response = await this.decayOverflowMemoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Permanently deletes the memory `memory_id` of `collection`, together with its versions and history. The id travels in a JSON body. Emits `MEMORY_FORGOTTEN`.  Decision: an id that exists in another collection answers `404 MEMORY_NOT_FOUND`; after the delete, the memory\'s history and versions answer `404` too. 
     * Delete an overflow memory
     */
    async forgetOverflowMemoryRaw(requestParameters: ForgetOverflowMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ForgetOverflowMemoryResponse>> {
        if (requestParameters['forgetOverflowMemoryRequest'] == null) {
            throw new runtime.RequiredError(
                'forgetOverflowMemoryRequest',
                'Required parameter "forgetOverflowMemoryRequest" was null or undefined when calling forgetOverflowMemory().'
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

        let urlPath = `/v1/overflow/forget`;

        const response = await this.request({
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
            body: ForgetOverflowMemoryRequestToJSON(requestParameters['forgetOverflowMemoryRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ForgetOverflowMemoryResponseFromJSON(jsonValue));
    }

    /**
     * Permanently deletes the memory `memory_id` of `collection`, together with its versions and history. The id travels in a JSON body. Emits `MEMORY_FORGOTTEN`.  Decision: an id that exists in another collection answers `404 MEMORY_NOT_FOUND`; after the delete, the memory\'s history and versions answer `404` too. 
     * Delete an overflow memory
     */
    async forgetOverflowMemory(requestParameters: ForgetOverflowMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ForgetOverflowMemoryResponse> {
        const response = await this.forgetOverflowMemoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Returns one overflow memory in its current state. Emits no event.  Decision: memory ids are unique across the account\'s collections, so this operation and the history and versions operations take no collection. 
     * Get an overflow memory
     */
    async getOverflowMemoryRaw(requestParameters: GetOverflowMemoryRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<OverflowMemory>> {
        if (requestParameters['memoryId'] == null) {
            throw new runtime.RequiredError(
                'memoryId',
                'Required parameter "memoryId" was null or undefined when calling getOverflowMemory().'
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

        let urlPath = `/v1/overflow/memory/{memory_id}`;
        urlPath = urlPath.replace(`{${"memory_id"}}`, encodeURIComponent(String(requestParameters['memoryId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => OverflowMemoryFromJSON(jsonValue));
    }

    /**
     * Returns one overflow memory in its current state. Emits no event.  Decision: memory ids are unique across the account\'s collections, so this operation and the history and versions operations take no collection. 
     * Get an overflow memory
     */
    async getOverflowMemory(requestParameters: GetOverflowMemoryRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<OverflowMemory> {
        const response = await this.getOverflowMemoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Returns the history events of a memory, oldest first. Every mutation of an overflow memory appends one event in the same transaction as the change. `details` depends on `action`: `created` carries category and importance; `importance_updated` carries previous, new and reason; `decayed` carries previous, new and decay_rate.  Decision: events are listed oldest first; `reason` is `promoted` for promote and `manual` for update-importance. 
     * History of an overflow memory
     */
    async getOverflowMemoryHistoryRaw(requestParameters: GetOverflowMemoryHistoryRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<OverflowMemoryHistory>> {
        if (requestParameters['memoryId'] == null) {
            throw new runtime.RequiredError(
                'memoryId',
                'Required parameter "memoryId" was null or undefined when calling getOverflowMemoryHistory().'
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

        let urlPath = `/v1/overflow/memory/{memory_id}/history`;
        urlPath = urlPath.replace(`{${"memory_id"}}`, encodeURIComponent(String(requestParameters['memoryId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => OverflowMemoryHistoryFromJSON(jsonValue));
    }

    /**
     * Returns the history events of a memory, oldest first. Every mutation of an overflow memory appends one event in the same transaction as the change. `details` depends on `action`: `created` carries category and importance; `importance_updated` carries previous, new and reason; `decayed` carries previous, new and decay_rate.  Decision: events are listed oldest first; `reason` is `promoted` for promote and `manual` for update-importance. 
     * History of an overflow memory
     */
    async getOverflowMemoryHistory(requestParameters: GetOverflowMemoryHistoryRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<OverflowMemoryHistory> {
        const response = await this.getOverflowMemoryHistoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Returns the number of overflow memories, their counts per category, the storage they use, the bytes saved by compression, and the creation times of the oldest and newest memory.  Decision: the statistics cover all of the account\'s overflow collections (the operation takes no parameters); `storage_bytes` counts the stored (compressed) size and `compression_savings_bytes` the difference to storing float32 vectors. 
     * Statistics of the overflow storage
     */
    async getOverflowStatsRaw(initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<OverflowStats>> {
        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/overflow/stats`;

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => OverflowStatsFromJSON(jsonValue));
    }

    /**
     * Returns the number of overflow memories, their counts per category, the storage they use, the bytes saved by compression, and the creation times of the oldest and newest memory.  Decision: the statistics cover all of the account\'s overflow collections (the operation takes no parameters); `storage_bytes` counts the stored (compressed) size and `compression_savings_bytes` the difference to storing float32 vectors. 
     * Statistics of the overflow storage
     */
    async getOverflowStats(initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<OverflowStats> {
        const response = await this.getOverflowStatsRaw(initOverrides);
        return await response.value();
    }

    /**
     * Lists the account\'s overflow memories page by page, optionally only of one `category`, at least `min_importance` important, or of one end user (`user_id` in their metadata). This list keeps the specification\'s own envelope (`memories`, `page`, `limit`, `total`, `total_pages`) instead of the shared page envelope.  Decision: `sort=created_at` and `sort=importance` are descending (newest, most important first), `sort=category` is ascending by category name; ties are broken by `created_at` descending, then by `id` ascending. Decision: the list covers all overflow collections and each item carries its `collection`; a page past the end returns an empty `memories` array. 
     * Browse overflow memories
     */
    async listOverflowMemoriesRaw(requestParameters: ListOverflowMemoriesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<OverflowMemoryList>> {
        const queryParameters: any = {};

        if (requestParameters['page'] != null) {
            queryParameters['page'] = requestParameters['page'];
        }

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['sort'] != null) {
            queryParameters['sort'] = requestParameters['sort'];
        }

        if (requestParameters['category'] != null) {
            queryParameters['category'] = requestParameters['category'];
        }

        if (requestParameters['minImportance'] != null) {
            queryParameters['min_importance'] = requestParameters['minImportance'];
        }

        if (requestParameters['userId'] != null) {
            queryParameters['user_id'] = requestParameters['userId'];
        }

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/overflow/memories`;

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => OverflowMemoryListFromJSON(jsonValue));
    }

    /**
     * Lists the account\'s overflow memories page by page, optionally only of one `category`, at least `min_importance` important, or of one end user (`user_id` in their metadata). This list keeps the specification\'s own envelope (`memories`, `page`, `limit`, `total`, `total_pages`) instead of the shared page envelope.  Decision: `sort=created_at` and `sort=importance` are descending (newest, most important first), `sort=category` is ascending by category name; ties are broken by `created_at` descending, then by `id` ascending. Decision: the list covers all overflow collections and each item carries its `collection`; a page past the end returns an empty `memories` array. 
     * Browse overflow memories
     */
    async listOverflowMemories(requestParameters: ListOverflowMemoriesRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<OverflowMemoryList> {
        const response = await this.listOverflowMemoriesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Returns every version of a memory. Every mutation of an overflow memory appends a new version in the same transaction as the change; earlier versions are kept unchanged.  Decision: versions are listed in ascending order, version 1 (the state as stored) first. 
     * Versions of an overflow memory
     */
    async listOverflowMemoryVersionsRaw(requestParameters: ListOverflowMemoryVersionsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<OverflowMemoryVersions>> {
        if (requestParameters['memoryId'] == null) {
            throw new runtime.RequiredError(
                'memoryId',
                'Required parameter "memoryId" was null or undefined when calling listOverflowMemoryVersions().'
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

        let urlPath = `/v1/overflow/memory/{memory_id}/versions`;
        urlPath = urlPath.replace(`{${"memory_id"}}`, encodeURIComponent(String(requestParameters['memoryId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => OverflowMemoryVersionsFromJSON(jsonValue));
    }

    /**
     * Returns every version of a memory. Every mutation of an overflow memory appends a new version in the same transaction as the change; earlier versions are kept unchanged.  Decision: versions are listed in ascending order, version 1 (the state as stored) first. 
     * Versions of an overflow memory
     */
    async listOverflowMemoryVersions(requestParameters: ListOverflowMemoryVersionsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<OverflowMemoryVersions> {
        const response = await this.listOverflowMemoryVersionsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Raises the memory\'s importance by `boost` (default 0.1); the result is clamped to 1.0. In the same transaction the change appends a new version and the history event `importance_updated` (details: previous, new, reason `promoted`). Emits no event.  Decision: every call appends a version and an event, even when the importance was already 1.0. Decision: new importance values are rounded to 6 decimal places. 
     * Raise the importance of an overflow memory
     */
    async promoteOverflowMemoryRaw(requestParameters: PromoteOverflowMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<PromoteOverflowMemoryResponse>> {
        if (requestParameters['promoteOverflowMemoryRequest'] == null) {
            throw new runtime.RequiredError(
                'promoteOverflowMemoryRequest',
                'Required parameter "promoteOverflowMemoryRequest" was null or undefined when calling promoteOverflowMemory().'
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

        let urlPath = `/v1/overflow/promote`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: PromoteOverflowMemoryRequestToJSON(requestParameters['promoteOverflowMemoryRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => PromoteOverflowMemoryResponseFromJSON(jsonValue));
    }

    /**
     * Raises the memory\'s importance by `boost` (default 0.1); the result is clamped to 1.0. In the same transaction the change appends a new version and the history event `importance_updated` (details: previous, new, reason `promoted`). Emits no event.  Decision: every call appends a version and an event, even when the importance was already 1.0. Decision: new importance values are rounded to 6 decimal places. 
     * Raise the importance of an overflow memory
     */
    async promoteOverflowMemory(requestParameters: PromoteOverflowMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<PromoteOverflowMemoryResponse> {
        const response = await this.promoteOverflowMemoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Returns up to `limit` memories of `collection` whose similarity to `vector` is at least `min_score`, optionally only of one `category`. Emits `MEMORY_RECALLED` for each returned memory.  Decision: `score` is the cosine similarity of `vector` and the stored (compressed) vector; results are ordered by `score` descending, ties by `created_at` descending, then by `id` ascending. Decision: `total` is the number of results returned; a collection that does not exist gives no results. 
     * Search overflow memories by vector
     */
    async searchOverflowMemoriesRaw(requestParameters: SearchOverflowMemoriesOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SearchOverflowMemoriesResponse>> {
        if (requestParameters['searchOverflowMemoriesRequest'] == null) {
            throw new runtime.RequiredError(
                'searchOverflowMemoriesRequest',
                'Required parameter "searchOverflowMemoriesRequest" was null or undefined when calling searchOverflowMemories().'
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

        let urlPath = `/v1/overflow/search`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: SearchOverflowMemoriesRequestToJSON(requestParameters['searchOverflowMemoriesRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SearchOverflowMemoriesResponseFromJSON(jsonValue));
    }

    /**
     * Returns up to `limit` memories of `collection` whose similarity to `vector` is at least `min_score`, optionally only of one `category`. Emits `MEMORY_RECALLED` for each returned memory.  Decision: `score` is the cosine similarity of `vector` and the stored (compressed) vector; results are ordered by `score` descending, ties by `created_at` descending, then by `id` ascending. Decision: `total` is the number of results returned; a collection that does not exist gives no results. 
     * Search overflow memories by vector
     */
    async searchOverflowMemories(requestParameters: SearchOverflowMemoriesOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SearchOverflowMemoriesResponse> {
        const response = await this.searchOverflowMemoriesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Stores a memory, with a vector the caller computed (768 numbers), in the hosted overflow storage. The vector is compressed automatically. In the same transaction the memory gets version 1 and the history event `created` (details: category, importance). Counts against the tier\'s overflow limit (`403 QUOTA_EXCEEDED` when reached). Emits `MEMORY_STORED` and `MEMORY_COMPRESSED`.  Decision: also emits `COLLECTION_CREATED` the first time the account uses the collection name in overflow storage. Decision: every overflow vector is stored only in compressed form, TURBOQUANT at the BALANCED preset (5 bits per coordinate plus a 4-byte norm, measured at 97.9% recall@10 on real sentence embeddings), so `compressed` is true and `compression_ratio` is 3072 / 484 = 6.35. Decision: overflow store performs no duplicate check. 
     * Store a memory with its vector in overflow storage
     */
    async storeOverflowMemoryRaw(requestParameters: StoreOverflowMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StoreOverflowMemoryResponse>> {
        if (requestParameters['storeOverflowMemoryRequest'] == null) {
            throw new runtime.RequiredError(
                'storeOverflowMemoryRequest',
                'Required parameter "storeOverflowMemoryRequest" was null or undefined when calling storeOverflowMemory().'
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

        let urlPath = `/v1/overflow/store`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: StoreOverflowMemoryRequestToJSON(requestParameters['storeOverflowMemoryRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StoreOverflowMemoryResponseFromJSON(jsonValue));
    }

    /**
     * Stores a memory, with a vector the caller computed (768 numbers), in the hosted overflow storage. The vector is compressed automatically. In the same transaction the memory gets version 1 and the history event `created` (details: category, importance). Counts against the tier\'s overflow limit (`403 QUOTA_EXCEEDED` when reached). Emits `MEMORY_STORED` and `MEMORY_COMPRESSED`.  Decision: also emits `COLLECTION_CREATED` the first time the account uses the collection name in overflow storage. Decision: every overflow vector is stored only in compressed form, TURBOQUANT at the BALANCED preset (5 bits per coordinate plus a 4-byte norm, measured at 97.9% recall@10 on real sentence embeddings), so `compressed` is true and `compression_ratio` is 3072 / 484 = 6.35. Decision: overflow store performs no duplicate check. 
     * Store a memory with its vector in overflow storage
     */
    async storeOverflowMemory(requestParameters: StoreOverflowMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StoreOverflowMemoryResponse> {
        const response = await this.storeOverflowMemoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Sets the memory\'s importance to an exact value from 0.0 to 1.0. In the same transaction the change appends a new version and the history event `importance_updated` (details: previous, new, reason `manual`). Emits no event. 
     * Set the importance of an overflow memory
     */
    async updateOverflowMemoryImportanceRaw(requestParameters: UpdateOverflowMemoryImportanceOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<UpdateOverflowMemoryImportanceResponse>> {
        if (requestParameters['updateOverflowMemoryImportanceRequest'] == null) {
            throw new runtime.RequiredError(
                'updateOverflowMemoryImportanceRequest',
                'Required parameter "updateOverflowMemoryImportanceRequest" was null or undefined when calling updateOverflowMemoryImportance().'
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

        let urlPath = `/v1/overflow/update-importance`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: UpdateOverflowMemoryImportanceRequestToJSON(requestParameters['updateOverflowMemoryImportanceRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => UpdateOverflowMemoryImportanceResponseFromJSON(jsonValue));
    }

    /**
     * Sets the memory\'s importance to an exact value from 0.0 to 1.0. In the same transaction the change appends a new version and the history event `importance_updated` (details: previous, new, reason `manual`). Emits no event. 
     * Set the importance of an overflow memory
     */
    async updateOverflowMemoryImportance(requestParameters: UpdateOverflowMemoryImportanceOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<UpdateOverflowMemoryImportanceResponse> {
        const response = await this.updateOverflowMemoryImportanceRaw(requestParameters, initOverrides);
        return await response.value();
    }

}
