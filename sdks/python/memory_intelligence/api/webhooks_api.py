# coding: utf-8

"""
    Memory Intelligence Service API

    A self-hostable memory-intelligence API for AI agents. Agents store short texts (\"memories\"); the service embeds them into 768-dimension vectors, classifies them (preference, decision, fact, entity, other), detects duplicates, writes them into the caller's own vector database or into hosted overflow storage with compressed vectors, and finds them again by meaning. Around that: vector compression, triggers and signed webhooks on memory events, edge-device fleets, usage, billing and exports.  This one document describes two surfaces served by the same process:  * the **main surface** under `/v1` (plus the unversioned `/health`, `/`, `/docs`,   `/redoc` and `/openapi.yaml`); * the **generic surface**, a mem0-style API with its own field names and error codes,   under a configurable base path whose default is `/generic/v1`. Its paths are written   here with that default prefix; a server started with another base serves the same   operations under that base.  Conventions that hold for every operation:  * Requests with a body use `Content-Type: application/json`; any other content type is   refused with `415 UNSUPPORTED_MEDIA_TYPE`, a body that is not valid JSON with   `400 INVALID_JSON`, a body over the size limit with `413 PAYLOAD_TOO_LARGE`.   Decision: a request line and headers over 16 KB together (a very long query string)   answer `431 HEADERS_TOO_LARGE`. * Decision: body limits are per operation and enforced while the body is read. Every body   is held to 1 MB (1,048,576 bytes; the server setting `BODY_LIMIT_BYTES`), a larger one   answering `413 PAYLOAD_TOO_LARGE` with `details.limit_bytes`. Only `POST /v1/compress`   and `POST /v1/compression/jobs` accept more, and only from an authenticated caller: up   to 50 MB and at most 100,000 vectors, counted by their opening `[` while the body   arrives; past either limit they answer `413 VECTORS_TOO_LARGE` (`details.limit_bytes`   or `details.limit_vectors`) at once, without reading the rest. * Decision: a body may be sent compressed, with `Content-Encoding: gzip`, `deflate` or `br`;   every limit holds for the decompressed body, which is refused as soon as it passes the   limit. Another encoding answers `415 UNSUPPORTED_MEDIA_TYPE`, a body that does not   decompress as its encoding says `400 INVALID_JSON` (both with `details.content_encoding`),   when the body is read (step 3 below). * Decision: connections are limited when they are accepted, before anything sent on them   is read: one client (an IPv4 address, or an IPv6 /64) holds at most 256 open connections   and an instance at most three quarters of its open-file limit (both server settings; an   operator's load balancer is not counted per address). A connection past either limit is   answered `429 RATE_LIMIT_EXCEEDED` (per client) or `503 SERVICE_UNAVAILABLE` (the   instance) with `Retry-After` and closed; a connection that has not sent its first   request's headers 15 s after it opened is closed without an answer. * Decision: the order of checks is the same for every operation, and the first check that   fails gives the answer:   1. the request line and headers (`431 HEADERS_TOO_LARGE`);   2. the credentials the operation's `security` names, from the `Authorization` header      alone, and the rate limit: the caller is counted against its key's limit, or the      per-address anonymous limit when it proved no credential (`429 RATE_LIMIT_EXCEEDED`;      the generic surface counts on its own limits, device-token operations are not      counted per address); then an operation that needs an API key or session token and      did not get a valid one answers `401 UNAUTHORIZED` (`401 INVALID_API_KEY` on the      generic surface), a device-token operation without the token of the device in its      path `401 INVALID_DEVICE_TOKEN`. Nothing of the body has been read at this point: a      refused request's body is discarded unread, so `401` answers whatever the body is      (absent, malformed, invalid or oversized), and a connection whose body is still      arriving shortly after the answer is closed;   3. the body, read now: its encoding (`415`, or `400 INVALID_JSON` when it does not      decompress), its limit (`413`) and its JSON (`400 INVALID_JSON`);   4. the route: `404 NOT_FOUND` for a path no operation serves, `405 METHOD_NOT_ALLOWED`      for a method the path does not serve;   5. the path: each path parameter against its schema (`422 VALIDATION_ERROR`), then the      resources it names, looked up in the caller's account (`404` with the area's code, for      example `TRIGGER_NOT_FOUND`; `404 NOT_FOUND` for a sync job of an existing device),      whatever the query and the body hold. A device-token operation's device was proven by      its token in step 2; a download through a signed link (`expires` and `signature`) names      its export by the link, which the operation checks after step 6;   6. the content type (`415 UNSUPPORTED_MEDIA_TYPE`), then the query and body parameters      against the schemas (`422 VALIDATION_ERROR` or the area's `400` code), the NUL      character and the limits on nesting and metadata;   7. the operation's own rules: the resources the query or the body names, quotas,      conflicts, ... * Every error, on both surfaces, is the envelope `{\"error\": {\"code\", \"message\", \"details\"}}`   (`ErrorEnvelope`). `code` is one of `ErrorCode`; `message` is a sentence a person can act   on; `details` is an object (for `VALIDATION_ERROR` it maps each offending field to its   problem; decision: at most 50 fields, each name cut to 64 characters, the message saying   how many more there are). * Schema violations answer `422 VALIDATION_ERROR`, except where the specification names an   area-specific `400` code for the offending field (for example `INVALID_DEVICE_TYPE` for a   device `type`, `INVALID_TARGET_BITS` for `target_bits` on `/v1/compress`). * Decision: no text of a request (a body value or key at any depth, a query or a path   value) may contain the NUL character (U+0000), which the service's database cannot store;   such a request answers `422 VALIDATION_ERROR` naming each field that holds one. Every other   Unicode character is text like any other. * Decision: caller metadata (`metadata` of a store, a fleet, a device, a generic memory or   collection, of each memory of a device push or an import, of a trigger test's memory, and   of a selection's `filters`) nests at most 16 levels deep, the object itself being level 1,   and takes at most 16384 bytes as compact JSON (UTF-8); a whole request body nests at most   32 levels. Past a limit the request answers `422 VALIDATION_ERROR` naming the field and   the limit, before anything is embedded, charged or written. * Paginated lists take `page` (default 1) and `page_size` (default 20, max 100) and return   the shared envelope `{items, total, page, page_size, total_pages}`. Decision: a list   reaches its first 10,000 items, so that no request reads more of an account's rows than   that: a page that ends past them (`page` times the page size over 10,000; the overflow   browse's page size is `limit`) answers `422 VALIDATION_ERROR` naming the last page it   reaches, a page past the last item answers empty `items`, and `total` counts up to 10,000   (10,000 means at least that many; narrow the list with its filters to see further). * Decision: every integer of a request is a signed 64-bit integer, as if its schema said   `format: int64`; a larger one answers `422 VALIDATION_ERROR`. * Identifiers are opaque strings. The service issues them as a type prefix and 24 base62   characters (`mem_`, `trg_`, `exec_`, ...), the shape every response documents; duplicate-check   hashes are `hash_` and hex. Timestamps are ISO 8601 UTC `date-time` strings. * Decision: an identifier a request sends (a path parameter, a query filter or a body field) is   not checked for a shape: any value of 1 to 128 characters out of letters, digits, `_` and   `-` is looked up, and one that does not exist answers `404` with its area's code (for   example `DEVICE_NOT_FOUND`), whatever it looks like. Only a longer value, or one with   another character, answers `422 VALIDATION_ERROR`. * Decision: every `GET` operation also answers `HEAD`, after the same checks, with the status   and headers of the `GET` and no body (an export download reads nothing of its file).   `OPTIONS` at an operation's path answers `200` with the methods served there in `Allow`. * Every response carries an `X-Request-Id` header. 

    The version of the OpenAPI document: 1.0.0
    Contact: maintainers@memory-intelligence.dev
    Generated by OpenAPI Generator (https://openapi-generator.tech)

    Do not edit the class manually.
"""  # noqa: E501

import warnings
from pydantic import validate_call, Field, StrictFloat, StrictStr, StrictInt
from typing import Any, Dict, List, Optional, Tuple, Union
from typing_extensions import Annotated

from pydantic import Field, field_validator
from typing import Optional
from typing_extensions import Annotated
from memory_intelligence.models.create_webhook_request import CreateWebhookRequest
from memory_intelligence.models.delivery_event_type import DeliveryEventType
from memory_intelligence.models.update_webhook_request import UpdateWebhookRequest
from memory_intelligence.models.webhook import Webhook
from memory_intelligence.models.webhook_analytics import WebhookAnalytics
from memory_intelligence.models.webhook_delivery_page import WebhookDeliveryPage
from memory_intelligence.models.webhook_delivery_status import WebhookDeliveryStatus
from memory_intelligence.models.webhook_page import WebhookPage
from memory_intelligence.models.webhook_test_result import WebhookTestResult
from memory_intelligence.models.webhook_with_secret import WebhookWithSecret

from memory_intelligence.api_client import ApiClient, RequestSerialized
from memory_intelligence.api_response import ApiResponse
from memory_intelligence.rest import RESTResponseType


class WebhooksApi:
    """NOTE: This class is auto generated by OpenAPI Generator
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    def __init__(self, api_client=None) -> None:
        if api_client is None:
            api_client = ApiClient.get_default()
        self.api_client = api_client


    @validate_call
    def create_webhook(
        self,
        create_webhook_request: CreateWebhookRequest,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WebhookWithSecret:
        """Create a webhook

        Subscribes an HTTPS endpoint to memory events. The response is the only one that carries the signing `secret`; store it, it cannot be read again. Each subscribed event is delivered as an HTTP POST (see the `memoryEvent` callback) signed with HMAC-SHA256.  Rules:  * `url` must be an absolute `https://` URL. Addresses refused by the SSRF guard   (loopback, private, link-local, unique-local and cloud metadata addresses, also when   a host name resolves to one) answer `400 INVALID_URL`. * `events` must be a non-empty array of distinct `WebhookEventType` values, otherwise   `400 INVALID_EVENTS`. `TEST` cannot be subscribed to; it is sent only by the test   operation. * `timeout_seconds` outside 1-30 answers `400 INVALID_TIMEOUT`. * An omitted `secret` is generated (`whsec_` + 32 random bytes in base64url).  Decision: a missing required field (`url`, `events`) answers `422 VALIDATION_ERROR`; a present but invalid `url`, `events` or `timeout_seconds` answers its `400` code.  Decision: the number of webhooks an account may have is its tier's figure in the tiers table (free 1, builder 5, scale 25, enterprise unlimited; the per-operation limits' \"default 20\" is not used); creating one more answers `409 WEBHOOK_LIMIT_EXCEEDED`.  Decision: the connectivity check at creation opens a TCP connection to the URL's host and port and completes a TLS handshake (certificate verified) within `timeout_seconds`; no HTTP request is sent. A failure answers `422 WEBHOOK_URL_UNREACHABLE`.  Decision: `max_retries` counts the retries after the first attempt, so a delivery makes at most `max_attempts = max_retries + 1` attempts.  Decision: at most 20 custom `headers`; they cannot override `Content-Type`, the `X-Service-*` headers or the `webhook-*` headers (such names answer `422 VALIDATION_ERROR`).  Decision: the operations that emit each event (the specification does not say) are these; the stateless `POST /v1/compress`, `/v1/intelligence` and `/v1/embed` emit none.  | Event | Emitted by | |---|---| | `MEMORY_STORED` | `POST /v1/store`, `POST /v1/overflow/store`, `POST /generic/v1/memories` (a new memory is created; not for a duplicate) | | `MEMORY_RECALLED` | `POST /v1/search`, `POST /v1/overflow/search`, `GET /v1/overflow/memory/{memory_id}`, `POST /generic/v1/search`; one event per memory returned | | `MEMORY_COMPRESSED` | `POST /v1/overflow/store` (the stored vector is compressed), completion of a compression job (one event per job) | | `MEMORY_DECAYED` | `POST /v1/overflow/force-decay` (always), the scheduled decay (when the importance falls below its threshold) | | `MEMORY_FORGOTTEN` | `POST /v1/forget`, `DELETE /v1/overflow/forget`, `DELETE /generic/v1/memories/{memory_id}` | | `COLLECTION_CREATED` | the first store into a collection name not used before (main or overflow), `POST /generic/v1/collections` | | `USAGE_THRESHOLD` | a quota crossing 80%, 90% or 100% of its limit, once per threshold and period |  Decision: events that occur while a webhook is disabled are not delivered and not queued for later. 

        :param create_webhook_request: (required)
        :type create_webhook_request: CreateWebhookRequest
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_webhook_serialize(
            create_webhook_request=create_webhook_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "WebhookWithSecret",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def create_webhook_with_http_info(
        self,
        create_webhook_request: CreateWebhookRequest,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WebhookWithSecret]:
        """Create a webhook

        Subscribes an HTTPS endpoint to memory events. The response is the only one that carries the signing `secret`; store it, it cannot be read again. Each subscribed event is delivered as an HTTP POST (see the `memoryEvent` callback) signed with HMAC-SHA256.  Rules:  * `url` must be an absolute `https://` URL. Addresses refused by the SSRF guard   (loopback, private, link-local, unique-local and cloud metadata addresses, also when   a host name resolves to one) answer `400 INVALID_URL`. * `events` must be a non-empty array of distinct `WebhookEventType` values, otherwise   `400 INVALID_EVENTS`. `TEST` cannot be subscribed to; it is sent only by the test   operation. * `timeout_seconds` outside 1-30 answers `400 INVALID_TIMEOUT`. * An omitted `secret` is generated (`whsec_` + 32 random bytes in base64url).  Decision: a missing required field (`url`, `events`) answers `422 VALIDATION_ERROR`; a present but invalid `url`, `events` or `timeout_seconds` answers its `400` code.  Decision: the number of webhooks an account may have is its tier's figure in the tiers table (free 1, builder 5, scale 25, enterprise unlimited; the per-operation limits' \"default 20\" is not used); creating one more answers `409 WEBHOOK_LIMIT_EXCEEDED`.  Decision: the connectivity check at creation opens a TCP connection to the URL's host and port and completes a TLS handshake (certificate verified) within `timeout_seconds`; no HTTP request is sent. A failure answers `422 WEBHOOK_URL_UNREACHABLE`.  Decision: `max_retries` counts the retries after the first attempt, so a delivery makes at most `max_attempts = max_retries + 1` attempts.  Decision: at most 20 custom `headers`; they cannot override `Content-Type`, the `X-Service-*` headers or the `webhook-*` headers (such names answer `422 VALIDATION_ERROR`).  Decision: the operations that emit each event (the specification does not say) are these; the stateless `POST /v1/compress`, `/v1/intelligence` and `/v1/embed` emit none.  | Event | Emitted by | |---|---| | `MEMORY_STORED` | `POST /v1/store`, `POST /v1/overflow/store`, `POST /generic/v1/memories` (a new memory is created; not for a duplicate) | | `MEMORY_RECALLED` | `POST /v1/search`, `POST /v1/overflow/search`, `GET /v1/overflow/memory/{memory_id}`, `POST /generic/v1/search`; one event per memory returned | | `MEMORY_COMPRESSED` | `POST /v1/overflow/store` (the stored vector is compressed), completion of a compression job (one event per job) | | `MEMORY_DECAYED` | `POST /v1/overflow/force-decay` (always), the scheduled decay (when the importance falls below its threshold) | | `MEMORY_FORGOTTEN` | `POST /v1/forget`, `DELETE /v1/overflow/forget`, `DELETE /generic/v1/memories/{memory_id}` | | `COLLECTION_CREATED` | the first store into a collection name not used before (main or overflow), `POST /generic/v1/collections` | | `USAGE_THRESHOLD` | a quota crossing 80%, 90% or 100% of its limit, once per threshold and period |  Decision: events that occur while a webhook is disabled are not delivered and not queued for later. 

        :param create_webhook_request: (required)
        :type create_webhook_request: CreateWebhookRequest
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_webhook_serialize(
            create_webhook_request=create_webhook_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "WebhookWithSecret",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def create_webhook_without_preload_content(
        self,
        create_webhook_request: CreateWebhookRequest,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Create a webhook

        Subscribes an HTTPS endpoint to memory events. The response is the only one that carries the signing `secret`; store it, it cannot be read again. Each subscribed event is delivered as an HTTP POST (see the `memoryEvent` callback) signed with HMAC-SHA256.  Rules:  * `url` must be an absolute `https://` URL. Addresses refused by the SSRF guard   (loopback, private, link-local, unique-local and cloud metadata addresses, also when   a host name resolves to one) answer `400 INVALID_URL`. * `events` must be a non-empty array of distinct `WebhookEventType` values, otherwise   `400 INVALID_EVENTS`. `TEST` cannot be subscribed to; it is sent only by the test   operation. * `timeout_seconds` outside 1-30 answers `400 INVALID_TIMEOUT`. * An omitted `secret` is generated (`whsec_` + 32 random bytes in base64url).  Decision: a missing required field (`url`, `events`) answers `422 VALIDATION_ERROR`; a present but invalid `url`, `events` or `timeout_seconds` answers its `400` code.  Decision: the number of webhooks an account may have is its tier's figure in the tiers table (free 1, builder 5, scale 25, enterprise unlimited; the per-operation limits' \"default 20\" is not used); creating one more answers `409 WEBHOOK_LIMIT_EXCEEDED`.  Decision: the connectivity check at creation opens a TCP connection to the URL's host and port and completes a TLS handshake (certificate verified) within `timeout_seconds`; no HTTP request is sent. A failure answers `422 WEBHOOK_URL_UNREACHABLE`.  Decision: `max_retries` counts the retries after the first attempt, so a delivery makes at most `max_attempts = max_retries + 1` attempts.  Decision: at most 20 custom `headers`; they cannot override `Content-Type`, the `X-Service-*` headers or the `webhook-*` headers (such names answer `422 VALIDATION_ERROR`).  Decision: the operations that emit each event (the specification does not say) are these; the stateless `POST /v1/compress`, `/v1/intelligence` and `/v1/embed` emit none.  | Event | Emitted by | |---|---| | `MEMORY_STORED` | `POST /v1/store`, `POST /v1/overflow/store`, `POST /generic/v1/memories` (a new memory is created; not for a duplicate) | | `MEMORY_RECALLED` | `POST /v1/search`, `POST /v1/overflow/search`, `GET /v1/overflow/memory/{memory_id}`, `POST /generic/v1/search`; one event per memory returned | | `MEMORY_COMPRESSED` | `POST /v1/overflow/store` (the stored vector is compressed), completion of a compression job (one event per job) | | `MEMORY_DECAYED` | `POST /v1/overflow/force-decay` (always), the scheduled decay (when the importance falls below its threshold) | | `MEMORY_FORGOTTEN` | `POST /v1/forget`, `DELETE /v1/overflow/forget`, `DELETE /generic/v1/memories/{memory_id}` | | `COLLECTION_CREATED` | the first store into a collection name not used before (main or overflow), `POST /generic/v1/collections` | | `USAGE_THRESHOLD` | a quota crossing 80%, 90% or 100% of its limit, once per threshold and period |  Decision: events that occur while a webhook is disabled are not delivered and not queued for later. 

        :param create_webhook_request: (required)
        :type create_webhook_request: CreateWebhookRequest
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_webhook_serialize(
            create_webhook_request=create_webhook_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "WebhookWithSecret",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _create_webhook_serialize(
        self,
        create_webhook_request,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        # process the header parameters
        # process the form parameters
        # process the body parameter
        if create_webhook_request is not None:
            _body_params = create_webhook_request


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )

        # set the HTTP header `Content-Type`
        if _content_type:
            _header_params['Content-Type'] = _content_type
        else:
            _default_content_type = (
                self.api_client.select_header_content_type(
                    [
                        'application/json'
                    ]
                )
            )
            if _default_content_type is not None:
                _header_params['Content-Type'] = _default_content_type

        # authentication setting
        _auth_settings: List[str] = [
            'ApiKeyAuth'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/v1/webhooks',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def delete_webhook(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> None:
        """Delete a webhook

        Deletes the webhook. Pending deliveries (scheduled retries) are cancelled and no further events are sent to it.  Decision: its delivery records are deleted with it. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._delete_webhook_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '204': None,
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def delete_webhook_with_http_info(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[None]:
        """Delete a webhook

        Deletes the webhook. Pending deliveries (scheduled retries) are cancelled and no further events are sent to it.  Decision: its delivery records are deleted with it. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._delete_webhook_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '204': None,
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def delete_webhook_without_preload_content(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Delete a webhook

        Deletes the webhook. Pending deliveries (scheduled retries) are cancelled and no further events are sent to it.  Decision: its delivery records are deleted with it. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._delete_webhook_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '204': None,
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _delete_webhook_serialize(
        self,
        webhook_id,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if webhook_id is not None:
            _path_params['webhook_id'] = webhook_id
        # process the query parameters
        # process the header parameters
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'ApiKeyAuth'
        ]

        return self.api_client.param_serialize(
            method='DELETE',
            resource_path='/v1/webhooks/{webhook_id}',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def get_webhook(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> Webhook:
        """Get a webhook

        Returns one webhook of the account, without its secret.  Decision: this read operation is an extension of the specification, which lists no single-webhook read. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._get_webhook_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Webhook",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def get_webhook_with_http_info(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[Webhook]:
        """Get a webhook

        Returns one webhook of the account, without its secret.  Decision: this read operation is an extension of the specification, which lists no single-webhook read. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._get_webhook_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Webhook",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def get_webhook_without_preload_content(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Get a webhook

        Returns one webhook of the account, without its secret.  Decision: this read operation is an extension of the specification, which lists no single-webhook read. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._get_webhook_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Webhook",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _get_webhook_serialize(
        self,
        webhook_id,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if webhook_id is not None:
            _path_params['webhook_id'] = webhook_id
        # process the query parameters
        # process the header parameters
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'ApiKeyAuth'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/v1/webhooks/{webhook_id}',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def get_webhook_analytics(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WebhookAnalytics:
        """Get webhook delivery analytics

        Delivery statistics of the webhook over the last 30 days.  Decision: counts are per delivery (one per event), using the status of its latest attempt; response-time figures cover every attempt that received a response. Test deliveries are included (under `TEST` in `events_breakdown`). With no deliveries, every figure is 0.  Decision: the figures of a webhook whose period holds 1,000 deliveries or more are computed at most once a minute (per instance): a request within a minute of their computation answers the same figures. Fewer deliveries are counted afresh on every request. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._get_webhook_analytics_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookAnalytics",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def get_webhook_analytics_with_http_info(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WebhookAnalytics]:
        """Get webhook delivery analytics

        Delivery statistics of the webhook over the last 30 days.  Decision: counts are per delivery (one per event), using the status of its latest attempt; response-time figures cover every attempt that received a response. Test deliveries are included (under `TEST` in `events_breakdown`). With no deliveries, every figure is 0.  Decision: the figures of a webhook whose period holds 1,000 deliveries or more are computed at most once a minute (per instance): a request within a minute of their computation answers the same figures. Fewer deliveries are counted afresh on every request. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._get_webhook_analytics_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookAnalytics",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def get_webhook_analytics_without_preload_content(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Get webhook delivery analytics

        Delivery statistics of the webhook over the last 30 days.  Decision: counts are per delivery (one per event), using the status of its latest attempt; response-time figures cover every attempt that received a response. Test deliveries are included (under `TEST` in `events_breakdown`). With no deliveries, every figure is 0.  Decision: the figures of a webhook whose period holds 1,000 deliveries or more are computed at most once a minute (per instance): a request within a minute of their computation answers the same figures. Fewer deliveries are counted afresh on every request. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._get_webhook_analytics_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookAnalytics",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _get_webhook_analytics_serialize(
        self,
        webhook_id,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if webhook_id is not None:
            _path_params['webhook_id'] = webhook_id
        # process the query parameters
        # process the header parameters
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'ApiKeyAuth'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/v1/webhooks/{webhook_id}/analytics',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def list_webhook_deliveries(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        page_size: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Items per page.")] = None,
        status: Annotated[Optional[WebhookDeliveryStatus], Field(description="Keep deliveries with this status (of the latest attempt).")] = None,
        event_type: Annotated[Optional[DeliveryEventType], Field(description="Keep deliveries of this event type.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WebhookDeliveryPage:
        """List a webhook's deliveries

        Lists the deliveries of the webhook, newest first, optionally filtered by status and event type. A delivery appears once its first attempt is made; its record is updated by each retry (`attempt` increments, `next_retry_at` is set while a retry is scheduled and null otherwise). 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param page_size: Items per page.
        :type page_size: int
        :param status: Keep deliveries with this status (of the latest attempt).
        :type status: WebhookDeliveryStatus
        :param event_type: Keep deliveries of this event type.
        :type event_type: DeliveryEventType
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_webhook_deliveries_serialize(
            webhook_id=webhook_id,
            page=page,
            page_size=page_size,
            status=status,
            event_type=event_type,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookDeliveryPage",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def list_webhook_deliveries_with_http_info(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        page_size: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Items per page.")] = None,
        status: Annotated[Optional[WebhookDeliveryStatus], Field(description="Keep deliveries with this status (of the latest attempt).")] = None,
        event_type: Annotated[Optional[DeliveryEventType], Field(description="Keep deliveries of this event type.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WebhookDeliveryPage]:
        """List a webhook's deliveries

        Lists the deliveries of the webhook, newest first, optionally filtered by status and event type. A delivery appears once its first attempt is made; its record is updated by each retry (`attempt` increments, `next_retry_at` is set while a retry is scheduled and null otherwise). 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param page_size: Items per page.
        :type page_size: int
        :param status: Keep deliveries with this status (of the latest attempt).
        :type status: WebhookDeliveryStatus
        :param event_type: Keep deliveries of this event type.
        :type event_type: DeliveryEventType
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_webhook_deliveries_serialize(
            webhook_id=webhook_id,
            page=page,
            page_size=page_size,
            status=status,
            event_type=event_type,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookDeliveryPage",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def list_webhook_deliveries_without_preload_content(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        page_size: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Items per page.")] = None,
        status: Annotated[Optional[WebhookDeliveryStatus], Field(description="Keep deliveries with this status (of the latest attempt).")] = None,
        event_type: Annotated[Optional[DeliveryEventType], Field(description="Keep deliveries of this event type.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """List a webhook's deliveries

        Lists the deliveries of the webhook, newest first, optionally filtered by status and event type. A delivery appears once its first attempt is made; its record is updated by each retry (`attempt` increments, `next_retry_at` is set while a retry is scheduled and null otherwise). 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param page_size: Items per page.
        :type page_size: int
        :param status: Keep deliveries with this status (of the latest attempt).
        :type status: WebhookDeliveryStatus
        :param event_type: Keep deliveries of this event type.
        :type event_type: DeliveryEventType
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_webhook_deliveries_serialize(
            webhook_id=webhook_id,
            page=page,
            page_size=page_size,
            status=status,
            event_type=event_type,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookDeliveryPage",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _list_webhook_deliveries_serialize(
        self,
        webhook_id,
        page,
        page_size,
        status,
        event_type,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if webhook_id is not None:
            _path_params['webhook_id'] = webhook_id
        # process the query parameters
        if page is not None:
            
            _query_params.append(('page', page))
            
        if page_size is not None:
            
            _query_params.append(('page_size', page_size))
            
        if status is not None:
            
            _query_params.append(('status', status.value))
            
        if event_type is not None:
            
            _query_params.append(('event_type', event_type.value))
            
        # process the header parameters
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'ApiKeyAuth'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/v1/webhooks/{webhook_id}/deliveries',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def list_webhooks(
        self,
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        page_size: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Items per page.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WebhookPage:
        """List webhooks

        Lists the account's webhooks, newest first, with the time and outcome of each one's latest delivery. Secrets are never included.  Decision: the list is paginated with `page` and `page_size` and returns the shared page envelope (a superset of `{items, total}`). 

        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param page_size: Items per page.
        :type page_size: int
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_webhooks_serialize(
            page=page,
            page_size=page_size,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookPage",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def list_webhooks_with_http_info(
        self,
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        page_size: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Items per page.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WebhookPage]:
        """List webhooks

        Lists the account's webhooks, newest first, with the time and outcome of each one's latest delivery. Secrets are never included.  Decision: the list is paginated with `page` and `page_size` and returns the shared page envelope (a superset of `{items, total}`). 

        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param page_size: Items per page.
        :type page_size: int
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_webhooks_serialize(
            page=page,
            page_size=page_size,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookPage",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def list_webhooks_without_preload_content(
        self,
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        page_size: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Items per page.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """List webhooks

        Lists the account's webhooks, newest first, with the time and outcome of each one's latest delivery. Secrets are never included.  Decision: the list is paginated with `page` and `page_size` and returns the shared page envelope (a superset of `{items, total}`). 

        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param page_size: Items per page.
        :type page_size: int
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_webhooks_serialize(
            page=page,
            page_size=page_size,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookPage",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _list_webhooks_serialize(
        self,
        page,
        page_size,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        if page is not None:
            
            _query_params.append(('page', page))
            
        if page_size is not None:
            
            _query_params.append(('page_size', page_size))
            
        # process the header parameters
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'ApiKeyAuth'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/v1/webhooks',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def test_webhook(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WebhookTestResult:
        """Send a test event

        Sends one event of type `TEST` to the webhook URL right away, signed like every delivery, and answers with the outcome. The request has no body. A `200` answer means the test was made; `success` says whether the endpoint accepted it.  Decision: the test is sent even when the webhook is disabled, makes a single attempt (no retries) and is recorded as a delivery with `event_type` `TEST`. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._test_webhook_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookTestResult",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def test_webhook_with_http_info(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WebhookTestResult]:
        """Send a test event

        Sends one event of type `TEST` to the webhook URL right away, signed like every delivery, and answers with the outcome. The request has no body. A `200` answer means the test was made; `success` says whether the endpoint accepted it.  Decision: the test is sent even when the webhook is disabled, makes a single attempt (no retries) and is recorded as a delivery with `event_type` `TEST`. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._test_webhook_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookTestResult",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def test_webhook_without_preload_content(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Send a test event

        Sends one event of type `TEST` to the webhook URL right away, signed like every delivery, and answers with the outcome. The request has no body. A `200` answer means the test was made; `success` says whether the endpoint accepted it.  Decision: the test is sent even when the webhook is disabled, makes a single attempt (no retries) and is recorded as a delivery with `event_type` `TEST`. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._test_webhook_serialize(
            webhook_id=webhook_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WebhookTestResult",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _test_webhook_serialize(
        self,
        webhook_id,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if webhook_id is not None:
            _path_params['webhook_id'] = webhook_id
        # process the query parameters
        # process the header parameters
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'ApiKeyAuth'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/v1/webhooks/{webhook_id}/test',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def update_webhook(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        update_webhook_request: UpdateWebhookRequest,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> Webhook:
        """Update a webhook

        Changes only the fields given; `events` and `headers` replace the stored values whole. Setting `enabled` to false stops new deliveries; scheduled retries of earlier deliveries still run. The same `400` rules as creation apply to `url`, `events` and `timeout_seconds`.  Decision: a changed `url` passes the SSRF guard (`400 INVALID_URL`) but no connectivity check is made on update.  Decision: the secret cannot be changed here (an unknown field such as `secret` answers `422 VALIDATION_ERROR`); create a new webhook to rotate it. An empty body changes nothing and returns the webhook. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param update_webhook_request: (required)
        :type update_webhook_request: UpdateWebhookRequest
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._update_webhook_serialize(
            webhook_id=webhook_id,
            update_webhook_request=update_webhook_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Webhook",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def update_webhook_with_http_info(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        update_webhook_request: UpdateWebhookRequest,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[Webhook]:
        """Update a webhook

        Changes only the fields given; `events` and `headers` replace the stored values whole. Setting `enabled` to false stops new deliveries; scheduled retries of earlier deliveries still run. The same `400` rules as creation apply to `url`, `events` and `timeout_seconds`.  Decision: a changed `url` passes the SSRF guard (`400 INVALID_URL`) but no connectivity check is made on update.  Decision: the secret cannot be changed here (an unknown field such as `secret` answers `422 VALIDATION_ERROR`); create a new webhook to rotate it. An empty body changes nothing and returns the webhook. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param update_webhook_request: (required)
        :type update_webhook_request: UpdateWebhookRequest
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._update_webhook_serialize(
            webhook_id=webhook_id,
            update_webhook_request=update_webhook_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Webhook",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def update_webhook_without_preload_content(
        self,
        webhook_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a webhook of the account.")],
        update_webhook_request: UpdateWebhookRequest,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Update a webhook

        Changes only the fields given; `events` and `headers` replace the stored values whole. Setting `enabled` to false stops new deliveries; scheduled retries of earlier deliveries still run. The same `400` rules as creation apply to `url`, `events` and `timeout_seconds`.  Decision: a changed `url` passes the SSRF guard (`400 INVALID_URL`) but no connectivity check is made on update.  Decision: the secret cannot be changed here (an unknown field such as `secret` answers `422 VALIDATION_ERROR`); create a new webhook to rotate it. An empty body changes nothing and returns the webhook. 

        :param webhook_id: Id of a webhook of the account. (required)
        :type webhook_id: str
        :param update_webhook_request: (required)
        :type update_webhook_request: UpdateWebhookRequest
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._update_webhook_serialize(
            webhook_id=webhook_id,
            update_webhook_request=update_webhook_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Webhook",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _update_webhook_serialize(
        self,
        webhook_id,
        update_webhook_request,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if webhook_id is not None:
            _path_params['webhook_id'] = webhook_id
        # process the query parameters
        # process the header parameters
        # process the form parameters
        # process the body parameter
        if update_webhook_request is not None:
            _body_params = update_webhook_request


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )

        # set the HTTP header `Content-Type`
        if _content_type:
            _header_params['Content-Type'] = _content_type
        else:
            _default_content_type = (
                self.api_client.select_header_content_type(
                    [
                        'application/json'
                    ]
                )
            )
            if _default_content_type is not None:
                _header_params['Content-Type'] = _default_content_type

        # authentication setting
        _auth_settings: List[str] = [
            'ApiKeyAuth'
        ]

        return self.api_client.param_serialize(
            method='PATCH',
            resource_path='/v1/webhooks/{webhook_id}',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )


