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
  EmbedTextRequest,
  EmbedTextResponse,
  ErrorEnvelope,
  ForgetMemoryRequest,
  ForgetMemoryResponse,
  MemoryStats,
  SearchMemoriesRequest,
  SearchMemoriesResponse,
  StoreMemoryRequest,
  StoreMemoryResponse,
} from '../models/index.js';
import {
    EmbedTextRequestFromJSON,
    EmbedTextRequestToJSON,
    EmbedTextResponseFromJSON,
    EmbedTextResponseToJSON,
    ErrorEnvelopeFromJSON,
    ErrorEnvelopeToJSON,
    ForgetMemoryRequestFromJSON,
    ForgetMemoryRequestToJSON,
    ForgetMemoryResponseFromJSON,
    ForgetMemoryResponseToJSON,
    MemoryStatsFromJSON,
    MemoryStatsToJSON,
    SearchMemoriesRequestFromJSON,
    SearchMemoriesRequestToJSON,
    SearchMemoriesResponseFromJSON,
    SearchMemoriesResponseToJSON,
    StoreMemoryRequestFromJSON,
    StoreMemoryRequestToJSON,
    StoreMemoryResponseFromJSON,
    StoreMemoryResponseToJSON,
} from '../models/index.js';

export interface EmbedTextOperationRequest {
    embedTextRequest: EmbedTextRequest;
}

export interface ForgetMemoryOperationRequest {
    forgetMemoryRequest: ForgetMemoryRequest;
}

export interface GetMemoryStatsRequest {
    collection?: string;
}

export interface SearchMemoriesOperationRequest {
    searchMemoriesRequest: SearchMemoriesRequest;
}

export interface StoreMemoryOperationRequest {
    storeMemoryRequest: StoreMemoryRequest;
}

/**
 * 
 */
export class MemoryApi extends runtime.BaseAPI {

    /**
     * Returns the 768-dimension embedding of `text`. Stateless: nothing is stored and no event is emitted. Counts against the monthly embedding limit (`403 QUOTA_EXCEEDED` when reached).  Decision: the only model is `service-embed-v1`; vectors are L2-normalized. Decision: `tokens_used` counts the tokens of the text itself as the model\'s own tokenizer splits it (without the model\'s two special tokens), and these count against the monthly token limit. A text longer than the model\'s window of 384 tokens is split into consecutive windows of up to 382 tokens; its vector is the mean of the window vectors weighted by their token counts, re-normalized. `text` may hold up to 100,000 characters. Decision: right after a start the embedding model loads in the background; a request that needs it waits for it (30 seconds at most by default) and is answered `503 SERVICE_UNAVAILABLE` with `Retry-After` only when the model is still not ready or failed to load. 
     * Embed a text into a vector
     */
    async embedTextRaw(requestParameters: EmbedTextOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<EmbedTextResponse>> {
        if (requestParameters['embedTextRequest'] == null) {
            throw new runtime.RequiredError(
                'embedTextRequest',
                'Required parameter "embedTextRequest" was null or undefined when calling embedText().'
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

        let urlPath = `/v1/embed`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: EmbedTextRequestToJSON(requestParameters['embedTextRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => EmbedTextResponseFromJSON(jsonValue));
    }

    /**
     * Returns the 768-dimension embedding of `text`. Stateless: nothing is stored and no event is emitted. Counts against the monthly embedding limit (`403 QUOTA_EXCEEDED` when reached).  Decision: the only model is `service-embed-v1`; vectors are L2-normalized. Decision: `tokens_used` counts the tokens of the text itself as the model\'s own tokenizer splits it (without the model\'s two special tokens), and these count against the monthly token limit. A text longer than the model\'s window of 384 tokens is split into consecutive windows of up to 382 tokens; its vector is the mean of the window vectors weighted by their token counts, re-normalized. `text` may hold up to 100,000 characters. Decision: right after a start the embedding model loads in the background; a request that needs it waits for it (30 seconds at most by default) and is answered `503 SERVICE_UNAVAILABLE` with `Retry-After` only when the model is still not ready or failed to load. 
     * Embed a text into a vector
     */
    async embedText(requestParameters: EmbedTextOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<EmbedTextResponse> {
        const response = await this.embedTextRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Permanently deletes one memory of `collection`: the one with `memory_id`, or, with `query`, the closest match. Exactly one of `memory_id` and `query` must be given (the schema cannot express this; neither or both answers `422 VALIDATION_ERROR`). Emits `MEMORY_FORGOTTEN`.  Decision: with `query`, the best match whose score is at least `min_score` (default 0.35) is deleted, ranked and scored as `POST /v1/search` does under the same `retrieval` (default hybrid); when none reaches it the answer is `404 MEMORY_NOT_FOUND` and nothing is deleted. Decision: giving both `memory_id` and `query` is refused with `422`, so a delete is never ambiguous. Decision: an id that exists in another collection answers `404 MEMORY_NOT_FOUND`. 
     * Delete a memory by id or by query
     */
    async forgetMemoryRaw(requestParameters: ForgetMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<ForgetMemoryResponse>> {
        if (requestParameters['forgetMemoryRequest'] == null) {
            throw new runtime.RequiredError(
                'forgetMemoryRequest',
                'Required parameter "forgetMemoryRequest" was null or undefined when calling forgetMemory().'
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

        let urlPath = `/v1/forget`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: ForgetMemoryRequestToJSON(requestParameters['forgetMemoryRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => ForgetMemoryResponseFromJSON(jsonValue));
    }

    /**
     * Permanently deletes one memory of `collection`: the one with `memory_id`, or, with `query`, the closest match. Exactly one of `memory_id` and `query` must be given (the schema cannot express this; neither or both answers `422 VALIDATION_ERROR`). Emits `MEMORY_FORGOTTEN`.  Decision: with `query`, the best match whose score is at least `min_score` (default 0.35) is deleted, ranked and scored as `POST /v1/search` does under the same `retrieval` (default hybrid); when none reaches it the answer is `404 MEMORY_NOT_FOUND` and nothing is deleted. Decision: giving both `memory_id` and `query` is refused with `422`, so a delete is never ambiguous. Decision: an id that exists in another collection answers `404 MEMORY_NOT_FOUND`. 
     * Delete a memory by id or by query
     */
    async forgetMemory(requestParameters: ForgetMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<ForgetMemoryResponse> {
        const response = await this.forgetMemoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Returns the number of memories of `collection`, their counts per category, the storage they use and the creation times of the oldest and newest memory.  Decision: the default collection `agent-memory` always exists (all counts 0 and both timestamps null before the first store); any other name the account has never stored into answers `404 COLLECTION_NOT_FOUND`. 
     * Statistics of a memory collection
     */
    async getMemoryStatsRaw(requestParameters: GetMemoryStatsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<MemoryStats>> {
        const queryParameters: any = {};

        if (requestParameters['collection'] != null) {
            queryParameters['collection'] = requestParameters['collection'];
        }

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/stats`;

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => MemoryStatsFromJSON(jsonValue));
    }

    /**
     * Returns the number of memories of `collection`, their counts per category, the storage they use and the creation times of the oldest and newest memory.  Decision: the default collection `agent-memory` always exists (all counts 0 and both timestamps null before the first store); any other name the account has never stored into answers `404 COLLECTION_NOT_FOUND`. 
     * Statistics of a memory collection
     */
    async getMemoryStats(requestParameters: GetMemoryStatsRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<MemoryStats> {
        const response = await this.getMemoryStatsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Returns up to `limit` memories of `collection` whose score is at least `min_score`, optionally only of one `category` and with importance at least `min_importance`. Counts against the monthly search limit (`403 QUOTA_EXCEEDED` when reached). Emits `MEMORY_RECALLED` for each returned memory.  By default the search is hybrid: the store that holds the memories is asked both for the memories closest in meaning (the cosine of the query\'s and the memories\' embeddings) and for those sharing the most words with the query (Okapi BM25 over the memories\' texts), under the same filters, and the two signals are fused into one `score` (see `RetrievalMode`). `retrieval: semantic` ranks by meaning alone, `retrieval: keyword` by words alone (the query is then not embedded).  Decision: results are ordered by `score` descending; ties by `created_at` descending, then by `id` ascending. Decision: `score` is 0.0-1.0, higher is closer, and `min_score` is compared with it: semantic, the cosine (negative as 0); keyword, the memory\'s BM25 over the best BM25 among this query\'s candidates (the best keyword match scores 1; memories sharing no word are not returned); hybrid, semantic + (1 - semantic) x 0.3 x keyword, so a memory never scores below its cosine: a `min_score` keeps every memory a semantic search keeps, and also memories of a lower cosine that share the query\'s words. Decision: a collection that does not exist gives an empty `results` array, not an error. 
     * Search memories by meaning
     */
    async searchMemoriesRaw(requestParameters: SearchMemoriesOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SearchMemoriesResponse>> {
        if (requestParameters['searchMemoriesRequest'] == null) {
            throw new runtime.RequiredError(
                'searchMemoriesRequest',
                'Required parameter "searchMemoriesRequest" was null or undefined when calling searchMemories().'
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

        let urlPath = `/v1/search`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: SearchMemoriesRequestToJSON(requestParameters['searchMemoriesRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SearchMemoriesResponseFromJSON(jsonValue));
    }

    /**
     * Returns up to `limit` memories of `collection` whose score is at least `min_score`, optionally only of one `category` and with importance at least `min_importance`. Counts against the monthly search limit (`403 QUOTA_EXCEEDED` when reached). Emits `MEMORY_RECALLED` for each returned memory.  By default the search is hybrid: the store that holds the memories is asked both for the memories closest in meaning (the cosine of the query\'s and the memories\' embeddings) and for those sharing the most words with the query (Okapi BM25 over the memories\' texts), under the same filters, and the two signals are fused into one `score` (see `RetrievalMode`). `retrieval: semantic` ranks by meaning alone, `retrieval: keyword` by words alone (the query is then not embedded).  Decision: results are ordered by `score` descending; ties by `created_at` descending, then by `id` ascending. Decision: `score` is 0.0-1.0, higher is closer, and `min_score` is compared with it: semantic, the cosine (negative as 0); keyword, the memory\'s BM25 over the best BM25 among this query\'s candidates (the best keyword match scores 1; memories sharing no word are not returned); hybrid, semantic + (1 - semantic) x 0.3 x keyword, so a memory never scores below its cosine: a `min_score` keeps every memory a semantic search keeps, and also memories of a lower cosine that share the query\'s words. Decision: a collection that does not exist gives an empty `results` array, not an error. 
     * Search memories by meaning
     */
    async searchMemories(requestParameters: SearchMemoriesOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SearchMemoriesResponse> {
        const response = await this.searchMemoriesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Runs the pipeline on `text` (embedding, classification unless `category` is given, duplicate check) and writes the memory into `collection` of the account\'s vector database. A new memory answers `201` with status `stored`; a duplicate stores nothing and answers with the existing memory\'s id. Counts against the monthly storage limit (`403 QUOTA_EXCEEDED` when reached). Emits `MEMORY_STORED` for a new memory, and `COLLECTION_CREATED` the first time the account uses the collection name.  When `category` is absent the text is classified: preference (likes and patterns), decision (choices and reasoning), fact (objective information), entity (people, organizations, places, things), other (the rest).  Decision: when `importance` is absent it is 0.6 for the categories decision and preference (given or classified) and 0.5 for the others. Decision: a duplicate answers `200` with status `duplicate`, `duplicate` true and the existing memory\'s id; it emits no event and does not count against the storage limit. Decision: a duplicate is a memory of the same collection found by the mechanism of `POST /v1/intelligence` (the same normalized-text hash, or a SimHash similarity of 0.9 or more). Decision: storing into a new collection beyond the tier\'s collection limit answers `403 QUOTA_EXCEEDED`. Decision: an account without `vector_db_url` is served by the instance\'s built-in storage for these operations. Decision: collection names are 1 to 64 letters, digits, \'-\' and \'_\', starting with a letter or digit (the same rule on every memory and overflow operation). Decision: when the account\'s vector database does not answer, every memory operation answers `503 SERVICE_UNAVAILABLE` with `Retry-After` and changes nothing; a collection that exists there with another dimension or metric than 768 and cosine, or a `vector_db_url` of an unsupported kind, answers `422 VALIDATION_ERROR` naming both shapes or the supported kinds. 
     * Store a memory
     */
    async storeMemoryRaw(requestParameters: StoreMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<StoreMemoryResponse>> {
        if (requestParameters['storeMemoryRequest'] == null) {
            throw new runtime.RequiredError(
                'storeMemoryRequest',
                'Required parameter "storeMemoryRequest" was null or undefined when calling storeMemory().'
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

        let urlPath = `/v1/store`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: StoreMemoryRequestToJSON(requestParameters['storeMemoryRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => StoreMemoryResponseFromJSON(jsonValue));
    }

    /**
     * Runs the pipeline on `text` (embedding, classification unless `category` is given, duplicate check) and writes the memory into `collection` of the account\'s vector database. A new memory answers `201` with status `stored`; a duplicate stores nothing and answers with the existing memory\'s id. Counts against the monthly storage limit (`403 QUOTA_EXCEEDED` when reached). Emits `MEMORY_STORED` for a new memory, and `COLLECTION_CREATED` the first time the account uses the collection name.  When `category` is absent the text is classified: preference (likes and patterns), decision (choices and reasoning), fact (objective information), entity (people, organizations, places, things), other (the rest).  Decision: when `importance` is absent it is 0.6 for the categories decision and preference (given or classified) and 0.5 for the others. Decision: a duplicate answers `200` with status `duplicate`, `duplicate` true and the existing memory\'s id; it emits no event and does not count against the storage limit. Decision: a duplicate is a memory of the same collection found by the mechanism of `POST /v1/intelligence` (the same normalized-text hash, or a SimHash similarity of 0.9 or more). Decision: storing into a new collection beyond the tier\'s collection limit answers `403 QUOTA_EXCEEDED`. Decision: an account without `vector_db_url` is served by the instance\'s built-in storage for these operations. Decision: collection names are 1 to 64 letters, digits, \'-\' and \'_\', starting with a letter or digit (the same rule on every memory and overflow operation). Decision: when the account\'s vector database does not answer, every memory operation answers `503 SERVICE_UNAVAILABLE` with `Retry-After` and changes nothing; a collection that exists there with another dimension or metric than 768 and cosine, or a `vector_db_url` of an unsupported kind, answers `422 VALIDATION_ERROR` naming both shapes or the supported kinds. 
     * Store a memory
     */
    async storeMemory(requestParameters: StoreMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<StoreMemoryResponse> {
        const response = await this.storeMemoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

}
