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
  Device,
  DeviceChangesPage,
  DevicePage,
  DevicePushRequest,
  DevicePushResult,
  DeviceStatus,
  DeviceType,
  ErrorEnvelope,
  HeartbeatRequest,
  HeartbeatResponse,
  RegisterDeviceRequest,
  RegisteredDevice,
  SyncDeviceRequest,
  SyncJob,
  UpdateDeviceRequest,
} from '../models/index.js';
import {
    DeviceFromJSON,
    DeviceToJSON,
    DeviceChangesPageFromJSON,
    DeviceChangesPageToJSON,
    DevicePageFromJSON,
    DevicePageToJSON,
    DevicePushRequestFromJSON,
    DevicePushRequestToJSON,
    DevicePushResultFromJSON,
    DevicePushResultToJSON,
    DeviceStatusFromJSON,
    DeviceStatusToJSON,
    DeviceTypeFromJSON,
    DeviceTypeToJSON,
    ErrorEnvelopeFromJSON,
    ErrorEnvelopeToJSON,
    HeartbeatRequestFromJSON,
    HeartbeatRequestToJSON,
    HeartbeatResponseFromJSON,
    HeartbeatResponseToJSON,
    RegisterDeviceRequestFromJSON,
    RegisterDeviceRequestToJSON,
    RegisteredDeviceFromJSON,
    RegisteredDeviceToJSON,
    SyncDeviceRequestFromJSON,
    SyncDeviceRequestToJSON,
    SyncJobFromJSON,
    SyncJobToJSON,
    UpdateDeviceRequestFromJSON,
    UpdateDeviceRequestToJSON,
} from '../models/index.js';

export interface DeleteDeviceRequest {
    deviceId: string;
}

export interface GetDeviceRequest {
    deviceId: string;
}

export interface GetSyncJobRequest {
    deviceId: string;
    jobId: string;
}

export interface ListDevicesRequest {
    page?: number;
    pageSize?: number;
    fleetId?: string;
    type?: DeviceType;
    status?: DeviceStatus;
}

export interface PullDeviceChangesRequest {
    deviceId: string;
    cursor?: string;
    limit?: number;
    collections?: string;
}

export interface PushDeviceMemoriesRequest {
    deviceId: string;
    devicePushRequest: DevicePushRequest;
}

export interface RegisterDeviceOperationRequest {
    registerDeviceRequest: RegisterDeviceRequest;
}

export interface SendHeartbeatRequest {
    deviceId: string;
    heartbeatRequest: HeartbeatRequest;
}

export interface SyncDeviceOperationRequest {
    deviceId: string;
    syncDeviceRequest: SyncDeviceRequest;
}

export interface UpdateDeviceOperationRequest {
    deviceId: string;
    updateDeviceRequest: UpdateDeviceRequest;
}

/**
 * 
 */
export class DevicesApi extends runtime.BaseAPI {

    /**
     * Deletes the device and revokes its device token. Memories it already synced to the cloud are kept.  Decision: the device\'s sync jobs and alerts are deleted with it; a running sync job is cancelled. 
     * Delete a device
     */
    async deleteDeviceRaw(requestParameters: DeleteDeviceRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        if (requestParameters['deviceId'] == null) {
            throw new runtime.RequiredError(
                'deviceId',
                'Required parameter "deviceId" was null or undefined when calling deleteDevice().'
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

        let urlPath = `/v1/devices/{device_id}`;
        urlPath = urlPath.replace(`{${"device_id"}}`, encodeURIComponent(String(requestParameters['deviceId'])));

        const response = await this.request({
            path: urlPath,
            method: 'DELETE',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.VoidApiResponse(response);
    }

    /**
     * Deletes the device and revokes its device token. Memories it already synced to the cloud are kept.  Decision: the device\'s sync jobs and alerts are deleted with it; a running sync job is cancelled. 
     * Delete a device
     */
    async deleteDevice(requestParameters: DeleteDeviceRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.deleteDeviceRaw(requestParameters, initOverrides);
    }

    /**
     * Returns one device of the account. The device token is never included.
     * Get a device
     */
    async getDeviceRaw(requestParameters: GetDeviceRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<Device>> {
        if (requestParameters['deviceId'] == null) {
            throw new runtime.RequiredError(
                'deviceId',
                'Required parameter "deviceId" was null or undefined when calling getDevice().'
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

        let urlPath = `/v1/devices/{device_id}`;
        urlPath = urlPath.replace(`{${"device_id"}}`, encodeURIComponent(String(requestParameters['deviceId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => DeviceFromJSON(jsonValue));
    }

    /**
     * Returns one device of the account. The device token is never included.
     * Get a device
     */
    async getDevice(requestParameters: GetDeviceRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<Device> {
        const response = await this.getDeviceRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Returns one sync job of the device.  Decision: this read operation is an extension of the specification. An unknown device answers `404 DEVICE_NOT_FOUND`; an unknown job, or a job of another device, answers `404 NOT_FOUND`. 
     * Get a sync job
     */
    async getSyncJobRaw(requestParameters: GetSyncJobRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SyncJob>> {
        if (requestParameters['deviceId'] == null) {
            throw new runtime.RequiredError(
                'deviceId',
                'Required parameter "deviceId" was null or undefined when calling getSyncJob().'
            );
        }

        if (requestParameters['jobId'] == null) {
            throw new runtime.RequiredError(
                'jobId',
                'Required parameter "jobId" was null or undefined when calling getSyncJob().'
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

        let urlPath = `/v1/devices/{device_id}/sync/{job_id}`;
        urlPath = urlPath.replace(`{${"device_id"}}`, encodeURIComponent(String(requestParameters['deviceId'])));
        urlPath = urlPath.replace(`{${"job_id"}}`, encodeURIComponent(String(requestParameters['jobId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SyncJobFromJSON(jsonValue));
    }

    /**
     * Returns one sync job of the device.  Decision: this read operation is an extension of the specification. An unknown device answers `404 DEVICE_NOT_FOUND`; an unknown job, or a job of another device, answers `404 NOT_FOUND`. 
     * Get a sync job
     */
    async getSyncJob(requestParameters: GetSyncJobRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SyncJob> {
        const response = await this.getSyncJobRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Lists the account\'s devices, newest first, optionally filtered by fleet, type and status.  Decision: invalid filter values answer `422 VALIDATION_ERROR` (the area\'s `400` codes apply to request bodies); an unknown but well-formed `fleet_id` gives an empty page. 
     * List devices
     */
    async listDevicesRaw(requestParameters: ListDevicesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<DevicePage>> {
        const queryParameters: any = {};

        if (requestParameters['page'] != null) {
            queryParameters['page'] = requestParameters['page'];
        }

        if (requestParameters['pageSize'] != null) {
            queryParameters['page_size'] = requestParameters['pageSize'];
        }

        if (requestParameters['fleetId'] != null) {
            queryParameters['fleet_id'] = requestParameters['fleetId'];
        }

        if (requestParameters['type'] != null) {
            queryParameters['type'] = requestParameters['type'];
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

        let urlPath = `/v1/devices`;

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => DevicePageFromJSON(jsonValue));
    }

    /**
     * Lists the account\'s devices, newest first, optionally filtered by fleet, type and status.  Decision: invalid filter values answer `422 VALIDATION_ERROR` (the area\'s `400` codes apply to request bodies); an unknown but well-formed `fleet_id` gives an empty page. 
     * List devices
     */
    async listDevices(requestParameters: ListDevicesRequest = {}, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<DevicePage> {
        const response = await this.listDevicesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Extension: the cloud side of the sync protocol, authenticated with the device token. Answers the changes of the account\'s memories (stored, forgotten) since `cursor`, in the order they happened, at most `limit` per page, with the cursor to continue from.  Decision: the cursor is opaque; a device keeps the `next_cursor` of the last page it applied and sends it with its next pull, so an interrupted pull is repeated from there (changes are applied by `memory_id`, so applying one twice is harmless). Without a cursor the pull starts from the beginning (a full sync). Changes the device itself pushed are included (with their `local_id`), so a device can confirm its own writes.  Decision: `collections` (comma-separated) narrows the pull to those collections; an invalid cursor answers `422 VALIDATION_ERROR`.  Decision: a pull that reaches the end of the feed (`has_more` false) sets the device\'s `last_sync_at` to the time the request started; a page with more to come does not. 
     * Pull memory changes for a device
     */
    async pullDeviceChangesRaw(requestParameters: PullDeviceChangesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<DeviceChangesPage>> {
        if (requestParameters['deviceId'] == null) {
            throw new runtime.RequiredError(
                'deviceId',
                'Required parameter "deviceId" was null or undefined when calling pullDeviceChanges().'
            );
        }

        const queryParameters: any = {};

        if (requestParameters['cursor'] != null) {
            queryParameters['cursor'] = requestParameters['cursor'];
        }

        if (requestParameters['limit'] != null) {
            queryParameters['limit'] = requestParameters['limit'];
        }

        if (requestParameters['collections'] != null) {
            queryParameters['collections'] = requestParameters['collections'];
        }

        const headerParameters: runtime.HTTPHeaders = {};

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("DeviceTokenAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/devices/{device_id}/memories/changes`;
        urlPath = urlPath.replace(`{${"device_id"}}`, encodeURIComponent(String(requestParameters['deviceId'])));

        const response = await this.request({
            path: urlPath,
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => DeviceChangesPageFromJSON(jsonValue));
    }

    /**
     * Extension: the cloud side of the sync protocol, authenticated with the device token. Answers the changes of the account\'s memories (stored, forgotten) since `cursor`, in the order they happened, at most `limit` per page, with the cursor to continue from.  Decision: the cursor is opaque; a device keeps the `next_cursor` of the last page it applied and sends it with its next pull, so an interrupted pull is repeated from there (changes are applied by `memory_id`, so applying one twice is harmless). Without a cursor the pull starts from the beginning (a full sync). Changes the device itself pushed are included (with their `local_id`), so a device can confirm its own writes.  Decision: `collections` (comma-separated) narrows the pull to those collections; an invalid cursor answers `422 VALIDATION_ERROR`.  Decision: a pull that reaches the end of the feed (`has_more` false) sets the device\'s `last_sync_at` to the time the request started; a page with more to come does not. 
     * Pull memory changes for a device
     */
    async pullDeviceChanges(requestParameters: PullDeviceChangesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<DeviceChangesPage> {
        const response = await this.pullDeviceChangesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Extension: the device side of the sync protocol, authenticated with the device token. The device sends memories it created locally, at most 100 per request, each with its own `local_id`. Each becomes a memory of the account, stored like `POST /v1/store` (embedded, classified when `category` is absent, deduplicated, written to the account\'s vector store, `MEMORY_STORED` for new ones) and counted against the account\'s quotas.  Decision: a push is idempotent by `local_id`: the service remembers which memory each `local_id` of the device became, so a batch sent again (after a lost answer) creates nothing new and answers the same `memory_id` with `status` `existing`. A text that the collection already holds links the `local_id` to that memory (`duplicate`).  Decision: conflicts resolve by these rules: a `local_id` is written once (first write wins: pushing it again with another text changes nothing and answers `existing`; to change a memory the device pushes it under a new `local_id`); and the cloud\'s forget wins (a `local_id` whose memory was forgotten in the cloud answers `forgotten` and is not stored again; the device learns of the forget from `GET .../memories/changes` and drops its copy).  Decision: the results are in the order of `memories`; an item that cannot be stored (its collection over the tier\'s limits, for example) fails the whole request with the error of that item, and the items before it stay stored (a retry of the batch is safe).  Decision: a successful push sets the device\'s `last_sync_at` to the time the request started. `memories` may be empty: such a push stores nothing and only records the sync, which is how a device with nothing to push acknowledges a `sync` command. 
     * Push memories from a device
     */
    async pushDeviceMemoriesRaw(requestParameters: PushDeviceMemoriesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<DevicePushResult>> {
        if (requestParameters['deviceId'] == null) {
            throw new runtime.RequiredError(
                'deviceId',
                'Required parameter "deviceId" was null or undefined when calling pushDeviceMemories().'
            );
        }

        if (requestParameters['devicePushRequest'] == null) {
            throw new runtime.RequiredError(
                'devicePushRequest',
                'Required parameter "devicePushRequest" was null or undefined when calling pushDeviceMemories().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("DeviceTokenAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/devices/{device_id}/memories/push`;
        urlPath = urlPath.replace(`{${"device_id"}}`, encodeURIComponent(String(requestParameters['deviceId'])));

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: DevicePushRequestToJSON(requestParameters['devicePushRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => DevicePushResultFromJSON(jsonValue));
    }

    /**
     * Extension: the device side of the sync protocol, authenticated with the device token. The device sends memories it created locally, at most 100 per request, each with its own `local_id`. Each becomes a memory of the account, stored like `POST /v1/store` (embedded, classified when `category` is absent, deduplicated, written to the account\'s vector store, `MEMORY_STORED` for new ones) and counted against the account\'s quotas.  Decision: a push is idempotent by `local_id`: the service remembers which memory each `local_id` of the device became, so a batch sent again (after a lost answer) creates nothing new and answers the same `memory_id` with `status` `existing`. A text that the collection already holds links the `local_id` to that memory (`duplicate`).  Decision: conflicts resolve by these rules: a `local_id` is written once (first write wins: pushing it again with another text changes nothing and answers `existing`; to change a memory the device pushes it under a new `local_id`); and the cloud\'s forget wins (a `local_id` whose memory was forgotten in the cloud answers `forgotten` and is not stored again; the device learns of the forget from `GET .../memories/changes` and drops its copy).  Decision: the results are in the order of `memories`; an item that cannot be stored (its collection over the tier\'s limits, for example) fails the whole request with the error of that item, and the items before it stay stored (a retry of the batch is safe).  Decision: a successful push sets the device\'s `last_sync_at` to the time the request started. `memories` may be empty: such a push stores nothing and only records the sync, which is how a device with nothing to push acknowledges a `sync` command. 
     * Push memories from a device
     */
    async pushDeviceMemories(requestParameters: PushDeviceMemoriesRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<DevicePushResult> {
        const response = await this.pushDeviceMemoriesRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Registers an edge device. The device starts `OFFLINE` with `last_heartbeat_at` and `last_sync_at` null. The response carries `device_token` once; the device sends it as `Authorization: Bearer <DEVICE_TOKEN>` on heartbeats. It cannot be read again.  An unknown `type` answers `400 INVALID_DEVICE_TYPE`, an unknown `sync_strategy` `400 INVALID_SYNC_STRATEGY`, an unknown `fleet_id` `404 FLEET_NOT_FOUND`.  Decision: an account may have at most 10000 devices; one more answers `409 DEVICE_LIMIT_EXCEEDED`.  Decision: when `sync_strategy` is omitted the device takes its fleet\'s strategy and interval, or `INTELLIGENT` when it has no fleet; `sync_interval_seconds` follows the fleet rule (300 for `PERIODIC` when not given, null otherwise).  Decision: `capabilities` types `memory_mb`, `storage_gb`, `has_gpu` and `max_vectors`; other keys are accepted and returned as given. 
     * Register a device
     */
    async registerDeviceRaw(requestParameters: RegisterDeviceOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<RegisteredDevice>> {
        if (requestParameters['registerDeviceRequest'] == null) {
            throw new runtime.RequiredError(
                'registerDeviceRequest',
                'Required parameter "registerDeviceRequest" was null or undefined when calling registerDevice().'
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

        let urlPath = `/v1/devices`;

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: RegisterDeviceRequestToJSON(requestParameters['registerDeviceRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => RegisteredDeviceFromJSON(jsonValue));
    }

    /**
     * Registers an edge device. The device starts `OFFLINE` with `last_heartbeat_at` and `last_sync_at` null. The response carries `device_token` once; the device sends it as `Authorization: Bearer <DEVICE_TOKEN>` on heartbeats. It cannot be read again.  An unknown `type` answers `400 INVALID_DEVICE_TYPE`, an unknown `sync_strategy` `400 INVALID_SYNC_STRATEGY`, an unknown `fleet_id` `404 FLEET_NOT_FOUND`.  Decision: an account may have at most 10000 devices; one more answers `409 DEVICE_LIMIT_EXCEEDED`.  Decision: when `sync_strategy` is omitted the device takes its fleet\'s strategy and interval, or `INTELLIGENT` when it has no fleet; `sync_interval_seconds` follows the fleet rule (300 for `PERIODIC` when not given, null otherwise).  Decision: `capabilities` types `memory_mb`, `storage_gb`, `has_gpu` and `max_vectors`; other keys are accepted and returned as given. 
     * Register a device
     */
    async registerDevice(requestParameters: RegisterDeviceOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<RegisteredDevice> {
        const response = await this.registerDeviceRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Sent by the device itself, authenticated with its device token (not an API key), recommended every 30 seconds. Every body field is optional. The answer tells the device whether to sync and hands over pending commands.  Decision: a token that is unknown, revoked or issued to another device, and an unknown `device_id`, all answer `401 INVALID_DEVICE_TOKEN`, so device ids cannot be probed.  Decision: a heartbeat sets `last_heartbeat_at`, stores `memories_count` and `sync_pending_count` when given, and moves an `OFFLINE` device to `ONLINE` (a device in `MAINTENANCE` stays there). A device without a heartbeat for a configurable number of heartbeat intervals (default 3 x 30 seconds) becomes `OFFLINE` and a `DEVICE_OFFLINE` alert is raised; its next heartbeat resolves that alert.  Decision: a heartbeat with `storage_usage_pct` >= 95 raises `STORAGE_FULL`, with `battery_pct` <= 15 raises `LOW_BATTERY`, with `custom_metrics.error_rate_pct` (the share of the device\'s operations that failed since its previous heartbeat) >= 10 raises `HIGH_ERROR_RATE` (at most one ACTIVE alert per device and type). A heartbeat that reports the metric back to normal (storage <= 90, battery >= 20, error rate <= 5) resolves that alert; a metric not reported changes nothing. Metrics a heartbeat leaves out keep their last reported values.  Decision: `sync_required` is true when a sync job is waiting for the device, when the device reports `sync_pending_count` > 0 under `REAL_TIME`, or when the `PERIODIC` interval has elapsed since `last_sync_at` (the start of the device\'s latest successful push or pull to the end of the feed). A sync job requested with `POST /v1/devices/{device_id}/sync` is handed over as the command `sync` with `args` {job_id, direction, force, collections}, and `issued_at` the time of the first heartbeat after the request; every heartbeat answer carries that same command until the job completes or fails, so an answer lost on the way loses no command. Doing a command twice is harmless (pushes are idempotent by `local_id`, pulls resume from the device\'s cursor).  Decision: the adaptive strategies and the priority (N is `sync_pending_count`; a battery, network or signal never reported does not hold a sync back, and an unknown network counts as CELLULAR):  | Strategy | `sync_required` is also true when | |---|---| | ON_DEMAND | never (only a waiting job) | | INTELLIGENT | N >= the larger of two bars. Battery: 100 when `battery_pct` < 20, else 1. Network: 1 on WIFI or ETHERNET; 50 on CELLULAR, or 1 when never synced or 3600 s or more since `last_sync_at`; 100 on SATELLITE. | | BANDWIDTH_AWARE | N >= the bar of the link: ETHERNET 1; WIFI 1, or 100 below -80 dBm; CELLULAR 100, or 1000 below -110 dBm; SATELLITE 1000. |  `sync_priority` is the first that applies: LOW when no sync is required; CRITICAL when the waiting job was requested with `force` or N >= 1000; HIGH when a job is waiting or N >= 100; NORMAL otherwise. 
     * Send a device heartbeat
     */
    async sendHeartbeatRaw(requestParameters: SendHeartbeatRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<HeartbeatResponse>> {
        if (requestParameters['deviceId'] == null) {
            throw new runtime.RequiredError(
                'deviceId',
                'Required parameter "deviceId" was null or undefined when calling sendHeartbeat().'
            );
        }

        if (requestParameters['heartbeatRequest'] == null) {
            throw new runtime.RequiredError(
                'heartbeatRequest',
                'Required parameter "heartbeatRequest" was null or undefined when calling sendHeartbeat().'
            );
        }

        const queryParameters: any = {};

        const headerParameters: runtime.HTTPHeaders = {};

        headerParameters['Content-Type'] = 'application/json';

        if (this.configuration && this.configuration.accessToken) {
            const token = this.configuration.accessToken;
            const tokenString = await token("DeviceTokenAuth", []);

            if (tokenString) {
                headerParameters["Authorization"] = `Bearer ${tokenString}`;
            }
        }

        let urlPath = `/v1/devices/{device_id}/heartbeat`;
        urlPath = urlPath.replace(`{${"device_id"}}`, encodeURIComponent(String(requestParameters['deviceId'])));

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: HeartbeatRequestToJSON(requestParameters['heartbeatRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => HeartbeatResponseFromJSON(jsonValue));
    }

    /**
     * Sent by the device itself, authenticated with its device token (not an API key), recommended every 30 seconds. Every body field is optional. The answer tells the device whether to sync and hands over pending commands.  Decision: a token that is unknown, revoked or issued to another device, and an unknown `device_id`, all answer `401 INVALID_DEVICE_TOKEN`, so device ids cannot be probed.  Decision: a heartbeat sets `last_heartbeat_at`, stores `memories_count` and `sync_pending_count` when given, and moves an `OFFLINE` device to `ONLINE` (a device in `MAINTENANCE` stays there). A device without a heartbeat for a configurable number of heartbeat intervals (default 3 x 30 seconds) becomes `OFFLINE` and a `DEVICE_OFFLINE` alert is raised; its next heartbeat resolves that alert.  Decision: a heartbeat with `storage_usage_pct` >= 95 raises `STORAGE_FULL`, with `battery_pct` <= 15 raises `LOW_BATTERY`, with `custom_metrics.error_rate_pct` (the share of the device\'s operations that failed since its previous heartbeat) >= 10 raises `HIGH_ERROR_RATE` (at most one ACTIVE alert per device and type). A heartbeat that reports the metric back to normal (storage <= 90, battery >= 20, error rate <= 5) resolves that alert; a metric not reported changes nothing. Metrics a heartbeat leaves out keep their last reported values.  Decision: `sync_required` is true when a sync job is waiting for the device, when the device reports `sync_pending_count` > 0 under `REAL_TIME`, or when the `PERIODIC` interval has elapsed since `last_sync_at` (the start of the device\'s latest successful push or pull to the end of the feed). A sync job requested with `POST /v1/devices/{device_id}/sync` is handed over as the command `sync` with `args` {job_id, direction, force, collections}, and `issued_at` the time of the first heartbeat after the request; every heartbeat answer carries that same command until the job completes or fails, so an answer lost on the way loses no command. Doing a command twice is harmless (pushes are idempotent by `local_id`, pulls resume from the device\'s cursor).  Decision: the adaptive strategies and the priority (N is `sync_pending_count`; a battery, network or signal never reported does not hold a sync back, and an unknown network counts as CELLULAR):  | Strategy | `sync_required` is also true when | |---|---| | ON_DEMAND | never (only a waiting job) | | INTELLIGENT | N >= the larger of two bars. Battery: 100 when `battery_pct` < 20, else 1. Network: 1 on WIFI or ETHERNET; 50 on CELLULAR, or 1 when never synced or 3600 s or more since `last_sync_at`; 100 on SATELLITE. | | BANDWIDTH_AWARE | N >= the bar of the link: ETHERNET 1; WIFI 1, or 100 below -80 dBm; CELLULAR 100, or 1000 below -110 dBm; SATELLITE 1000. |  `sync_priority` is the first that applies: LOW when no sync is required; CRITICAL when the waiting job was requested with `force` or N >= 1000; HIGH when a job is waiting or N >= 100; NORMAL otherwise. 
     * Send a device heartbeat
     */
    async sendHeartbeat(requestParameters: SendHeartbeatRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<HeartbeatResponse> {
        const response = await this.sendHeartbeatRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Starts a sync job between the device and the cloud. The job starts `IN_PROGRESS`; read it with `GET /v1/devices/{device_id}/sync/{job_id}`. Only one sync job may run per device (`409 SYNC_IN_PROGRESS`). A device whose status is `OFFLINE` is refused with `422 DEVICE_OFFLINE`. `force` true makes a full sync instead of an incremental one.  Decision: the answer is `202 Accepted`, since the transfer happens afterwards. A missing `direction` answers `422 VALIDATION_ERROR`, a value other than push, pull or both `400 INVALID_SYNC_DIRECTION`. A device in `MAINTENANCE` may be synced.  Decision: the job is handed to the device as a `sync` command on its next heartbeat, and repeated in every heartbeat answer while it runs. `memories_to_push` is the device\'s last reported `sync_pending_count` (0 for pull); `memories_to_pull` counts cloud memories of the requested collections changed since `last_sync_at`, or all of them with `force` (0 for push). The job becomes `COMPLETED` at the first heartbeat after the device has synced since the hand-over (its `last_sync_at`, set by a successful push or a pull to the end of the feed, is not before the hand-over) that finds the device\'s reported `sync_pending_count` at 0 (any backlog for a `pull` job); a heartbeat reporting 0 without such a sync completes nothing. A device with nothing to push acknowledges with an empty push. A job not completed within 3600 seconds becomes `FAILED` and raises a `SYNC_FAILED` alert. 
     * Start a device sync
     */
    async syncDeviceRaw(requestParameters: SyncDeviceOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<SyncJob>> {
        if (requestParameters['deviceId'] == null) {
            throw new runtime.RequiredError(
                'deviceId',
                'Required parameter "deviceId" was null or undefined when calling syncDevice().'
            );
        }

        if (requestParameters['syncDeviceRequest'] == null) {
            throw new runtime.RequiredError(
                'syncDeviceRequest',
                'Required parameter "syncDeviceRequest" was null or undefined when calling syncDevice().'
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

        let urlPath = `/v1/devices/{device_id}/sync`;
        urlPath = urlPath.replace(`{${"device_id"}}`, encodeURIComponent(String(requestParameters['deviceId'])));

        const response = await this.request({
            path: urlPath,
            method: 'POST',
            headers: headerParameters,
            query: queryParameters,
            body: SyncDeviceRequestToJSON(requestParameters['syncDeviceRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => SyncJobFromJSON(jsonValue));
    }

    /**
     * Starts a sync job between the device and the cloud. The job starts `IN_PROGRESS`; read it with `GET /v1/devices/{device_id}/sync/{job_id}`. Only one sync job may run per device (`409 SYNC_IN_PROGRESS`). A device whose status is `OFFLINE` is refused with `422 DEVICE_OFFLINE`. `force` true makes a full sync instead of an incremental one.  Decision: the answer is `202 Accepted`, since the transfer happens afterwards. A missing `direction` answers `422 VALIDATION_ERROR`, a value other than push, pull or both `400 INVALID_SYNC_DIRECTION`. A device in `MAINTENANCE` may be synced.  Decision: the job is handed to the device as a `sync` command on its next heartbeat, and repeated in every heartbeat answer while it runs. `memories_to_push` is the device\'s last reported `sync_pending_count` (0 for pull); `memories_to_pull` counts cloud memories of the requested collections changed since `last_sync_at`, or all of them with `force` (0 for push). The job becomes `COMPLETED` at the first heartbeat after the device has synced since the hand-over (its `last_sync_at`, set by a successful push or a pull to the end of the feed, is not before the hand-over) that finds the device\'s reported `sync_pending_count` at 0 (any backlog for a `pull` job); a heartbeat reporting 0 without such a sync completes nothing. A device with nothing to push acknowledges with an empty push. A job not completed within 3600 seconds becomes `FAILED` and raises a `SYNC_FAILED` alert. 
     * Start a device sync
     */
    async syncDevice(requestParameters: SyncDeviceOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<SyncJob> {
        const response = await this.syncDeviceRaw(requestParameters, initOverrides);
        return await response.value();
    }

    /**
     * Changes only the fields given; `metadata` replaces the stored object whole. `fleet_id` moves the device to another fleet, or unassigns it when null. `status` sets the status to the value given (for example `MAINTENANCE` during servicing).  An unknown `fleet_id` answers `404 FLEET_NOT_FOUND`, an unknown `sync_strategy` `400 INVALID_SYNC_STRATEGY`. 
     * Update a device
     */
    async updateDeviceRaw(requestParameters: UpdateDeviceOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<Device>> {
        if (requestParameters['deviceId'] == null) {
            throw new runtime.RequiredError(
                'deviceId',
                'Required parameter "deviceId" was null or undefined when calling updateDevice().'
            );
        }

        if (requestParameters['updateDeviceRequest'] == null) {
            throw new runtime.RequiredError(
                'updateDeviceRequest',
                'Required parameter "updateDeviceRequest" was null or undefined when calling updateDevice().'
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

        let urlPath = `/v1/devices/{device_id}`;
        urlPath = urlPath.replace(`{${"device_id"}}`, encodeURIComponent(String(requestParameters['deviceId'])));

        const response = await this.request({
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: UpdateDeviceRequestToJSON(requestParameters['updateDeviceRequest']),
        }, initOverrides);

        return new runtime.JSONApiResponse(response, (jsonValue) => DeviceFromJSON(jsonValue));
    }

    /**
     * Changes only the fields given; `metadata` replaces the stored object whole. `fleet_id` moves the device to another fleet, or unassigns it when null. `status` sets the status to the value given (for example `MAINTENANCE` during servicing).  An unknown `fleet_id` answers `404 FLEET_NOT_FOUND`, an unknown `sync_strategy` `400 INVALID_SYNC_STRATEGY`. 
     * Update a device
     */
    async updateDevice(requestParameters: UpdateDeviceOperationRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<Device> {
        const response = await this.updateDeviceRaw(requestParameters, initOverrides);
        return await response.value();
    }

}
