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

from pydantic import Field, StrictBytes, StrictStr, field_validator
from typing import Optional, Tuple, Union
from typing_extensions import Annotated
from memory_intelligence.models.create_export_request import CreateExportRequest
from memory_intelligence.models.export_job import ExportJob
from memory_intelligence.models.export_usage_request import ExportUsageRequest
from memory_intelligence.models.import_result import ImportResult
from memory_intelligence.models.native_export import NativeExport
from memory_intelligence.models.usage_export import UsageExport

from memory_intelligence.api_client import ApiClient, RequestSerialized
from memory_intelligence.api_response import ApiResponse
from memory_intelligence.rest import RESTResponseType


class ExportApi:
    """NOTE: This class is auto generated by OpenAPI Generator
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    def __init__(self, api_client=None) -> None:
        if api_client is None:
            api_client = ApiClient.get_default()
        self.api_client = api_client


    @validate_call
    def create_export(
        self,
        create_export_request: CreateExportRequest,
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
    ) -> ExportJob:
        """Start a memory export

        Starts an asynchronous export of the caller's memories in the given `format`, from the listed `collections` (omit for all), narrowed by `filters`. Vectors are left out unless `include_vectors` is true; metadata is included unless `include_metadata` is false. Poll `GET /v1/export/{job_id}`; when the job is `COMPLETED` its `download_url` is set and valid for 24 hours, after which the job becomes `EXPIRED`. Only one memory export may run per account at a time (`409 EXPORT_IN_PROGRESS`), and an export whose estimated size is over 10 GB is refused (`413 EXPORT_TOO_LARGE`). An unknown `format` answers `400 INVALID_FORMAT`.  Decision: the job is accepted with `202 Accepted` and starts in status `PROCESSING` with `progress_pct` 0 and `download_url` null.  Decision: a collection id in `collections` that does not exist in the account answers `404 COLLECTION_NOT_FOUND`.  Decision: an export covers both stores of the account: memories of the memory operations (the service's records; their vectors are read from the account's vector store) and overflow memories (their vectors decoded from the stored codes, with history and versions). Memory operations keep no history or versions, so those lists are empty for their memories.  Decision: a collection's id is `col_` followed by the first 24 hexadecimal digits of the SHA-256 of `main:<name>` (a collection of the memory operations) or `overflow:<name>` (an overflow collection), so a client computes it from the name; NATIVE_JSON files carry it as `collection_id`.  Decision: the 10 GB limit is checked twice: against an estimate from the selected memories before the job starts (`413 EXPORT_TOO_LARGE`), and against the bytes written while it runs (the job then becomes `FAILED`). The limit is a setting of the service (`EXPORT_MAX_BYTES`).  Decision: the job runs on the service's durable job queue: `progress_pct` is the share of the selected memories written so far; an export interrupted by a restart starts again from the beginning, and one that cannot be written in 3 attempts becomes `FAILED`. 

        :param create_export_request: (required)
        :type create_export_request: CreateExportRequest
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

        _param = self._create_export_serialize(
            create_export_request=create_export_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "ExportJob",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
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
    def create_export_with_http_info(
        self,
        create_export_request: CreateExportRequest,
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
    ) -> ApiResponse[ExportJob]:
        """Start a memory export

        Starts an asynchronous export of the caller's memories in the given `format`, from the listed `collections` (omit for all), narrowed by `filters`. Vectors are left out unless `include_vectors` is true; metadata is included unless `include_metadata` is false. Poll `GET /v1/export/{job_id}`; when the job is `COMPLETED` its `download_url` is set and valid for 24 hours, after which the job becomes `EXPIRED`. Only one memory export may run per account at a time (`409 EXPORT_IN_PROGRESS`), and an export whose estimated size is over 10 GB is refused (`413 EXPORT_TOO_LARGE`). An unknown `format` answers `400 INVALID_FORMAT`.  Decision: the job is accepted with `202 Accepted` and starts in status `PROCESSING` with `progress_pct` 0 and `download_url` null.  Decision: a collection id in `collections` that does not exist in the account answers `404 COLLECTION_NOT_FOUND`.  Decision: an export covers both stores of the account: memories of the memory operations (the service's records; their vectors are read from the account's vector store) and overflow memories (their vectors decoded from the stored codes, with history and versions). Memory operations keep no history or versions, so those lists are empty for their memories.  Decision: a collection's id is `col_` followed by the first 24 hexadecimal digits of the SHA-256 of `main:<name>` (a collection of the memory operations) or `overflow:<name>` (an overflow collection), so a client computes it from the name; NATIVE_JSON files carry it as `collection_id`.  Decision: the 10 GB limit is checked twice: against an estimate from the selected memories before the job starts (`413 EXPORT_TOO_LARGE`), and against the bytes written while it runs (the job then becomes `FAILED`). The limit is a setting of the service (`EXPORT_MAX_BYTES`).  Decision: the job runs on the service's durable job queue: `progress_pct` is the share of the selected memories written so far; an export interrupted by a restart starts again from the beginning, and one that cannot be written in 3 attempts becomes `FAILED`. 

        :param create_export_request: (required)
        :type create_export_request: CreateExportRequest
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

        _param = self._create_export_serialize(
            create_export_request=create_export_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "ExportJob",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
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
    def create_export_without_preload_content(
        self,
        create_export_request: CreateExportRequest,
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
        """Start a memory export

        Starts an asynchronous export of the caller's memories in the given `format`, from the listed `collections` (omit for all), narrowed by `filters`. Vectors are left out unless `include_vectors` is true; metadata is included unless `include_metadata` is false. Poll `GET /v1/export/{job_id}`; when the job is `COMPLETED` its `download_url` is set and valid for 24 hours, after which the job becomes `EXPIRED`. Only one memory export may run per account at a time (`409 EXPORT_IN_PROGRESS`), and an export whose estimated size is over 10 GB is refused (`413 EXPORT_TOO_LARGE`). An unknown `format` answers `400 INVALID_FORMAT`.  Decision: the job is accepted with `202 Accepted` and starts in status `PROCESSING` with `progress_pct` 0 and `download_url` null.  Decision: a collection id in `collections` that does not exist in the account answers `404 COLLECTION_NOT_FOUND`.  Decision: an export covers both stores of the account: memories of the memory operations (the service's records; their vectors are read from the account's vector store) and overflow memories (their vectors decoded from the stored codes, with history and versions). Memory operations keep no history or versions, so those lists are empty for their memories.  Decision: a collection's id is `col_` followed by the first 24 hexadecimal digits of the SHA-256 of `main:<name>` (a collection of the memory operations) or `overflow:<name>` (an overflow collection), so a client computes it from the name; NATIVE_JSON files carry it as `collection_id`.  Decision: the 10 GB limit is checked twice: against an estimate from the selected memories before the job starts (`413 EXPORT_TOO_LARGE`), and against the bytes written while it runs (the job then becomes `FAILED`). The limit is a setting of the service (`EXPORT_MAX_BYTES`).  Decision: the job runs on the service's durable job queue: `progress_pct` is the share of the selected memories written so far; an export interrupted by a restart starts again from the beginning, and one that cannot be written in 3 attempts becomes `FAILED`. 

        :param create_export_request: (required)
        :type create_export_request: CreateExportRequest
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

        _param = self._create_export_serialize(
            create_export_request=create_export_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "ExportJob",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _create_export_serialize(
        self,
        create_export_request,
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
        if create_export_request is not None:
            _body_params = create_export_request


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
            resource_path='/v1/export',
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
    def download_export(
        self,
        job_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Identifier of the export job.")],
        expires: Annotated[Optional[Annotated[int, Field(strict=True, ge=0)]], Field(description="Expiry of the signed link, in epoch seconds. Sent together with `signature`.")] = None,
        signature: Annotated[Optional[Annotated[str, Field(strict=True)]], Field(description="Hex HMAC-SHA256 signature of the link. Sent together with `expires`.")] = None,
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
    ) -> bytearray:
        """Download an export file

        Serves the file of a completed memory export or usage export. The content type follows the export format: `application/json` for NATIVE_JSON, MEMSTORE_JSON, the VECTORDB_*_JSON formats and JSON usage exports; `application/x-ndjson` for JSONL; `text/csv` for CSV. After `expires_at` the download answers `410 EXPORT_EXPIRED`.  Decision: `download_url` is a signed link `/v1/export/{job_id}/download?expires=<epoch seconds>&signature=<hex HMAC>` that works without an `Authorization` header; the same path without `expires` and `signature` works with a valid API key of the job's account. With neither a valid signature nor a valid key it answers `401 UNAUTHORIZED`.  Decision: `signature` is the hex HMAC-SHA256 of `<job_id>.<expires>` keyed by a server secret; `expires` and `signature` must be sent together, and a malformed value answers `422 VALIDATION_ERROR`.  Decision: a job that is not complete yet answers `409 EXPORT_IN_PROGRESS`; a job that FAILED has no file and answers `404 EXPORT_NOT_FOUND`.  Decision: the body of every format is described as a file (`type: string`, `format: binary`): its bytes are the export file, whose own structure the export's format names, so clients receive it unparsed, JSON formats included.  Decision: at `expires_at` (24 hours after completion by default, the setting `EXPORT_LINK_TTL_SECONDS`) the job becomes `EXPIRED` and its file is deleted; from then on the download answers `410 EXPORT_EXPIRED`, with the signed link or with an API key.  Decision: an account keeps its newest 10 export files, memory and usage exports together (the setting `EXPORT_FILES_PER_ACCOUNT`): creating another export first expires the oldest completed ones past that at once, as above, with `expires_at` set to that moment. A job that expired or failed is deleted 30 days after it finished, and then answers `404 EXPORT_NOT_FOUND`. 

        :param job_id: Identifier of the export job. (required)
        :type job_id: str
        :param expires: Expiry of the signed link, in epoch seconds. Sent together with `signature`.
        :type expires: int
        :param signature: Hex HMAC-SHA256 signature of the link. Sent together with `expires`.
        :type signature: str
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

        _param = self._download_export_serialize(
            job_id=job_id,
            expires=expires,
            signature=signature,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "bytearray",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '410': "ErrorEnvelope",
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
    def download_export_with_http_info(
        self,
        job_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Identifier of the export job.")],
        expires: Annotated[Optional[Annotated[int, Field(strict=True, ge=0)]], Field(description="Expiry of the signed link, in epoch seconds. Sent together with `signature`.")] = None,
        signature: Annotated[Optional[Annotated[str, Field(strict=True)]], Field(description="Hex HMAC-SHA256 signature of the link. Sent together with `expires`.")] = None,
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
    ) -> ApiResponse[bytearray]:
        """Download an export file

        Serves the file of a completed memory export or usage export. The content type follows the export format: `application/json` for NATIVE_JSON, MEMSTORE_JSON, the VECTORDB_*_JSON formats and JSON usage exports; `application/x-ndjson` for JSONL; `text/csv` for CSV. After `expires_at` the download answers `410 EXPORT_EXPIRED`.  Decision: `download_url` is a signed link `/v1/export/{job_id}/download?expires=<epoch seconds>&signature=<hex HMAC>` that works without an `Authorization` header; the same path without `expires` and `signature` works with a valid API key of the job's account. With neither a valid signature nor a valid key it answers `401 UNAUTHORIZED`.  Decision: `signature` is the hex HMAC-SHA256 of `<job_id>.<expires>` keyed by a server secret; `expires` and `signature` must be sent together, and a malformed value answers `422 VALIDATION_ERROR`.  Decision: a job that is not complete yet answers `409 EXPORT_IN_PROGRESS`; a job that FAILED has no file and answers `404 EXPORT_NOT_FOUND`.  Decision: the body of every format is described as a file (`type: string`, `format: binary`): its bytes are the export file, whose own structure the export's format names, so clients receive it unparsed, JSON formats included.  Decision: at `expires_at` (24 hours after completion by default, the setting `EXPORT_LINK_TTL_SECONDS`) the job becomes `EXPIRED` and its file is deleted; from then on the download answers `410 EXPORT_EXPIRED`, with the signed link or with an API key.  Decision: an account keeps its newest 10 export files, memory and usage exports together (the setting `EXPORT_FILES_PER_ACCOUNT`): creating another export first expires the oldest completed ones past that at once, as above, with `expires_at` set to that moment. A job that expired or failed is deleted 30 days after it finished, and then answers `404 EXPORT_NOT_FOUND`. 

        :param job_id: Identifier of the export job. (required)
        :type job_id: str
        :param expires: Expiry of the signed link, in epoch seconds. Sent together with `signature`.
        :type expires: int
        :param signature: Hex HMAC-SHA256 signature of the link. Sent together with `expires`.
        :type signature: str
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

        _param = self._download_export_serialize(
            job_id=job_id,
            expires=expires,
            signature=signature,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "bytearray",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '410': "ErrorEnvelope",
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
    def download_export_without_preload_content(
        self,
        job_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Identifier of the export job.")],
        expires: Annotated[Optional[Annotated[int, Field(strict=True, ge=0)]], Field(description="Expiry of the signed link, in epoch seconds. Sent together with `signature`.")] = None,
        signature: Annotated[Optional[Annotated[str, Field(strict=True)]], Field(description="Hex HMAC-SHA256 signature of the link. Sent together with `expires`.")] = None,
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
        """Download an export file

        Serves the file of a completed memory export or usage export. The content type follows the export format: `application/json` for NATIVE_JSON, MEMSTORE_JSON, the VECTORDB_*_JSON formats and JSON usage exports; `application/x-ndjson` for JSONL; `text/csv` for CSV. After `expires_at` the download answers `410 EXPORT_EXPIRED`.  Decision: `download_url` is a signed link `/v1/export/{job_id}/download?expires=<epoch seconds>&signature=<hex HMAC>` that works without an `Authorization` header; the same path without `expires` and `signature` works with a valid API key of the job's account. With neither a valid signature nor a valid key it answers `401 UNAUTHORIZED`.  Decision: `signature` is the hex HMAC-SHA256 of `<job_id>.<expires>` keyed by a server secret; `expires` and `signature` must be sent together, and a malformed value answers `422 VALIDATION_ERROR`.  Decision: a job that is not complete yet answers `409 EXPORT_IN_PROGRESS`; a job that FAILED has no file and answers `404 EXPORT_NOT_FOUND`.  Decision: the body of every format is described as a file (`type: string`, `format: binary`): its bytes are the export file, whose own structure the export's format names, so clients receive it unparsed, JSON formats included.  Decision: at `expires_at` (24 hours after completion by default, the setting `EXPORT_LINK_TTL_SECONDS`) the job becomes `EXPIRED` and its file is deleted; from then on the download answers `410 EXPORT_EXPIRED`, with the signed link or with an API key.  Decision: an account keeps its newest 10 export files, memory and usage exports together (the setting `EXPORT_FILES_PER_ACCOUNT`): creating another export first expires the oldest completed ones past that at once, as above, with `expires_at` set to that moment. A job that expired or failed is deleted 30 days after it finished, and then answers `404 EXPORT_NOT_FOUND`. 

        :param job_id: Identifier of the export job. (required)
        :type job_id: str
        :param expires: Expiry of the signed link, in epoch seconds. Sent together with `signature`.
        :type expires: int
        :param signature: Hex HMAC-SHA256 signature of the link. Sent together with `expires`.
        :type signature: str
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

        _param = self._download_export_serialize(
            job_id=job_id,
            expires=expires,
            signature=signature,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "bytearray",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '410': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _download_export_serialize(
        self,
        job_id,
        expires,
        signature,
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
        if job_id is not None:
            _path_params['job_id'] = job_id
        # process the query parameters
        if expires is not None:
            
            _query_params.append(('expires', expires))
            
        if signature is not None:
            
            _query_params.append(('signature', signature))
            
        # process the header parameters
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json', 
                    'application/x-ndjson', 
                    'text/csv'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'ApiKeyAuth'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/v1/export/{job_id}/download',
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
    def export_usage(
        self,
        export_usage_request: ExportUsageRequest,
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
    ) -> UsageExport:
        """Export usage records

        Exports the caller's recorded usage between `start_date` (default 30 days ago) and `end_date` (default now) as CSV or JSON. The export is produced at once: the response has status `COMPLETED` and a signed `download_url`, valid 24 hours. A `start_date` after `end_date` answers `400 INVALID_DATE_RANGE`; a `format` other than CSV or JSON answers `400 INVALID_FORMAT`.  Decision: a date that is not an ISO 8601 date-time answers `422 VALIDATION_ERROR`.  Decision: the export covers the account's production (`pr_live_`) usage, one row per UTC day and operation, for the days from the day of `start_date` up to `end_date` (exclusive; the day of `end_date` counts when `end_date` is after its midnight). CSV has the columns `day,operation,count`; JSON is `{\"environment\": \"live\", \"start_date\", \"end_date\", \"usage\": [{\"day\", \"operation\", \"count\"}]}`. The file is downloaded like a memory export. 

        :param export_usage_request: (required)
        :type export_usage_request: ExportUsageRequest
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

        _param = self._export_usage_serialize(
            export_usage_request=export_usage_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "UsageExport",
            '400': "ErrorEnvelope",
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
    def export_usage_with_http_info(
        self,
        export_usage_request: ExportUsageRequest,
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
    ) -> ApiResponse[UsageExport]:
        """Export usage records

        Exports the caller's recorded usage between `start_date` (default 30 days ago) and `end_date` (default now) as CSV or JSON. The export is produced at once: the response has status `COMPLETED` and a signed `download_url`, valid 24 hours. A `start_date` after `end_date` answers `400 INVALID_DATE_RANGE`; a `format` other than CSV or JSON answers `400 INVALID_FORMAT`.  Decision: a date that is not an ISO 8601 date-time answers `422 VALIDATION_ERROR`.  Decision: the export covers the account's production (`pr_live_`) usage, one row per UTC day and operation, for the days from the day of `start_date` up to `end_date` (exclusive; the day of `end_date` counts when `end_date` is after its midnight). CSV has the columns `day,operation,count`; JSON is `{\"environment\": \"live\", \"start_date\", \"end_date\", \"usage\": [{\"day\", \"operation\", \"count\"}]}`. The file is downloaded like a memory export. 

        :param export_usage_request: (required)
        :type export_usage_request: ExportUsageRequest
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

        _param = self._export_usage_serialize(
            export_usage_request=export_usage_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "UsageExport",
            '400': "ErrorEnvelope",
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
    def export_usage_without_preload_content(
        self,
        export_usage_request: ExportUsageRequest,
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
        """Export usage records

        Exports the caller's recorded usage between `start_date` (default 30 days ago) and `end_date` (default now) as CSV or JSON. The export is produced at once: the response has status `COMPLETED` and a signed `download_url`, valid 24 hours. A `start_date` after `end_date` answers `400 INVALID_DATE_RANGE`; a `format` other than CSV or JSON answers `400 INVALID_FORMAT`.  Decision: a date that is not an ISO 8601 date-time answers `422 VALIDATION_ERROR`.  Decision: the export covers the account's production (`pr_live_`) usage, one row per UTC day and operation, for the days from the day of `start_date` up to `end_date` (exclusive; the day of `end_date` counts when `end_date` is after its midnight). CSV has the columns `day,operation,count`; JSON is `{\"environment\": \"live\", \"start_date\", \"end_date\", \"usage\": [{\"day\", \"operation\", \"count\"}]}`. The file is downloaded like a memory export. 

        :param export_usage_request: (required)
        :type export_usage_request: ExportUsageRequest
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

        _param = self._export_usage_serialize(
            export_usage_request=export_usage_request,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "UsageExport",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _export_usage_serialize(
        self,
        export_usage_request,
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
        if export_usage_request is not None:
            _body_params = export_usage_request


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
            resource_path='/v1/export/usage',
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
    def get_export(
        self,
        job_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Identifier of the export job.")],
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
    ) -> ExportJob:
        """Get a memory export job

        The state of a memory export job: progress while `PROCESSING`; once `COMPLETED`, the number of memories, file size, `download_url` and `expires_at` (24 hours after completion); `EXPIRED` after that.  Decision: this operation reports memory export jobs only; a usage export (which is complete when created) or a job of another account answers `404 EXPORT_NOT_FOUND`.  Decision: a job that fails has status `FAILED`, `error` set to a sentence saying why, and no download. 

        :param job_id: Identifier of the export job. (required)
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

        _param = self._get_export_serialize(
            job_id=job_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "ExportJob",
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
    def get_export_with_http_info(
        self,
        job_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Identifier of the export job.")],
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
    ) -> ApiResponse[ExportJob]:
        """Get a memory export job

        The state of a memory export job: progress while `PROCESSING`; once `COMPLETED`, the number of memories, file size, `download_url` and `expires_at` (24 hours after completion); `EXPIRED` after that.  Decision: this operation reports memory export jobs only; a usage export (which is complete when created) or a job of another account answers `404 EXPORT_NOT_FOUND`.  Decision: a job that fails has status `FAILED`, `error` set to a sentence saying why, and no download. 

        :param job_id: Identifier of the export job. (required)
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

        _param = self._get_export_serialize(
            job_id=job_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "ExportJob",
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
    def get_export_without_preload_content(
        self,
        job_id: Annotated[str, Field(min_length=1, strict=True, max_length=128, description="Identifier of the export job.")],
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
        """Get a memory export job

        The state of a memory export job: progress while `PROCESSING`; once `COMPLETED`, the number of memories, file size, `download_url` and `expires_at` (24 hours after completion); `EXPIRED` after that.  Decision: this operation reports memory export jobs only; a usage export (which is complete when created) or a job of another account answers `404 EXPORT_NOT_FOUND`.  Decision: a job that fails has status `FAILED`, `error` set to a sentence saying why, and no download. 

        :param job_id: Identifier of the export job. (required)
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

        _param = self._get_export_serialize(
            job_id=job_id,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "ExportJob",
            '401': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _get_export_serialize(
        self,
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
            resource_path='/v1/export/{job_id}',
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
    def import_memories(
        self,
        native_export: NativeExport,
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
    ) -> ImportResult:
        """Import a NATIVE_JSON export

        Imports the memories of a NATIVE_JSON export file (the body) into the caller's account: the way back of `POST /v1/export` in format NATIVE_JSON, for moving memories between accounts or services. Every memory keeps its text, category, importance, metadata, collection, `created_at` and `updated_at`; an overflow memory also keeps its history, versions and stored vector code. The whole file is checked before anything is counted or written, so a file with a bad memory changes nothing (`422 VALIDATION_ERROR`). Tier limits and monthly quotas apply as they do to stores (`403 QUOTA_EXCEEDED`). The body is held to the service's JSON body limit (`BODY_LIMIT_BYTES`, `413 PAYLOAD_TOO_LARGE` above it): split larger files.  Decision: an import is all or nothing. The first memory the service cannot take answers `422 VALIDATION_ERROR` naming it: `details` has the field path (`memories.<index>.<field>`) with the problem, and `item_index` and `item_id` (the memory's index and id in the file); a memory that breaks the schema is named by its field path alone. A failure while writing (a vector store that does not answer: `503 SERVICE_UNAVAILABLE`) takes back the vectors and records already written. Either way no memory, collection, event or usage is left of the request.  Decision: an import is metered as the stores it performs, in one count made before anything is written: one request per memory of the file (under `store`, or `overflow_store` for an overflow memory; a duplicate counts, as a store of a duplicate does) and the tokens of each text the service embeds (a memory without `vector` that is not a duplicate). The tier's memory and collection limits are checked with everything the file adds. When any of them would be passed the import answers `403 QUOTA_EXCEEDED` and nothing is counted or written.  Decision: imported memories get new ids (ids are unique across the service); `id_map` maps each id of the file to its new id. A main-surface memory whose text is already stored in the same collection is skipped and counted in `duplicates`.  Decision: a main-surface memory without `vector` is embedded again from its text (charged like a store); an overflow memory needs `vector_code` or `vector` (export with `include_vectors` true). Imported main-surface memories emit `MEMORY_STORED` like stores; imported overflow memories emit no events. 

        :param native_export: (required)
        :type native_export: NativeExport
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

        _param = self._import_memories_serialize(
            native_export=native_export,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "ImportResult",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '413': "ErrorEnvelope",
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
    def import_memories_with_http_info(
        self,
        native_export: NativeExport,
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
    ) -> ApiResponse[ImportResult]:
        """Import a NATIVE_JSON export

        Imports the memories of a NATIVE_JSON export file (the body) into the caller's account: the way back of `POST /v1/export` in format NATIVE_JSON, for moving memories between accounts or services. Every memory keeps its text, category, importance, metadata, collection, `created_at` and `updated_at`; an overflow memory also keeps its history, versions and stored vector code. The whole file is checked before anything is counted or written, so a file with a bad memory changes nothing (`422 VALIDATION_ERROR`). Tier limits and monthly quotas apply as they do to stores (`403 QUOTA_EXCEEDED`). The body is held to the service's JSON body limit (`BODY_LIMIT_BYTES`, `413 PAYLOAD_TOO_LARGE` above it): split larger files.  Decision: an import is all or nothing. The first memory the service cannot take answers `422 VALIDATION_ERROR` naming it: `details` has the field path (`memories.<index>.<field>`) with the problem, and `item_index` and `item_id` (the memory's index and id in the file); a memory that breaks the schema is named by its field path alone. A failure while writing (a vector store that does not answer: `503 SERVICE_UNAVAILABLE`) takes back the vectors and records already written. Either way no memory, collection, event or usage is left of the request.  Decision: an import is metered as the stores it performs, in one count made before anything is written: one request per memory of the file (under `store`, or `overflow_store` for an overflow memory; a duplicate counts, as a store of a duplicate does) and the tokens of each text the service embeds (a memory without `vector` that is not a duplicate). The tier's memory and collection limits are checked with everything the file adds. When any of them would be passed the import answers `403 QUOTA_EXCEEDED` and nothing is counted or written.  Decision: imported memories get new ids (ids are unique across the service); `id_map` maps each id of the file to its new id. A main-surface memory whose text is already stored in the same collection is skipped and counted in `duplicates`.  Decision: a main-surface memory without `vector` is embedded again from its text (charged like a store); an overflow memory needs `vector_code` or `vector` (export with `include_vectors` true). Imported main-surface memories emit `MEMORY_STORED` like stores; imported overflow memories emit no events. 

        :param native_export: (required)
        :type native_export: NativeExport
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

        _param = self._import_memories_serialize(
            native_export=native_export,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "ImportResult",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '413': "ErrorEnvelope",
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
    def import_memories_without_preload_content(
        self,
        native_export: NativeExport,
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
        """Import a NATIVE_JSON export

        Imports the memories of a NATIVE_JSON export file (the body) into the caller's account: the way back of `POST /v1/export` in format NATIVE_JSON, for moving memories between accounts or services. Every memory keeps its text, category, importance, metadata, collection, `created_at` and `updated_at`; an overflow memory also keeps its history, versions and stored vector code. The whole file is checked before anything is counted or written, so a file with a bad memory changes nothing (`422 VALIDATION_ERROR`). Tier limits and monthly quotas apply as they do to stores (`403 QUOTA_EXCEEDED`). The body is held to the service's JSON body limit (`BODY_LIMIT_BYTES`, `413 PAYLOAD_TOO_LARGE` above it): split larger files.  Decision: an import is all or nothing. The first memory the service cannot take answers `422 VALIDATION_ERROR` naming it: `details` has the field path (`memories.<index>.<field>`) with the problem, and `item_index` and `item_id` (the memory's index and id in the file); a memory that breaks the schema is named by its field path alone. A failure while writing (a vector store that does not answer: `503 SERVICE_UNAVAILABLE`) takes back the vectors and records already written. Either way no memory, collection, event or usage is left of the request.  Decision: an import is metered as the stores it performs, in one count made before anything is written: one request per memory of the file (under `store`, or `overflow_store` for an overflow memory; a duplicate counts, as a store of a duplicate does) and the tokens of each text the service embeds (a memory without `vector` that is not a duplicate). The tier's memory and collection limits are checked with everything the file adds. When any of them would be passed the import answers `403 QUOTA_EXCEEDED` and nothing is counted or written.  Decision: imported memories get new ids (ids are unique across the service); `id_map` maps each id of the file to its new id. A main-surface memory whose text is already stored in the same collection is skipped and counted in `duplicates`.  Decision: a main-surface memory without `vector` is embedded again from its text (charged like a store); an overflow memory needs `vector_code` or `vector` (export with `include_vectors` true). Imported main-surface memories emit `MEMORY_STORED` like stores; imported overflow memories emit no events. 

        :param native_export: (required)
        :type native_export: NativeExport
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

        _param = self._import_memories_serialize(
            native_export=native_export,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '201': "ImportResult",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '422': "ErrorEnvelope",
            '429': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _import_memories_serialize(
        self,
        native_export,
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
        if native_export is not None:
            _body_params = native_export


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
            resource_path='/v1/import',
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


