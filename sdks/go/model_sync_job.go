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
	"time"
	"bytes"
	"fmt"
)

// checks if the SyncJob type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &SyncJob{}

// SyncJob A sync job between a device and the cloud.
type SyncJob struct {
	JobId string `json:"job_id" validate:"regexp=^sync_[0-9A-Za-z]{24}$"`
	DeviceId string `json:"device_id" validate:"regexp=^dev_[0-9A-Za-z]{24}$"`
	Direction SyncDirection `json:"direction"`
	Status SyncJobStatus `json:"status"`
	MemoriesToPush int64 `json:"memories_to_push"`
	MemoriesToPull int64 `json:"memories_to_pull"`
	StartedAt time.Time `json:"started_at"`
	// When the job ended (COMPLETED or FAILED); null while IN_PROGRESS.
	CompletedAt NullableTime `json:"completed_at"`
	// Why the job failed; null unless FAILED.
	Error NullableString `json:"error"`
}

type _SyncJob SyncJob

// NewSyncJob instantiates a new SyncJob object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewSyncJob(jobId string, deviceId string, direction SyncDirection, status SyncJobStatus, memoriesToPush int64, memoriesToPull int64, startedAt time.Time, completedAt NullableTime, error_ NullableString) *SyncJob {
	this := SyncJob{}
	this.JobId = jobId
	this.DeviceId = deviceId
	this.Direction = direction
	this.Status = status
	this.MemoriesToPush = memoriesToPush
	this.MemoriesToPull = memoriesToPull
	this.StartedAt = startedAt
	this.CompletedAt = completedAt
	this.Error = error_
	return &this
}

// NewSyncJobWithDefaults instantiates a new SyncJob object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewSyncJobWithDefaults() *SyncJob {
	this := SyncJob{}
	return &this
}

// GetJobId returns the JobId field value
func (o *SyncJob) GetJobId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.JobId
}

// GetJobIdOk returns a tuple with the JobId field value
// and a boolean to check if the value has been set.
func (o *SyncJob) GetJobIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.JobId, true
}

// SetJobId sets field value
func (o *SyncJob) SetJobId(v string) {
	o.JobId = v
}

// GetDeviceId returns the DeviceId field value
func (o *SyncJob) GetDeviceId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.DeviceId
}

// GetDeviceIdOk returns a tuple with the DeviceId field value
// and a boolean to check if the value has been set.
func (o *SyncJob) GetDeviceIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.DeviceId, true
}

// SetDeviceId sets field value
func (o *SyncJob) SetDeviceId(v string) {
	o.DeviceId = v
}

// GetDirection returns the Direction field value
func (o *SyncJob) GetDirection() SyncDirection {
	if o == nil {
		var ret SyncDirection
		return ret
	}

	return o.Direction
}

// GetDirectionOk returns a tuple with the Direction field value
// and a boolean to check if the value has been set.
func (o *SyncJob) GetDirectionOk() (*SyncDirection, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Direction, true
}

// SetDirection sets field value
func (o *SyncJob) SetDirection(v SyncDirection) {
	o.Direction = v
}

// GetStatus returns the Status field value
func (o *SyncJob) GetStatus() SyncJobStatus {
	if o == nil {
		var ret SyncJobStatus
		return ret
	}

	return o.Status
}

// GetStatusOk returns a tuple with the Status field value
// and a boolean to check if the value has been set.
func (o *SyncJob) GetStatusOk() (*SyncJobStatus, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Status, true
}

// SetStatus sets field value
func (o *SyncJob) SetStatus(v SyncJobStatus) {
	o.Status = v
}

// GetMemoriesToPush returns the MemoriesToPush field value
func (o *SyncJob) GetMemoriesToPush() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.MemoriesToPush
}

// GetMemoriesToPushOk returns a tuple with the MemoriesToPush field value
// and a boolean to check if the value has been set.
func (o *SyncJob) GetMemoriesToPushOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.MemoriesToPush, true
}

// SetMemoriesToPush sets field value
func (o *SyncJob) SetMemoriesToPush(v int64) {
	o.MemoriesToPush = v
}

// GetMemoriesToPull returns the MemoriesToPull field value
func (o *SyncJob) GetMemoriesToPull() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.MemoriesToPull
}

// GetMemoriesToPullOk returns a tuple with the MemoriesToPull field value
// and a boolean to check if the value has been set.
func (o *SyncJob) GetMemoriesToPullOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.MemoriesToPull, true
}

// SetMemoriesToPull sets field value
func (o *SyncJob) SetMemoriesToPull(v int64) {
	o.MemoriesToPull = v
}

// GetStartedAt returns the StartedAt field value
func (o *SyncJob) GetStartedAt() time.Time {
	if o == nil {
		var ret time.Time
		return ret
	}

	return o.StartedAt
}

// GetStartedAtOk returns a tuple with the StartedAt field value
// and a boolean to check if the value has been set.
func (o *SyncJob) GetStartedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return &o.StartedAt, true
}

// SetStartedAt sets field value
func (o *SyncJob) SetStartedAt(v time.Time) {
	o.StartedAt = v
}

// GetCompletedAt returns the CompletedAt field value
// If the value is explicit nil, the zero value for time.Time will be returned
func (o *SyncJob) GetCompletedAt() time.Time {
	if o == nil || o.CompletedAt.Get() == nil {
		var ret time.Time
		return ret
	}

	return *o.CompletedAt.Get()
}

// GetCompletedAtOk returns a tuple with the CompletedAt field value
// and a boolean to check if the value has been set.
// NOTE: If the value is an explicit nil, `nil, true` will be returned
func (o *SyncJob) GetCompletedAtOk() (*time.Time, bool) {
	if o == nil {
		return nil, false
	}
	return o.CompletedAt.Get(), o.CompletedAt.IsSet()
}

// SetCompletedAt sets field value
func (o *SyncJob) SetCompletedAt(v time.Time) {
	o.CompletedAt.Set(&v)
}

// GetError returns the Error field value
// If the value is explicit nil, the zero value for string will be returned
func (o *SyncJob) GetError() string {
	if o == nil || o.Error.Get() == nil {
		var ret string
		return ret
	}

	return *o.Error.Get()
}

// GetErrorOk returns a tuple with the Error field value
// and a boolean to check if the value has been set.
// NOTE: If the value is an explicit nil, `nil, true` will be returned
func (o *SyncJob) GetErrorOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return o.Error.Get(), o.Error.IsSet()
}

// SetError sets field value
func (o *SyncJob) SetError(v string) {
	o.Error.Set(&v)
}

func (o SyncJob) MarshalJSON() ([]byte, error) {
	toSerialize,err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o SyncJob) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["job_id"] = o.JobId
	toSerialize["device_id"] = o.DeviceId
	toSerialize["direction"] = o.Direction
	toSerialize["status"] = o.Status
	toSerialize["memories_to_push"] = o.MemoriesToPush
	toSerialize["memories_to_pull"] = o.MemoriesToPull
	toSerialize["started_at"] = o.StartedAt
	toSerialize["completed_at"] = o.CompletedAt.Get()
	toSerialize["error"] = o.Error.Get()
	return toSerialize, nil
}

func (o *SyncJob) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"job_id",
		"device_id",
		"direction",
		"status",
		"memories_to_push",
		"memories_to_pull",
		"started_at",
		"completed_at",
		"error",
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

	varSyncJob := _SyncJob{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varSyncJob)

	if err != nil {
		return err
	}

	*o = SyncJob(varSyncJob)

	return err
}

type NullableSyncJob struct {
	value *SyncJob
	isSet bool
}

func (v NullableSyncJob) Get() *SyncJob {
	return v.value
}

func (v *NullableSyncJob) Set(val *SyncJob) {
	v.value = val
	v.isSet = true
}

func (v NullableSyncJob) IsSet() bool {
	return v.isSet
}

func (v *NullableSyncJob) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableSyncJob(val *SyncJob) *NullableSyncJob {
	return &NullableSyncJob{value: val, isSet: true}
}

func (v NullableSyncJob) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableSyncJob) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}


