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
	"bytes"
	"fmt"
)

// checks if the TriggerAnalytics type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &TriggerAnalytics{}

// TriggerAnalytics Execution statistics of one trigger over the last 30 days.
type TriggerAnalytics struct {
	TriggerId string `json:"trigger_id" validate:"regexp=^trg_[0-9A-Za-z]{24}$"`
	// SUCCESS, FAILED and RATE_LIMITED executions.
	TotalExecutions int32 `json:"total_executions"`
	SuccessfulExecutions int32 `json:"successful_executions"`
	FailedExecutions int32 `json:"failed_executions"`
	SuccessRatePct float32 `json:"success_rate_pct"`
	RateLimitedCount int32 `json:"rate_limited_count"`
	AvgEvaluationTimeMs float32 `json:"avg_evaluation_time_ms"`
	// Keyed by action type (WEBHOOK, EMAIL_ALERT, CHAT_NOTIFICATION, LOG_EVENT).
	ActionsBreakdown map[string]TriggerActionStats `json:"actions_breakdown"`
	// Executions per UTC hour of the day, keyed \"00\" to \"23\" (all 24 keys present).
	HourlyDistribution map[string]int32 `json:"hourly_distribution"`
	Period string `json:"period"`
}

type _TriggerAnalytics TriggerAnalytics

// NewTriggerAnalytics instantiates a new TriggerAnalytics object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewTriggerAnalytics(triggerId string, totalExecutions int32, successfulExecutions int32, failedExecutions int32, successRatePct float32, rateLimitedCount int32, avgEvaluationTimeMs float32, actionsBreakdown map[string]TriggerActionStats, hourlyDistribution map[string]int32, period string) *TriggerAnalytics {
	this := TriggerAnalytics{}
	this.TriggerId = triggerId
	this.TotalExecutions = totalExecutions
	this.SuccessfulExecutions = successfulExecutions
	this.FailedExecutions = failedExecutions
	this.SuccessRatePct = successRatePct
	this.RateLimitedCount = rateLimitedCount
	this.AvgEvaluationTimeMs = avgEvaluationTimeMs
	this.ActionsBreakdown = actionsBreakdown
	this.HourlyDistribution = hourlyDistribution
	this.Period = period
	return &this
}

// NewTriggerAnalyticsWithDefaults instantiates a new TriggerAnalytics object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewTriggerAnalyticsWithDefaults() *TriggerAnalytics {
	this := TriggerAnalytics{}
	return &this
}

// GetTriggerId returns the TriggerId field value
func (o *TriggerAnalytics) GetTriggerId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.TriggerId
}

// GetTriggerIdOk returns a tuple with the TriggerId field value
// and a boolean to check if the value has been set.
func (o *TriggerAnalytics) GetTriggerIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.TriggerId, true
}

// SetTriggerId sets field value
func (o *TriggerAnalytics) SetTriggerId(v string) {
	o.TriggerId = v
}

// GetTotalExecutions returns the TotalExecutions field value
func (o *TriggerAnalytics) GetTotalExecutions() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.TotalExecutions
}

// GetTotalExecutionsOk returns a tuple with the TotalExecutions field value
// and a boolean to check if the value has been set.
func (o *TriggerAnalytics) GetTotalExecutionsOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.TotalExecutions, true
}

// SetTotalExecutions sets field value
func (o *TriggerAnalytics) SetTotalExecutions(v int32) {
	o.TotalExecutions = v
}

// GetSuccessfulExecutions returns the SuccessfulExecutions field value
func (o *TriggerAnalytics) GetSuccessfulExecutions() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.SuccessfulExecutions
}

// GetSuccessfulExecutionsOk returns a tuple with the SuccessfulExecutions field value
// and a boolean to check if the value has been set.
func (o *TriggerAnalytics) GetSuccessfulExecutionsOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.SuccessfulExecutions, true
}

// SetSuccessfulExecutions sets field value
func (o *TriggerAnalytics) SetSuccessfulExecutions(v int32) {
	o.SuccessfulExecutions = v
}

// GetFailedExecutions returns the FailedExecutions field value
func (o *TriggerAnalytics) GetFailedExecutions() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.FailedExecutions
}

// GetFailedExecutionsOk returns a tuple with the FailedExecutions field value
// and a boolean to check if the value has been set.
func (o *TriggerAnalytics) GetFailedExecutionsOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.FailedExecutions, true
}

// SetFailedExecutions sets field value
func (o *TriggerAnalytics) SetFailedExecutions(v int32) {
	o.FailedExecutions = v
}

// GetSuccessRatePct returns the SuccessRatePct field value
func (o *TriggerAnalytics) GetSuccessRatePct() float32 {
	if o == nil {
		var ret float32
		return ret
	}

	return o.SuccessRatePct
}

// GetSuccessRatePctOk returns a tuple with the SuccessRatePct field value
// and a boolean to check if the value has been set.
func (o *TriggerAnalytics) GetSuccessRatePctOk() (*float32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.SuccessRatePct, true
}

// SetSuccessRatePct sets field value
func (o *TriggerAnalytics) SetSuccessRatePct(v float32) {
	o.SuccessRatePct = v
}

// GetRateLimitedCount returns the RateLimitedCount field value
func (o *TriggerAnalytics) GetRateLimitedCount() int32 {
	if o == nil {
		var ret int32
		return ret
	}

	return o.RateLimitedCount
}

// GetRateLimitedCountOk returns a tuple with the RateLimitedCount field value
// and a boolean to check if the value has been set.
func (o *TriggerAnalytics) GetRateLimitedCountOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.RateLimitedCount, true
}

// SetRateLimitedCount sets field value
func (o *TriggerAnalytics) SetRateLimitedCount(v int32) {
	o.RateLimitedCount = v
}

// GetAvgEvaluationTimeMs returns the AvgEvaluationTimeMs field value
func (o *TriggerAnalytics) GetAvgEvaluationTimeMs() float32 {
	if o == nil {
		var ret float32
		return ret
	}

	return o.AvgEvaluationTimeMs
}

// GetAvgEvaluationTimeMsOk returns a tuple with the AvgEvaluationTimeMs field value
// and a boolean to check if the value has been set.
func (o *TriggerAnalytics) GetAvgEvaluationTimeMsOk() (*float32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.AvgEvaluationTimeMs, true
}

// SetAvgEvaluationTimeMs sets field value
func (o *TriggerAnalytics) SetAvgEvaluationTimeMs(v float32) {
	o.AvgEvaluationTimeMs = v
}

// GetActionsBreakdown returns the ActionsBreakdown field value
func (o *TriggerAnalytics) GetActionsBreakdown() map[string]TriggerActionStats {
	if o == nil {
		var ret map[string]TriggerActionStats
		return ret
	}

	return o.ActionsBreakdown
}

// GetActionsBreakdownOk returns a tuple with the ActionsBreakdown field value
// and a boolean to check if the value has been set.
func (o *TriggerAnalytics) GetActionsBreakdownOk() (*map[string]TriggerActionStats, bool) {
	if o == nil {
		return nil, false
	}
	return &o.ActionsBreakdown, true
}

// SetActionsBreakdown sets field value
func (o *TriggerAnalytics) SetActionsBreakdown(v map[string]TriggerActionStats) {
	o.ActionsBreakdown = v
}

// GetHourlyDistribution returns the HourlyDistribution field value
func (o *TriggerAnalytics) GetHourlyDistribution() map[string]int32 {
	if o == nil {
		var ret map[string]int32
		return ret
	}

	return o.HourlyDistribution
}

// GetHourlyDistributionOk returns a tuple with the HourlyDistribution field value
// and a boolean to check if the value has been set.
func (o *TriggerAnalytics) GetHourlyDistributionOk() (*map[string]int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.HourlyDistribution, true
}

// SetHourlyDistribution sets field value
func (o *TriggerAnalytics) SetHourlyDistribution(v map[string]int32) {
	o.HourlyDistribution = v
}

// GetPeriod returns the Period field value
func (o *TriggerAnalytics) GetPeriod() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Period
}

// GetPeriodOk returns a tuple with the Period field value
// and a boolean to check if the value has been set.
func (o *TriggerAnalytics) GetPeriodOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Period, true
}

// SetPeriod sets field value
func (o *TriggerAnalytics) SetPeriod(v string) {
	o.Period = v
}

func (o TriggerAnalytics) MarshalJSON() ([]byte, error) {
	toSerialize,err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o TriggerAnalytics) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["trigger_id"] = o.TriggerId
	toSerialize["total_executions"] = o.TotalExecutions
	toSerialize["successful_executions"] = o.SuccessfulExecutions
	toSerialize["failed_executions"] = o.FailedExecutions
	toSerialize["success_rate_pct"] = o.SuccessRatePct
	toSerialize["rate_limited_count"] = o.RateLimitedCount
	toSerialize["avg_evaluation_time_ms"] = o.AvgEvaluationTimeMs
	toSerialize["actions_breakdown"] = o.ActionsBreakdown
	toSerialize["hourly_distribution"] = o.HourlyDistribution
	toSerialize["period"] = o.Period
	return toSerialize, nil
}

func (o *TriggerAnalytics) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"trigger_id",
		"total_executions",
		"successful_executions",
		"failed_executions",
		"success_rate_pct",
		"rate_limited_count",
		"avg_evaluation_time_ms",
		"actions_breakdown",
		"hourly_distribution",
		"period",
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

	varTriggerAnalytics := _TriggerAnalytics{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varTriggerAnalytics)

	if err != nil {
		return err
	}

	*o = TriggerAnalytics(varTriggerAnalytics)

	return err
}

type NullableTriggerAnalytics struct {
	value *TriggerAnalytics
	isSet bool
}

func (v NullableTriggerAnalytics) Get() *TriggerAnalytics {
	return v.value
}

func (v *NullableTriggerAnalytics) Set(val *TriggerAnalytics) {
	v.value = val
	v.isSet = true
}

func (v NullableTriggerAnalytics) IsSet() bool {
	return v.isSet
}

func (v *NullableTriggerAnalytics) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableTriggerAnalytics(val *TriggerAnalytics) *NullableTriggerAnalytics {
	return &NullableTriggerAnalytics{value: val, isSet: true}
}

func (v NullableTriggerAnalytics) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableTriggerAnalytics) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}


