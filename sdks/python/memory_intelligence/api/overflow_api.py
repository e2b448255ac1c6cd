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
from typing import Optional, Union
from typing_extensions import Annotated
from memory_intelligence.models.decay_overflow_memory_request import DecayOverflowMemoryRequest
from memory_intelligence.models.decay_overflow_memory_response import DecayOverflowMemoryResponse
from memory_intelligence.models.forget_overflow_memory_request import ForgetOverflowMemoryRequest
from memory_intelligence.models.forget_overflow_memory_response import ForgetOverflowMemoryResponse
from memory_intelligence.models.memory_category import MemoryCategory
from memory_intelligence.models.overflow_memory import OverflowMemory
from memory_intelligence.models.overflow_memory_history import OverflowMemoryHistory
from memory_intelligence.models.overflow_memory_list import OverflowMemoryList
from memory_intelligence.models.overflow_memory_sort import OverflowMemorySort
from memory_intelligence.models.overflow_memory_versions import OverflowMemoryVersions
from memory_intelligence.models.overflow_stats import OverflowStats
from memory_intelligence.models.promote_overflow_memory_request import PromoteOverflowMemoryRequest
from memory_intelligence.models.promote_overflow_memory_response import PromoteOverflowMemoryResponse
from memory_intelligence.models.search_overflow_memories_request import SearchOverflowMemoriesRequest
from memory_intelligence.models.search_overflow_memories_response import SearchOverflowMemoriesResponse
from memory_intelligence.models.store_overflow_memory_request import StoreOverflowMemoryRequest
from memory_intelligence.models.store_overflow_memory_response import StoreOverflowMemoryResponse
from memory_intelligence.models.update_overflow_memory_importance_request import UpdateOverflowMemoryImportanceRequest
from memory_intelligence.models.update_overflow_memory_importance_response import UpdateOverflowMemoryImportanceResponse

from memory_intelligence.api_client import ApiClient, RequestSerialized
from memory_intelligence.api_response import ApiResponse
from memory_intelligence.rest import RESTResponseType


class OverflowApi:
    """NOTE: This class is auto generated by OpenAPI Generator
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    def __init__(self, api_client=None) -> None:
        if api_client is None:
            api_client = ApiClient.get_default()
        self.api_client = api_client


    @validate_call
    def decay_overflow_memory(
        self,
        decay_overflow_memory_request: DecayOverflowMemoryRequest,
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
    ) -> DecayOverflowMemoryResponse:
        """Decay the importance of an overflow memory

        Lowers the memory's importance: new = previous x (1 - decay_rate), with `decay_rate` from 0.0 to 1.0 (default 0.1). In the same transaction the change appends a new version and the history event `decayed` (details: previous, new, decay_rate). Emits `MEMORY_DECAYED`.  Decision: every force-decay emits `MEMORY_DECAYED`, whatever the resulting importance. Decision: new importance values are rounded to 6 decimal places. 

        :param decay_overflow_memory_request: (required)
        :type decay_overflow_memory_request: DecayOverflowMemoryRequest
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

        _param = self._decay_overflow_memory_serialize(
            decay_overflow_memory_request=decay_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DecayOverflowMemoryResponse",
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
    def decay_overflow_memory_with_http_info(
        self,
        decay_overflow_memory_request: DecayOverflowMemoryRequest,
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
    ) -> ApiResponse[DecayOverflowMemoryResponse]:
        """Decay the importance of an overflow memory

        Lowers the memory's importance: new = previous x (1 - decay_rate), with `decay_rate` from 0.0 to 1.0 (default 0.1). In the same transaction the change appends a new version and the history event `decayed` (details: previous, new, decay_rate). Emits `MEMORY_DECAYED`.  Decision: every force-decay emits `MEMORY_DECAYED`, whatever the resulting importance. Decision: new importance values are rounded to 6 decimal places. 

        :param decay_overflow_memory_request: (required)
        :type decay_overflow_memory_request: DecayOverflowMemoryRequest
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

        _param = self._decay_overflow_memory_serialize(
            decay_overflow_memory_request=decay_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DecayOverflowMemoryResponse",
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
    def decay_overflow_memory_without_preload_content(
        self,
        decay_overflow_memory_request: DecayOverflowMemoryRequest,
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
        """Decay the importance of an overflow memory

        Lowers the memory's importance: new = previous x (1 - decay_rate), with `decay_rate` from 0.0 to 1.0 (default 0.1). In the same transaction the change appends a new version and the history event `decayed` (details: previous, new, decay_rate). Emits `MEMORY_DECAYED`.  Decision: every force-decay emits `MEMORY_DECAYED`, whatever the resulting importance. Decision: new importance values are rounded to 6 decimal places. 

        :param decay_overflow_memory_request: (required)
        :type decay_overflow_memory_request: DecayOverflowMemoryRequest
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

        _param = self._decay_overflow_memory_serialize(
            decay_overflow_memory_request=decay_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DecayOverflowMemoryResponse",
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


    def _decay_overflow_memory_serialize(
        self,
        decay_overflow_memory_request,
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
        if decay_overflow_memory_request is not None:
            _body_params = decay_overflow_memory_request


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
            resource_path='/v1/overflow/force-decay',
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
    def forget_overflow_memory(
        self,
        forget_overflow_memory_request: ForgetOverflowMemoryRequest,
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
    ) -> ForgetOverflowMemoryResponse:
        """Delete an overflow memory

        Permanently deletes the memory `memory_id` of `collection`, together with its versions and history. The id travels in a JSON body. Emits `MEMORY_FORGOTTEN`.  Decision: an id that exists in another collection answers `404 MEMORY_NOT_FOUND`; after the delete, the memory's history and versions answer `404` too. 

        :param forget_overflow_memory_request: (required)
        :type forget_overflow_memory_request: ForgetOverflowMemoryRequest
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

        _param = self._forget_overflow_memory_serialize(
            forget_overflow_memory_request=forget_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "ForgetOverflowMemoryResponse",
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
    def forget_overflow_memory_with_http_info(
        self,
        forget_overflow_memory_request: ForgetOverflowMemoryRequest,
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
    ) -> ApiResponse[ForgetOverflowMemoryResponse]:
        """Delete an overflow memory

        Permanently deletes the memory `memory_id` of `collection`, together with its versions and history. The id travels in a JSON body. Emits `MEMORY_FORGOTTEN`.  Decision: an id that exists in another collection answers `404 MEMORY_NOT_FOUND`; after the delete, the memory's history and versions answer `404` too. 

        :param forget_overflow_memory_request: (required)
        :type forget_overflow_memory_request: ForgetOverflowMemoryRequest
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

        _param = self._forget_overflow_memory_serialize(
            forget_overflow_memory_request=forget_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "ForgetOverflowMemoryResponse",
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
    def forget_overflow_memory_without_preload_content(
        self,
        forget_overflow_memory_request: ForgetOverflowMemoryRequest,
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
        """Delete an overflow memory

        Permanently deletes the memory `memory_id` of `collection`, together with its versions and history. The id travels in a JSON body. Emits `MEMORY_FORGOTTEN`.  Decision: an id that exists in another collection answers `404 MEMORY_NOT_FOUND`; after the delete, the memory's history and versions answer `404` too. 

        :param forget_overflow_memory_request: (required)
        :type forget_overflow_memory_request: ForgetOverflowMemoryRequest
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

        _param = self._forget_overflow_memory_serialize(
            forget_overflow_memory_request=forget_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "ForgetOverflowMemoryResponse",
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


    def _forget_overflow_memory_serialize(
        self,
        forget_overflow_memory_request,
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
        if forget_overflow_memory_request is not None:
            _body_params = forget_overflow_memory_request


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
            method='DELETE',
            resource_path='/v1/overflow/forget',
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
    def get_overflow_memory(
        self,
        memory_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of the overflow memory.")],
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
    ) -> OverflowMemory:
        """Get an overflow memory

        Returns one overflow memory in its current state. Emits no event.  Decision: memory ids are unique across the account's collections, so this operation and the history and versions operations take no collection. 

        :param memory_id: Id of the overflow memory. (required)
        :type memory_id: str
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

        _param = self._get_overflow_memory_serialize(
            memory_id=memory_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemory",
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
    def get_overflow_memory_with_http_info(
        self,
        memory_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of the overflow memory.")],
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
    ) -> ApiResponse[OverflowMemory]:
        """Get an overflow memory

        Returns one overflow memory in its current state. Emits no event.  Decision: memory ids are unique across the account's collections, so this operation and the history and versions operations take no collection. 

        :param memory_id: Id of the overflow memory. (required)
        :type memory_id: str
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

        _param = self._get_overflow_memory_serialize(
            memory_id=memory_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemory",
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
    def get_overflow_memory_without_preload_content(
        self,
        memory_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of the overflow memory.")],
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
        """Get an overflow memory

        Returns one overflow memory in its current state. Emits no event.  Decision: memory ids are unique across the account's collections, so this operation and the history and versions operations take no collection. 

        :param memory_id: Id of the overflow memory. (required)
        :type memory_id: str
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

        _param = self._get_overflow_memory_serialize(
            memory_id=memory_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemory",
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


    def _get_overflow_memory_serialize(
        self,
        memory_id,
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
        if memory_id is not None:
            _path_params['memory_id'] = memory_id
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
            resource_path='/v1/overflow/memory/{memory_id}',
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
    def get_overflow_memory_history(
        self,
        memory_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of the overflow memory.")],
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
    ) -> OverflowMemoryHistory:
        """History of an overflow memory

        Returns the history events of a memory, oldest first. Every mutation of an overflow memory appends one event in the same transaction as the change. `details` depends on `action`: `created` carries category and importance; `importance_updated` carries previous, new and reason; `decayed` carries previous, new and decay_rate.  Decision: events are listed oldest first; `reason` is `promoted` for promote and `manual` for update-importance. 

        :param memory_id: Id of the overflow memory. (required)
        :type memory_id: str
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

        _param = self._get_overflow_memory_history_serialize(
            memory_id=memory_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemoryHistory",
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
    def get_overflow_memory_history_with_http_info(
        self,
        memory_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of the overflow memory.")],
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
    ) -> ApiResponse[OverflowMemoryHistory]:
        """History of an overflow memory

        Returns the history events of a memory, oldest first. Every mutation of an overflow memory appends one event in the same transaction as the change. `details` depends on `action`: `created` carries category and importance; `importance_updated` carries previous, new and reason; `decayed` carries previous, new and decay_rate.  Decision: events are listed oldest first; `reason` is `promoted` for promote and `manual` for update-importance. 

        :param memory_id: Id of the overflow memory. (required)
        :type memory_id: str
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

        _param = self._get_overflow_memory_history_serialize(
            memory_id=memory_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemoryHistory",
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
    def get_overflow_memory_history_without_preload_content(
        self,
        memory_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of the overflow memory.")],
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
        """History of an overflow memory

        Returns the history events of a memory, oldest first. Every mutation of an overflow memory appends one event in the same transaction as the change. `details` depends on `action`: `created` carries category and importance; `importance_updated` carries previous, new and reason; `decayed` carries previous, new and decay_rate.  Decision: events are listed oldest first; `reason` is `promoted` for promote and `manual` for update-importance. 

        :param memory_id: Id of the overflow memory. (required)
        :type memory_id: str
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

        _param = self._get_overflow_memory_history_serialize(
            memory_id=memory_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemoryHistory",
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


    def _get_overflow_memory_history_serialize(
        self,
        memory_id,
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
        if memory_id is not None:
            _path_params['memory_id'] = memory_id
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
            resource_path='/v1/overflow/memory/{memory_id}/history',
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
    def get_overflow_stats(
        self,
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
    ) -> OverflowStats:
        """Statistics of the overflow storage

        Returns the number of overflow memories, their counts per category, the storage they use, the bytes saved by compression, and the creation times of the oldest and newest memory.  Decision: the statistics cover all of the account's overflow collections (the operation takes no parameters); `storage_bytes` counts the stored (compressed) size and `compression_savings_bytes` the difference to storing float32 vectors. 

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

        _param = self._get_overflow_stats_serialize(
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowStats",
            '401': "ErrorEnvelope",
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
    def get_overflow_stats_with_http_info(
        self,
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
    ) -> ApiResponse[OverflowStats]:
        """Statistics of the overflow storage

        Returns the number of overflow memories, their counts per category, the storage they use, the bytes saved by compression, and the creation times of the oldest and newest memory.  Decision: the statistics cover all of the account's overflow collections (the operation takes no parameters); `storage_bytes` counts the stored (compressed) size and `compression_savings_bytes` the difference to storing float32 vectors. 

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

        _param = self._get_overflow_stats_serialize(
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowStats",
            '401': "ErrorEnvelope",
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
    def get_overflow_stats_without_preload_content(
        self,
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
        """Statistics of the overflow storage

        Returns the number of overflow memories, their counts per category, the storage they use, the bytes saved by compression, and the creation times of the oldest and newest memory.  Decision: the statistics cover all of the account's overflow collections (the operation takes no parameters); `storage_bytes` counts the stored (compressed) size and `compression_savings_bytes` the difference to storing float32 vectors. 

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

        _param = self._get_overflow_stats_serialize(
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowStats",
            '401': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _get_overflow_stats_serialize(
        self,
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
            resource_path='/v1/overflow/stats',
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
    def list_overflow_memories(
        self,
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Memories per page.")] = None,
        sort: Annotated[Optional[OverflowMemorySort], Field(description="Sort key (created_at and importance descending, category ascending).")] = None,
        category: Annotated[Optional[MemoryCategory], Field(description="Only memories of this category.")] = None,
        min_importance: Annotated[Optional[Union[Annotated[float, Field(le=1, strict=True, ge=0)], Annotated[int, Field(le=1, strict=True, ge=0)]]], Field(description="Only memories at least this important.")] = None,
        user_id: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Only memories of this end user: those whose `metadata` has this `user_id` (as a string), the key the generic surface and the SDKs use for the user a memory belongs to. ")] = None,
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
    ) -> OverflowMemoryList:
        """Browse overflow memories

        Lists the account's overflow memories page by page, optionally only of one `category`, at least `min_importance` important, or of one end user (`user_id` in their metadata). This list keeps the specification's own envelope (`memories`, `page`, `limit`, `total`, `total_pages`) instead of the shared page envelope.  Decision: `sort=created_at` and `sort=importance` are descending (newest, most important first), `sort=category` is ascending by category name; ties are broken by `created_at` descending, then by `id` ascending. Decision: the list covers all overflow collections and each item carries its `collection`; a page past the end returns an empty `memories` array. 

        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param limit: Memories per page.
        :type limit: int
        :param sort: Sort key (created_at and importance descending, category ascending).
        :type sort: OverflowMemorySort
        :param category: Only memories of this category.
        :type category: MemoryCategory
        :param min_importance: Only memories at least this important.
        :type min_importance: float
        :param user_id: Only memories of this end user: those whose `metadata` has this `user_id` (as a string), the key the generic surface and the SDKs use for the user a memory belongs to. 
        :type user_id: str
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

        _param = self._list_overflow_memories_serialize(
            page=page,
            limit=limit,
            sort=sort,
            category=category,
            min_importance=min_importance,
            user_id=user_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemoryList",
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
    def list_overflow_memories_with_http_info(
        self,
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Memories per page.")] = None,
        sort: Annotated[Optional[OverflowMemorySort], Field(description="Sort key (created_at and importance descending, category ascending).")] = None,
        category: Annotated[Optional[MemoryCategory], Field(description="Only memories of this category.")] = None,
        min_importance: Annotated[Optional[Union[Annotated[float, Field(le=1, strict=True, ge=0)], Annotated[int, Field(le=1, strict=True, ge=0)]]], Field(description="Only memories at least this important.")] = None,
        user_id: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Only memories of this end user: those whose `metadata` has this `user_id` (as a string), the key the generic surface and the SDKs use for the user a memory belongs to. ")] = None,
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
    ) -> ApiResponse[OverflowMemoryList]:
        """Browse overflow memories

        Lists the account's overflow memories page by page, optionally only of one `category`, at least `min_importance` important, or of one end user (`user_id` in their metadata). This list keeps the specification's own envelope (`memories`, `page`, `limit`, `total`, `total_pages`) instead of the shared page envelope.  Decision: `sort=created_at` and `sort=importance` are descending (newest, most important first), `sort=category` is ascending by category name; ties are broken by `created_at` descending, then by `id` ascending. Decision: the list covers all overflow collections and each item carries its `collection`; a page past the end returns an empty `memories` array. 

        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param limit: Memories per page.
        :type limit: int
        :param sort: Sort key (created_at and importance descending, category ascending).
        :type sort: OverflowMemorySort
        :param category: Only memories of this category.
        :type category: MemoryCategory
        :param min_importance: Only memories at least this important.
        :type min_importance: float
        :param user_id: Only memories of this end user: those whose `metadata` has this `user_id` (as a string), the key the generic surface and the SDKs use for the user a memory belongs to. 
        :type user_id: str
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

        _param = self._list_overflow_memories_serialize(
            page=page,
            limit=limit,
            sort=sort,
            category=category,
            min_importance=min_importance,
            user_id=user_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemoryList",
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
    def list_overflow_memories_without_preload_content(
        self,
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Memories per page.")] = None,
        sort: Annotated[Optional[OverflowMemorySort], Field(description="Sort key (created_at and importance descending, category ascending).")] = None,
        category: Annotated[Optional[MemoryCategory], Field(description="Only memories of this category.")] = None,
        min_importance: Annotated[Optional[Union[Annotated[float, Field(le=1, strict=True, ge=0)], Annotated[int, Field(le=1, strict=True, ge=0)]]], Field(description="Only memories at least this important.")] = None,
        user_id: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Only memories of this end user: those whose `metadata` has this `user_id` (as a string), the key the generic surface and the SDKs use for the user a memory belongs to. ")] = None,
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
        """Browse overflow memories

        Lists the account's overflow memories page by page, optionally only of one `category`, at least `min_importance` important, or of one end user (`user_id` in their metadata). This list keeps the specification's own envelope (`memories`, `page`, `limit`, `total`, `total_pages`) instead of the shared page envelope.  Decision: `sort=created_at` and `sort=importance` are descending (newest, most important first), `sort=category` is ascending by category name; ties are broken by `created_at` descending, then by `id` ascending. Decision: the list covers all overflow collections and each item carries its `collection`; a page past the end returns an empty `memories` array. 

        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param limit: Memories per page.
        :type limit: int
        :param sort: Sort key (created_at and importance descending, category ascending).
        :type sort: OverflowMemorySort
        :param category: Only memories of this category.
        :type category: MemoryCategory
        :param min_importance: Only memories at least this important.
        :type min_importance: float
        :param user_id: Only memories of this end user: those whose `metadata` has this `user_id` (as a string), the key the generic surface and the SDKs use for the user a memory belongs to. 
        :type user_id: str
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

        _param = self._list_overflow_memories_serialize(
            page=page,
            limit=limit,
            sort=sort,
            category=category,
            min_importance=min_importance,
            user_id=user_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemoryList",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _list_overflow_memories_serialize(
        self,
        page,
        limit,
        sort,
        category,
        min_importance,
        user_id,
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
            
        if limit is not None:
            
            _query_params.append(('limit', limit))
            
        if sort is not None:
            
            _query_params.append(('sort', sort.value))
            
        if category is not None:
            
            _query_params.append(('category', category.value))
            
        if min_importance is not None:
            
            _query_params.append(('min_importance', min_importance))
            
        if user_id is not None:
            
            _query_params.append(('user_id', user_id))
            
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
            resource_path='/v1/overflow/memories',
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
    def list_overflow_memory_versions(
        self,
        memory_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of the overflow memory.")],
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
    ) -> OverflowMemoryVersions:
        """Versions of an overflow memory

        Returns every version of a memory. Every mutation of an overflow memory appends a new version in the same transaction as the change; earlier versions are kept unchanged.  Decision: versions are listed in ascending order, version 1 (the state as stored) first. 

        :param memory_id: Id of the overflow memory. (required)
        :type memory_id: str
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

        _param = self._list_overflow_memory_versions_serialize(
            memory_id=memory_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemoryVersions",
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
    def list_overflow_memory_versions_with_http_info(
        self,
        memory_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of the overflow memory.")],
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
    ) -> ApiResponse[OverflowMemoryVersions]:
        """Versions of an overflow memory

        Returns every version of a memory. Every mutation of an overflow memory appends a new version in the same transaction as the change; earlier versions are kept unchanged.  Decision: versions are listed in ascending order, version 1 (the state as stored) first. 

        :param memory_id: Id of the overflow memory. (required)
        :type memory_id: str
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

        _param = self._list_overflow_memory_versions_serialize(
            memory_id=memory_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemoryVersions",
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
    def list_overflow_memory_versions_without_preload_content(
        self,
        memory_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of the overflow memory.")],
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
        """Versions of an overflow memory

        Returns every version of a memory. Every mutation of an overflow memory appends a new version in the same transaction as the change; earlier versions are kept unchanged.  Decision: versions are listed in ascending order, version 1 (the state as stored) first. 

        :param memory_id: Id of the overflow memory. (required)
        :type memory_id: str
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

        _param = self._list_overflow_memory_versions_serialize(
            memory_id=memory_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "OverflowMemoryVersions",
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


    def _list_overflow_memory_versions_serialize(
        self,
        memory_id,
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
        if memory_id is not None:
            _path_params['memory_id'] = memory_id
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
            resource_path='/v1/overflow/memory/{memory_id}/versions',
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
    def promote_overflow_memory(
        self,
        promote_overflow_memory_request: PromoteOverflowMemoryRequest,
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
    ) -> PromoteOverflowMemoryResponse:
        """Raise the importance of an overflow memory

        Raises the memory's importance by `boost` (default 0.1); the result is clamped to 1.0. In the same transaction the change appends a new version and the history event `importance_updated` (details: previous, new, reason `promoted`). Emits no event.  Decision: every call appends a version and an event, even when the importance was already 1.0. Decision: new importance values are rounded to 6 decimal places. 

        :param promote_overflow_memory_request: (required)
        :type promote_overflow_memory_request: PromoteOverflowMemoryRequest
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

        _param = self._promote_overflow_memory_serialize(
            promote_overflow_memory_request=promote_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "PromoteOverflowMemoryResponse",
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
    def promote_overflow_memory_with_http_info(
        self,
        promote_overflow_memory_request: PromoteOverflowMemoryRequest,
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
    ) -> ApiResponse[PromoteOverflowMemoryResponse]:
        """Raise the importance of an overflow memory

        Raises the memory's importance by `boost` (default 0.1); the result is clamped to 1.0. In the same transaction the change appends a new version and the history event `importance_updated` (details: previous, new, reason `promoted`). Emits no event.  Decision: every call appends a version and an event, even when the importance was already 1.0. Decision: new importance values are rounded to 6 decimal places. 

        :param promote_overflow_memory_request: (required)
        :type promote_overflow_memory_request: PromoteOverflowMemoryRequest
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

        _param = self._promote_overflow_memory_serialize(
            promote_overflow_memory_request=promote_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "PromoteOverflowMemoryResponse",
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
    def promote_overflow_memory_without_preload_content(
        self,
        promote_overflow_memory_request: PromoteOverflowMemoryRequest,
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
        """Raise the importance of an overflow memory

        Raises the memory's importance by `boost` (default 0.1); the result is clamped to 1.0. In the same transaction the change appends a new version and the history event `importance_updated` (details: previous, new, reason `promoted`). Emits no event.  Decision: every call appends a version and an event, even when the importance was already 1.0. Decision: new importance values are rounded to 6 decimal places. 

        :param promote_overflow_memory_request: (required)
        :type promote_overflow_memory_request: PromoteOverflowMemoryRequest
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

        _param = self._promote_overflow_memory_serialize(
            promote_overflow_memory_request=promote_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "PromoteOverflowMemoryResponse",
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


    def _promote_overflow_memory_serialize(
        self,
        promote_overflow_memory_request,
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
        if promote_overflow_memory_request is not None:
            _body_params = promote_overflow_memory_request


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
            resource_path='/v1/overflow/promote',
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
    def search_overflow_memories(
        self,
        search_overflow_memories_request: SearchOverflowMemoriesRequest,
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
    ) -> SearchOverflowMemoriesResponse:
        """Search overflow memories by vector

        Returns up to `limit` memories of `collection` whose similarity to `vector` is at least `min_score`, optionally only of one `category`. Emits `MEMORY_RECALLED` for each returned memory.  Decision: `score` is the cosine similarity of `vector` and the stored (compressed) vector; results are ordered by `score` descending, ties by `created_at` descending, then by `id` ascending. Decision: `total` is the number of results returned; a collection that does not exist gives no results. 

        :param search_overflow_memories_request: (required)
        :type search_overflow_memories_request: SearchOverflowMemoriesRequest
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

        _param = self._search_overflow_memories_serialize(
            search_overflow_memories_request=search_overflow_memories_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "SearchOverflowMemoriesResponse",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '503': "ErrorEnvelope",
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
    def search_overflow_memories_with_http_info(
        self,
        search_overflow_memories_request: SearchOverflowMemoriesRequest,
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
    ) -> ApiResponse[SearchOverflowMemoriesResponse]:
        """Search overflow memories by vector

        Returns up to `limit` memories of `collection` whose similarity to `vector` is at least `min_score`, optionally only of one `category`. Emits `MEMORY_RECALLED` for each returned memory.  Decision: `score` is the cosine similarity of `vector` and the stored (compressed) vector; results are ordered by `score` descending, ties by `created_at` descending, then by `id` ascending. Decision: `total` is the number of results returned; a collection that does not exist gives no results. 

        :param search_overflow_memories_request: (required)
        :type search_overflow_memories_request: SearchOverflowMemoriesRequest
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

        _param = self._search_overflow_memories_serialize(
            search_overflow_memories_request=search_overflow_memories_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "SearchOverflowMemoriesResponse",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '503': "ErrorEnvelope",
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
    def search_overflow_memories_without_preload_content(
        self,
        search_overflow_memories_request: SearchOverflowMemoriesRequest,
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
        """Search overflow memories by vector

        Returns up to `limit` memories of `collection` whose similarity to `vector` is at least `min_score`, optionally only of one `category`. Emits `MEMORY_RECALLED` for each returned memory.  Decision: `score` is the cosine similarity of `vector` and the stored (compressed) vector; results are ordered by `score` descending, ties by `created_at` descending, then by `id` ascending. Decision: `total` is the number of results returned; a collection that does not exist gives no results. 

        :param search_overflow_memories_request: (required)
        :type search_overflow_memories_request: SearchOverflowMemoriesRequest
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

        _param = self._search_overflow_memories_serialize(
            search_overflow_memories_request=search_overflow_memories_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "SearchOverflowMemoriesResponse",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _search_overflow_memories_serialize(
        self,
        search_overflow_memories_request,
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
        if search_overflow_memories_request is not None:
            _body_params = search_overflow_memories_request


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
            resource_path='/v1/overflow/search',
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
    def store_overflow_memory(
        self,
        store_overflow_memory_request: StoreOverflowMemoryRequest,
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
    ) -> StoreOverflowMemoryResponse:
        """Store a memory with its vector in overflow storage

        Stores a memory, with a vector the caller computed (768 numbers), in the hosted overflow storage. The vector is compressed automatically. In the same transaction the memory gets version 1 and the history event `created` (details: category, importance). Counts against the tier's overflow limit (`403 QUOTA_EXCEEDED` when reached). Emits `MEMORY_STORED` and `MEMORY_COMPRESSED`.  Decision: also emits `COLLECTION_CREATED` the first time the account uses the collection name in overflow storage. Decision: every overflow vector is stored only in compressed form, TURBOQUANT at the BALANCED preset (5 bits per coordinate plus a 4-byte norm, measured at 97.9% recall@10 on real sentence embeddings), so `compressed` is true and `compression_ratio` is 3072 / 484 = 6.35. Decision: overflow store performs no duplicate check. 

        :param store_overflow_memory_request: (required)
        :type store_overflow_memory_request: StoreOverflowMemoryRequest
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

        _param = self._store_overflow_memory_serialize(
            store_overflow_memory_request=store_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "StoreOverflowMemoryResponse",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
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
    def store_overflow_memory_with_http_info(
        self,
        store_overflow_memory_request: StoreOverflowMemoryRequest,
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
    ) -> ApiResponse[StoreOverflowMemoryResponse]:
        """Store a memory with its vector in overflow storage

        Stores a memory, with a vector the caller computed (768 numbers), in the hosted overflow storage. The vector is compressed automatically. In the same transaction the memory gets version 1 and the history event `created` (details: category, importance). Counts against the tier's overflow limit (`403 QUOTA_EXCEEDED` when reached). Emits `MEMORY_STORED` and `MEMORY_COMPRESSED`.  Decision: also emits `COLLECTION_CREATED` the first time the account uses the collection name in overflow storage. Decision: every overflow vector is stored only in compressed form, TURBOQUANT at the BALANCED preset (5 bits per coordinate plus a 4-byte norm, measured at 97.9% recall@10 on real sentence embeddings), so `compressed` is true and `compression_ratio` is 3072 / 484 = 6.35. Decision: overflow store performs no duplicate check. 

        :param store_overflow_memory_request: (required)
        :type store_overflow_memory_request: StoreOverflowMemoryRequest
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

        _param = self._store_overflow_memory_serialize(
            store_overflow_memory_request=store_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "StoreOverflowMemoryResponse",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
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
    def store_overflow_memory_without_preload_content(
        self,
        store_overflow_memory_request: StoreOverflowMemoryRequest,
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
        """Store a memory with its vector in overflow storage

        Stores a memory, with a vector the caller computed (768 numbers), in the hosted overflow storage. The vector is compressed automatically. In the same transaction the memory gets version 1 and the history event `created` (details: category, importance). Counts against the tier's overflow limit (`403 QUOTA_EXCEEDED` when reached). Emits `MEMORY_STORED` and `MEMORY_COMPRESSED`.  Decision: also emits `COLLECTION_CREATED` the first time the account uses the collection name in overflow storage. Decision: every overflow vector is stored only in compressed form, TURBOQUANT at the BALANCED preset (5 bits per coordinate plus a 4-byte norm, measured at 97.9% recall@10 on real sentence embeddings), so `compressed` is true and `compression_ratio` is 3072 / 484 = 6.35. Decision: overflow store performs no duplicate check. 

        :param store_overflow_memory_request: (required)
        :type store_overflow_memory_request: StoreOverflowMemoryRequest
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

        _param = self._store_overflow_memory_serialize(
            store_overflow_memory_request=store_overflow_memory_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "StoreOverflowMemoryResponse",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _store_overflow_memory_serialize(
        self,
        store_overflow_memory_request,
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
        if store_overflow_memory_request is not None:
            _body_params = store_overflow_memory_request


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
            resource_path='/v1/overflow/store',
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
    def update_overflow_memory_importance(
        self,
        update_overflow_memory_importance_request: UpdateOverflowMemoryImportanceRequest,
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
    ) -> UpdateOverflowMemoryImportanceResponse:
        """Set the importance of an overflow memory

        Sets the memory's importance to an exact value from 0.0 to 1.0. In the same transaction the change appends a new version and the history event `importance_updated` (details: previous, new, reason `manual`). Emits no event. 

        :param update_overflow_memory_importance_request: (required)
        :type update_overflow_memory_importance_request: UpdateOverflowMemoryImportanceRequest
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

        _param = self._update_overflow_memory_importance_serialize(
            update_overflow_memory_importance_request=update_overflow_memory_importance_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "UpdateOverflowMemoryImportanceResponse",
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
    def update_overflow_memory_importance_with_http_info(
        self,
        update_overflow_memory_importance_request: UpdateOverflowMemoryImportanceRequest,
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
    ) -> ApiResponse[UpdateOverflowMemoryImportanceResponse]:
        """Set the importance of an overflow memory

        Sets the memory's importance to an exact value from 0.0 to 1.0. In the same transaction the change appends a new version and the history event `importance_updated` (details: previous, new, reason `manual`). Emits no event. 

        :param update_overflow_memory_importance_request: (required)
        :type update_overflow_memory_importance_request: UpdateOverflowMemoryImportanceRequest
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

        _param = self._update_overflow_memory_importance_serialize(
            update_overflow_memory_importance_request=update_overflow_memory_importance_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "UpdateOverflowMemoryImportanceResponse",
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
    def update_overflow_memory_importance_without_preload_content(
        self,
        update_overflow_memory_importance_request: UpdateOverflowMemoryImportanceRequest,
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
        """Set the importance of an overflow memory

        Sets the memory's importance to an exact value from 0.0 to 1.0. In the same transaction the change appends a new version and the history event `importance_updated` (details: previous, new, reason `manual`). Emits no event. 

        :param update_overflow_memory_importance_request: (required)
        :type update_overflow_memory_importance_request: UpdateOverflowMemoryImportanceRequest
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

        _param = self._update_overflow_memory_importance_serialize(
            update_overflow_memory_importance_request=update_overflow_memory_importance_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "UpdateOverflowMemoryImportanceResponse",
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


    def _update_overflow_memory_importance_serialize(
        self,
        update_overflow_memory_importance_request,
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
        if update_overflow_memory_importance_request is not None:
            _body_params = update_overflow_memory_importance_request


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
            resource_path='/v1/overflow/update-importance',
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


