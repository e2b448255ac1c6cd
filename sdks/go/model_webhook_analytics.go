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

// checks if the WebhookAnalytics type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &WebhookAnalytics{}

// WebhookAnalytics Delivery statistics of one webhook over the last 30 days.
type WebhookAnalytics struct {
	WebhookId string `json:"webhook_id" validate:"regexp=^wh_[0-9A-Za-z]{24}$"`
	TotalDeliveries int64 `json:"total_deliveries"`
	SuccessfulDeliveries int64 `json:"successful_deliveries"`
	FailedDeliveries int64 `json:"failed_deliveries"`
	// successful_deliveries / total_deliveries x 100; 0 when there are none.
	SuccessRatePct float32 `json:"success_rate_pct"`
	AvgResponseTimeMs float32 `json:"avg_response_time_ms"`
	P95ResponseTimeMs float32 `json:"p95_response_time_ms"`
	P99ResponseTimeMs float32 `json:"p99_response_time_ms"`
	// Number of deliveries per event type (`DeliveryEventType` values as keys).
	EventsBreakdown map[string]int32 `json:"events_breakdown"`
	Period string `json:"period"`
}

type _WebhookAnalytics WebhookAnalytics

// NewWebhookAnalytics instantiates a new WebhookAnalytics object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewWebhookAnalytics(webhookId string, totalDeliveries int64, successfulDeliveries int64, failedDeliveries int64, successRatePct float32, avgResponseTimeMs float32, p95ResponseTimeMs float32, p99ResponseTimeMs float32, eventsBreakdown map[string]int32, period string) *WebhookAnalytics {
	this := WebhookAnalytics{}
	this.WebhookId = webhookId
	this.TotalDeliveries = totalDeliveries
	this.SuccessfulDeliveries = successfulDeliveries
	this.FailedDeliveries = failedDeliveries
	this.SuccessRatePct = successRatePct
	this.AvgResponseTimeMs = avgResponseTimeMs
	this.P95ResponseTimeMs = p95ResponseTimeMs
	this.P99ResponseTimeMs = p99ResponseTimeMs
	this.EventsBreakdown = eventsBreakdown
	this.Period = period
	return &this
}

// NewWebhookAnalyticsWithDefaults instantiates a new WebhookAnalytics object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewWebhookAnalyticsWithDefaults() *WebhookAnalytics {
	this := WebhookAnalytics{}
	return &this
}

// GetWebhookId returns the WebhookId field value
func (o *WebhookAnalytics) GetWebhookId() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.WebhookId
}

// GetWebhookIdOk returns a tuple with the WebhookId field value
// and a boolean to check if the value has been set.
func (o *WebhookAnalytics) GetWebhookIdOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.WebhookId, true
}

// SetWebhookId sets field value
func (o *WebhookAnalytics) SetWebhookId(v string) {
	o.WebhookId = v
}

// GetTotalDeliveries returns the TotalDeliveries field value
func (o *WebhookAnalytics) GetTotalDeliveries() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.TotalDeliveries
}

// GetTotalDeliveriesOk returns a tuple with the TotalDeliveries field value
// and a boolean to check if the value has been set.
func (o *WebhookAnalytics) GetTotalDeliveriesOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.TotalDeliveries, true
}

// SetTotalDeliveries sets field value
func (o *WebhookAnalytics) SetTotalDeliveries(v int64) {
	o.TotalDeliveries = v
}

// GetSuccessfulDeliveries returns the SuccessfulDeliveries field value
func (o *WebhookAnalytics) GetSuccessfulDeliveries() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.SuccessfulDeliveries
}

// GetSuccessfulDeliveriesOk returns a tuple with the SuccessfulDeliveries field value
// and a boolean to check if the value has been set.
func (o *WebhookAnalytics) GetSuccessfulDeliveriesOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.SuccessfulDeliveries, true
}

// SetSuccessfulDeliveries sets field value
func (o *WebhookAnalytics) SetSuccessfulDeliveries(v int64) {
	o.SuccessfulDeliveries = v
}

// GetFailedDeliveries returns the FailedDeliveries field value
func (o *WebhookAnalytics) GetFailedDeliveries() int64 {
	if o == nil {
		var ret int64
		return ret
	}

	return o.FailedDeliveries
}

// GetFailedDeliveriesOk returns a tuple with the FailedDeliveries field value
// and a boolean to check if the value has been set.
func (o *WebhookAnalytics) GetFailedDeliveriesOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return &o.FailedDeliveries, true
}

// SetFailedDeliveries sets field value
func (o *WebhookAnalytics) SetFailedDeliveries(v int64) {
	o.FailedDeliveries = v
}

// GetSuccessRatePct returns the SuccessRatePct field value
func (o *WebhookAnalytics) GetSuccessRatePct() float32 {
	if o == nil {
		var ret float32
		return ret
	}

	return o.SuccessRatePct
}

// GetSuccessRatePctOk returns a tuple with the SuccessRatePct field value
// and a boolean to check if the value has been set.
func (o *WebhookAnalytics) GetSuccessRatePctOk() (*float32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.SuccessRatePct, true
}

// SetSuccessRatePct sets field value
func (o *WebhookAnalytics) SetSuccessRatePct(v float32) {
	o.SuccessRatePct = v
}

// GetAvgResponseTimeMs returns the AvgResponseTimeMs field value
func (o *WebhookAnalytics) GetAvgResponseTimeMs() float32 {
	if o == nil {
		var ret float32
		return ret
	}

	return o.AvgResponseTimeMs
}

// GetAvgResponseTimeMsOk returns a tuple with the AvgResponseTimeMs field value
// and a boolean to check if the value has been set.
func (o *WebhookAnalytics) GetAvgResponseTimeMsOk() (*float32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.AvgResponseTimeMs, true
}

// SetAvgResponseTimeMs sets field value
func (o *WebhookAnalytics) SetAvgResponseTimeMs(v float32) {
	o.AvgResponseTimeMs = v
}

// GetP95ResponseTimeMs returns the P95ResponseTimeMs field value
func (o *WebhookAnalytics) GetP95ResponseTimeMs() float32 {
	if o == nil {
		var ret float32
		return ret
	}

	return o.P95ResponseTimeMs
}

// GetP95ResponseTimeMsOk returns a tuple with the P95ResponseTimeMs field value
// and a boolean to check if the value has been set.
func (o *WebhookAnalytics) GetP95ResponseTimeMsOk() (*float32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.P95ResponseTimeMs, true
}

// SetP95ResponseTimeMs sets field value
func (o *WebhookAnalytics) SetP95ResponseTimeMs(v float32) {
	o.P95ResponseTimeMs = v
}

// GetP99ResponseTimeMs returns the P99ResponseTimeMs field value
func (o *WebhookAnalytics) GetP99ResponseTimeMs() float32 {
	if o == nil {
		var ret float32
		return ret
	}

	return o.P99ResponseTimeMs
}

// GetP99ResponseTimeMsOk returns a tuple with the P99ResponseTimeMs field value
// and a boolean to check if the value has been set.
func (o *WebhookAnalytics) GetP99ResponseTimeMsOk() (*float32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.P99ResponseTimeMs, true
}

// SetP99ResponseTimeMs sets field value
func (o *WebhookAnalytics) SetP99ResponseTimeMs(v float32) {
	o.P99ResponseTimeMs = v
}

// GetEventsBreakdown returns the EventsBreakdown field value
func (o *WebhookAnalytics) GetEventsBreakdown() map[string]int32 {
	if o == nil {
		var ret map[string]int32
		return ret
	}

	return o.EventsBreakdown
}

// GetEventsBreakdownOk returns a tuple with the EventsBreakdown field value
// and a boolean to check if the value has been set.
func (o *WebhookAnalytics) GetEventsBreakdownOk() (*map[string]int32, bool) {
	if o == nil {
		return nil, false
	}
	return &o.EventsBreakdown, true
}

// SetEventsBreakdown sets field value
func (o *WebhookAnalytics) SetEventsBreakdown(v map[string]int32) {
	o.EventsBreakdown = v
}

// GetPeriod returns the Period field value
func (o *WebhookAnalytics) GetPeriod() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Period
}

// GetPeriodOk returns a tuple with the Period field value
// and a boolean to check if the value has been set.
func (o *WebhookAnalytics) GetPeriodOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Period, true
}

// SetPeriod sets field value
func (o *WebhookAnalytics) SetPeriod(v string) {
	o.Period = v
}

func (o WebhookAnalytics) MarshalJSON() ([]byte, error) {
	toSerialize,err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o WebhookAnalytics) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["webhook_id"] = o.WebhookId
	toSerialize["total_deliveries"] = o.TotalDeliveries
	toSerialize["successful_deliveries"] = o.SuccessfulDeliveries
	toSerialize["failed_deliveries"] = o.FailedDeliveries
	toSerialize["success_rate_pct"] = o.SuccessRatePct
	toSerialize["avg_response_time_ms"] = o.AvgResponseTimeMs
	toSerialize["p95_response_time_ms"] = o.P95ResponseTimeMs
	toSerialize["p99_response_time_ms"] = o.P99ResponseTimeMs
	toSerialize["events_breakdown"] = o.EventsBreakdown
	toSerialize["period"] = o.Period
	return toSerialize, nil
}

func (o *WebhookAnalytics) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"webhook_id",
		"total_deliveries",
		"successful_deliveries",
		"failed_deliveries",
		"success_rate_pct",
		"avg_response_time_ms",
		"p95_response_time_ms",
		"p99_response_time_ms",
		"events_breakdown",
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

	varWebhookAnalytics := _WebhookAnalytics{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varWebhookAnalytics)

	if err != nil {
		return err
	}

	*o = WebhookAnalytics(varWebhookAnalytics)

	return err
}

type NullableWebhookAnalytics struct {
	value *WebhookAnalytics
	isSet bool
}

func (v NullableWebhookAnalytics) Get() *WebhookAnalytics {
	return v.value
}

func (v *NullableWebhookAnalytics) Set(val *WebhookAnalytics) {
	v.value = val
	v.isSet = true
}

func (v NullableWebhookAnalytics) IsSet() bool {
	return v.isSet
}

func (v *NullableWebhookAnalytics) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableWebhookAnalytics(val *WebhookAnalytics) *NullableWebhookAnalytics {
	return &NullableWebhookAnalytics{value: val, isSet: true}
}

func (v NullableWebhookAnalytics) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableWebhookAnalytics) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}


