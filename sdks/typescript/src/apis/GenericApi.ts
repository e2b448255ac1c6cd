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
  ErrorEnvelope,
  GenericAddMemoryToCollectionRequest,
  GenericCollection,
  GenericCollectionMembership,
  GenericCreateCollectionRequest,
  GenericCreateMemoryRequest,
  GenericCreateWebhookRequest,
  GenericEmbedding,
  GenericEmbeddingRequest,
  GenericMemory,
  GenericSearchRequest,
  GenericSearchResult,
  GenericSimilarMemories,
  GenericUpdateMemoryRequest,
  GenericUserStats,
  GenericWebhook,
} from '../models/index.js';
import {
    ErrorEnvelopeFromJSON,
    ErrorEnvelopeToJSON,
    GenericAddMemoryToCollectionRequestFromJSON,
    GenericAddMemoryToCollectionRequestToJSON,
    GenericCollectionFromJSON,
    GenericCollectionToJSON,
    GenericCollectionMembershipFromJSON,
    GenericCollectionMembershipToJSON,
    GenericCreateCollectionRequestFromJSON,
    GenericCreateCollectionRequestToJSON,
    GenericCreateMemoryRequestFromJSON,
    GenericCreateMemoryRequestToJSON,
    GenericCreateWebhookRequestFromJSON,
    GenericCreateWebhookRequestToJSON,
    GenericEmbeddingFromJSON,
    GenericEmbeddingToJSON,
    GenericEmbeddingRequestFromJSON,
    GenericEmbeddingRequestToJSON,
    GenericMemoryFromJSON,
    GenericMemoryToJSON,
    GenericSearchRequestFromJSON,
    GenericSearchRequestToJSON,
    GenericSearchResultFromJSON,
    GenericSearchResultToJSON,
    GenericSimilarMemoriesFromJSON,
    GenericSimilarMemoriesToJSON,
    GenericUpdateMemoryRequestFromJSON,
    GenericUpdateMemoryRequestToJSON,
    GenericUserStatsFromJSON,
    GenericUserStatsToJSON,
    GenericWebhookFromJSON,
    GenericWebhookToJSON,
} from '../models/index.js';

export interface GenericAddMemoryToCollectionOperationRequest {
    collectionId: string;
    genericAddMemoryToCollectionRequest: GenericAddMemoryToCollectionRequest;
}

export interface GenericCreateCollectionOperationRequest {
    genericCreateCollectionRequest: GenericCreateCollectionRequest;
}

export interface GenericCreateEmbeddingRequest {
    genericEmbeddingRequest: GenericEmbeddingRequest;
}

export interface GenericCreateMemoryOperationRequest {
    genericCreateMemoryRequest: GenericCreateMemoryRequest;
}

export interface GenericCreateWebhookOperationRequest {
    genericCreateWebhookRequest: GenericCreateWebhookRequest;
}

export interface GenericDeleteMemoryRequest {
    memoryId: string;
}

export interface GenericGetMemoryRequest {
    memoryId: string;
}

export interface GenericGetUserStatsRequest {
    userId: string;
}

export interface GenericListSimilarMemoriesRequest {
    memoryId: string;
    limit?: number;
    threshold?: number;
}

export interface GenericSearchMemoriesRequest {
    genericSearchRequest: GenericSearchRequest;
}

export interface GenericUpdateMemoryOperationRequest {
    memoryId: string;
    genericUpdateMemoryRequest: GenericUpdateMemoryRequest;
}

/**
 * 
 */
export class GenericApi extends runtime.BaseAPI {

    /**
     * Adds an existing memory of the caller to a collection.  Decision: answers 201 with `{collection_id, memory_id, added_at}`; adding a memory that is already in the collection answers 200 with the same body (the original `added_at`), so the call is idempotent.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 COLLECTION_NOT_FOUND` / `MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Add a memory to a collection (generic surface)
     */
    async genericAddMemoryToCollectionRaw(requestParameters: GenericAddMemoryToCollectionOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<GenericCollectionMembership>> {
        if (requestParameters['collectionId'] == null) {
            throw new runtime.RequiredError(
                'collectionId',
                'Required parameter "collectionId" was null or undefined when calling genericAddMemoryToCollection().'
            );
        }

        if (requestParameters['genericAddMemoryToCollectionRequest'] == null) {
            throw new runtime.RequiredError(
                'genericAddMemoryToCollectionRequest',
                'Required parameter "genericAddMemoryToCollectionRequest" was null or undefined when calling genericAddMemoryToCollection().'
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

        let urlPath = `/generic/v1/collections/{collection_id}/memories`;
        urlPath = urlPath.replace(`{${"collection_id"}}`, encodeURIComponent(String(requestParameters['collectionId'])));

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: GenericAddMemoryToCollectionRequestToJSON(requestParameters['genericAddMemoryToCollectionRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => GenericCollectionMembershipFromJSON(jsonValue));
    }

    /**
     * Adds an existing memory of the caller to a collection.  Decision: answers 201 with `{collection_id, memory_id, added_at}`; adding a memory that is already in the collection answers 200 with the same body (the original `added_at`), so the call is idempotent.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 COLLECTION_NOT_FOUND` / `MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Add a memory to a collection (generic surface)
     */
    async genericAddMemoryToCollection(requestParameters: GenericAddMemoryToCollectionOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<GenericCollectionMembership> {
        const response = await this.genericAddMemoryToCollectionRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Creates an empty, named collection of memories.  Decision: answers 201 with the collection (`memory_count` 0).  Decision: collection names are unique per account; a name already in use answers `422 VALIDATION_ERROR` with `details.name` \'already exists\'.  Decision: a collection groups existing memories (it holds no vectors of its own), so it does not count toward the tier\'s collection limit; it emits `COLLECTION_CREATED` with `surface` \'generic\'.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Create a collection (generic surface)
     */
    async genericCreateCollectionRaw(requestParameters: GenericCreateCollectionOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<GenericCollection>> {
        if (requestParameters['genericCreateCollectionRequest'] == null) {
            throw new runtime.RequiredError(
                'genericCreateCollectionRequest',
                'Required parameter "genericCreateCollectionRequest" was null or undefined when calling genericCreateCollection().'
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

        let urlPath = `/generic/v1/collections`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: GenericCreateCollectionRequestToJSON(requestParameters['genericCreateCollectionRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => GenericCollectionFromJSON(jsonValue));
    }

    /**
     * Creates an empty, named collection of memories.  Decision: answers 201 with the collection (`memory_count` 0).  Decision: collection names are unique per account; a name already in use answers `422 VALIDATION_ERROR` with `details.name` \'already exists\'.  Decision: a collection groups existing memories (it holds no vectors of its own), so it does not count toward the tier\'s collection limit; it emits `COLLECTION_CREATED` with `surface` \'generic\'.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Create a collection (generic surface)
     */
    async genericCreateCollection(requestParameters: GenericCreateCollectionOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<GenericCollection> {
        const response = await this.genericCreateCollectionRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Embeds `text` into a 768-dimension vector with `model` (default and only value `service-embed-v1`). Stores nothing.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Embed a text (generic surface)
     */
    async genericCreateEmbeddingRaw(requestParameters: GenericCreateEmbeddingRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<GenericEmbedding>> {
        if (requestParameters['genericEmbeddingRequest'] == null) {
            throw new runtime.RequiredError(
                'genericEmbeddingRequest',
                'Required parameter "genericEmbeddingRequest" was null or undefined when calling genericCreateEmbedding().'
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

        let urlPath = `/generic/v1/embeddings`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: GenericEmbeddingRequestToJSON(requestParameters['genericEmbeddingRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => GenericEmbeddingFromJSON(jsonValue));
    }

    /**
     * Embeds `text` into a 768-dimension vector with `model` (default and only value `service-embed-v1`). Stores nothing.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Embed a text (generic surface)
     */
    async genericCreateEmbedding(requestParameters: GenericCreateEmbeddingRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<GenericEmbedding> {
        const response = await this.genericCreateEmbeddingRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Stores `content` with optional `metadata` (category, importance, tags and any other keys) for an optional `user_id`. The content is embedded; when `metadata.category` is absent the service classifies it. Emits the generic webhook event `memory.created`.  Decision: generic memories live in the account\'s default collection `agent-memory`, the one `POST /v1/store`, `/v1/search` and `/v1/forget` use without `collection`: both surfaces see, change and delete the same memories there (a memory stored on the main surface has `user_id` null here); memories of other main-surface collections are not on this surface.  Decision: `metadata.category` and `metadata.importance` are kept as the memory\'s category and importance (without a category the content is classified; without an importance it is 0.6 for decisions and preferences, 0.5 otherwise); every other key, `tags` included, is kept as given.  Decision: content that duplicates a memory already stored (the duplicate rule of `POST /v1/store`) stores nothing and answers 200 with that memory; no event is emitted.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 MEMORY_NOT_FOUND` / `COLLECTION_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Create a memory (generic surface)
     */
    async genericCreateMemoryRaw(requestParameters: GenericCreateMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<GenericMemory>> {
        if (requestParameters['genericCreateMemoryRequest'] == null) {
            throw new runtime.RequiredError(
                'genericCreateMemoryRequest',
                'Required parameter "genericCreateMemoryRequest" was null or undefined when calling genericCreateMemory().'
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

        let urlPath = `/generic/v1/memories`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: GenericCreateMemoryRequestToJSON(requestParameters['genericCreateMemoryRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => GenericMemoryFromJSON(jsonValue));
    }

    /**
     * Stores `content` with optional `metadata` (category, importance, tags and any other keys) for an optional `user_id`. The content is embedded; when `metadata.category` is absent the service classifies it. Emits the generic webhook event `memory.created`.  Decision: generic memories live in the account\'s default collection `agent-memory`, the one `POST /v1/store`, `/v1/search` and `/v1/forget` use without `collection`: both surfaces see, change and delete the same memories there (a memory stored on the main surface has `user_id` null here); memories of other main-surface collections are not on this surface.  Decision: `metadata.category` and `metadata.importance` are kept as the memory\'s category and importance (without a category the content is classified; without an importance it is 0.6 for decisions and preferences, 0.5 otherwise); every other key, `tags` included, is kept as given.  Decision: content that duplicates a memory already stored (the duplicate rule of `POST /v1/store`) stores nothing and answers 200 with that memory; no event is emitted.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 MEMORY_NOT_FOUND` / `COLLECTION_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Create a memory (generic surface)
     */
    async genericCreateMemory(requestParameters: GenericCreateMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<GenericMemory> {
        const response = await this.genericCreateMemoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Registers an HTTPS `url` to receive the generic events `memory.created`, `memory.updated`, `memory.deleted` and `search.performed` listed in `events`. The `secret` signs deliveries; when omitted one is generated and returned.  Decision: deliveries use the same signing, retry schedule and `X-Service-*` headers as the main surface\'s webhooks, with the body `GenericWebhookEvent` `{id (evt_), event, timestamp, data}` (see the callback `genericEvent`).  Decision: a `url` that is not HTTPS or an unknown event answers `422 VALIDATION_ERROR` (this surface has no area-specific 400 codes); so does a `url` the outbound guard refuses (a private or loopback address) or one that does not complete a TLS handshake.  Decision: generic webhooks count toward the tier\'s webhook maximum together with the main surface\'s (past it: `409 WEBHOOK_LIMIT_EXCEEDED`), take the main surface\'s optional `timeout_seconds`, `max_retries` and `retry_backoff_seconds` with the same defaults (10 s, 3, 60 s), and are not listed or changed through `/v1/webhooks`. The generic events are emitted by this surface\'s operations only; the main surface\'s events (`MEMORY_STORED`, ...) are emitted by both.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Register a webhook (generic surface)
     */
    async genericCreateWebhookRaw(requestParameters: GenericCreateWebhookOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<GenericWebhook>> {
        if (requestParameters['genericCreateWebhookRequest'] == null) {
            throw new runtime.RequiredError(
                'genericCreateWebhookRequest',
                'Required parameter "genericCreateWebhookRequest" was null or undefined when calling genericCreateWebhook().'
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

        let urlPath = `/generic/v1/webhooks`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: GenericCreateWebhookRequestToJSON(requestParameters['genericCreateWebhookRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => GenericWebhookFromJSON(jsonValue));
    }

    /**
     * Registers an HTTPS `url` to receive the generic events `memory.created`, `memory.updated`, `memory.deleted` and `search.performed` listed in `events`. The `secret` signs deliveries; when omitted one is generated and returned.  Decision: deliveries use the same signing, retry schedule and `X-Service-*` headers as the main surface\'s webhooks, with the body `GenericWebhookEvent` `{id (evt_), event, timestamp, data}` (see the callback `genericEvent`).  Decision: a `url` that is not HTTPS or an unknown event answers `422 VALIDATION_ERROR` (this surface has no area-specific 400 codes); so does a `url` the outbound guard refuses (a private or loopback address) or one that does not complete a TLS handshake.  Decision: generic webhooks count toward the tier\'s webhook maximum together with the main surface\'s (past it: `409 WEBHOOK_LIMIT_EXCEEDED`), take the main surface\'s optional `timeout_seconds`, `max_retries` and `retry_backoff_seconds` with the same defaults (10 s, 3, 60 s), and are not listed or changed through `/v1/webhooks`. The generic events are emitted by this surface\'s operations only; the main surface\'s events (`MEMORY_STORED`, ...) are emitted by both.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Register a webhook (generic surface)
     */
    async genericCreateWebhook(requestParameters: GenericCreateWebhookOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<GenericWebhook> {
        const response = await this.genericCreateWebhookRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Deletes a memory permanently and removes it from every collection. Emits `memory.deleted`.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Delete a memory (generic surface)
     */
    async genericDeleteMemoryRaw(requestParameters: GenericDeleteMemoryRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        if (requestParameters['memoryId'] == null) {
            throw new runtime.RequiredError(
                'memoryId',
                'Required parameter "memoryId" was null or undefined when calling genericDeleteMemory().'
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

        let urlPath = `/generic/v1/memories/{memory_id}`;
        urlPath = urlPath.replace(`{${"memory_id"}}`, encodeURIComponent(String(requestParameters['memoryId'])));

        const response = await this.request({
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * Deletes a memory permanently and removes it from every collection. Emits `memory.deleted`.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Delete a memory (generic surface)
     */
    async genericDeleteMemory(requestParameters: GenericDeleteMemoryRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.genericDeleteMemoryRaw(requestParameters, initOverrides);
    }

    /**
     * Returns one memory of the caller.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Get a memory (generic surface)
     */
    async genericGetMemoryRaw(requestParameters: GenericGetMemoryRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<GenericMemory>> {
        if (requestParameters['memoryId'] == null) {
            throw new runtime.RequiredError(
                'memoryId',
                'Required parameter "memoryId" was null or undefined when calling genericGetMemory().'
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

        let urlPath = `/generic/v1/memories/{memory_id}`;
        urlPath = urlPath.replace(`{${"memory_id"}}`, encodeURIComponent(String(requestParameters['memoryId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => GenericMemoryFromJSON(jsonValue));
    }

    /**
     * Returns one memory of the caller.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Get a memory (generic surface)
     */
    async genericGetMemory(requestParameters: GenericGetMemoryRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<GenericMemory> {
        const response = await this.genericGetMemoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Counts and storage of the memories and collections of one `user_id` within the caller\'s account.  Decision: a `user_id` with no memories answers 200 with zero counts and `last_activity` null (there is no user resource to be missing).  Decision: the figures are read from the memory records: `storage_used_mb` is the bytes of the user\'s texts, metadata and 768-float vectors in megabytes of 10^6 bytes; `last_activity` is the latest of the user\'s memory creations and updates and the user\'s searches (`POST /search` with that `user_id`).  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Statistics of one user (generic surface)
     */
    async genericGetUserStatsRaw(requestParameters: GenericGetUserStatsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<GenericUserStats>> {
        if (requestParameters['userId'] == null) {
            throw new runtime.RequiredError(
                'userId',
                'Required parameter "userId" was null or undefined when calling genericGetUserStats().'
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

        let urlPath = `/generic/v1/users/{user_id}/stats`;
        urlPath = urlPath.replace(`{${"user_id"}}`, encodeURIComponent(String(requestParameters['userId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => GenericUserStatsFromJSON(jsonValue));
    }

    /**
     * Counts and storage of the memories and collections of one `user_id` within the caller\'s account.  Decision: a `user_id` with no memories answers 200 with zero counts and `last_activity` null (there is no user resource to be missing).  Decision: the figures are read from the memory records: `storage_used_mb` is the bytes of the user\'s texts, metadata and 768-float vectors in megabytes of 10^6 bytes; `last_activity` is the latest of the user\'s memory creations and updates and the user\'s searches (`POST /search` with that `user_id`).  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Statistics of one user (generic surface)
     */
    async genericGetUserStats(requestParameters: GenericGetUserStatsRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<GenericUserStats> {
        const response = await this.genericGetUserStatsRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Lists the caller\'s memories closest in meaning to the given memory, best first, with a score of at least `threshold` (0 to 1, default 0.7), at most `limit` (1 to 100, default 10).  Decision: answers 200 with `{memory_id, memories, total}`; the memory itself is never among the results.  Decision: similarity is measured from the memory\'s stored vector (the model is not called); the call counts as one metered search request.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Memories similar to a memory (generic surface)
     */
    async genericListSimilarMemoriesRaw(requestParameters: GenericListSimilarMemoriesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<GenericSimilarMemories>> {
        if (requestParameters['memoryId'] == null) {
            throw new runtime.RequiredError(
                'memoryId',
                'Required parameter "memoryId" was null or undefined when calling genericListSimilarMemories().'
            );
        }

        const queryParameters: any = {};

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['threshold'] != null) {
            queryParameters['threshold'] = requestParameters['threshold'];
        }

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("ApiKeyAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/generic/v1/memories/{memory_id}/similar`;
        urlPath = urlPath.replace(`{${"memory_id"}}`, encodeURIComponent(String(requestParameters['memoryId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => GenericSimilarMemoriesFromJSON(jsonValue));
    }

    /**
     * Lists the caller\'s memories closest in meaning to the given memory, best first, with a score of at least `threshold` (0 to 1, default 0.7), at most `limit` (1 to 100, default 10).  Decision: answers 200 with `{memory_id, memories, total}`; the memory itself is never among the results.  Decision: similarity is measured from the memory\'s stored vector (the model is not called); the call counts as one metered search request.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Memories similar to a memory (generic surface)
     */
    async genericListSimilarMemories(requestParameters: GenericListSimilarMemoriesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<GenericSimilarMemories> {
        const response = await this.genericListSimilarMemoriesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Finds the caller\'s memories closest to `query`, best first, at most `limit` (1 to 100, default 10), optionally only those of `user_id` and matching `filters` (`category`; `importance.gte`). Hybrid by default, as `POST /v1/search`: meaning and shared words fused into one `score` (`retrieval` chooses, see `RetrievalMode`). Emits `search.performed`.  Decision: `total` is the number of memories returned.  Decision: there is no score floor: the best `limit` memories under the retrieval mode (in keyword mode, those sharing a word with the query); `user_id`, `filters.category` and `filters.importance.gte` are applied inside the vector store to both signals, so a filter never shortens the answer below `limit` while matches exist. `query_time_ms` is the time the service spent answering, in milliseconds to one decimal.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Search memories by meaning (generic surface)
     */
    async genericSearchMemoriesRaw(requestParameters: GenericSearchMemoriesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<GenericSearchResult>> {
        if (requestParameters['genericSearchRequest'] == null) {
            throw new runtime.RequiredError(
                'genericSearchRequest',
                'Required parameter "genericSearchRequest" was null or undefined when calling genericSearchMemories().'
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

        let urlPath = `/generic/v1/search`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: GenericSearchRequestToJSON(requestParameters['genericSearchRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => GenericSearchResultFromJSON(jsonValue));
    }

    /**
     * Finds the caller\'s memories closest to `query`, best first, at most `limit` (1 to 100, default 10), optionally only those of `user_id` and matching `filters` (`category`; `importance.gte`). Hybrid by default, as `POST /v1/search`: meaning and shared words fused into one `score` (`retrieval` chooses, see `RetrievalMode`). Emits `search.performed`.  Decision: `total` is the number of memories returned.  Decision: there is no score floor: the best `limit` memories under the retrieval mode (in keyword mode, those sharing a word with the query); `user_id`, `filters.category` and `filters.importance.gte` are applied inside the vector store to both signals, so a filter never shortens the answer below `limit` while matches exist. `query_time_ms` is the time the service spent answering, in milliseconds to one decimal.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Search memories by meaning (generic surface)
     */
    async genericSearchMemories(requestParameters: GenericSearchMemoriesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<GenericSearchResult> {
        const response = await this.genericSearchMemoriesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Changes the `content` and/or `metadata` of a memory. Emits `memory.updated`.  Decision: answers 200 with the updated memory; when `content` changes it is embedded again; a given `metadata` replaces the stored metadata whole.  Decision: `category` and `importance` missing from a given `metadata` keep their values, except that changed `content` without `metadata.category` is classified again; `user_id` and `created_at` never change.  Decision: new `content` that duplicates another memory answers `422 VALIDATION_ERROR` with `details.content` naming that memory, and nothing changes.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Update a memory (generic surface)
     */
    async genericUpdateMemoryRaw(requestParameters: GenericUpdateMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<GenericMemory>> {
        if (requestParameters['memoryId'] == null) {
            throw new runtime.RequiredError(
                'memoryId',
                'Required parameter "memoryId" was null or undefined when calling genericUpdateMemory().'
            );
        }

        if (requestParameters['genericUpdateMemoryRequest'] == null) {
            throw new runtime.RequiredError(
                'genericUpdateMemoryRequest',
                'Required parameter "genericUpdateMemoryRequest" was null or undefined when calling genericUpdateMemory().'
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

        let urlPath = `/generic/v1/memories/{memory_id}`;
        urlPath = urlPath.replace(`{${"memory_id"}}`, encodeURIComponent(String(requestParameters['memoryId'])));

        const response = await this.request({
            path: urlPath,
            method: 'PUT',
            headers: headerParameters,
            query: queryParameters,
            body: GenericUpdateMemoryRequestToJSON(requestParameters['genericUpdateMemoryRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => GenericMemoryFromJSON(jsonValue));
    }

    /**
     * Changes the `content` and/or `metadata` of a memory. Emits `memory.updated`.  Decision: answers 200 with the updated memory; when `content` changes it is embedded again; a given `metadata` replaces the stored metadata whole.  Decision: `category` and `importance` missing from a given `metadata` keep their values, except that changed `content` without `metadata.category` is classified again; `user_id` and `created_at` never change.  Decision: new `content` that duplicates another memory answers `422 VALIDATION_ERROR` with `details.content` naming that memory, and nothing changes.  Decision: this surface\'s errors have these statuses: `401 INVALID_API_KEY`, `404 MEMORY_NOT_FOUND`, `422 VALIDATION_ERROR`, `429 RATE_LIMIT_EXCEEDED`, `500 INTERNAL_ERROR`. 
     * Update a memory (generic surface)
     */
    async genericUpdateMemory(requestParameters: GenericUpdateMemoryOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<GenericMemory> {
        const response = await this.genericUpdateMemoryRaw(requestParameters, initOverrides);
        return await response.value();
    }

}
