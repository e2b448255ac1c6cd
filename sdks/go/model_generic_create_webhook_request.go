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

// checks if the GenericCreateWebhookRequest type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &GenericCreateWebhookRequest{}

// GenericCreateWebhookRequest struct for GenericCreateWebhookRequest
type GenericCreateWebhookRequest struct {
	// HTTPS endpoint that receives the deliveries.
	Url string `json:"url" validate:"regexp=^https:\\/\\/"`
	Events []GenericEventType `json:"events"`
	// Signing secret; generated as `whsec_` plus 43 characters when omitted.
	Secret *string `json:"secret,omitempty"`
	// Time allowed for each attempt, and for the connectivity check at registration.
	TimeoutSeconds *int32 `json:"timeout_seconds,omitempty"`
	// Retries after the first attempt.
	MaxRetries *int32 `json:"max_retries,omitempty"`
	// Delay before the first retry, doubled for each later retry.
	RetryBackoffSeconds *int32 `json:"retry_backoff_seconds,omitempty"`
	AdditionalProperties map[string]interface{}
}

type _GenericCreateWebhookRequest GenericCreateWebhookRequest

// NewGenericCreateWebhookRequest instantiates a new GenericCreateWebhookRequest object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewGenericCreateWebhookRequest(url string, events []GenericEventType) *GenericCreateWebhookRequest {
	this := GenericCreateWebhookRequest{}
	this.Url = url
	this.Events = events
	var timeoutSeconds int32 = 10
	this.TimeoutSeconds = &timeoutSeconds
	var maxRetries int32 = 3
	this.MaxRetries = &maxRetries
	var retryBackoffSeconds int32 = 60
	this.RetryBackoffSeconds = &retryBackoffSeconds
	return &this
}

// NewGenericCreateWebhookRequestWithDefaults instantiates a new GenericCreateWebhookRequest object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewGenericCreateWebhookRequestWithDefaults() *GenericCreateWebhookRequest {
	this := GenericCreateWebhookRequest{}
	var timeoutSeconds int32 = 10
	this.TimeoutSeconds = &timeoutSeconds
	var maxRetries int32 = 3
	this.MaxRetries = &maxRetries
	var retryBackoffSeconds int32 = 60
	this.RetryBackoffSeconds = &retryBackoffSeconds
	return &this
}

// GetUrl returns the Url field value
func (o *GenericCreateWebhookRequest) GetUrl() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Url
}

// GetUrlOk returns a tuple with the Url field value
// and a boolean to check if the value has been set.
func (o *GenericCreateWebhookRequest) GetUrlOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Url, true
}

// SetUrl sets field value
func (o *GenericCreateWebhookRequest) SetUrl(v string) {
	o.Url = v
}

// GetEvents returns the Events field value
func (o *GenericCreateWebhookRequest) GetEvents() []GenericEventType {
	if o == nil {
		var ret []GenericEventType
		return ret
	}

	return o.Events
}

// GetEventsOk returns a tuple with the Events field value
// and a boolean to check if the value has been set.
func (o *GenericCreateWebhookRequest) GetEventsOk() ([]GenericEventType, bool) {
	if o == nil {
		return nil, false
	}
	return o.Events, true
}

// SetEvents sets field value
func (o *GenericCreateWebhookRequest) SetEvents(v []GenericEventType) {
	o.Events = v
}

// GetSecret returns the Secret field value if set, zero value otherwise.
func (o *GenericCreateWebhookRequest) GetSecret() string {
	if o == nil || IsNil(o.Secret) {
		var ret string
		return ret
	}
	return *o.Secret
}

// GetSecretOk returns a tuple with the Secret field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *GenericCreateWebhookRequest) GetSecretOk() (*string, bool) {
	if o == nil || IsNil(o.Secret) {
		return nil, false
	}
	return o.Secret, true
}

// HasSecret returns a boolean if a field has been set.
func (o *GenericCreateWebhookRequest) HasSecret() bool {
	if o != nil && !IsNil(o.Secret) {
		return true
	}

	return false
}

// SetSecret gets a reference to the given string and assigns it to the Secret field.
func (o *GenericCreateWebhookRequest) SetSecret(v string) {
	o.Secret = &v
}

// GetTimeoutSeconds returns the TimeoutSeconds field value if set, zero value otherwise.
func (o *GenericCreateWebhookRequest) GetTimeoutSeconds() int32 {
	if o == nil || IsNil(o.TimeoutSeconds) {
		var ret int32
		return ret
	}
	return *o.TimeoutSeconds
}

// GetTimeoutSecondsOk returns a tuple with the TimeoutSeconds field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *GenericCreateWebhookRequest) GetTimeoutSecondsOk() (*int32, bool) {
	if o == nil || IsNil(o.TimeoutSeconds) {
		return nil, false
	}
	return o.TimeoutSeconds, true
}

// HasTimeoutSeconds returns a boolean if a field has been set.
func (o *GenericCreateWebhookRequest) HasTimeoutSeconds() bool {
	if o != nil && !IsNil(o.TimeoutSeconds) {
		return true
	}

	return false
}

// SetTimeoutSeconds gets a reference to the given int32 and assigns it to the TimeoutSeconds field.
func (o *GenericCreateWebhookRequest) SetTimeoutSeconds(v int32) {
	o.TimeoutSeconds = &v
}

// GetMaxRetries returns the MaxRetries field value if set, zero value otherwise.
func (o *GenericCreateWebhookRequest) GetMaxRetries() int32 {
	if o == nil || IsNil(o.MaxRetries) {
		var ret int32
		return ret
	}
	return *o.MaxRetries
}

// GetMaxRetriesOk returns a tuple with the MaxRetries field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *GenericCreateWebhookRequest) GetMaxRetriesOk() (*int32, bool) {
	if o == nil || IsNil(o.MaxRetries) {
		return nil, false
	}
	return o.MaxRetries, true
}

// HasMaxRetries returns a boolean if a field has been set.
func (o *GenericCreateWebhookRequest) HasMaxRetries() bool {
	if o != nil && !IsNil(o.MaxRetries) {
		return true
	}

	return false
}

// SetMaxRetries gets a reference to the given int32 and assigns it to the MaxRetries field.
func (o *GenericCreateWebhookRequest) SetMaxRetries(v int32) {
	o.MaxRetries = &v
}

// GetRetryBackoffSeconds returns the RetryBackoffSeconds field value if set, zero value otherwise.
func (o *GenericCreateWebhookRequest) GetRetryBackoffSeconds() int32 {
	if o == nil || IsNil(o.RetryBackoffSeconds) {
		var ret int32
		return ret
	}
	return *o.RetryBackoffSeconds
}

// GetRetryBackoffSecondsOk returns a tuple with the RetryBackoffSeconds field value if set, nil otherwise
// and a boolean to check if the value has been set.
func (o *GenericCreateWebhookRequest) GetRetryBackoffSecondsOk() (*int32, bool) {
	if o == nil || IsNil(o.RetryBackoffSeconds) {
		return nil, false
	}
	return o.RetryBackoffSeconds, true
}

// HasRetryBackoffSeconds returns a boolean if a field has been set.
func (o *GenericCreateWebhookRequest) HasRetryBackoffSeconds() bool {
	if o != nil && !IsNil(o.RetryBackoffSeconds) {
		return true
	}

	return false
}

// SetRetryBackoffSeconds gets a reference to the given int32 and assigns it to the RetryBackoffSeconds field.
func (o *GenericCreateWebhookRequest) SetRetryBackoffSeconds(v int32) {
	o.RetryBackoffSeconds = &v
}

func (o GenericCreateWebhookRequest) MarshalJSON() ([]byte, error) {
	toSerialize,err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o GenericCreateWebhookRequest) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["url"] = o.Url
	toSerialize["events"] = o.Events
	if !IsNil(o.Secret) {
		toSerialize["secret"] = o.Secret
	}
	if !IsNil(o.TimeoutSeconds) {
		toSerialize["timeout_seconds"] = o.TimeoutSeconds
	}
	if !IsNil(o.MaxRetries) {
		toSerialize["max_retries"] = o.MaxRetries
	}
	if !IsNil(o.RetryBackoffSeconds) {
		toSerialize["retry_backoff_seconds"] = o.RetryBackoffSeconds
	}

	for key, value := range o.AdditionalProperties {
		toSerialize[key] = value
	}

	return toSerialize, nil
}

func (o *GenericCreateWebhookRequest) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"url",
		"events",
	}

	allProperties := make(map[string]interface{})

	err = json.Unmarshal(data, &allProperties)

	if err != nil {
		return err;
	}

	for _, requiredProperty := range(requiredProperties) {
		if _, exists := allProperties[requiredProperty]; !exists {
			return fmt.Errorf("no value given for required property %v", requiredProperty)
		}
	}

	varGenericCreateWebhookRequest := _GenericCreateWebhookRequest{}

	err = json.Unmarshal(data, &varGenericCreateWebhookRequest)

	if err != nil {
		return err
	}

	*o = GenericCreateWebhookRequest(varGenericCreateWebhookRequest)

	additionalProperties := make(map[string]interface{})

	if err = json.Unmarshal(data, &additionalProperties); err == nil {
		delete(additionalProperties, "url")
		delete(additionalProperties, "events")
		delete(additionalProperties, "secret")
		delete(additionalProperties, "timeout_seconds")
		delete(additionalProperties, "max_retries")
		delete(additionalProperties, "retry_backoff_seconds")
		o.AdditionalProperties = additionalProperties
	}

	return err
}

type NullableGenericCreateWebhookRequest struct {
	value *GenericCreateWebhookRequest
	isSet bool
}

func (v NullableGenericCreateWebhookRequest) Get() *GenericCreateWebhookRequest {
	return v.value
}

func (v *NullableGenericCreateWebhookRequest) Set(val *GenericCreateWebhookRequest) {
	v.value = val
	v.isSet = true
}

func (v NullableGenericCreateWebhookRequest) IsSet() bool {
	return v.isSet
}

func (v *NullableGenericCreateWebhookRequest) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableGenericCreateWebhookRequest(val *GenericCreateWebhookRequest) *NullableGenericCreateWebhookRequest {
	return &NullableGenericCreateWebhookRequest{value: val, isSet: true}
}

func (v NullableGenericCreateWebhookRequest) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableGenericCreateWebhookRequest) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}


