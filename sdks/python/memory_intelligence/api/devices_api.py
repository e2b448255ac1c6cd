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
from memory_intelligence.models.device import Device
from memory_intelligence.models.device_changes_page import DeviceChangesPage
from memory_intelligence.models.device_page import DevicePage
from memory_intelligence.models.device_push_request import DevicePushRequest
from memory_intelligence.models.device_push_result import DevicePushResult
from memory_intelligence.models.device_status import DeviceStatus
from memory_intelligence.models.device_type import DeviceType
from memory_intelligence.models.heartbeat_request import HeartbeatRequest
from memory_intelligence.models.heartbeat_response import HeartbeatResponse
from memory_intelligence.models.register_device_request import RegisterDeviceRequest
from memory_intelligence.models.registered_device import RegisteredDevice
from memory_intelligence.models.sync_device_request import SyncDeviceRequest
from memory_intelligence.models.sync_job import SyncJob
from memory_intelligence.models.update_device_request import UpdateDeviceRequest

from memory_intelligence.api_client import ApiClient, RequestSerialized
from memory_intelligence.api_response import ApiResponse
from memory_intelligence.rest import RESTResponseType


class DevicesApi:
    """NOTE: This class is auto generated by OpenAPI Generator
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    def __init__(self, api_client=None) -> None:
        if api_client is None:
            api_client = ApiClient.get_default()
        self.api_client = api_client


    @validate_call
    def delete_device(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
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
        """Delete a device

        Deletes the device and revokes its device token. Memories it already synced to the cloud are kept.  Decision: the device's sync jobs and alerts are deleted with it; a running sync job is cancelled. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
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

        _param = self._delete_device_serialize(
            device_id=device_id,
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
    def delete_device_with_http_info(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
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
        """Delete a device

        Deletes the device and revokes its device token. Memories it already synced to the cloud are kept.  Decision: the device's sync jobs and alerts are deleted with it; a running sync job is cancelled. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
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

        _param = self._delete_device_serialize(
            device_id=device_id,
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
    def delete_device_without_preload_content(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
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
        """Delete a device

        Deletes the device and revokes its device token. Memories it already synced to the cloud are kept.  Decision: the device's sync jobs and alerts are deleted with it; a running sync job is cancelled. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
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

        _param = self._delete_device_serialize(
            device_id=device_id,
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


    def _delete_device_serialize(
        self,
        device_id,
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
        if device_id is not None:
            _path_params['device_id'] = device_id
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
            resource_path='/v1/devices/{device_id}',
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
    def get_device(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
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
    ) -> Device:
        """Get a device

        Returns one device of the account. The device token is never included.

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
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

        _param = self._get_device_serialize(
            device_id=device_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Device",
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
    def get_device_with_http_info(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
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
    ) -> ApiResponse[Device]:
        """Get a device

        Returns one device of the account. The device token is never included.

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
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

        _param = self._get_device_serialize(
            device_id=device_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Device",
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
    def get_device_without_preload_content(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
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
        """Get a device

        Returns one device of the account. The device token is never included.

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
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

        _param = self._get_device_serialize(
            device_id=device_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Device",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _get_device_serialize(
        self,
        device_id,
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
        if device_id is not None:
            _path_params['device_id'] = device_id
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
            resource_path='/v1/devices/{device_id}',
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
    def get_sync_job(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        job_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a sync job of the device.")],
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
    ) -> SyncJob:
        """Get a sync job

        Returns one sync job of the device.  Decision: this read operation is an extension of the specification. An unknown device answers `404 DEVICE_NOT_FOUND`; an unknown job, or a job of another device, answers `404 NOT_FOUND`. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param job_id: Id of a sync job of the device. (required)
        :type job_id: str
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

        _param = self._get_sync_job_serialize(
            device_id=device_id,
            job_id=job_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "SyncJob",
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
    def get_sync_job_with_http_info(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        job_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a sync job of the device.")],
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
    ) -> ApiResponse[SyncJob]:
        """Get a sync job

        Returns one sync job of the device.  Decision: this read operation is an extension of the specification. An unknown device answers `404 DEVICE_NOT_FOUND`; an unknown job, or a job of another device, answers `404 NOT_FOUND`. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param job_id: Id of a sync job of the device. (required)
        :type job_id: str
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

        _param = self._get_sync_job_serialize(
            device_id=device_id,
            job_id=job_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "SyncJob",
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
    def get_sync_job_without_preload_content(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        job_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a sync job of the device.")],
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
        """Get a sync job

        Returns one sync job of the device.  Decision: this read operation is an extension of the specification. An unknown device answers `404 DEVICE_NOT_FOUND`; an unknown job, or a job of another device, answers `404 NOT_FOUND`. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param job_id: Id of a sync job of the device. (required)
        :type job_id: str
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

        _param = self._get_sync_job_serialize(
            device_id=device_id,
            job_id=job_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "SyncJob",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _get_sync_job_serialize(
        self,
        device_id,
        job_id,
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
        if device_id is not None:
            _path_params['device_id'] = device_id
        if job_id is not None:
            _path_params['job_id'] = job_id
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
            resource_path='/v1/devices/{device_id}/sync/{job_id}',
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
    def list_devices(
        self,
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        page_size: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Items per page.")] = None,
        fleet_id: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=128)]], Field(description="Keep devices of this fleet.")] = None,
        type: Annotated[Optional[DeviceType], Field(description="Keep devices of this type.")] = None,
        status: Annotated[Optional[DeviceStatus], Field(description="Keep devices with this status.")] = None,
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
    ) -> DevicePage:
        """List devices

        Lists the account's devices, newest first, optionally filtered by fleet, type and status.  Decision: invalid filter values answer `422 VALIDATION_ERROR` (the area's `400` codes apply to request bodies); an unknown but well-formed `fleet_id` gives an empty page. 

        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param page_size: Items per page.
        :type page_size: int
        :param fleet_id: Keep devices of this fleet.
        :type fleet_id: str
        :param type: Keep devices of this type.
        :type type: DeviceType
        :param status: Keep devices with this status.
        :type status: DeviceStatus
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

        _param = self._list_devices_serialize(
            page=page,
            page_size=page_size,
            fleet_id=fleet_id,
            type=type,
            status=status,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DevicePage",
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
    def list_devices_with_http_info(
        self,
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        page_size: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Items per page.")] = None,
        fleet_id: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=128)]], Field(description="Keep devices of this fleet.")] = None,
        type: Annotated[Optional[DeviceType], Field(description="Keep devices of this type.")] = None,
        status: Annotated[Optional[DeviceStatus], Field(description="Keep devices with this status.")] = None,
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
    ) -> ApiResponse[DevicePage]:
        """List devices

        Lists the account's devices, newest first, optionally filtered by fleet, type and status.  Decision: invalid filter values answer `422 VALIDATION_ERROR` (the area's `400` codes apply to request bodies); an unknown but well-formed `fleet_id` gives an empty page. 

        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param page_size: Items per page.
        :type page_size: int
        :param fleet_id: Keep devices of this fleet.
        :type fleet_id: str
        :param type: Keep devices of this type.
        :type type: DeviceType
        :param status: Keep devices with this status.
        :type status: DeviceStatus
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

        _param = self._list_devices_serialize(
            page=page,
            page_size=page_size,
            fleet_id=fleet_id,
            type=type,
            status=status,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DevicePage",
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
    def list_devices_without_preload_content(
        self,
        page: Annotated[Optional[Annotated[int, Field(le=10000, strict=True, ge=1)]], Field(description="Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.")] = None,
        page_size: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="Items per page.")] = None,
        fleet_id: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=128)]], Field(description="Keep devices of this fleet.")] = None,
        type: Annotated[Optional[DeviceType], Field(description="Keep devices of this type.")] = None,
        status: Annotated[Optional[DeviceStatus], Field(description="Keep devices with this status.")] = None,
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
        """List devices

        Lists the account's devices, newest first, optionally filtered by fleet, type and status.  Decision: invalid filter values answer `422 VALIDATION_ERROR` (the area's `400` codes apply to request bodies); an unknown but well-formed `fleet_id` gives an empty page. 

        :param page: Page number, starting at 1. A list reaches its first 10,000 items; a page that ends past them answers `422 VALIDATION_ERROR`.
        :type page: int
        :param page_size: Items per page.
        :type page_size: int
        :param fleet_id: Keep devices of this fleet.
        :type fleet_id: str
        :param type: Keep devices of this type.
        :type type: DeviceType
        :param status: Keep devices with this status.
        :type status: DeviceStatus
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

        _param = self._list_devices_serialize(
            page=page,
            page_size=page_size,
            fleet_id=fleet_id,
            type=type,
            status=status,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DevicePage",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _list_devices_serialize(
        self,
        page,
        page_size,
        fleet_id,
        type,
        status,
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
            
        if fleet_id is not None:
            
            _query_params.append(('fleet_id', fleet_id))
            
        if type is not None:
            
            _query_params.append(('type', type.value))
            
        if status is not None:
            
            _query_params.append(('status', status.value))
            
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
            resource_path='/v1/devices',
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
    def pull_device_changes(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        cursor: Annotated[Optional[Annotated[str, Field(strict=True, max_length=200)]], Field(description="The `next_cursor` of the previous page; omit for a full sync.")] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=500, strict=True, ge=1)]], Field(description="Changes per page, 1 to 500 (default 100).")] = None,
        collections: Annotated[Optional[Annotated[str, Field(strict=True, max_length=2000)]], Field(description="Comma-separated collection names; omit for all.")] = None,
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
    ) -> DeviceChangesPage:
        """Pull memory changes for a device

        Extension: the cloud side of the sync protocol, authenticated with the device token. Answers the changes of the account's memories (stored, forgotten) since `cursor`, in the order they happened, at most `limit` per page, with the cursor to continue from.  Decision: the cursor is opaque; a device keeps the `next_cursor` of the last page it applied and sends it with its next pull, so an interrupted pull is repeated from there (changes are applied by `memory_id`, so applying one twice is harmless). Without a cursor the pull starts from the beginning (a full sync). Changes the device itself pushed are included (with their `local_id`), so a device can confirm its own writes.  Decision: `collections` (comma-separated) narrows the pull to those collections; an invalid cursor answers `422 VALIDATION_ERROR`.  Decision: a pull that reaches the end of the feed (`has_more` false) sets the device's `last_sync_at` to the time the request started; a page with more to come does not. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param cursor: The `next_cursor` of the previous page; omit for a full sync.
        :type cursor: str
        :param limit: Changes per page, 1 to 500 (default 100).
        :type limit: int
        :param collections: Comma-separated collection names; omit for all.
        :type collections: str
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

        _param = self._pull_device_changes_serialize(
            device_id=device_id,
            cursor=cursor,
            limit=limit,
            collections=collections,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DeviceChangesPage",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
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
    def pull_device_changes_with_http_info(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        cursor: Annotated[Optional[Annotated[str, Field(strict=True, max_length=200)]], Field(description="The `next_cursor` of the previous page; omit for a full sync.")] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=500, strict=True, ge=1)]], Field(description="Changes per page, 1 to 500 (default 100).")] = None,
        collections: Annotated[Optional[Annotated[str, Field(strict=True, max_length=2000)]], Field(description="Comma-separated collection names; omit for all.")] = None,
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
    ) -> ApiResponse[DeviceChangesPage]:
        """Pull memory changes for a device

        Extension: the cloud side of the sync protocol, authenticated with the device token. Answers the changes of the account's memories (stored, forgotten) since `cursor`, in the order they happened, at most `limit` per page, with the cursor to continue from.  Decision: the cursor is opaque; a device keeps the `next_cursor` of the last page it applied and sends it with its next pull, so an interrupted pull is repeated from there (changes are applied by `memory_id`, so applying one twice is harmless). Without a cursor the pull starts from the beginning (a full sync). Changes the device itself pushed are included (with their `local_id`), so a device can confirm its own writes.  Decision: `collections` (comma-separated) narrows the pull to those collections; an invalid cursor answers `422 VALIDATION_ERROR`.  Decision: a pull that reaches the end of the feed (`has_more` false) sets the device's `last_sync_at` to the time the request started; a page with more to come does not. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param cursor: The `next_cursor` of the previous page; omit for a full sync.
        :type cursor: str
        :param limit: Changes per page, 1 to 500 (default 100).
        :type limit: int
        :param collections: Comma-separated collection names; omit for all.
        :type collections: str
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

        _param = self._pull_device_changes_serialize(
            device_id=device_id,
            cursor=cursor,
            limit=limit,
            collections=collections,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DeviceChangesPage",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
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
    def pull_device_changes_without_preload_content(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        cursor: Annotated[Optional[Annotated[str, Field(strict=True, max_length=200)]], Field(description="The `next_cursor` of the previous page; omit for a full sync.")] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=500, strict=True, ge=1)]], Field(description="Changes per page, 1 to 500 (default 100).")] = None,
        collections: Annotated[Optional[Annotated[str, Field(strict=True, max_length=2000)]], Field(description="Comma-separated collection names; omit for all.")] = None,
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
        """Pull memory changes for a device

        Extension: the cloud side of the sync protocol, authenticated with the device token. Answers the changes of the account's memories (stored, forgotten) since `cursor`, in the order they happened, at most `limit` per page, with the cursor to continue from.  Decision: the cursor is opaque; a device keeps the `next_cursor` of the last page it applied and sends it with its next pull, so an interrupted pull is repeated from there (changes are applied by `memory_id`, so applying one twice is harmless). Without a cursor the pull starts from the beginning (a full sync). Changes the device itself pushed are included (with their `local_id`), so a device can confirm its own writes.  Decision: `collections` (comma-separated) narrows the pull to those collections; an invalid cursor answers `422 VALIDATION_ERROR`.  Decision: a pull that reaches the end of the feed (`has_more` false) sets the device's `last_sync_at` to the time the request started; a page with more to come does not. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param cursor: The `next_cursor` of the previous page; omit for a full sync.
        :type cursor: str
        :param limit: Changes per page, 1 to 500 (default 100).
        :type limit: int
        :param collections: Comma-separated collection names; omit for all.
        :type collections: str
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

        _param = self._pull_device_changes_serialize(
            device_id=device_id,
            cursor=cursor,
            limit=limit,
            collections=collections,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DeviceChangesPage",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _pull_device_changes_serialize(
        self,
        device_id,
        cursor,
        limit,
        collections,
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
        if device_id is not None:
            _path_params['device_id'] = device_id
        # process the query parameters
        if cursor is not None:
            
            _query_params.append(('cursor', cursor))
            
        if limit is not None:
            
            _query_params.append(('limit', limit))
            
        if collections is not None:
            
            _query_params.append(('collections', collections))
            
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
            'DeviceTokenAuth'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/v1/devices/{device_id}/memories/changes',
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
    def push_device_memories(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        device_push_request: DevicePushRequest,
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
    ) -> DevicePushResult:
        """Push memories from a device

        Extension: the device side of the sync protocol, authenticated with the device token. The device sends memories it created locally, at most 100 per request, each with its own `local_id`. Each becomes a memory of the account, stored like `POST /v1/store` (embedded, classified when `category` is absent, deduplicated, written to the account's vector store, `MEMORY_STORED` for new ones) and counted against the account's quotas.  Decision: a push is idempotent by `local_id`: the service remembers which memory each `local_id` of the device became, so a batch sent again (after a lost answer) creates nothing new and answers the same `memory_id` with `status` `existing`. A text that the collection already holds links the `local_id` to that memory (`duplicate`).  Decision: conflicts resolve by these rules: a `local_id` is written once (first write wins: pushing it again with another text changes nothing and answers `existing`; to change a memory the device pushes it under a new `local_id`); and the cloud's forget wins (a `local_id` whose memory was forgotten in the cloud answers `forgotten` and is not stored again; the device learns of the forget from `GET .../memories/changes` and drops its copy).  Decision: the results are in the order of `memories`; an item that cannot be stored (its collection over the tier's limits, for example) fails the whole request with the error of that item, and the items before it stay stored (a retry of the batch is safe).  Decision: a successful push sets the device's `last_sync_at` to the time the request started. `memories` may be empty: such a push stores nothing and only records the sync, which is how a device with nothing to push acknowledges a `sync` command. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param device_push_request: (required)
        :type device_push_request: DevicePushRequest
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

        _param = self._push_device_memories_serialize(
            device_id=device_id,
            device_push_request=device_push_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DevicePushResult",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '422': "ErrorEnvelope",
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
    def push_device_memories_with_http_info(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        device_push_request: DevicePushRequest,
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
    ) -> ApiResponse[DevicePushResult]:
        """Push memories from a device

        Extension: the device side of the sync protocol, authenticated with the device token. The device sends memories it created locally, at most 100 per request, each with its own `local_id`. Each becomes a memory of the account, stored like `POST /v1/store` (embedded, classified when `category` is absent, deduplicated, written to the account's vector store, `MEMORY_STORED` for new ones) and counted against the account's quotas.  Decision: a push is idempotent by `local_id`: the service remembers which memory each `local_id` of the device became, so a batch sent again (after a lost answer) creates nothing new and answers the same `memory_id` with `status` `existing`. A text that the collection already holds links the `local_id` to that memory (`duplicate`).  Decision: conflicts resolve by these rules: a `local_id` is written once (first write wins: pushing it again with another text changes nothing and answers `existing`; to change a memory the device pushes it under a new `local_id`); and the cloud's forget wins (a `local_id` whose memory was forgotten in the cloud answers `forgotten` and is not stored again; the device learns of the forget from `GET .../memories/changes` and drops its copy).  Decision: the results are in the order of `memories`; an item that cannot be stored (its collection over the tier's limits, for example) fails the whole request with the error of that item, and the items before it stay stored (a retry of the batch is safe).  Decision: a successful push sets the device's `last_sync_at` to the time the request started. `memories` may be empty: such a push stores nothing and only records the sync, which is how a device with nothing to push acknowledges a `sync` command. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param device_push_request: (required)
        :type device_push_request: DevicePushRequest
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

        _param = self._push_device_memories_serialize(
            device_id=device_id,
            device_push_request=device_push_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DevicePushResult",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '422': "ErrorEnvelope",
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
    def push_device_memories_without_preload_content(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        device_push_request: DevicePushRequest,
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
        """Push memories from a device

        Extension: the device side of the sync protocol, authenticated with the device token. The device sends memories it created locally, at most 100 per request, each with its own `local_id`. Each becomes a memory of the account, stored like `POST /v1/store` (embedded, classified when `category` is absent, deduplicated, written to the account's vector store, `MEMORY_STORED` for new ones) and counted against the account's quotas.  Decision: a push is idempotent by `local_id`: the service remembers which memory each `local_id` of the device became, so a batch sent again (after a lost answer) creates nothing new and answers the same `memory_id` with `status` `existing`. A text that the collection already holds links the `local_id` to that memory (`duplicate`).  Decision: conflicts resolve by these rules: a `local_id` is written once (first write wins: pushing it again with another text changes nothing and answers `existing`; to change a memory the device pushes it under a new `local_id`); and the cloud's forget wins (a `local_id` whose memory was forgotten in the cloud answers `forgotten` and is not stored again; the device learns of the forget from `GET .../memories/changes` and drops its copy).  Decision: the results are in the order of `memories`; an item that cannot be stored (its collection over the tier's limits, for example) fails the whole request with the error of that item, and the items before it stay stored (a retry of the batch is safe).  Decision: a successful push sets the device's `last_sync_at` to the time the request started. `memories` may be empty: such a push stores nothing and only records the sync, which is how a device with nothing to push acknowledges a `sync` command. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param device_push_request: (required)
        :type device_push_request: DevicePushRequest
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

        _param = self._push_device_memories_serialize(
            device_id=device_id,
            device_push_request=device_push_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "DevicePushResult",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '422': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _push_device_memories_serialize(
        self,
        device_id,
        device_push_request,
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
        if device_id is not None:
            _path_params['device_id'] = device_id
        # process the query parameters
        # process the header parameters
        # process the form parameters
        # process the body parameter
        if device_push_request is not None:
            _body_params = device_push_request


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
            'DeviceTokenAuth'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/v1/devices/{device_id}/memories/push',
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
    def register_device(
        self,
        register_device_request: RegisterDeviceRequest,
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
    ) -> RegisteredDevice:
        """Register a device

        Registers an edge device. The device starts `OFFLINE` with `last_heartbeat_at` and `last_sync_at` null. The response carries `device_token` once; the device sends it as `Authorization: Bearer <DEVICE_TOKEN>` on heartbeats. It cannot be read again.  An unknown `type` answers `400 INVALID_DEVICE_TYPE`, an unknown `sync_strategy` `400 INVALID_SYNC_STRATEGY`, an unknown `fleet_id` `404 FLEET_NOT_FOUND`.  Decision: an account may have at most 10000 devices; one more answers `409 DEVICE_LIMIT_EXCEEDED`.  Decision: when `sync_strategy` is omitted the device takes its fleet's strategy and interval, or `INTELLIGENT` when it has no fleet; `sync_interval_seconds` follows the fleet rule (300 for `PERIODIC` when not given, null otherwise).  Decision: `capabilities` types `memory_mb`, `storage_gb`, `has_gpu` and `max_vectors`; other keys are accepted and returned as given. 

        :param register_device_request: (required)
        :type register_device_request: RegisterDeviceRequest
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

        _param = self._register_device_serialize(
            register_device_request=register_device_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "RegisteredDevice",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
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
    def register_device_with_http_info(
        self,
        register_device_request: RegisterDeviceRequest,
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
    ) -> ApiResponse[RegisteredDevice]:
        """Register a device

        Registers an edge device. The device starts `OFFLINE` with `last_heartbeat_at` and `last_sync_at` null. The response carries `device_token` once; the device sends it as `Authorization: Bearer <DEVICE_TOKEN>` on heartbeats. It cannot be read again.  An unknown `type` answers `400 INVALID_DEVICE_TYPE`, an unknown `sync_strategy` `400 INVALID_SYNC_STRATEGY`, an unknown `fleet_id` `404 FLEET_NOT_FOUND`.  Decision: an account may have at most 10000 devices; one more answers `409 DEVICE_LIMIT_EXCEEDED`.  Decision: when `sync_strategy` is omitted the device takes its fleet's strategy and interval, or `INTELLIGENT` when it has no fleet; `sync_interval_seconds` follows the fleet rule (300 for `PERIODIC` when not given, null otherwise).  Decision: `capabilities` types `memory_mb`, `storage_gb`, `has_gpu` and `max_vectors`; other keys are accepted and returned as given. 

        :param register_device_request: (required)
        :type register_device_request: RegisterDeviceRequest
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

        _param = self._register_device_serialize(
            register_device_request=register_device_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "RegisteredDevice",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
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
    def register_device_without_preload_content(
        self,
        register_device_request: RegisterDeviceRequest,
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
        """Register a device

        Registers an edge device. The device starts `OFFLINE` with `last_heartbeat_at` and `last_sync_at` null. The response carries `device_token` once; the device sends it as `Authorization: Bearer <DEVICE_TOKEN>` on heartbeats. It cannot be read again.  An unknown `type` answers `400 INVALID_DEVICE_TYPE`, an unknown `sync_strategy` `400 INVALID_SYNC_STRATEGY`, an unknown `fleet_id` `404 FLEET_NOT_FOUND`.  Decision: an account may have at most 10000 devices; one more answers `409 DEVICE_LIMIT_EXCEEDED`.  Decision: when `sync_strategy` is omitted the device takes its fleet's strategy and interval, or `INTELLIGENT` when it has no fleet; `sync_interval_seconds` follows the fleet rule (300 for `PERIODIC` when not given, null otherwise).  Decision: `capabilities` types `memory_mb`, `storage_gb`, `has_gpu` and `max_vectors`; other keys are accepted and returned as given. 

        :param register_device_request: (required)
        :type register_device_request: RegisterDeviceRequest
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

        _param = self._register_device_serialize(
            register_device_request=register_device_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "RegisteredDevice",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _register_device_serialize(
        self,
        register_device_request,
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
        if register_device_request is not None:
            _body_params = register_device_request


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
            resource_path='/v1/devices',
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
    def send_heartbeat(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        heartbeat_request: HeartbeatRequest,
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
    ) -> HeartbeatResponse:
        """Send a device heartbeat

        Sent by the device itself, authenticated with its device token (not an API key), recommended every 30 seconds. Every body field is optional. The answer tells the device whether to sync and hands over pending commands.  Decision: a token that is unknown, revoked or issued to another device, and an unknown `device_id`, all answer `401 INVALID_DEVICE_TOKEN`, so device ids cannot be probed.  Decision: a heartbeat sets `last_heartbeat_at`, stores `memories_count` and `sync_pending_count` when given, and moves an `OFFLINE` device to `ONLINE` (a device in `MAINTENANCE` stays there). A device without a heartbeat for a configurable number of heartbeat intervals (default 3 x 30 seconds) becomes `OFFLINE` and a `DEVICE_OFFLINE` alert is raised; its next heartbeat resolves that alert.  Decision: a heartbeat with `storage_usage_pct` >= 95 raises `STORAGE_FULL`, with `battery_pct` <= 15 raises `LOW_BATTERY`, with `custom_metrics.error_rate_pct` (the share of the device's operations that failed since its previous heartbeat) >= 10 raises `HIGH_ERROR_RATE` (at most one ACTIVE alert per device and type). A heartbeat that reports the metric back to normal (storage <= 90, battery >= 20, error rate <= 5) resolves that alert; a metric not reported changes nothing. Metrics a heartbeat leaves out keep their last reported values.  Decision: `sync_required` is true when a sync job is waiting for the device, when the device reports `sync_pending_count` > 0 under `REAL_TIME`, or when the `PERIODIC` interval has elapsed since `last_sync_at` (the start of the device's latest successful push or pull to the end of the feed). A sync job requested with `POST /v1/devices/{device_id}/sync` is handed over as the command `sync` with `args` {job_id, direction, force, collections}, and `issued_at` the time of the first heartbeat after the request; every heartbeat answer carries that same command until the job completes or fails, so an answer lost on the way loses no command. Doing a command twice is harmless (pushes are idempotent by `local_id`, pulls resume from the device's cursor).  Decision: the adaptive strategies and the priority (N is `sync_pending_count`; a battery, network or signal never reported does not hold a sync back, and an unknown network counts as CELLULAR):  | Strategy | `sync_required` is also true when | |---|---| | ON_DEMAND | never (only a waiting job) | | INTELLIGENT | N >= the larger of two bars. Battery: 100 when `battery_pct` < 20, else 1. Network: 1 on WIFI or ETHERNET; 50 on CELLULAR, or 1 when never synced or 3600 s or more since `last_sync_at`; 100 on SATELLITE. | | BANDWIDTH_AWARE | N >= the bar of the link: ETHERNET 1; WIFI 1, or 100 below -80 dBm; CELLULAR 100, or 1000 below -110 dBm; SATELLITE 1000. |  `sync_priority` is the first that applies: LOW when no sync is required; CRITICAL when the waiting job was requested with `force` or N >= 1000; HIGH when a job is waiting or N >= 100; NORMAL otherwise. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param heartbeat_request: (required)
        :type heartbeat_request: HeartbeatRequest
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

        _param = self._send_heartbeat_serialize(
            device_id=device_id,
            heartbeat_request=heartbeat_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "HeartbeatResponse",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
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
    def send_heartbeat_with_http_info(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        heartbeat_request: HeartbeatRequest,
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
    ) -> ApiResponse[HeartbeatResponse]:
        """Send a device heartbeat

        Sent by the device itself, authenticated with its device token (not an API key), recommended every 30 seconds. Every body field is optional. The answer tells the device whether to sync and hands over pending commands.  Decision: a token that is unknown, revoked or issued to another device, and an unknown `device_id`, all answer `401 INVALID_DEVICE_TOKEN`, so device ids cannot be probed.  Decision: a heartbeat sets `last_heartbeat_at`, stores `memories_count` and `sync_pending_count` when given, and moves an `OFFLINE` device to `ONLINE` (a device in `MAINTENANCE` stays there). A device without a heartbeat for a configurable number of heartbeat intervals (default 3 x 30 seconds) becomes `OFFLINE` and a `DEVICE_OFFLINE` alert is raised; its next heartbeat resolves that alert.  Decision: a heartbeat with `storage_usage_pct` >= 95 raises `STORAGE_FULL`, with `battery_pct` <= 15 raises `LOW_BATTERY`, with `custom_metrics.error_rate_pct` (the share of the device's operations that failed since its previous heartbeat) >= 10 raises `HIGH_ERROR_RATE` (at most one ACTIVE alert per device and type). A heartbeat that reports the metric back to normal (storage <= 90, battery >= 20, error rate <= 5) resolves that alert; a metric not reported changes nothing. Metrics a heartbeat leaves out keep their last reported values.  Decision: `sync_required` is true when a sync job is waiting for the device, when the device reports `sync_pending_count` > 0 under `REAL_TIME`, or when the `PERIODIC` interval has elapsed since `last_sync_at` (the start of the device's latest successful push or pull to the end of the feed). A sync job requested with `POST /v1/devices/{device_id}/sync` is handed over as the command `sync` with `args` {job_id, direction, force, collections}, and `issued_at` the time of the first heartbeat after the request; every heartbeat answer carries that same command until the job completes or fails, so an answer lost on the way loses no command. Doing a command twice is harmless (pushes are idempotent by `local_id`, pulls resume from the device's cursor).  Decision: the adaptive strategies and the priority (N is `sync_pending_count`; a battery, network or signal never reported does not hold a sync back, and an unknown network counts as CELLULAR):  | Strategy | `sync_required` is also true when | |---|---| | ON_DEMAND | never (only a waiting job) | | INTELLIGENT | N >= the larger of two bars. Battery: 100 when `battery_pct` < 20, else 1. Network: 1 on WIFI or ETHERNET; 50 on CELLULAR, or 1 when never synced or 3600 s or more since `last_sync_at`; 100 on SATELLITE. | | BANDWIDTH_AWARE | N >= the bar of the link: ETHERNET 1; WIFI 1, or 100 below -80 dBm; CELLULAR 100, or 1000 below -110 dBm; SATELLITE 1000. |  `sync_priority` is the first that applies: LOW when no sync is required; CRITICAL when the waiting job was requested with `force` or N >= 1000; HIGH when a job is waiting or N >= 100; NORMAL otherwise. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param heartbeat_request: (required)
        :type heartbeat_request: HeartbeatRequest
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

        _param = self._send_heartbeat_serialize(
            device_id=device_id,
            heartbeat_request=heartbeat_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "HeartbeatResponse",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
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
    def send_heartbeat_without_preload_content(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        heartbeat_request: HeartbeatRequest,
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
        """Send a device heartbeat

        Sent by the device itself, authenticated with its device token (not an API key), recommended every 30 seconds. Every body field is optional. The answer tells the device whether to sync and hands over pending commands.  Decision: a token that is unknown, revoked or issued to another device, and an unknown `device_id`, all answer `401 INVALID_DEVICE_TOKEN`, so device ids cannot be probed.  Decision: a heartbeat sets `last_heartbeat_at`, stores `memories_count` and `sync_pending_count` when given, and moves an `OFFLINE` device to `ONLINE` (a device in `MAINTENANCE` stays there). A device without a heartbeat for a configurable number of heartbeat intervals (default 3 x 30 seconds) becomes `OFFLINE` and a `DEVICE_OFFLINE` alert is raised; its next heartbeat resolves that alert.  Decision: a heartbeat with `storage_usage_pct` >= 95 raises `STORAGE_FULL`, with `battery_pct` <= 15 raises `LOW_BATTERY`, with `custom_metrics.error_rate_pct` (the share of the device's operations that failed since its previous heartbeat) >= 10 raises `HIGH_ERROR_RATE` (at most one ACTIVE alert per device and type). A heartbeat that reports the metric back to normal (storage <= 90, battery >= 20, error rate <= 5) resolves that alert; a metric not reported changes nothing. Metrics a heartbeat leaves out keep their last reported values.  Decision: `sync_required` is true when a sync job is waiting for the device, when the device reports `sync_pending_count` > 0 under `REAL_TIME`, or when the `PERIODIC` interval has elapsed since `last_sync_at` (the start of the device's latest successful push or pull to the end of the feed). A sync job requested with `POST /v1/devices/{device_id}/sync` is handed over as the command `sync` with `args` {job_id, direction, force, collections}, and `issued_at` the time of the first heartbeat after the request; every heartbeat answer carries that same command until the job completes or fails, so an answer lost on the way loses no command. Doing a command twice is harmless (pushes are idempotent by `local_id`, pulls resume from the device's cursor).  Decision: the adaptive strategies and the priority (N is `sync_pending_count`; a battery, network or signal never reported does not hold a sync back, and an unknown network counts as CELLULAR):  | Strategy | `sync_required` is also true when | |---|---| | ON_DEMAND | never (only a waiting job) | | INTELLIGENT | N >= the larger of two bars. Battery: 100 when `battery_pct` < 20, else 1. Network: 1 on WIFI or ETHERNET; 50 on CELLULAR, or 1 when never synced or 3600 s or more since `last_sync_at`; 100 on SATELLITE. | | BANDWIDTH_AWARE | N >= the bar of the link: ETHERNET 1; WIFI 1, or 100 below -80 dBm; CELLULAR 100, or 1000 below -110 dBm; SATELLITE 1000. |  `sync_priority` is the first that applies: LOW when no sync is required; CRITICAL when the waiting job was requested with `force` or N >= 1000; HIGH when a job is waiting or N >= 100; NORMAL otherwise. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param heartbeat_request: (required)
        :type heartbeat_request: HeartbeatRequest
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

        _param = self._send_heartbeat_serialize(
            device_id=device_id,
            heartbeat_request=heartbeat_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "HeartbeatResponse",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _send_heartbeat_serialize(
        self,
        device_id,
        heartbeat_request,
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
        if device_id is not None:
            _path_params['device_id'] = device_id
        # process the query parameters
        # process the header parameters
        # process the form parameters
        # process the body parameter
        if heartbeat_request is not None:
            _body_params = heartbeat_request


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
            'DeviceTokenAuth'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/v1/devices/{device_id}/heartbeat',
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
    def sync_device(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        sync_device_request: SyncDeviceRequest,
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
    ) -> SyncJob:
        """Start a device sync

        Starts a sync job between the device and the cloud. The job starts `IN_PROGRESS`; read it with `GET /v1/devices/{device_id}/sync/{job_id}`. Only one sync job may run per device (`409 SYNC_IN_PROGRESS`). A device whose status is `OFFLINE` is refused with `422 DEVICE_OFFLINE`. `force` true makes a full sync instead of an incremental one.  Decision: the answer is `202 Accepted`, since the transfer happens afterwards. A missing `direction` answers `422 VALIDATION_ERROR`, a value other than push, pull or both `400 INVALID_SYNC_DIRECTION`. A device in `MAINTENANCE` may be synced.  Decision: the job is handed to the device as a `sync` command on its next heartbeat, and repeated in every heartbeat answer while it runs. `memories_to_push` is the device's last reported `sync_pending_count` (0 for pull); `memories_to_pull` counts cloud memories of the requested collections changed since `last_sync_at`, or all of them with `force` (0 for push). The job becomes `COMPLETED` at the first heartbeat after the device has synced since the hand-over (its `last_sync_at`, set by a successful push or a pull to the end of the feed, is not before the hand-over) that finds the device's reported `sync_pending_count` at 0 (any backlog for a `pull` job); a heartbeat reporting 0 without such a sync completes nothing. A device with nothing to push acknowledges with an empty push. A job not completed within 3600 seconds becomes `FAILED` and raises a `SYNC_FAILED` alert. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param sync_device_request: (required)
        :type sync_device_request: SyncDeviceRequest
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

        _param = self._sync_device_serialize(
            device_id=device_id,
            sync_device_request=sync_device_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "SyncJob",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
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
    def sync_device_with_http_info(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        sync_device_request: SyncDeviceRequest,
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
    ) -> ApiResponse[SyncJob]:
        """Start a device sync

        Starts a sync job between the device and the cloud. The job starts `IN_PROGRESS`; read it with `GET /v1/devices/{device_id}/sync/{job_id}`. Only one sync job may run per device (`409 SYNC_IN_PROGRESS`). A device whose status is `OFFLINE` is refused with `422 DEVICE_OFFLINE`. `force` true makes a full sync instead of an incremental one.  Decision: the answer is `202 Accepted`, since the transfer happens afterwards. A missing `direction` answers `422 VALIDATION_ERROR`, a value other than push, pull or both `400 INVALID_SYNC_DIRECTION`. A device in `MAINTENANCE` may be synced.  Decision: the job is handed to the device as a `sync` command on its next heartbeat, and repeated in every heartbeat answer while it runs. `memories_to_push` is the device's last reported `sync_pending_count` (0 for pull); `memories_to_pull` counts cloud memories of the requested collections changed since `last_sync_at`, or all of them with `force` (0 for push). The job becomes `COMPLETED` at the first heartbeat after the device has synced since the hand-over (its `last_sync_at`, set by a successful push or a pull to the end of the feed, is not before the hand-over) that finds the device's reported `sync_pending_count` at 0 (any backlog for a `pull` job); a heartbeat reporting 0 without such a sync completes nothing. A device with nothing to push acknowledges with an empty push. A job not completed within 3600 seconds becomes `FAILED` and raises a `SYNC_FAILED` alert. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param sync_device_request: (required)
        :type sync_device_request: SyncDeviceRequest
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

        _param = self._sync_device_serialize(
            device_id=device_id,
            sync_device_request=sync_device_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "SyncJob",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
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
    def sync_device_without_preload_content(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        sync_device_request: SyncDeviceRequest,
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
        """Start a device sync

        Starts a sync job between the device and the cloud. The job starts `IN_PROGRESS`; read it with `GET /v1/devices/{device_id}/sync/{job_id}`. Only one sync job may run per device (`409 SYNC_IN_PROGRESS`). A device whose status is `OFFLINE` is refused with `422 DEVICE_OFFLINE`. `force` true makes a full sync instead of an incremental one.  Decision: the answer is `202 Accepted`, since the transfer happens afterwards. A missing `direction` answers `422 VALIDATION_ERROR`, a value other than push, pull or both `400 INVALID_SYNC_DIRECTION`. A device in `MAINTENANCE` may be synced.  Decision: the job is handed to the device as a `sync` command on its next heartbeat, and repeated in every heartbeat answer while it runs. `memories_to_push` is the device's last reported `sync_pending_count` (0 for pull); `memories_to_pull` counts cloud memories of the requested collections changed since `last_sync_at`, or all of them with `force` (0 for push). The job becomes `COMPLETED` at the first heartbeat after the device has synced since the hand-over (its `last_sync_at`, set by a successful push or a pull to the end of the feed, is not before the hand-over) that finds the device's reported `sync_pending_count` at 0 (any backlog for a `pull` job); a heartbeat reporting 0 without such a sync completes nothing. A device with nothing to push acknowledges with an empty push. A job not completed within 3600 seconds becomes `FAILED` and raises a `SYNC_FAILED` alert. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param sync_device_request: (required)
        :type sync_device_request: SyncDeviceRequest
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

        _param = self._sync_device_serialize(
            device_id=device_id,
            sync_device_request=sync_device_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "SyncJob",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _sync_device_serialize(
        self,
        device_id,
        sync_device_request,
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
        if device_id is not None:
            _path_params['device_id'] = device_id
        # process the query parameters
        # process the header parameters
        # process the form parameters
        # process the body parameter
        if sync_device_request is not None:
            _body_params = sync_device_request


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
            resource_path='/v1/devices/{device_id}/sync',
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
    def update_device(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        update_device_request: UpdateDeviceRequest,
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
    ) -> Device:
        """Update a device

        Changes only the fields given; `metadata` replaces the stored object whole. `fleet_id` moves the device to another fleet, or unassigns it when null. `status` sets the status to the value given (for example `MAINTENANCE` during servicing).  An unknown `fleet_id` answers `404 FLEET_NOT_FOUND`, an unknown `sync_strategy` `400 INVALID_SYNC_STRATEGY`. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param update_device_request: (required)
        :type update_device_request: UpdateDeviceRequest
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

        _param = self._update_device_serialize(
            device_id=device_id,
            update_device_request=update_device_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Device",
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
    def update_device_with_http_info(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        update_device_request: UpdateDeviceRequest,
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
    ) -> ApiResponse[Device]:
        """Update a device

        Changes only the fields given; `metadata` replaces the stored object whole. `fleet_id` moves the device to another fleet, or unassigns it when null. `status` sets the status to the value given (for example `MAINTENANCE` during servicing).  An unknown `fleet_id` answers `404 FLEET_NOT_FOUND`, an unknown `sync_strategy` `400 INVALID_SYNC_STRATEGY`. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param update_device_request: (required)
        :type update_device_request: UpdateDeviceRequest
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

        _param = self._update_device_serialize(
            device_id=device_id,
            update_device_request=update_device_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Device",
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
    def update_device_without_preload_content(
        self,
        device_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Id of a device of the account.")],
        update_device_request: UpdateDeviceRequest,
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
        """Update a device

        Changes only the fields given; `metadata` replaces the stored object whole. `fleet_id` moves the device to another fleet, or unassigns it when null. `status` sets the status to the value given (for example `MAINTENANCE` during servicing).  An unknown `fleet_id` answers `404 FLEET_NOT_FOUND`, an unknown `sync_strategy` `400 INVALID_SYNC_STRATEGY`. 

        :param device_id: Id of a device of the account. (required)
        :type device_id: str
        :param update_device_request: (required)
        :type update_device_request: UpdateDeviceRequest
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

        _param = self._update_device_serialize(
            device_id=device_id,
            update_device_request=update_device_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "Device",
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


    def _update_device_serialize(
        self,
        device_id,
        update_device_request,
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
        if device_id is not None:
            _path_params['device_id'] = device_id
        # process the query parameters
        # process the header parameters
        # process the form parameters
        # process the body parameter
        if update_device_request is not None:
            _body_params = update_device_request


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
            resource_path='/v1/devices/{device_id}',
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


