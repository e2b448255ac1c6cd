/*
Memory Intelligence Service API

A self-hostable memory-intelligence API for AI agents. Agents store short texts (\"memories\"); the service embeds them into 768-dimension vectors, classifies them (preference, decision, fact, entity, other), detects duplicates, writes them into the caller's own vector database or into hosted overflow storage with compressed vectors, and finds them again by meaning. Around that: vector compression, triggers and signed webhooks on memory events, edge-device fleets, usage, billing and exports.  This one document describes two surfaces served by the same process:  * the **main surface** under `/v1` (plus the unversioned `/health`, `/`, `/docs`,   `/redoc` and `/openapi.yaml`); * the **generic surface**, a mem0-style API with its own field names and error codes,   under a configurable base path whose default is `/generic/v1`. Its paths are written   here with that default prefix; a server started with another base serves the same   operations under that base.  Conventions that hold for every operation:  * Requests with a body use `Content-Type: application/json`; any other content type is   refused with `415 UNSUPPORTED_MEDIA_TYPE`, a body that is not valid JSON with   `400 INVALID_JSON`, a body over the size limit with `413 PAYLOAD_TOO_LARGE`.   Decision: a request line and headers over 16 KB together (a very long query string)   answer `431 HEADERS_TOO_LARGE`. * Decision: body limits are per operation and enforced while the body is read. Every body   is held to 1 MB (1,048,576 bytes; the server setting `BODY_LIMIT_BYTES`), a larger one   answering `413 PAYLOAD_TOO_LARGE` with `details.limit_bytes`. Only `POST /v1/compress`   and `POST /v1/compression/jobs` accept more, and only from an authenticated caller: up   to 50 MB and at most 100,000 vectors, counted by their opening `[` while the body   arrives; past either limit they answer `413 VECTORS_TOO_LARGE` (`details.limit_bytes`   or `details.limit_vectors`) at once, without reading the rest. * Decision: a body may be sent compressed, with `Content-Encoding: gzip`, `deflate` or `br`;   every limit holds for the decompressed body, which is refused as soon as it passes the   limit. Another encoding answers `415 UNSUPPORTED_MEDIA_TYPE`, a body that does not   decompress as its encoding says `400 INVALID_JSON` (both with `details.content_encoding`),   when the body is read (step 3 below). * Decision: connections are limited when they are accepted, before anything sent on them   is read: one client (an IPv4 address, or an IPv6 /64) holds at most 256 open connections   and an instance at most three quarters of its open-file limit (both server settings; an   operator's load balancer is not counted per address). A connection past either limit is   answered `429 RATE_LIMIT_EXCEEDED` (per client) or `503 SERVICE_UNAVAILABLE` (the   instance) with `Retry-After` and closed; a connection that has not sent its first   request's headers 15 s after it opened is closed without an answer. * Decision: the order of checks is the same for every operation, and the first check that   fails gives the answer:   1. the request line and headers (`431 HEADERS_TOO_LARGE`);   2. the credentials the operation's `security` names, from the `Authorization` header      alone, and the rate limit: the caller is counted against its key's limit, or the      per-address anonymous limit when it proved no credential (`429 RATE_LIMIT_EXCEEDED`;      the generic surface counts on its own limits, device-token operations are not      counted per address); then an operation that needs an API key or session token and      did not get a valid one answers `401 UNAUTHORIZED` (`401 INVALID_API_KEY` on the      generic surface), a device-token operation without the token of the device in its      path `401 INVALID_DEVICE_TOKEN`. Nothing of the body has been read at this point: a      refused request's body is discarded unread, so `401` answers whatever the body is      (absent, malformed, invalid or oversized), and a connection whose body is still      arriving shortly after the answer is closed;   3. the body, read now: its encoding (`415`, or `400 INVALID_JSON` when it does not      decompress), its limit (`413`) and its JSON (`400 INVALID_JSON`);   4. the route: `404 NOT_FOUND` for a path no operation serves, `405 METHOD_NOT_ALLOWED`      for a method the path does not serve;   5. the path: each path parameter against its schema (`422 VALIDATION_ERROR`), then the      resources it names, looked up in the caller's account (`404` with the area's code, for      example `TRIGGER_NOT_FOUND`; `404 NOT_FOUND` for a sync job of an existing device),      whatever the query and the body hold. A device-token operation's device was proven by      its token in step 2; a download through a signed link (`expires` and `signature`) names      its export by the link, which the operation checks after step 6;   6. the content type (`415 UNSUPPORTED_MEDIA_TYPE`), then the query and body parameters      against the schemas (`422 VALIDATION_ERROR` or the area's `400` code), the NUL      character and the limits on nesting and metadata;   7. the operation's own rules: the resources the query or the body names, quotas,      conflicts, ... * Every error, on both surfaces, is the envelope `{\"error\": {\"code\", \"message\", \"details\"}}`   (`ErrorEnvelope`). `code` is one of `ErrorCode`; `message` is a sentence a person can act   on; `details` is an object (for `VALIDATION_ERROR` it maps each offending field to its   problem; decision: at most 50 fields, each name cut to 64 characters, the message saying   how many more there are). * Schema violations answer `422 VALIDATION_ERROR`, except where the specification names an   area-specific `400` code for the offending field (for example `INVALID_DEVICE_TYPE` for a   device `type`, `INVALID_TARGET_BITS` for `target_bits` on `/v1/compress`). * Decision: no text of a request (a body value or key at any depth, a query or a path   value) may contain the NUL character (U+0000), which the service's database cannot store;   such a request answers `422 VALIDATION_ERROR` naming each field that holds one. Every other   Unicode character is text like any other. * Decision: caller metadata (`metadata` of a store, a fleet, a device, a generic memory or   collection, of each memory of a device push or an import, of a trigger test's memory, and   of a selection's `filters`) nests at most 16 levels deep, the object itself being level 1,   and takes at most 16384 bytes as compact JSON (UTF-8); a whole request body nests at most   32 levels. Past a limit the request answers `422 VALIDATION_ERROR` naming the field and   the limit, before anything is embedded, charged or written. * Paginated lists take `page` (default 1) and `page_size` (default 20, max 100) and return   the shared envelope `{items, total, page, page_size, total_pages}`. Decision: a list   reaches its first 10,000 items, so that no request reads more of an account's rows than   that: a page that ends past them (`page` times the page size over 10,000; the overflow   browse's page size is `limit`) answers `422 VALIDATION_ERROR` naming the last page it   reaches, a page past the last item answers empty `items`, and `total` counts up to 10,000   (10,000 means at least that many; narrow the list with its filters to see further). * Decision: every integer of a request is a signed 64-bit integer, as if its schema said   `format: int64`; a larger one answers `422 VALIDATION_ERROR`. * Identifiers are opaque strings. The service issues them as a type prefix and 24 base62   characters (`mem_`, `trg_`, `exec_`, ...), the shape every response documents; duplicate-check   hashes are `hash_` and hex. Timestamps are ISO 8601 UTC `date-time` strings. * Decision: an identifier a request sends (a path parameter, a query filter or a body field) is   not checked for a shape: any value of 1 to 128 characters out of letters, digits, `_` and   `-` is looked up, and one that does not exist answers `404` with its area's code (for   example `DEVICE_NOT_FOUND`), whatever it looks like. Only a longer value, or one with   another character, answers `422 VALIDATION_ERROR`. * Decision: every `GET` operation also answers `HEAD`, after the same checks, with the status   and headers of the `GET` and no body (an export download reads nothing of its file).   `OPTIONS` at an operation's path answers `200` with the methods served there in `Allow`. * Every response carries an `X-Request-Id` header. 

API version: 1.0.0
Contact: maintainers@memory-intelligence.dev
*/

// Code generated by OpenAPI Generator (https://openapi-generator.tech); DO NOT EDIT.

package memoryintelligence

import (
	"encoding/json"
	"fmt"
)

// ErrorCode Every error code the service answers with, on both surfaces.
type ErrorCode string

// List of ErrorCode
const (
	ERRORCODE_UNAUTHORIZED ErrorCode = "UNAUTHORIZED"
	ERRORCODE_QUOTA_EXCEEDED ErrorCode = "QUOTA_EXCEEDED"
	ERRORCODE_VALIDATION_ERROR ErrorCode = "VALIDATION_ERROR"
	ERRORCODE_RATE_LIMIT_EXCEEDED ErrorCode = "RATE_LIMIT_EXCEEDED"
	ERRORCODE_INVALID_JSON ErrorCode = "INVALID_JSON"
	ERRORCODE_NOT_FOUND ErrorCode = "NOT_FOUND"
	ERRORCODE_METHOD_NOT_ALLOWED ErrorCode = "METHOD_NOT_ALLOWED"
	ERRORCODE_PAYLOAD_TOO_LARGE ErrorCode = "PAYLOAD_TOO_LARGE"
	ERRORCODE_UNSUPPORTED_MEDIA_TYPE ErrorCode = "UNSUPPORTED_MEDIA_TYPE"
	ERRORCODE_HEADERS_TOO_LARGE ErrorCode = "HEADERS_TOO_LARGE"
	ERRORCODE_INTERNAL_ERROR ErrorCode = "INTERNAL_ERROR"
	ERRORCODE_NOT_IMPLEMENTED ErrorCode = "NOT_IMPLEMENTED"
	ERRORCODE_SERVICE_UNAVAILABLE ErrorCode = "SERVICE_UNAVAILABLE"
	ERRORCODE_INVALID_API_KEY ErrorCode = "INVALID_API_KEY"
	ERRORCODE_EMAIL_EXISTS ErrorCode = "EMAIL_EXISTS"
	ERRORCODE_MEMORY_NOT_FOUND ErrorCode = "MEMORY_NOT_FOUND"
	ERRORCODE_COLLECTION_NOT_FOUND ErrorCode = "COLLECTION_NOT_FOUND"
	ERRORCODE_INVALID_CONDITIONS ErrorCode = "INVALID_CONDITIONS"
	ERRORCODE_INVALID_ACTIONS ErrorCode = "INVALID_ACTIONS"
	ERRORCODE_INVALID_REGEX ErrorCode = "INVALID_REGEX"
	ERRORCODE_INVALID_RATE_LIMIT ErrorCode = "INVALID_RATE_LIMIT"
	ERRORCODE_TRIGGER_NOT_FOUND ErrorCode = "TRIGGER_NOT_FOUND"
	ERRORCODE_TRIGGER_LIMIT_EXCEEDED ErrorCode = "TRIGGER_LIMIT_EXCEEDED"
	ERRORCODE_TRIGGER_RATE_LIMITED ErrorCode = "TRIGGER_RATE_LIMITED"
	ERRORCODE_ACTION_FAILED ErrorCode = "ACTION_FAILED"
	ERRORCODE_INVALID_VECTORS ErrorCode = "INVALID_VECTORS"
	ERRORCODE_INVALID_METHOD ErrorCode = "INVALID_METHOD"
	ERRORCODE_INVALID_QUALITY ErrorCode = "INVALID_QUALITY"
	ERRORCODE_INVALID_TARGET_BITS ErrorCode = "INVALID_TARGET_BITS"
	ERRORCODE_INVALID_SCHEDULE ErrorCode = "INVALID_SCHEDULE"
	ERRORCODE_COMPRESSION_JOB_NOT_FOUND ErrorCode = "COMPRESSION_JOB_NOT_FOUND"
	ERRORCODE_COMPRESSION_BATCH_NOT_FOUND ErrorCode = "COMPRESSION_BATCH_NOT_FOUND"
	ERRORCODE_COMPRESSION_IN_PROGRESS ErrorCode = "COMPRESSION_IN_PROGRESS"
	ERRORCODE_VECTORS_TOO_LARGE ErrorCode = "VECTORS_TOO_LARGE"
	ERRORCODE_INVALID_DEVICE_TYPE ErrorCode = "INVALID_DEVICE_TYPE"
	ERRORCODE_INVALID_SYNC_STRATEGY ErrorCode = "INVALID_SYNC_STRATEGY"
	ERRORCODE_INVALID_SYNC_DIRECTION ErrorCode = "INVALID_SYNC_DIRECTION"
	ERRORCODE_INVALID_DEVICE_TOKEN ErrorCode = "INVALID_DEVICE_TOKEN"
	ERRORCODE_FLEET_NOT_FOUND ErrorCode = "FLEET_NOT_FOUND"
	ERRORCODE_DEVICE_NOT_FOUND ErrorCode = "DEVICE_NOT_FOUND"
	ERRORCODE_ALERT_NOT_FOUND ErrorCode = "ALERT_NOT_FOUND"
	ERRORCODE_DEVICE_LIMIT_EXCEEDED ErrorCode = "DEVICE_LIMIT_EXCEEDED"
	ERRORCODE_FLEET_LIMIT_EXCEEDED ErrorCode = "FLEET_LIMIT_EXCEEDED"
	ERRORCODE_SYNC_IN_PROGRESS ErrorCode = "SYNC_IN_PROGRESS"
	ERRORCODE_DEVICE_OFFLINE ErrorCode = "DEVICE_OFFLINE"
	ERRORCODE_INVALID_DATE_RANGE ErrorCode = "INVALID_DATE_RANGE"
	ERRORCODE_INVALID_FORMAT ErrorCode = "INVALID_FORMAT"
	ERRORCODE_INVALID_MONTHS_BACK ErrorCode = "INVALID_MONTHS_BACK"
	ERRORCODE_BILLING_NOT_AVAILABLE ErrorCode = "BILLING_NOT_AVAILABLE"
	ERRORCODE_EXPORT_NOT_FOUND ErrorCode = "EXPORT_NOT_FOUND"
	ERRORCODE_EXPORT_IN_PROGRESS ErrorCode = "EXPORT_IN_PROGRESS"
	ERRORCODE_EXPORT_EXPIRED ErrorCode = "EXPORT_EXPIRED"
	ERRORCODE_EXPORT_TOO_LARGE ErrorCode = "EXPORT_TOO_LARGE"
	ERRORCODE_INVALID_URL ErrorCode = "INVALID_URL"
	ERRORCODE_INVALID_EVENTS ErrorCode = "INVALID_EVENTS"
	ERRORCODE_INVALID_TIMEOUT ErrorCode = "INVALID_TIMEOUT"
	ERRORCODE_WEBHOOK_NOT_FOUND ErrorCode = "WEBHOOK_NOT_FOUND"
	ERRORCODE_WEBHOOK_LIMIT_EXCEEDED ErrorCode = "WEBHOOK_LIMIT_EXCEEDED"
	ERRORCODE_WEBHOOK_URL_UNREACHABLE ErrorCode = "WEBHOOK_URL_UNREACHABLE"
)

// All allowed values of ErrorCode enum
var AllowedErrorCodeEnumValues = []ErrorCode{
	"UNAUTHORIZED",
	"QUOTA_EXCEEDED",
	"VALIDATION_ERROR",
	"RATE_LIMIT_EXCEEDED",
	"INVALID_JSON",
	"NOT_FOUND",
	"METHOD_NOT_ALLOWED",
	"PAYLOAD_TOO_LARGE",
	"UNSUPPORTED_MEDIA_TYPE",
	"HEADERS_TOO_LARGE",
	"INTERNAL_ERROR",
	"NOT_IMPLEMENTED",
	"SERVICE_UNAVAILABLE",
	"INVALID_API_KEY",
	"EMAIL_EXISTS",
	"MEMORY_NOT_FOUND",
	"COLLECTION_NOT_FOUND",
	"INVALID_CONDITIONS",
	"INVALID_ACTIONS",
	"INVALID_REGEX",
	"INVALID_RATE_LIMIT",
	"TRIGGER_NOT_FOUND",
	"TRIGGER_LIMIT_EXCEEDED",
	"TRIGGER_RATE_LIMITED",
	"ACTION_FAILED",
	"INVALID_VECTORS",
	"INVALID_METHOD",
	"INVALID_QUALITY",
	"INVALID_TARGET_BITS",
	"INVALID_SCHEDULE",
	"COMPRESSION_JOB_NOT_FOUND",
	"COMPRESSION_BATCH_NOT_FOUND",
	"COMPRESSION_IN_PROGRESS",
	"VECTORS_TOO_LARGE",
	"INVALID_DEVICE_TYPE",
	"INVALID_SYNC_STRATEGY",
	"INVALID_SYNC_DIRECTION",
	"INVALID_DEVICE_TOKEN",
	"FLEET_NOT_FOUND",
	"DEVICE_NOT_FOUND",
	"ALERT_NOT_FOUND",
	"DEVICE_LIMIT_EXCEEDED",
	"FLEET_LIMIT_EXCEEDED",
	"SYNC_IN_PROGRESS",
	"DEVICE_OFFLINE",
	"INVALID_DATE_RANGE",
	"INVALID_FORMAT",
	"INVALID_MONTHS_BACK",
	"BILLING_NOT_AVAILABLE",
	"EXPORT_NOT_FOUND",
	"EXPORT_IN_PROGRESS",
	"EXPORT_EXPIRED",
	"EXPORT_TOO_LARGE",
	"INVALID_URL",
	"INVALID_EVENTS",
	"INVALID_TIMEOUT",
	"WEBHOOK_NOT_FOUND",
	"WEBHOOK_LIMIT_EXCEEDED",
	"WEBHOOK_URL_UNREACHABLE",
}

func (v *ErrorCode) UnmarshalJSON(src []byte) error {
	var value string
	err := json.Unmarshal(src, &value)
	if err != nil {
		return err
	}
	enumTypeValue := ErrorCode(value)
	for _, existing := range AllowedErrorCodeEnumValues {
		if existing == enumTypeValue {
			*v = enumTypeValue
			return nil
		}
	}

	return fmt.Errorf("%+v is not a valid ErrorCode", value)
}

// NewErrorCodeFromValue returns a pointer to a valid ErrorCode
// for the value passed as argument, or an error if the value passed is not allowed by the enum
func NewErrorCodeFromValue(v string) (*ErrorCode, error) {
	ev := ErrorCode(v)
	if ev.IsValid() {
		return &ev, nil
	} else {
		return nil, fmt.Errorf("invalid value '%v' for ErrorCode: valid values are %v", v, AllowedErrorCodeEnumValues)
	}
}

// IsValid return true if the value is valid for the enum, false otherwise
func (v ErrorCode) IsValid() bool {
	for _, existing := range AllowedErrorCodeEnumValues {
		if existing == v {
			return true
		}
	}
	return false
}

// Ptr returns reference to ErrorCode value
func (v ErrorCode) Ptr() *ErrorCode {
	return &v
}

type NullableErrorCode struct {
	value *ErrorCode
	isSet bool
}

func (v NullableErrorCode) Get() *ErrorCode {
	return v.value
}

func (v *NullableErrorCode) Set(val *ErrorCode) {
	v.value = val
	v.isSet = true
}

func (v NullableErrorCode) IsSet() bool {
	return v.isSet
}

func (v *NullableErrorCode) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableErrorCode(val *ErrorCode) *NullableErrorCode {
	return &NullableErrorCode{value: val, isSet: true}
}

func (v NullableErrorCode) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableErrorCode) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}

