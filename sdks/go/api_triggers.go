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


// TriggersAPIService TriggersAPI service
type TriggersAPIService service

type ApiCreateTriggerRequest struct {
	ctx context.Context
	ApiService *TriggersAPIService
	createTriggerRequest *CreateTriggerRequest
}

func (r ApiCreateTriggerRequest) CreateTriggerRequest(createTriggerRequest CreateTriggerRequest) ApiCreateTriggerRequest {
	r.createTriggerRequest = &createTriggerRequest
	return r
}

func (r ApiCreateTriggerRequest) Execute() (*Trigger, *http.Response, error) {
	return r.ApiService.CreateTriggerExecute(r)
}

/*
CreateTrigger Create a trigger

Creates a trigger: a rule whose `conditions` are evaluated against memory events and whose
`actions` run when they match. The trigger is enabled unless `enabled` is false. See
`TriggerCondition` and `TriggerAction` for the condition and action types and the
message-template variables.

Schema violations inside `conditions` answer `400 INVALID_CONDITIONS` (empty array,
unknown type, missing or wrong parameter, nesting too deep), inside `actions`
`400 INVALID_ACTIONS`, an uncompilable or too large TEXT_REGEX `pattern` `400 INVALID_REGEX`, and
`max_triggers_per_hour` or `max_triggers_per_day` out of range `400 INVALID_RATE_LIMIT`;
any other violation (missing `name`, unknown top-level field) answers
`422 VALIDATION_ERROR`. An account holds at most 50 triggers (`409 TRIGGER_LIMIT_EXCEEDED`).

Decision: success is `201 Created`.

Decision: a trigger is evaluated against every newly stored memory of the account
(`POST /v1/store`, `POST /v1/overflow/store` and the generic `POST /memories`); a memory
matches when every top-level condition matches (an implicit AND_GROUP).

Decision: an execution record is written for every memory that matches: SUCCESS when every
action succeeded, FAILED when at least one failed, RATE_LIMITED (no action runs) when the
trigger's hourly or daily cap is already reached. An execution is also written, FAILED
with no action run, when a TEXT_REGEX match ran out of its time budget and the memory
could otherwise have matched (see `TextRegexCondition`). `triggers_this_hour` and
`triggers_today` count SUCCESS and FAILED executions in the current UTC hour and day.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiCreateTriggerRequest
*/
func (a *TriggersAPIService) CreateTrigger(ctx context.Context) ApiCreateTriggerRequest {
	return ApiCreateTriggerRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return Trigger
func (a *TriggersAPIService) CreateTriggerExecute(r ApiCreateTriggerRequest) (*Trigger, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodPost
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *Trigger
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "TriggersAPIService.CreateTrigger")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/triggers"

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if r.createTriggerRequest == nil {
		return localVarReturnValue, nil, reportError("createTriggerRequest is required and must be specified")
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
	localVarPostBody = r.createTriggerRequest
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
		if localVarHTTPResponse.StatusCode == 400 {
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
		if localVarHTTPResponse.StatusCode == 409 {
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

type ApiDeleteTriggerRequest struct {
	ctx context.Context
	ApiService *TriggersAPIService
	triggerId string
}

func (r ApiDeleteTriggerRequest) Execute() (*http.Response, error) {
	return r.ApiService.DeleteTriggerExecute(r)
}

/*
DeleteTrigger Delete a trigger

Deletes the trigger; it no longer runs.

Decision: its execution records and analytics are deleted with it.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @param triggerId Identifier of the trigger.
 @return ApiDeleteTriggerRequest
*/
func (a *TriggersAPIService) DeleteTrigger(ctx context.Context, triggerId string) ApiDeleteTriggerRequest {
	return ApiDeleteTriggerRequest{
		ApiService: a,
		ctx: ctx,
		triggerId: triggerId,
	}
}

// Execute executes the request
func (a *TriggersAPIService) DeleteTriggerExecute(r ApiDeleteTriggerRequest) (*http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodDelete
		localVarPostBody     interface{}
		formFiles            []formFile
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "TriggersAPIService.DeleteTrigger")
	if err != nil {
		return nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/triggers/{trigger_id}"
	localVarPath = strings.Replace(localVarPath, "{"+"trigger_id"+"}", url.PathEscape(parameterValueToString(r.triggerId, "triggerId")), -1)

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if strlen(r.triggerId) < 1 {
		return nil, reportError("triggerId must have at least 1 elements")
	}
	if strlen(r.triggerId) > 128 {
		return nil, reportError("triggerId must have less than 128 elements")
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
		return nil, err
	}

	localVarHTTPResponse, err := a.client.callAPI(req)
	if err != nil || localVarHTTPResponse == nil {
		return localVarHTTPResponse, err
	}

	localVarBody, err := io.ReadAll(localVarHTTPResponse.Body)
	localVarHTTPResponse.Body.Close()
	localVarHTTPResponse.Body = io.NopCloser(bytes.NewBuffer(localVarBody))
	if err != nil {
		return localVarHTTPResponse, err
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
				return localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 404 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 422 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarHTTPResponse, newErr
		}
		if localVarHTTPResponse.StatusCode == 429 {
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
			return localVarHTTPResponse, newErr
		}
			var v ErrorEnvelope
			err = a.client.decode(&v, localVarBody, localVarHTTPResponse.Header.Get("Content-Type"))
			if err != nil {
				newErr.error = err.Error()
				return localVarHTTPResponse, newErr
			}
					newErr.error = formatErrorMessage(localVarHTTPResponse.Status, &v)
					newErr.model = v
		return localVarHTTPResponse, newErr
	}

	return localVarHTTPResponse, nil
}

type ApiGetTriggerRequest struct {
	ctx context.Context
	ApiService *TriggersAPIService
	triggerId string
}

func (r ApiGetTriggerRequest) Execute() (*Trigger, *http.Response, error) {
	return r.ApiService.GetTriggerExecute(r)
}

/*
GetTrigger Get a trigger

Extension. Returns one trigger with its conditions, actions, caps and counters.

 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @param triggerId Identifier of the trigger.
 @return ApiGetTriggerRequest
*/
func (a *TriggersAPIService) GetTrigger(ctx context.Context, triggerId string) ApiGetTriggerRequest {
	return ApiGetTriggerRequest{
		ApiService: a,
		ctx: ctx,
		triggerId: triggerId,
	}
}

// Execute executes the request
//  @return Trigger
func (a *TriggersAPIService) GetTriggerExecute(r ApiGetTriggerRequest) (*Trigger, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodGet
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *Trigger
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "TriggersAPIService.GetTrigger")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/triggers/{trigger_id}"
	localVarPath = strings.Replace(localVarPath, "{"+"trigger_id"+"}", url.PathEscape(parameterValueToString(r.triggerId, "triggerId")), -1)

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if strlen(r.triggerId) < 1 {
		return localVarReturnValue, nil, reportError("triggerId must have at least 1 elements")
	}
	if strlen(r.triggerId) > 128 {
		return localVarReturnValue, nil, reportError("triggerId must have less than 128 elements")
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

type ApiGetTriggerAnalyticsRequest struct {
	ctx context.Context
	ApiService *TriggersAPIService
	triggerId string
}

func (r ApiGetTriggerAnalyticsRequest) Execute() (*TriggerAnalytics, *http.Response, error) {
	return r.ApiService.GetTriggerAnalyticsExecute(r)
}

/*
GetTriggerAnalytics Trigger analytics

Execution statistics of one trigger over the last 30 days.

Decision: `total_executions` counts every execution record of the period (SUCCESS, FAILED
and RATE_LIMITED); `success_rate_pct` is successful_executions / total_executions x 100
(0 when there are none); `avg_evaluation_time_ms` is over all executions;
`actions_breakdown` has one key per action type of the trigger's current actions;
`hourly_distribution` always has the 24 keys "00" to "23" (UTC hour of `executed_at`).

Decision: the figures of a trigger whose period holds 1,000 executions or more are computed
at most once a minute (per instance): a request within a minute of their computation
answers the same figures. Fewer executions are counted afresh on every request.

Decision: the codes `TRIGGER_RATE_LIMITED` and `ACTION_FAILED` are never answered by an
HTTP operation: a reached cap shows as a RATE_LIMITED execution and a failed external
action as a FAILED execution whose `action_results[].error` describes the failure.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @param triggerId Identifier of the trigger.
 @return ApiGetTriggerAnalyticsRequest
*/
func (a *TriggersAPIService) GetTriggerAnalytics(ctx context.Context, triggerId string) ApiGetTriggerAnalyticsRequest {
	return ApiGetTriggerAnalyticsRequest{
		ApiService: a,
		ctx: ctx,
		triggerId: triggerId,
	}
}

// Execute executes the request
//  @return TriggerAnalytics
func (a *TriggersAPIService) GetTriggerAnalyticsExecute(r ApiGetTriggerAnalyticsRequest) (*TriggerAnalytics, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodGet
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *TriggerAnalytics
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "TriggersAPIService.GetTriggerAnalytics")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/triggers/{trigger_id}/analytics"
	localVarPath = strings.Replace(localVarPath, "{"+"trigger_id"+"}", url.PathEscape(parameterValueToString(r.triggerId, "triggerId")), -1)

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if strlen(r.triggerId) < 1 {
		return localVarReturnValue, nil, reportError("triggerId must have at least 1 elements")
	}
	if strlen(r.triggerId) > 128 {
		return localVarReturnValue, nil, reportError("triggerId must have less than 128 elements")
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

type ApiListAuditLogRequest struct {
	ctx context.Context
	ApiService *TriggersAPIService
	page *int32
	pageSize *int32
	level *string
	triggerId *string
}

// Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers &#x60;422 VALIDATION_ERROR&#x60;.
func (r ApiListAuditLogRequest) Page(page int32) ApiListAuditLogRequest {
	r.page = &page
	return r
}

// Items per page.
func (r ApiListAuditLogRequest) PageSize(pageSize int32) ApiListAuditLogRequest {
	r.pageSize = &pageSize
	return r
}

// Only entries of this level.
func (r ApiListAuditLogRequest) Level(level string) ApiListAuditLogRequest {
	r.level = &level
	return r
}

// Only entries written by this trigger.
func (r ApiListAuditLogRequest) TriggerId(triggerId string) ApiListAuditLogRequest {
	r.triggerId = &triggerId
	return r
}

func (r ApiListAuditLogRequest) Execute() (*AuditLogPage, *http.Response, error) {
	return r.ApiService.ListAuditLogExecute(r)
}

/*
ListAuditLog Read the audit log

Extension. Lists the entries that `LOG_EVENT` trigger actions wrote to the account's
audit log, newest first, optionally only one level or one trigger's entries.

Decision: an entry is written once per execution and action, even when the action runs
again after a crash; entries are kept as long as the account exists.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiListAuditLogRequest
*/
func (a *TriggersAPIService) ListAuditLog(ctx context.Context) ApiListAuditLogRequest {
	return ApiListAuditLogRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return AuditLogPage
func (a *TriggersAPIService) ListAuditLogExecute(r ApiListAuditLogRequest) (*AuditLogPage, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodGet
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *AuditLogPage
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "TriggersAPIService.ListAuditLog")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/audit-log"

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
	if r.pageSize != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "page_size", r.pageSize, "form", "")
	} else {
        var defaultValue int32 = 20
        parameterAddToHeaderOrQuery(localVarQueryParams, "page_size", defaultValue, "form", "")
        r.pageSize = &defaultValue
	}
	if r.level != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "level", r.level, "form", "")
	}
	if r.triggerId != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "trigger_id", r.triggerId, "form", "")
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

type ApiListTriggerExecutionsRequest struct {
	ctx context.Context
	ApiService *TriggersAPIService
	triggerId string
	page *int32
	pageSize *int32
	status *TriggerExecutionStatus
}

// Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers &#x60;422 VALIDATION_ERROR&#x60;.
func (r ApiListTriggerExecutionsRequest) Page(page int32) ApiListTriggerExecutionsRequest {
	r.page = &page
	return r
}

// Items per page.
func (r ApiListTriggerExecutionsRequest) PageSize(pageSize int32) ApiListTriggerExecutionsRequest {
	r.pageSize = &pageSize
	return r
}

// Only executions with this status.
func (r ApiListTriggerExecutionsRequest) Status(status TriggerExecutionStatus) ApiListTriggerExecutionsRequest {
	r.status = &status
	return r
}

func (r ApiListTriggerExecutionsRequest) Execute() (*TriggerExecutionPage, *http.Response, error) {
	return r.ApiService.ListTriggerExecutionsExecute(r)
}

/*
ListTriggerExecutions List executions of a trigger

Lists the execution records of one trigger, optionally filtered by status.

Decision: newest first (by `executed_at`, descending); records are kept 30 days.
`conditions_evaluated` and `conditions_matched` count every condition evaluated and
matched, nested ones included; every condition is evaluated (no early stop), so
`conditions_evaluated` is the number of conditions of the trigger.
A RATE_LIMITED execution has empty `action_results`.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @param triggerId Identifier of the trigger.
 @return ApiListTriggerExecutionsRequest
*/
func (a *TriggersAPIService) ListTriggerExecutions(ctx context.Context, triggerId string) ApiListTriggerExecutionsRequest {
	return ApiListTriggerExecutionsRequest{
		ApiService: a,
		ctx: ctx,
		triggerId: triggerId,
	}
}

// Execute executes the request
//  @return TriggerExecutionPage
func (a *TriggersAPIService) ListTriggerExecutionsExecute(r ApiListTriggerExecutionsRequest) (*TriggerExecutionPage, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodGet
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *TriggerExecutionPage
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "TriggersAPIService.ListTriggerExecutions")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/triggers/{trigger_id}/executions"
	localVarPath = strings.Replace(localVarPath, "{"+"trigger_id"+"}", url.PathEscape(parameterValueToString(r.triggerId, "triggerId")), -1)

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if strlen(r.triggerId) < 1 {
		return localVarReturnValue, nil, reportError("triggerId must have at least 1 elements")
	}
	if strlen(r.triggerId) > 128 {
		return localVarReturnValue, nil, reportError("triggerId must have less than 128 elements")
	}

	if r.page != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "page", r.page, "form", "")
	} else {
        var defaultValue int32 = 1
        parameterAddToHeaderOrQuery(localVarQueryParams, "page", defaultValue, "form", "")
        r.page = &defaultValue
	}
	if r.pageSize != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "page_size", r.pageSize, "form", "")
	} else {
        var defaultValue int32 = 20
        parameterAddToHeaderOrQuery(localVarQueryParams, "page_size", defaultValue, "form", "")
        r.pageSize = &defaultValue
	}
	if r.status != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "status", r.status, "form", "")
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

type ApiListTriggersRequest struct {
	ctx context.Context
	ApiService *TriggersAPIService
	page *int32
	pageSize *int32
	enabled *bool
}

// Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers &#x60;422 VALIDATION_ERROR&#x60;.
func (r ApiListTriggersRequest) Page(page int32) ApiListTriggersRequest {
	r.page = &page
	return r
}

// Items per page.
func (r ApiListTriggersRequest) PageSize(pageSize int32) ApiListTriggersRequest {
	r.pageSize = &pageSize
	return r
}

// Only enabled (true) or only disabled (false) triggers; omit for all.
func (r ApiListTriggersRequest) Enabled(enabled bool) ApiListTriggersRequest {
	r.enabled = &enabled
	return r
}

func (r ApiListTriggersRequest) Execute() (*TriggerPage, *http.Response, error) {
	return r.ApiService.ListTriggersExecute(r)
}

/*
ListTriggers List triggers

Lists the account's triggers, optionally only the enabled or only the disabled ones.

Decision: newest first (by `created_at`, descending); `conditions_count` and
`actions_count` count the top-level entries of `conditions` and `actions`.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @return ApiListTriggersRequest
*/
func (a *TriggersAPIService) ListTriggers(ctx context.Context) ApiListTriggersRequest {
	return ApiListTriggersRequest{
		ApiService: a,
		ctx: ctx,
	}
}

// Execute executes the request
//  @return TriggerPage
func (a *TriggersAPIService) ListTriggersExecute(r ApiListTriggersRequest) (*TriggerPage, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodGet
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *TriggerPage
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "TriggersAPIService.ListTriggers")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/triggers"

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
	if r.pageSize != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "page_size", r.pageSize, "form", "")
	} else {
        var defaultValue int32 = 20
        parameterAddToHeaderOrQuery(localVarQueryParams, "page_size", defaultValue, "form", "")
        r.pageSize = &defaultValue
	}
	if r.enabled != nil {
		parameterAddToHeaderOrQuery(localVarQueryParams, "enabled", r.enabled, "form", "")
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

type ApiTestTriggerRequest struct {
	ctx context.Context
	ApiService *TriggersAPIService
	triggerId string
	testTriggerRequest *TestTriggerRequest
}

func (r ApiTestTriggerRequest) TestTriggerRequest(testTriggerRequest TestTriggerRequest) ApiTestTriggerRequest {
	r.testTriggerRequest = &testTriggerRequest
	return r
}

func (r ApiTestTriggerRequest) Execute() (*TriggerTestResult, *http.Response, error) {
	return r.ApiService.TestTriggerExecute(r)
}

/*
TestTrigger Test a trigger against a memory

Evaluates the trigger's conditions against a simulated memory and runs its actions in test
mode: each action is validated and its request (webhook call, e-mail, chat message, log
entry) is built with the templates rendered, but nothing is sent or written. An action
reports SUCCESS when its request could be built and FAILED (with `error`) when it could
not. Actions are run in test mode even when the conditions do not match, so that they can
be checked.

Decision: the body is optional; without a body (or without `memory`) a built-in sample
memory is used: content "The team decided to move billing to the new provider in
January.", category decision, importance 0.8, metadata `{"ticket": "BILL-142"}`, user_id
`sample-user`.

Decision: `conditions_detail` lists every condition depth-first (a group before its
members), and test runs work on disabled triggers, are not recorded as executions and do
not count against the caps.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @param triggerId Identifier of the trigger.
 @return ApiTestTriggerRequest
*/
func (a *TriggersAPIService) TestTrigger(ctx context.Context, triggerId string) ApiTestTriggerRequest {
	return ApiTestTriggerRequest{
		ApiService: a,
		ctx: ctx,
		triggerId: triggerId,
	}
}

// Execute executes the request
//  @return TriggerTestResult
func (a *TriggersAPIService) TestTriggerExecute(r ApiTestTriggerRequest) (*TriggerTestResult, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodPost
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *TriggerTestResult
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "TriggersAPIService.TestTrigger")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/triggers/{trigger_id}/test"
	localVarPath = strings.Replace(localVarPath, "{"+"trigger_id"+"}", url.PathEscape(parameterValueToString(r.triggerId, "triggerId")), -1)

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if strlen(r.triggerId) < 1 {
		return localVarReturnValue, nil, reportError("triggerId must have at least 1 elements")
	}
	if strlen(r.triggerId) > 128 {
		return localVarReturnValue, nil, reportError("triggerId must have less than 128 elements")
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
	localVarPostBody = r.testTriggerRequest
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

type ApiUpdateTriggerRequest struct {
	ctx context.Context
	ApiService *TriggersAPIService
	triggerId string
	updateTriggerRequest *UpdateTriggerRequest
}

func (r ApiUpdateTriggerRequest) UpdateTriggerRequest(updateTriggerRequest UpdateTriggerRequest) ApiUpdateTriggerRequest {
	r.updateTriggerRequest = &updateTriggerRequest
	return r
}

func (r ApiUpdateTriggerRequest) Execute() (*Trigger, *http.Response, error) {
	return r.ApiService.UpdateTriggerExecute(r)
}

/*
UpdateTrigger Update a trigger

Changes the given fields; omitted fields keep their value. `conditions` and `actions`, when
given, replace the existing arrays whole. `description: null` clears the description.
The `400` codes are those of `POST /v1/triggers`.

Decision: the body must carry at least one field; an empty body answers
`422 VALIDATION_ERROR`. Changing the caps does not reset `triggers_this_hour` or
`triggers_today`.


 @param ctx context.Context - for authentication, logging, cancellation, deadlines, tracing, etc. Passed from http.Request or context.Background().
 @param triggerId Identifier of the trigger.
 @return ApiUpdateTriggerRequest
*/
func (a *TriggersAPIService) UpdateTrigger(ctx context.Context, triggerId string) ApiUpdateTriggerRequest {
	return ApiUpdateTriggerRequest{
		ApiService: a,
		ctx: ctx,
		triggerId: triggerId,
	}
}

// Execute executes the request
//  @return Trigger
func (a *TriggersAPIService) UpdateTriggerExecute(r ApiUpdateTriggerRequest) (*Trigger, *http.Response, error) {
	var (
		localVarHTTPMethod   = http.MethodPatch
		localVarPostBody     interface{}
		formFiles            []formFile
		localVarReturnValue  *Trigger
	)

	localBasePath, err := a.client.cfg.ServerURLWithContext(r.ctx, "TriggersAPIService.UpdateTrigger")
	if err != nil {
		return localVarReturnValue, nil, &GenericOpenAPIError{error: err.Error()}
	}

	localVarPath := localBasePath + "/v1/triggers/{trigger_id}"
	localVarPath = strings.Replace(localVarPath, "{"+"trigger_id"+"}", url.PathEscape(parameterValueToString(r.triggerId, "triggerId")), -1)

	localVarHeaderParams := make(map[string]string)
	localVarQueryParams := url.Values{}
	localVarFormParams := url.Values{}
	if strlen(r.triggerId) < 1 {
		return localVarReturnValue, nil, reportError("triggerId must have at least 1 elements")
	}
	if strlen(r.triggerId) > 128 {
		return localVarReturnValue, nil, reportError("triggerId must have less than 128 elements")
	}
	if r.updateTriggerRequest == nil {
		return localVarReturnValue, nil, reportError("updateTriggerRequest is required and must be specified")
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
	localVarPostBody = r.updateTriggerRequest
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
		if localVarHTTPResponse.StatusCode == 400 {
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
