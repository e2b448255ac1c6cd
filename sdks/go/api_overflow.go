/*
Memory Intelligence Service API

A self-hostable memory-intelligence API for AI agents. Agents store short texts (\"memories\"); the service embeds them into 768-dimension vectors, classifies them (preference, decision, fact, entity, other), detects duplicates, writes them into the caller's own vector database or into hosted overflow storage with compressed vectors, and finds them again by meaning. Around that: vector compression, triggers and signed webhooks on memory events, edge-device fleets, usage, billing and exports.  This one document describes two surfaces served by the same process:  * the **main surface** under `/v1` (plus the unversioned `/health`, `/`, `/docs`,   `/redoc` and `/openapi.yaml`); * the **generic surface**, a mem0-style API with its own field names and error codes,   under a configurable base path whose default is `/generic/v1`. Its paths are written   here with that default prefix; a server started with another base serves the same   operations under that base.  Conventions that hold for every operation:  * Requests with a body use `Content-Type: application/json`; any other content type is   refused with `415 UNSUPPORTED_MEDIA_TYPE`, a body that is not valid JSON with   `400 INVALID_JSON`, a body over the size limit with `413 PAYLOAD_TOO_LARGE`.   Decision: a request line and headers over 16 KB together (a very long query string)   answer `431 HEADERS_TOO_LARGE`. * Decision: body limits are per operation and enforced while the body is read. Every body   is held to 1 MB (1,048,576 bytes; the server setting `BODY_LIMIT_BYTES`), a larger one   answering `413 PAYLOAD_TOO_LARGE` with `details.limit_bytes`. Only `POST /v1/compress`   and `POST /v1/compression/jobs` accept more, and only from an authenticated caller: up   to 50 MB and at most 100,000 vectors, counted by their opening `[` while the body   arrives; past either limit they answer `413 VECTORS_TOO_LARGE` (`details.limit_bytes`   or `details.limit_vectors`) at once, without reading the rest. * Decision: a body may be sent compressed, with `Content-Encoding: gzip`, `deflate` or `br`;   every limit holds for the decompressed body, which is refused as soon as it passes the   limit. Another encoding answers `415 UNSUPPORTED_MEDIA_TYPE`, a body that does not   decompress as its encoding says `400 INVALID_JSON` (both with `details.content_encoding`),   when the body is read (step 3 below). * Decision: connections are limited when they are accepted, before anything sent on them   is read: one client (an IPv4 address, or an IPv6 /64) holds at most 256 open connections   and an instance at most three quarters of its open-file limit (both server settings; an   operator's load balancer is not counted per address). A connection past either limit is   answered `429 RATE_LIMIT_EXCEEDED` (per client) or `503 SERVICE_UNAVAILABLE` (the   instance) with `Retry-After` and closed; a connection that has not sent its first   request's headers 15 s after it opened is closed without an answer. * Decision: the order of checks is the same for every operation, and the first check that   fails gives the answer:   1. the request line and headers (`431 HEADERS_TOO_LARGE`);   2. the credentials the operation's `security` names, from the `Authorization` header      alone, and the rate limit: the caller is counted against its key's limit, or the      per-address anonymous limit when it proved no credential (`429 RATE_LIMIT_EXCEEDED`;      the generic surface counts on its own limits, device-token operations are not      counted per address); then an operation that needs an API key or session token and      did not get a valid one answers `401 UNAUTHORIZED` (`401 INVALID_API_KEY` on the      generic surface), a device-token operation without the token of the device in its      path `401 INVALID_DEVICE_TOKEN`. Nothing of the body has been read at this point: a      refused request's body is discarded unread, so `401` answers whatever the body is      (absent, malformed, invalid or oversized), and a connection whose body is still      arriving shortly after the answer is closed;   3. the body, read now: its encoding (`415`, or `400 INVALID_JSON` when it does not      decompress), its limit (`413`) and its JSON (`400 INVALID_JSON`);   4. the route: `404 NOT_FOUND` for a path no operation serves, `405 METHOD_NOT_ALLOWED`      for a method the path does not serve;   5. the path: each path parameter against its schema (`422 VALIDATION_ERROR`), then the      resources it names, looked up in the caller's account (`404` with the area's code, for      example `TRIGGER_NOT_FOUND`; `404 NOT_FOUND` for a sync job of an existing device),      whatever the query and the body hold. A device-token operation's device was proven by      its token in step 2; a download through a signed link (`expires` and `signature`) names      its export by the link, which the operation checks after step 6;   6. the content type (`415 UNSUPPORTED_MEDIA_TYPE`), then the query and body parameters      against the schemas (`422 VALIDATION_ERROR` or the area's `400` code), the NUL      character and the limits on nesting and metadata;   7. the operation's own rules: the resources the query or the body names, quotas,      conflicts, ... * Every error, on both surfaces, is the envelope `{\"error\": {\"code\", \"message\", \"details\"}}`   (`ErrorEnvelope`). `code` is one of `ErrorCode`; `message` is a sentence a person can act   on; `details` is an object (for `VALIDATION_ERROR` it maps each offending field to its   problem; decision: at most 50 fields, each name cut to 64 characters, the message saying   how many more there are). * Schema violations answer `422 VALIDATION_ERROR`, except where the specification names an   area-specific `400` code for the offending field (for example `INVALID_DEVICE_TYPE` for a   device `type`, `INVALID_TARGET_BITS` for `target_bits` on `/v1/compress`). * Decision: no text of a request (a body value or key at any depth, a query or a path   value) may contain the NUL character (U+0000), which the service's database cannot store;   such a request answers `422 VALIDATION_ERROR` naming each field that holds one. Every other   Unicode character is text like any other. * Decision: caller metadata (`metadata` of a store, a fleet, a device, a generic memory or   collection, of each memory of a device push or an import, of a trigger test's memory, and   of a selection's `filters`) nests at most 16 levels deep, the object itself being level 1,   and takes at most 16384 bytes as compact JSON (UTF-8); a whole request body nests at most   32 levels. Past a limit the request answers `422 VALIDATION_ERROR` naming the field and   the limit, before anything is embedded, charged or written. * Paginated lists take `page` (default 1) and `page_size` (default 20, max 100) and return   the shared envelope `{items, total, page, page_size, total_pages}`. Decision: a list   reaches its first 10,000 items, so that no request reads more of an account's rows than   that: a page that ends past them (`page` times the page size over 10,000; the overflow   browse's page size is `limit`) answers `422 VALIDATION_ERROR` naming the last page it   reaches, a page past the last item answers empty `items`, and `total` counts up to 10,000   (10,000 means at least that many; narrow the list with its filters to see further). * Decision: every integer of a request is a signed 64-bit integer, as if its schema said   `format: int64`; a larger one answers `422 VALIDATION_ERROR`. * Identifiers are opaque strings. The service issues them as a type prefix and 24 base62   characters (`mem_`, `trg_`, `exec_`, ...), the shape every response documents; duplicate-check   hashes are `hash_` and hex. Timestamps are ISO 8601 UTC `date-time` strings. * Decision: an identifier a request sends (a path parameter, a query filter or a body field) is   not checked for a shape: any value of 1 to 128 characters out of letters, digits, `_` and   `-` is looked up, and one that does not exist answers `404` with its area's code (for   example `DEVICE_NOT_FOUND`), whatever it looks like. Only a longer value, or one with   another character, answers `422 VALIDATION_ERROR`. * Decision: every `GET` operation also answers `HEAD`, after the same checks, with the status   and headers of the `GET` and no body (an export download reads nothing of its file).   `OPTIONS` at an operation's path answers `200` with the methods served there in `Allow`. * Every response carries an `X-Request-Id` header. 

API version: 1.0.0
Contact: maintainers@memory-intelligence.dev
*/

// Code generated by OpenAPI Generator (https://openapi-generator.tech); DO NOT EDIT.

package memoryintelligence

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
)


// OverflowAPIService OverflowAPI service
type OverflowAPIService service

type ApiDecayOverflowMemoryRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
	decayOverflowMemoryRequest *DecayOverflowMemoryRequest
}

func (r ApiDecayOverflowMemoryRequest) DecayOverflowMemoryRequest(decayOverflowMemoryRequest DecayOverflowMemoryRequest) ApiDecayOverflowMemoryRequest {
	r.decayOverflowMemoryRequest = &decayOverflowMemoryRequest
	return r
}

func (r ApiDecayOverflowMemoryRequest) Execute() (*DecayOverflowMemoryResponse, *http.Response, error) {
	return r.ApiService.DecayOverflowMemoryExecute(r)
}

/*
DecayOverflowMemory Decay the importance of an overflow memory

Lowers the memory's importance: new = previous x (1 - decay_rate), with `decay_rate`
from 0.0 to 1.0 (default 0.1). In the same transaction the change appends a new version
and the history event `decayed` (details: previous, new, decay_rate). Emits
`MEMORY_DECAYED`.

Decision: every force-decay emits `MEMORY_DECAYED`, whatever the resulting importance.
Decision: new importance values are rounded to 6 decimal places.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiDecayOverflowMemoryRequest
*/
func (a *OverflowAPIService) DecayOverflowMemory(ctx context.Context) ApiDecayOverflowMemoryRequest {
	return ApiDecayOverflowMemoryRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return DecayOverflowMemoryResponse
func (a *OverflowAPIService) DecayOverflowMemoryExecute(r ApiDecayOverflowMemoryRequest) (*DecayOverflowMemoryResponse, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodPost
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *DecayOverflowMemoryResponse
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.DecayOverflowMemory")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/force-decay"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if r.decayOverflowMemoryRequest == nil {
		return localVarReturnValue, nil, reportError("decayOverflowMemoryRequest is required and must be specified")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{"application/json"}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	// body params
	localVarPostBody = r.decayOverflowMemoryRequest
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 404 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiForgetOverflowMemoryRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
	forgetOverflowMemoryRequest *ForgetOverflowMemoryRequest
}

func (r ApiForgetOverflowMemoryRequest) ForgetOverflowMemoryRequest(forgetOverflowMemoryRequest ForgetOverflowMemoryRequest) ApiForgetOverflowMemoryRequest {
	r.forgetOverflowMemoryRequest = &forgetOverflowMemoryRequest
	return r
}

func (r ApiForgetOverflowMemoryRequest) Execute() (*ForgetOverflowMemoryResponse, *http.Response, error) {
	return r.ApiService.ForgetOverflowMemoryExecute(r)
}

/*
ForgetOverflowMemory Delete an overflow memory

Permanently deletes the memory `memory_id` of `collection`, together with its versions
and history. The id travels in a JSON body. Emits `MEMORY_FORGOTTEN`.

Decision: an id that exists in another collection answers `404 MEMORY_NOT_FOUND`;
after the delete, the memory's history and versions answer `404` too.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiForgetOverflowMemoryRequest
*/
func (a *OverflowAPIService) ForgetOverflowMemory(ctx context.Context) ApiForgetOverflowMemoryRequest {
	return ApiForgetOverflowMemoryRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return ForgetOverflowMemoryResponse
func (a *OverflowAPIService) ForgetOverflowMemoryExecute(r ApiForgetOverflowMemoryRequest) (*ForgetOverflowMemoryResponse, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodDelete
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *ForgetOverflowMemoryResponse
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.ForgetOverflowMemory")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/forget"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if r.forgetOverflowMemoryRequest == nil {
		return localVarReturnValue, nil, reportError("forgetOverflowMemoryRequest is required and must be specified")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{"application/json"}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	// body params
	localVarPostBody = r.forgetOverflowMemoryRequest
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 404 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiGetOverflowMemoryRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
	memoryId string
}

func (r ApiGetOverflowMemoryRequest) Execute() (*OverflowMemory, *http.Response, error) {
	return r.ApiService.GetOverflowMemoryExecute(r)
}

/*
GetOverflowMemory Get an overflow memory

Returns one overflow memory in its current state. Emits no event.

Decision: memory ids are unique across the account's collections, so this operation
and the history and versions operations take no collection.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @param memoryId Id of the overflow memory.
 @return ApiGetOverflowMemoryRequest
*/
func (a *OverflowAPIService) GetOverflowMemory(ctx context.Context, memoryId string) ApiGetOverflowMemoryRequest {
	return ApiGetOverflowMemoryRequest{
		ApiService: a,
		ctx: ctx,
		memoryId: memoryId,
	}
}

// Execute executes the request
//  @return OverflowMemory
func (a *OverflowAPIService) GetOverflowMemoryExecute(r ApiGetOverflowMemoryRequest) (*OverflowMemory, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodGet
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *OverflowMemory
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.GetOverflowMemory")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/memory/{memory_id}"
	localVarPath = strings.Replace(localVarPath, "{"+"memory_id"+"}", url.PathEscape(parameterValueToString(r.memoryId, "memoryId")), -1)

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if strlen(r.memoryId) < 1 {
		return localVarReturnValue, nil, reportError("memoryId must have at least 1 elements")
	}
	if strlen(r.memoryId) > 128 {
		return localVarReturnValue, nil, reportError("memoryId must have less than 128 elements")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 404 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiGetOverflowMemoryHistoryRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
	memoryId string
}

func (r ApiGetOverflowMemoryHistoryRequest) Execute() (*OverflowMemoryHistory, *http.Response, error) {
	return r.ApiService.GetOverflowMemoryHistoryExecute(r)
}

/*
GetOverflowMemoryHistory History of an overflow memory

Returns the history events of a memory, oldest first. Every mutation of an overflow
memory appends one event in the same transaction as the change. `details` depends on
`action`: `created` carries category and importance; `importance_updated` carries
previous, new and reason; `decayed` carries previous, new and decay_rate.

Decision: events are listed oldest first; `reason` is `promoted` for promote and
`manual` for update-importance.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @param memoryId Id of the overflow memory.
 @return ApiGetOverflowMemoryHistoryRequest
*/
func (a *OverflowAPIService) GetOverflowMemoryHistory(ctx context.Context, memoryId string) ApiGetOverflowMemoryHistoryRequest {
	return ApiGetOverflowMemoryHistoryRequest{
		ApiService: a,
		ctx: ctx,
		memoryId: memoryId,
	}
}

// Execute executes the request
//  @return OverflowMemoryHistory
func (a *OverflowAPIService) GetOverflowMemoryHistoryExecute(r ApiGetOverflowMemoryHistoryRequest) (*OverflowMemoryHistory, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodGet
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *OverflowMemoryHistory
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.GetOverflowMemoryHistory")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/memory/{memory_id}/history"
	localVarPath = strings.Replace(localVarPath, "{"+"memory_id"+"}", url.PathEscape(parameterValueToString(r.memoryId, "memoryId")), -1)

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if strlen(r.memoryId) < 1 {
		return localVarReturnValue, nil, reportError("memoryId must have at least 1 elements")
	}
	if strlen(r.memoryId) > 128 {
		return localVarReturnValue, nil, reportError("memoryId must have less than 128 elements")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 404 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiGetOverflowStatsRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
}

func (r ApiGetOverflowStatsRequest) Execute() (*OverflowStats, *http.Response, error) {
	return r.ApiService.GetOverflowStatsExecute(r)
}

/*
GetOverflowStats Statistics of the overflow storage

Returns the number of overflow memories, their counts per category, the storage they
use, the bytes saved by compression, and the creation times of the oldest and newest
memory.

Decision: the statistics cover all of the account's overflow collections (the operation
takes no parameters); `storage_bytes` counts the stored (compressed) size and
`compression_savings_bytes` the difference to storing float32 vectors.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiGetOverflowStatsRequest
*/
func (a *OverflowAPIService) GetOverflowStats(ctx context.Context) ApiGetOverflowStatsRequest {
	return ApiGetOverflowStatsRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return OverflowStats
func (a *OverflowAPIService) GetOverflowStatsExecute(r ApiGetOverflowStatsRequest) (*OverflowStats, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodGet
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *OverflowStats
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.GetOverflowStats")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/stats"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiListOverflowMemoriesRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
	page *int32
	limit *int32
	sort *OverflowMemorySort
	category *MemoryCategory
	minImportance *float32
	userId *string
}

// Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers &#x60;422 VALIDATION_ERROR&#x60;.
func (r ApiListOverflowMemoriesRequest) Page(page int32) ApiListOverflowMemoriesRequest {
	r.page = &page
	return r
}

// Memories per page.
func (r ApiListOverflowMemoriesRequest) Limit(limit int32) ApiListOverflowMemoriesRequest {
	r.limit = &limit
	return r
}

// Sort key (created_at and importance descending, category ascending).
func (r ApiListOverflowMemoriesRequest) Sort(sort OverflowMemorySort) ApiListOverflowMemoriesRequest {
	r.sort = &sort
	return r
}

// Only memories of this category.
func (r ApiListOverflowMemoriesRequest) Category(category MemoryCategory) ApiListOverflowMemoriesRequest {
	r.category = &category
	return r
}

// Only memories at least this important.
func (r ApiListOverflowMemoriesRequest) MinImportance(minImportance float32) ApiListOverflowMemoriesRequest {
	r.minImportance = &minImportance
	return r
}

// Only memories of this end user: those whose &#x60;metadata&#x60; has this &#x60;user_id&#x60; (as a string), the key the generic surface and the SDKs use for the user a memory belongs to. 
func (r ApiListOverflowMemoriesRequest) UserId(userId string) ApiListOverflowMemoriesRequest {
	r.userId = &userId
	return r
}

func (r ApiListOverflowMemoriesRequest) Execute() (*OverflowMemoryList, *http.Response, error) {
	return r.ApiService.ListOverflowMemoriesExecute(r)
}

/*
ListOverflowMemories Browse overflow memories

Lists the account's overflow memories page by page, optionally only of one `category`,
at least `min_importance` important, or of one end user (`user_id` in their metadata).
This list keeps the specification's own envelope (`memories`, `page`, `limit`, `total`,
`total_pages`) instead of the shared page envelope.

Decision: `sort=created_at` and `sort=importance` are descending (newest, most
important first), `sort=category` is ascending by category name; ties are broken by
`created_at` descending, then by `id` ascending.
Decision: the list covers all overflow collections and each item carries its
`collection`; a page past the end returns an empty `memories` array.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiListOverflowMemoriesRequest
*/
func (a *OverflowAPIService) ListOverflowMemories(ctx context.Context) ApiListOverflowMemoriesRequest {
	return ApiListOverflowMemoriesRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return OverflowMemoryList
func (a *OverflowAPIService) ListOverflowMemoriesExecute(r ApiListOverflowMemoriesRequest) (*OverflowMemoryList, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodGet
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *OverflowMemoryList
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.ListOverflowMemories")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/memories"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}

	if r.page != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "page", r.page, "form", "")
	} else {
        var defaultValue int32 = 1
        parameterAddToHeaderOrQuery(localVarQueryParams, "page", defaultValue, "form", "")
        r.page = &defaultValue
	}
	if r.limit != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "limit", r.limit, "form", "")
	} else {
        var defaultValue int32 = 20
        parameterAddToHeaderOrQuery(localVarQueryParams, "limit", defaultValue, "form", "")
        r.limit = &defaultValue
	}
	if r.sort != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "sort", r.sort, "form", "")
	} else {
        var defaultValue OverflowMemorySort = "created_at"
        parameterAddToHeaderOrQuery(localVarQueryParams, "sort", defaultValue, "form", "")
        r.sort = &defaultValue
	}
	if r.category != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "category", r.category, "form", "")
	}
	if r.minImportance != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "min_importance", r.minImportance, "form", "")
	}
	if r.userId != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "user_id", r.userId, "form", "")
	}
	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiListOverflowMemoryVersionsRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
	memoryId string
}

func (r ApiListOverflowMemoryVersionsRequest) Execute() (*OverflowMemoryVersions, *http.Response, error) {
	return r.ApiService.ListOverflowMemoryVersionsExecute(r)
}

/*
ListOverflowMemoryVersions Versions of an overflow memory

Returns every version of a memory. Every mutation of an overflow memory appends a new
version in the same transaction as the change; earlier versions are kept unchanged.

Decision: versions are listed in ascending order, version 1 (the state as stored) first.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @param memoryId Id of the overflow memory.
 @return ApiListOverflowMemoryVersionsRequest
*/
func (a *OverflowAPIService) ListOverflowMemoryVersions(ctx context.Context, memoryId string) ApiListOverflowMemoryVersionsRequest {
	return ApiListOverflowMemoryVersionsRequest{
		ApiService: a,
		ctx: ctx,
		memoryId: memoryId,
	}
}

// Execute executes the request
//  @return OverflowMemoryVersions
func (a *OverflowAPIService) ListOverflowMemoryVersionsExecute(r ApiListOverflowMemoryVersionsRequest) (*OverflowMemoryVersions, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodGet
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *OverflowMemoryVersions
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.ListOverflowMemoryVersions")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/memory/{memory_id}/versions"
	localVarPath = strings.Replace(localVarPath, "{"+"memory_id"+"}", url.PathEscape(parameterValueToString(r.memoryId, "memoryId")), -1)

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if strlen(r.memoryId) < 1 {
		return localVarReturnValue, nil, reportError("memoryId must have at least 1 elements")
	}
	if strlen(r.memoryId) > 128 {
		return localVarReturnValue, nil, reportError("memoryId must have less than 128 elements")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 404 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiPromoteOverflowMemoryRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
	promoteOverflowMemoryRequest *PromoteOverflowMemoryRequest
}

func (r ApiPromoteOverflowMemoryRequest) PromoteOverflowMemoryRequest(promoteOverflowMemoryRequest PromoteOverflowMemoryRequest) ApiPromoteOverflowMemoryRequest {
	r.promoteOverflowMemoryRequest = &promoteOverflowMemoryRequest
	return r
}

func (r ApiPromoteOverflowMemoryRequest) Execute() (*PromoteOverflowMemoryResponse, *http.Response, error) {
	return r.ApiService.PromoteOverflowMemoryExecute(r)
}

/*
PromoteOverflowMemory Raise the importance of an overflow memory

Raises the memory's importance by `boost` (default 0.1); the result is clamped to 1.0.
In the same transaction the change appends a new version and the history event
`importance_updated` (details: previous, new, reason `promoted`). Emits no event.

Decision: every call appends a version and an event, even when the importance was
already 1.0.
Decision: new importance values are rounded to 6 decimal places.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiPromoteOverflowMemoryRequest
*/
func (a *OverflowAPIService) PromoteOverflowMemory(ctx context.Context) ApiPromoteOverflowMemoryRequest {
	return ApiPromoteOverflowMemoryRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return PromoteOverflowMemoryResponse
func (a *OverflowAPIService) PromoteOverflowMemoryExecute(r ApiPromoteOverflowMemoryRequest) (*PromoteOverflowMemoryResponse, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodPost
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *PromoteOverflowMemoryResponse
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.PromoteOverflowMemory")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/promote"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if r.promoteOverflowMemoryRequest == nil {
		return localVarReturnValue, nil, reportError("promoteOverflowMemoryRequest is required and must be specified")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{"application/json"}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	// body params
	localVarPostBody = r.promoteOverflowMemoryRequest
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 404 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiSearchOverflowMemoriesRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
	searchOverflowMemoriesRequest *SearchOverflowMemoriesRequest
}

func (r ApiSearchOverflowMemoriesRequest) SearchOverflowMemoriesRequest(searchOverflowMemoriesRequest SearchOverflowMemoriesRequest) ApiSearchOverflowMemoriesRequest {
	r.searchOverflowMemoriesRequest = &searchOverflowMemoriesRequest
	return r
}

func (r ApiSearchOverflowMemoriesRequest) Execute() (*SearchOverflowMemoriesResponse, *http.Response, error) {
	return r.ApiService.SearchOverflowMemoriesExecute(r)
}

/*
SearchOverflowMemories Search overflow memories by vector

Returns up to `limit` memories of `collection` whose similarity to `vector` is at least
`min_score`, optionally only of one `category`. Emits `MEMORY_RECALLED` for each
returned memory.

Decision: `score` is the cosine similarity of `vector` and the stored (compressed)
vector; results are ordered by `score` descending, ties by `created_at` descending,
then by `id` ascending.
Decision: `total` is the number of results returned; a collection that does not exist
gives no results.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiSearchOverflowMemoriesRequest
*/
func (a *OverflowAPIService) SearchOverflowMemories(ctx context.Context) ApiSearchOverflowMemoriesRequest {
	return ApiSearchOverflowMemoriesRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return SearchOverflowMemoriesResponse
func (a *OverflowAPIService) SearchOverflowMemoriesExecute(r ApiSearchOverflowMemoriesRequest) (*SearchOverflowMemoriesResponse, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodPost
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *SearchOverflowMemoriesResponse
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.SearchOverflowMemories")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/search"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if r.searchOverflowMemoriesRequest == nil {
		return localVarReturnValue, nil, reportError("searchOverflowMemoriesRequest is required and must be specified")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{"application/json"}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	// body params
	localVarPostBody = r.searchOverflowMemoriesRequest
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 503 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiStoreOverflowMemoryRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
	storeOverflowMemoryRequest *StoreOverflowMemoryRequest
}

func (r ApiStoreOverflowMemoryRequest) StoreOverflowMemoryRequest(storeOverflowMemoryRequest StoreOverflowMemoryRequest) ApiStoreOverflowMemoryRequest {
	r.storeOverflowMemoryRequest = &storeOverflowMemoryRequest
	return r
}

func (r ApiStoreOverflowMemoryRequest) Execute() (*StoreOverflowMemoryResponse, *http.Response, error) {
	return r.ApiService.StoreOverflowMemoryExecute(r)
}

/*
StoreOverflowMemory Store a memory with its vector in overflow storage

Stores a memory, with a vector the caller computed (768 numbers), in the hosted overflow
storage. The vector is compressed automatically. In the same transaction the memory
gets version 1 and the history event `created` (details: category, importance). Counts
against the tier's overflow limit (`403 QUOTA_EXCEEDED` when reached). Emits
`MEMORY_STORED` and `MEMORY_COMPRESSED`.

Decision: also emits `COLLECTION_CREATED` the first time the account uses the
collection name in overflow storage.
Decision: every overflow vector is stored only in compressed form, TURBOQUANT at the
BALANCED preset (5 bits per coordinate plus a 4-byte norm, measured at 97.9% recall@10
on real sentence embeddings), so `compressed` is true and `compression_ratio` is
3072 / 484 = 6.35.
Decision: overflow store performs no duplicate check.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiStoreOverflowMemoryRequest
*/
func (a *OverflowAPIService) StoreOverflowMemory(ctx context.Context) ApiStoreOverflowMemoryRequest {
	return ApiStoreOverflowMemoryRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return StoreOverflowMemoryResponse
func (a *OverflowAPIService) StoreOverflowMemoryExecute(r ApiStoreOverflowMemoryRequest) (*StoreOverflowMemoryResponse, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodPost
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *StoreOverflowMemoryResponse
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.StoreOverflowMemory")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/store"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if r.storeOverflowMemoryRequest == nil {
		return localVarReturnValue, nil, reportError("storeOverflowMemoryRequest is required and must be specified")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{"application/json"}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	// body params
	localVarPostBody = r.storeOverflowMemoryRequest
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 403 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}

type ApiUpdateOverflowMemoryImportanceRequest struct {
	ctx context.Context
	ApiService *OverflowAPIService
	updateOverflowMemoryImportanceRequest *UpdateOverflowMemoryImportanceRequest
}

func (r ApiUpdateOverflowMemoryImportanceRequest) UpdateOverflowMemoryImportanceRequest(updateOverflowMemoryImportanceRequest UpdateOverflowMemoryImportanceRequest) ApiUpdateOverflowMemoryImportanceRequest {
	r.updateOverflowMemoryImportanceRequest = &updateOverflowMemoryImportanceRequest
	return r
}

func (r ApiUpdateOverflowMemoryImportanceRequest) Execute() (*UpdateOverflowMemoryImportanceResponse, *http.Response, error) {
	return r.ApiService.UpdateOverflowMemoryImportanceExecute(r)
}

/*
UpdateOverflowMemoryImportance Set the importance of an overflow memory

Sets the memory's importance to an exact value from 0.0 to 1.0. In the same
transaction the change appends a new version and the history event
`importance_updated` (details: previous, new, reason `manual`). Emits no event.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiUpdateOverflowMemoryImportanceRequest
*/
func (a *OverflowAPIService) UpdateOverflowMemoryImportance(ctx context.Context) ApiUpdateOverflowMemoryImportanceRequest {
	return ApiUpdateOverflowMemoryImportanceRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return UpdateOverflowMemoryImportanceResponse
func (a *OverflowAPIService) UpdateOverflowMemoryImportanceExecute(r ApiUpdateOverflowMemoryImportanceRequest) (*UpdateOverflowMemoryImportanceResponse, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodPost
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *UpdateOverflowMemoryImportanceResponse
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "OverflowAPIService.UpdateOverflowMemoryImportance")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/overflow/update-importance"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if r.updateOverflowMemoryImportanceRequest == nil {
		return localVarReturnValue, nil, reportError("updateOverflowMemoryImportanceRequest is required and must be specified")
	}

	// to determine the Content-Type header
	localVarHTTPContentTypes := []string{"application/json"}

	// set Content-Type header
	localVarHTTPContentType := selectHeaderContentType(localVarHTTPContentTypes)
	if localVarHTTPContentType != "" {
		localVarHeaderParams["Content-Type"] = localVarHTTPContentType
	}

	// to determine the Accept header
	localVarHTTPHeaderAccepts := []string{"application/json"}

	// set Accept header
	localVarHTTPHeaderAccept := selectHeaderAccept(localVarHTTPHeaderAccepts)
	if localVarHTTPHeaderAccept != "" {
		localVarHeaderParams["Accept"] = localVarHTTPHeaderAccept
	}
	// body params
	localVarPostBody = r.updateOverflowMemoryImportanceRequest
	req, err := a.client.prepareRequest(r.ctx, localVarPath, localVarHTTPMethod, localVarPostBody, localVarHeaderParams, localVarQueryParams, localVarFormParams, formFiles)
	if err != nil {
		return localVarReturnValue, nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarReturnValue, localVarHTTPResponse, err
	}

	if localVarHTTPResponse.StatusCode >= 300 {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: localVarHTTPResponse.Status,
		}
		if localVarHTTPResponse.StatusCode == 401 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 404 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarReturnValue, localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarReturnValue, localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	err = a.client.decode(&localVarReturnValue, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
	if err != nil {
		newErr := &GenericOpenAPIError{
			body:  localVarBody,
			error: err.Error(),
		}
		return localVarReturnValue, localVarHTTPResponse, newErr
	}

	return localVarReturnValue, localVarHTTPResponse, nil
}
