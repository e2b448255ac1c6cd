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

// checks if the DescriptorTier type satisfies the MappedNullable interface at compile time
var _ MappedNullable = &DescriptorTier{}

// DescriptorTier One tier and its monthly volume limits; null means unlimited (or, for the price, custom).
type DescriptorTier struct {
	Name Tier `json:"name"`
	// Monthly price in USD; null for enterprise (custom pricing).
	PriceUsdPerMonth NullableFloat32 `json:"price_usd_per_month"`
	// Tokens per month; null means unlimited.
	TokensPerMonth NullableInt64 `json:"tokens_per_month"`
	// Queries per month; null means unlimited.
	QueriesPerMonth NullableInt64 `json:"queries_per_month"`
	// Vectors compressed per month; null means unlimited.
	CompressionVectorsPerMonth NullableInt64 `json:"compression_vectors_per_month"`
	// Collections; null means unlimited.
	Collections NullableInt32 `json:"collections"`
	// Webhooks; null means unlimited.
	Webhooks NullableInt32 `json:"webhooks"`
	Support string `json:"support"`
}

type _DescriptorTier DescriptorTier

// NewDescriptorTier instantiates a new DescriptorTier object
// This constructor will assign default values to properties that have it defined,
// and makes sure properties required by API are set, but the set of arguments
// will change when the set of required properties is changed
func NewDescriptorTier(name Tier, priceUsdPerMonth NullableFloat32, tokensPerMonth NullableInt64, queriesPerMonth NullableInt64, compressionVectorsPerMonth NullableInt64, collections NullableInt32, webhooks NullableInt32, support string) *DescriptorTier {
	this := DescriptorTier{}
	this.Name = name
	this.PriceUsdPerMonth = priceUsdPerMonth
	this.TokensPerMonth = tokensPerMonth
	this.QueriesPerMonth = queriesPerMonth
	this.CompressionVectorsPerMonth = compressionVectorsPerMonth
	this.Collections = collections
	this.Webhooks = webhooks
	this.Support = support
	return &this
}

// NewDescriptorTierWithDefaults instantiates a new DescriptorTier object
// This constructor will only assign default values to properties that have it defined,
// but it doesn't guarantee that properties required by API are set
func NewDescriptorTierWithDefaults() *DescriptorTier {
	this := DescriptorTier{}
	return &this
}

// GetName returns the Name field value
func (o *DescriptorTier) GetName() Tier {
	if o == nil {
		var ret Tier
		return ret
	}

	return o.Name
}

// GetNameOk returns a tuple with the Name field value
// and a boolean to check if the value has been set.
func (o *DescriptorTier) GetNameOk() (*Tier, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Name, true
}

// SetName sets field value
func (o *DescriptorTier) SetName(v Tier) {
	o.Name = v
}

// GetPriceUsdPerMonth returns the PriceUsdPerMonth field value
// If the value is explicit nil, the zero value for float32 will be returned
func (o *DescriptorTier) GetPriceUsdPerMonth() float32 {
	if o == nil || o.PriceUsdPerMonth.Get() == nil {
		var ret float32
		return ret
	}

	return *o.PriceUsdPerMonth.Get()
}

// GetPriceUsdPerMonthOk returns a tuple with the PriceUsdPerMonth field value
// and a boolean to check if the value has been set.
// NOTE: If the value is an explicit nil, `nil, true` will be returned
func (o *DescriptorTier) GetPriceUsdPerMonthOk() (*float32, bool) {
	if o == nil {
		return nil, false
	}
	return o.PriceUsdPerMonth.Get(), o.PriceUsdPerMonth.IsSet()
}

// SetPriceUsdPerMonth sets field value
func (o *DescriptorTier) SetPriceUsdPerMonth(v float32) {
	o.PriceUsdPerMonth.Set(&v)
}

// GetTokensPerMonth returns the TokensPerMonth field value
// If the value is explicit nil, the zero value for int64 will be returned
func (o *DescriptorTier) GetTokensPerMonth() int64 {
	if o == nil || o.TokensPerMonth.Get() == nil {
		var ret int64
		return ret
	}

	return *o.TokensPerMonth.Get()
}

// GetTokensPerMonthOk returns a tuple with the TokensPerMonth field value
// and a boolean to check if the value has been set.
// NOTE: If the value is an explicit nil, `nil, true` will be returned
func (o *DescriptorTier) GetTokensPerMonthOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return o.TokensPerMonth.Get(), o.TokensPerMonth.IsSet()
}

// SetTokensPerMonth sets field value
func (o *DescriptorTier) SetTokensPerMonth(v int64) {
	o.TokensPerMonth.Set(&v)
}

// GetQueriesPerMonth returns the QueriesPerMonth field value
// If the value is explicit nil, the zero value for int64 will be returned
func (o *DescriptorTier) GetQueriesPerMonth() int64 {
	if o == nil || o.QueriesPerMonth.Get() == nil {
		var ret int64
		return ret
	}

	return *o.QueriesPerMonth.Get()
}

// GetQueriesPerMonthOk returns a tuple with the QueriesPerMonth field value
// and a boolean to check if the value has been set.
// NOTE: If the value is an explicit nil, `nil, true` will be returned
func (o *DescriptorTier) GetQueriesPerMonthOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return o.QueriesPerMonth.Get(), o.QueriesPerMonth.IsSet()
}

// SetQueriesPerMonth sets field value
func (o *DescriptorTier) SetQueriesPerMonth(v int64) {
	o.QueriesPerMonth.Set(&v)
}

// GetCompressionVectorsPerMonth returns the CompressionVectorsPerMonth field value
// If the value is explicit nil, the zero value for int64 will be returned
func (o *DescriptorTier) GetCompressionVectorsPerMonth() int64 {
	if o == nil || o.CompressionVectorsPerMonth.Get() == nil {
		var ret int64
		return ret
	}

	return *o.CompressionVectorsPerMonth.Get()
}

// GetCompressionVectorsPerMonthOk returns a tuple with the CompressionVectorsPerMonth field value
// and a boolean to check if the value has been set.
// NOTE: If the value is an explicit nil, `nil, true` will be returned
func (o *DescriptorTier) GetCompressionVectorsPerMonthOk() (*int64, bool) {
	if o == nil {
		return nil, false
	}
	return o.CompressionVectorsPerMonth.Get(), o.CompressionVectorsPerMonth.IsSet()
}

// SetCompressionVectorsPerMonth sets field value
func (o *DescriptorTier) SetCompressionVectorsPerMonth(v int64) {
	o.CompressionVectorsPerMonth.Set(&v)
}

// GetCollections returns the Collections field value
// If the value is explicit nil, the zero value for int32 will be returned
func (o *DescriptorTier) GetCollections() int32 {
	if o == nil || o.Collections.Get() == nil {
		var ret int32
		return ret
	}

	return *o.Collections.Get()
}

// GetCollectionsOk returns a tuple with the Collections field value
// and a boolean to check if the value has been set.
// NOTE: If the value is an explicit nil, `nil, true` will be returned
func (o *DescriptorTier) GetCollectionsOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return o.Collections.Get(), o.Collections.IsSet()
}

// SetCollections sets field value
func (o *DescriptorTier) SetCollections(v int32) {
	o.Collections.Set(&v)
}

// GetWebhooks returns the Webhooks field value
// If the value is explicit nil, the zero value for int32 will be returned
func (o *DescriptorTier) GetWebhooks() int32 {
	if o == nil || o.Webhooks.Get() == nil {
		var ret int32
		return ret
	}

	return *o.Webhooks.Get()
}

// GetWebhooksOk returns a tuple with the Webhooks field value
// and a boolean to check if the value has been set.
// NOTE: If the value is an explicit nil, `nil, true` will be returned
func (o *DescriptorTier) GetWebhooksOk() (*int32, bool) {
	if o == nil {
		return nil, false
	}
	return o.Webhooks.Get(), o.Webhooks.IsSet()
}

// SetWebhooks sets field value
func (o *DescriptorTier) SetWebhooks(v int32) {
	o.Webhooks.Set(&v)
}

// GetSupport returns the Support field value
func (o *DescriptorTier) GetSupport() string {
	if o == nil {
		var ret string
		return ret
	}

	return o.Support
}

// GetSupportOk returns a tuple with the Support field value
// and a boolean to check if the value has been set.
func (o *DescriptorTier) GetSupportOk() (*string, bool) {
	if o == nil {
		return nil, false
	}
	return &o.Support, true
}

// SetSupport sets field value
func (o *DescriptorTier) SetSupport(v string) {
	o.Support = v
}

func (o DescriptorTier) MarshalJSON() ([]byte, error) {
	toSerialize,err := o.ToMap()
	if err != nil {
		return []byte{}, err
	}
	return json.Marshal(toSerialize)
}

func (o DescriptorTier) ToMap() (map[string]interface{}, error) {
	toSerialize := map[string]interface{}{}
	toSerialize["name"] = o.Name
	toSerialize["price_usd_per_month"] = o.PriceUsdPerMonth.Get()
	toSerialize["tokens_per_month"] = o.TokensPerMonth.Get()
	toSerialize["queries_per_month"] = o.QueriesPerMonth.Get()
	toSerialize["compression_vectors_per_month"] = o.CompressionVectorsPerMonth.Get()
	toSerialize["collections"] = o.Collections.Get()
	toSerialize["webhooks"] = o.Webhooks.Get()
	toSerialize["support"] = o.Support
	return toSerialize, nil
}

func (o *DescriptorTier) UnmarshalJSON(data []byte) (err error) {
	// This validates that all required properties are included in the JSON object
	// by unmarshalling the object into a generic map with string keys and checking
	// that every required field exists as a key in the generic map.
	requiredProperties := []string{
		"name",
		"price_usd_per_month",
		"tokens_per_month",
		"queries_per_month",
		"compression_vectors_per_month",
		"collections",
		"webhooks",
		"support",
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

	varDescriptorTier := _DescriptorTier{}

	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	err = decoder.Decode(&varDescriptorTier)

	if err != nil {
		return err
	}

	*o = DescriptorTier(varDescriptorTier)

	return err
}

type NullableDescriptorTier struct {
	value *DescriptorTier
	isSet bool
}

func (v NullableDescriptorTier) Get() *DescriptorTier {
	return v.value
}

func (v *NullableDescriptorTier) Set(val *DescriptorTier) {
	v.value = val
	v.isSet = true
}

func (v NullableDescriptorTier) IsSet() bool {
	return v.isSet
}

func (v *NullableDescriptorTier) Unset() {
	v.value = nil
	v.isSet = false
}

func NewNullableDescriptorTier(val *DescriptorTier) *NullableDescriptorTier {
	return &NullableDescriptorTier{value: val, isSet: true}
}

func (v NullableDescriptorTier) MarshalJSON() ([]byte, error) {
	return json.Marshal(v.value)
}

func (v *NullableDescriptorTier) UnmarshalJSON(src []byte) error {
	v.isSet = true
	return json.Unmarshal(src, &v.value)
}


