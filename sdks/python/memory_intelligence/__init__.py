# coding: utf-8

# flake8: noqa

"""
    Memory Intelligence Service API

    A self-hostable memory-intelligence API for AI agents. Agents store short texts (\"memories\"); the service embeds them into 768-dimension vectors, classifies them (preference, decision, fact, entity, other), detects duplicates, writes them into the caller's own vector database or into hosted overflow storage with compressed vectors, and finds them again by meaning. Around that: vector compression, triggers and signed webhooks on memory events, edge-device fleets, usage, billing and exports.  This one document describes two surfaces served by the same process:  * the **main surface** under `/v1` (plus the unversioned `/health`, `/`, `/docs`,   `/redoc` and `/openapi.yaml`); * the **generic surface**, a mem0-style API with its own field names and error codes,   under a configurable base path whose default is `/generic/v1`. Its paths are written   here with that default prefix; a server started with another base serves the same   operations under that base.  Conventions that hold for every operation:  * Requests with a body use `Content-Type: application/json`; any other content type is   refused with `415 UNSUPPORTED_MEDIA_TYPE`, a body that is not valid JSON with   `400 INVALID_JSON`, a body over the size limit with `413 PAYLOAD_TOO_LARGE`.   Decision: a request line and headers over 16 KB together (a very long query string)   answer `431 HEADERS_TOO_LARGE`. * Decision: body limits are per operation and enforced while the body is read. Every body   is held to 1 MB (1,048,576 bytes; the server setting `BODY_LIMIT_BYTES`), a larger one   answering `413 PAYLOAD_TOO_LARGE` with `details.limit_bytes`. Only `POST /v1/compress`   and `POST /v1/compression/jobs` accept more, and only from an authenticated caller: up   to 50 MB and at most 100,000 vectors, counted by their opening `[` while the body   arrives; past either limit they answer `413 VECTORS_TOO_LARGE` (`details.limit_bytes`   or `details.limit_vectors`) at once, without reading the rest. * Decision: a body may be sent compressed, with `Content-Encoding: gzip`, `deflate` or `br`;   every limit holds for the decompressed body, which is refused as soon as it passes the   limit. Another encoding answers `415 UNSUPPORTED_MEDIA_TYPE`, a body that does not   decompress as its encoding says `400 INVALID_JSON` (both with `details.content_encoding`),   when the body is read (step 3 below). * Decision: connections are limited when they are accepted, before anything sent on them   is read: one client (an IPv4 address, or an IPv6 /64) holds at most 256 open connections   and an instance at most three quarters of its open-file limit (both server settings; an   operator's load balancer is not counted per address). A connection past either limit is   answered `429 RATE_LIMIT_EXCEEDED` (per client) or `503 SERVICE_UNAVAILABLE` (the   instance) with `Retry-After` and closed; a connection that has not sent its first   request's headers 15 s after it opened is closed without an answer. * Decision: the order of checks is the same for every operation, and the first check that   fails gives the answer:   1. the request line and headers (`431 HEADERS_TOO_LARGE`);   2. the credentials the operation's `security` names, from the `Authorization` header      alone, and the rate limit: the caller is counted against its key's limit, or the      per-address anonymous limit when it proved no credential (`429 RATE_LIMIT_EXCEEDED`;      the generic surface counts on its own limits, device-token operations are not      counted per address); then an operation that needs an API key or session token and      did not get a valid one answers `401 UNAUTHORIZED` (`401 INVALID_API_KEY` on the      generic surface), a device-token operation without the token of the device in its      path `401 INVALID_DEVICE_TOKEN`. Nothing of the body has been read at this point: a      refused request's body is discarded unread, so `401` answers whatever the body is      (absent, malformed, invalid or oversized), and a connection whose body is still      arriving shortly after the answer is closed;   3. the body, read now: its encoding (`415`, or `400 INVALID_JSON` when it does not      decompress), its limit (`413`) and its JSON (`400 INVALID_JSON`);   4. the route: `404 NOT_FOUND` for a path no operation serves, `405 METHOD_NOT_ALLOWED`      for a method the path does not serve;   5. the path: each path parameter against its schema (`422 VALIDATION_ERROR`), then the      resources it names, looked up in the caller's account (`404` with the area's code, for      example `TRIGGER_NOT_FOUND`; `404 NOT_FOUND` for a sync job of an existing device),      whatever the query and the body hold. A device-token operation's device was proven by      its token in step 2; a download through a signed link (`expires` and `signature`) names      its export by the link, which the operation checks after step 6;   6. the content type (`415 UNSUPPORTED_MEDIA_TYPE`), then the query and body parameters      against the schemas (`422 VALIDATION_ERROR` or the area's `400` code), the NUL      character and the limits on nesting and metadata;   7. the operation's own rules: the resources the query or the body names, quotas,      conflicts, ... * Every error, on both surfaces, is the envelope `{\"error\": {\"code\", \"message\", \"details\"}}`   (`ErrorEnvelope`). `code` is one of `ErrorCode`; `message` is a sentence a person can act   on; `details` is an object (for `VALIDATION_ERROR` it maps each offending field to its   problem; decision: at most 50 fields, each name cut to 64 characters, the message saying   how many more there are). * Schema violations answer `422 VALIDATION_ERROR`, except where the specification names an   area-specific `400` code for the offending field (for example `INVALID_DEVICE_TYPE` for a   device `type`, `INVALID_TARGET_BITS` for `target_bits` on `/v1/compress`). * Decision: no text of a request (a body value or key at any depth, a query or a path   value) may contain the NUL character (U+0000), which the service's database cannot store;   such a request answers `422 VALIDATION_ERROR` naming each field that holds one. Every other   Unicode character is text like any other. * Decision: caller metadata (`metadata` of a store, a fleet, a device, a generic memory or   collection, of each memory of a device push or an import, of a trigger test's memory, and   of a selection's `filters`) nests at most 16 levels deep, the object itself being level 1,   and takes at most 16384 bytes as compact JSON (UTF-8); a whole request body nests at most   32 levels. Past a limit the request answers `422 VALIDATION_ERROR` naming the field and   the limit, before anything is embedded, charged or written. * Paginated lists take `page` (default 1) and `page_size` (default 20, max 100) and return   the shared envelope `{items, total, page, page_size, total_pages}`. Decision: a list   reaches its first 10,000 items, so that no request reads more of an account's rows than   that: a page that ends past them (`page` times the page size over 10,000; the overflow   browse's page size is `limit`) answers `422 VALIDATION_ERROR` naming the last page it   reaches, a page past the last item answers empty `items`, and `total` counts up to 10,000   (10,000 means at least that many; narrow the list with its filters to see further). * Decision: every integer of a request is a signed 64-bit integer, as if its schema said   `format: int64`; a larger one answers `422 VALIDATION_ERROR`. * Identifiers are opaque strings. The service issues them as a type prefix and 24 base62   characters (`mem_`, `trg_`, `exec_`, ...), the shape every response documents; duplicate-check   hashes are `hash_` and hex. Timestamps are ISO 8601 UTC `date-time` strings. * Decision: an identifier a request sends (a path parameter, a query filter or a body field) is   not checked for a shape: any value of 1 to 128 characters out of letters, digits, `_` and   `-` is looked up, and one that does not exist answers `404` with its area's code (for   example `DEVICE_NOT_FOUND`), whatever it looks like. Only a longer value, or one with   another character, answers `422 VALIDATION_ERROR`. * Decision: every `GET` operation also answers `HEAD`, after the same checks, with the status   and headers of the `GET` and no body (an export download reads nothing of its file).   `OPTIONS` at an operation's path answers `200` with the methods served there in `Allow`. * Every response carries an `X-Request-Id` header. 

    The version of the OpenAPI document: 1.0.0
    Contact: maintainers@memory-intelligence.dev
    Generated by OpenAPI Generator (https://openapi-generator.tech)

    Do not edit the class manually.
"""  # noqa: E501


__version__ = "0.1.0"

# Define package exports
__all__ = [
    "AccountApi",
    "AlertsApi",
    "BillingApi",
    "CompressionApi",
    "DevicesApi",
    "ExportApi",
    "FleetsApi",
    "GenericApi",
    "IntelligenceApi",
    "MemoryApi",
    "MonitoringApi",
    "OverflowApi",
    "SystemApi",
    "TriggersApi",
    "WebhooksApi",
    "ApiResponse",
    "ApiClient",
    "Configuration",
    "OpenApiException",
    "ApiTypeError",
    "ApiValueError",
    "ApiKeyError",
    "ApiAttributeError",
    "ApiException",
    "AccountUsage",
    "AccountUsageDetail",
    "Alert",
    "AlertPage",
    "AlertStatus",
    "AlertType",
    "AndGroupCondition",
    "AndGroupConditionType",
    "AuditLogEntry",
    "AuditLogPage",
    "BillingAnalytics",
    "BillingAnalyticsRequest",
    "BillingCurrentMonth",
    "BillingHistoryMonth",
    "BillingOperation",
    "CategoryEqualsCondition",
    "CategoryEqualsConditionType",
    "ChatNotificationAction",
    "ChatNotificationActionType",
    "CollectionCreatedEvent",
    "CollectionCreatedEventData",
    "CompressQualityMetrics",
    "CompressRequest",
    "CompressResult",
    "CompressionAnalytics",
    "CompressionBatch",
    "CompressionBatchListItem",
    "CompressionBatchPage",
    "CompressionComparison",
    "CompressionJob",
    "CompressionJobListItem",
    "CompressionJobPage",
    "CompressionJobQualityMetrics",
    "CompressionJobStatus",
    "CompressionMethod",
    "CompressionMethodComparison",
    "CompressionMethodStats",
    "CreateCompressionBatchRequest",
    "CreateExportRequest",
    "CreateFleetRequest",
    "CreateKeyRequest",
    "CreateKeyResponse",
    "CreateTriggerRequest",
    "CreateWebhookRequest",
    "DecayOverflowMemoryRequest",
    "DecayOverflowMemoryResponse",
    "DeliveryEventType",
    "DescriptorTier",
    "Device",
    "DeviceCapabilities",
    "DeviceChange",
    "DeviceChangesPage",
    "DeviceListItem",
    "DevicePage",
    "DevicePendingCommand",
    "DevicePushRequest",
    "DevicePushResult",
    "DevicePushResultResultsInner",
    "DevicePushedMemory",
    "DeviceStatus",
    "DeviceType",
    "EmailAlertAction",
    "EmailAlertActionType",
    "EmbedTextRequest",
    "EmbedTextResponse",
    "Environment",
    "ErrorBody",
    "ErrorCode",
    "ErrorEnvelope",
    "ExportJob",
    "ExportJobStatus",
    "ExportUsageRequest",
    "Fleet",
    "FleetDashboard",
    "FleetDashboardAlert",
    "FleetListItem",
    "FleetPage",
    "ForgetMemoryRequest",
    "ForgetMemoryResponse",
    "ForgetOverflowMemoryRequest",
    "ForgetOverflowMemoryResponse",
    "GenericAddMemoryToCollectionRequest",
    "GenericCollection",
    "GenericCollectionMembership",
    "GenericCreateCollectionRequest",
    "GenericCreateMemoryRequest",
    "GenericCreateWebhookRequest",
    "GenericEmbedding",
    "GenericEmbeddingRequest",
    "GenericEventType",
    "GenericImportanceFilter",
    "GenericMemory",
    "GenericMemoryMetadata",
    "GenericScoredMemory",
    "GenericSearchFilters",
    "GenericSearchRequest",
    "GenericSearchResult",
    "GenericSimilarMemories",
    "GenericUpdateMemoryRequest",
    "GenericUserStats",
    "GenericWebhook",
    "GenericWebhookEvent",
    "HealthCheck",
    "HealthCheckUnavailable",
    "HealthStatus",
    "HeartbeatRequest",
    "HeartbeatResponse",
    "ImportResult",
    "ImportanceGteCondition",
    "ImportanceGteConditionType",
    "ImportanceLteCondition",
    "ImportanceLteConditionType",
    "IntelligenceDedupResult",
    "IntelligenceRequest",
    "IntelligenceResponse",
    "LogEventAction",
    "LogEventActionType",
    "LoginRequest",
    "LoginResponse",
    "LoginUser",
    "MemoryCategory",
    "MemoryCategoryCounts",
    "MemoryCompressedEvent",
    "MemoryCompressedEventData",
    "MemoryDecayedEvent",
    "MemoryDecayedEventData",
    "MemoryExportFormat",
    "MemoryFilters",
    "MemoryForgottenEvent",
    "MemoryForgottenEventData",
    "MemoryRecalledEvent",
    "MemoryRecalledEventData",
    "MemorySearchResult",
    "MemoryStats",
    "MemoryStoredEvent",
    "MemoryStoredEventData",
    "MemoryStoredEventDataMetadata",
    "MetadataKeyExistsCondition",
    "MetadataKeyExistsConditionType",
    "MetricsActiveUsers",
    "MetricsErrors",
    "MetricsRequests",
    "MetricsResponseTime",
    "MetricsServiceHealthEntry",
    "MetricsUsage",
    "MonitoringMetrics",
    "NativeExport",
    "NativeExportMemory",
    "NativeExportMemoryHistoryInner",
    "NativeExportMemoryVersionsInner",
    "NetworkType",
    "OrGroupCondition",
    "OrGroupConditionType",
    "OverflowCollectionCount",
    "OverflowHistoryAction",
    "OverflowHistoryEvent",
    "OverflowHistoryEventDetails",
    "OverflowMemory",
    "OverflowMemoryHistory",
    "OverflowMemoryList",
    "OverflowMemorySort",
    "OverflowMemoryVersion",
    "OverflowMemoryVersions",
    "OverflowStats",
    "PageEnvelope",
    "PromoteOverflowMemoryRequest",
    "PromoteOverflowMemoryResponse",
    "QualityPreset",
    "QuickStartStep",
    "RegisterDeviceRequest",
    "RegisteredDevice",
    "ResolveAlertRequest",
    "RetrievalMode",
    "SearchMemoriesRequest",
    "SearchMemoriesResponse",
    "SearchOverflowMemoriesRequest",
    "SearchOverflowMemoriesResponse",
    "SearchSignals",
    "ServiceComponentsHealth",
    "ServiceDescriptor",
    "ServiceDocumentationLinks",
    "ServiceHealthReport",
    "ServiceSupportLinks",
    "StoreMemoryRequest",
    "StoreMemoryResponse",
    "StoreOverflowMemoryRequest",
    "StoreOverflowMemoryResponse",
    "SyncDeviceRequest",
    "SyncDirection",
    "SyncJob",
    "SyncJobStatus",
    "SyncPriority",
    "SyncStrategy",
    "TestEvent",
    "TestEventData",
    "TestTriggerRequest",
    "TextContainsCondition",
    "TextContainsConditionType",
    "TextRegexCondition",
    "TextRegexConditionType",
    "Tier",
    "Trigger",
    "TriggerAction",
    "TriggerActionResult",
    "TriggerActionResultStatus",
    "TriggerActionStats",
    "TriggerActionType",
    "TriggerAnalytics",
    "TriggerCondition",
    "TriggerConditionResult",
    "TriggerConditionType",
    "TriggerExecution",
    "TriggerExecutionPage",
    "TriggerExecutionStatus",
    "TriggerListItem",
    "TriggerPage",
    "TriggerTestActionResult",
    "TriggerTestMemory",
    "TriggerTestMemoryMetadata",
    "TriggerTestResult",
    "UpdateCompressionBatchRequest",
    "UpdateDeviceRequest",
    "UpdateFleetRequest",
    "UpdateOverflowMemoryImportanceRequest",
    "UpdateOverflowMemoryImportanceResponse",
    "UpdateTriggerRequest",
    "UpdateWebhookRequest",
    "UsageExport",
    "UsageExportFormat",
    "UsageThresholdEvent",
    "UsageThresholdEventData",
    "Webhook",
    "WebhookAction",
    "WebhookActionType",
    "WebhookAnalytics",
    "WebhookDelivery",
    "WebhookDeliveryPage",
    "WebhookDeliveryStatus",
    "WebhookEvent",
    "WebhookEventType",
    "WebhookListItem",
    "WebhookPage",
    "WebhookTestResult",
    "WebhookWithSecret",
]

# import apis into sdk package
from memory_intelligence.api.account_api import AccountApi as AccountApi
from memory_intelligence.api.alerts_api import AlertsApi as AlertsApi
from memory_intelligence.api.billing_api import BillingApi as BillingApi
from memory_intelligence.api.compression_api import CompressionApi as CompressionApi
from memory_intelligence.api.devices_api import DevicesApi as DevicesApi
from memory_intelligence.api.export_api import ExportApi as ExportApi
from memory_intelligence.api.fleets_api import FleetsApi as FleetsApi
from memory_intelligence.api.generic_api import GenericApi as GenericApi
from memory_intelligence.api.intelligence_api import IntelligenceApi as IntelligenceApi
from memory_intelligence.api.memory_api import MemoryApi as MemoryApi
from memory_intelligence.api.monitoring_api import MonitoringApi as MonitoringApi
from memory_intelligence.api.overflow_api import OverflowApi as OverflowApi
from memory_intelligence.api.system_api import SystemApi as SystemApi
from memory_intelligence.api.triggers_api import TriggersApi as TriggersApi
from memory_intelligence.api.webhooks_api import WebhooksApi as WebhooksApi

# import ApiClient
from memory_intelligence.api_response import ApiResponse as ApiResponse
from memory_intelligence.api_client import ApiClient as ApiClient
from memory_intelligence.configuration import Configuration as Configuration
from memory_intelligence.exceptions import OpenApiException as OpenApiException
from memory_intelligence.exceptions import ApiTypeError as ApiTypeError
from memory_intelligence.exceptions import ApiValueError as ApiValueError
from memory_intelligence.exceptions import ApiKeyError as ApiKeyError
from memory_intelligence.exceptions import ApiAttributeError as ApiAttributeError
from memory_intelligence.exceptions import ApiException as ApiException

# import models into sdk package
from memory_intelligence.models.account_usage import AccountUsage as AccountUsage
from memory_intelligence.models.account_usage_detail import AccountUsageDetail as AccountUsageDetail
from memory_intelligence.models.alert import Alert as Alert
from memory_intelligence.models.alert_page import AlertPage as AlertPage
from memory_intelligence.models.alert_status import AlertStatus as AlertStatus
from memory_intelligence.models.alert_type import AlertType as AlertType
from memory_intelligence.models.and_group_condition import AndGroupCondition as AndGroupCondition
from memory_intelligence.models.and_group_condition_type import AndGroupConditionType as AndGroupConditionType
from memory_intelligence.models.audit_log_entry import AuditLogEntry as AuditLogEntry
from memory_intelligence.models.audit_log_page import AuditLogPage as AuditLogPage
from memory_intelligence.models.billing_analytics import BillingAnalytics as BillingAnalytics
from memory_intelligence.models.billing_analytics_request import BillingAnalyticsRequest as BillingAnalyticsRequest
from memory_intelligence.models.billing_current_month import BillingCurrentMonth as BillingCurrentMonth
from memory_intelligence.models.billing_history_month import BillingHistoryMonth as BillingHistoryMonth
from memory_intelligence.models.billing_operation import BillingOperation as BillingOperation
from memory_intelligence.models.category_equals_condition import CategoryEqualsCondition as CategoryEqualsCondition
from memory_intelligence.models.category_equals_condition_type import CategoryEqualsConditionType as CategoryEqualsConditionType
from memory_intelligence.models.chat_notification_action import ChatNotificationAction as ChatNotificationAction
from memory_intelligence.models.chat_notification_action_type import ChatNotificationActionType as ChatNotificationActionType
from memory_intelligence.models.collection_created_event import CollectionCreatedEvent as CollectionCreatedEvent
from memory_intelligence.models.collection_created_event_data import CollectionCreatedEventData as CollectionCreatedEventData
from memory_intelligence.models.compress_quality_metrics import CompressQualityMetrics as CompressQualityMetrics
from memory_intelligence.models.compress_request import CompressRequest as CompressRequest
from memory_intelligence.models.compress_result import CompressResult as CompressResult
from memory_intelligence.models.compression_analytics import CompressionAnalytics as CompressionAnalytics
from memory_intelligence.models.compression_batch import CompressionBatch as CompressionBatch
from memory_intelligence.models.compression_batch_list_item import CompressionBatchListItem as CompressionBatchListItem
from memory_intelligence.models.compression_batch_page import CompressionBatchPage as CompressionBatchPage
from memory_intelligence.models.compression_comparison import CompressionComparison as CompressionComparison
from memory_intelligence.models.compression_job import CompressionJob as CompressionJob
from memory_intelligence.models.compression_job_list_item import CompressionJobListItem as CompressionJobListItem
from memory_intelligence.models.compression_job_page import CompressionJobPage as CompressionJobPage
from memory_intelligence.models.compression_job_quality_metrics import CompressionJobQualityMetrics as CompressionJobQualityMetrics
from memory_intelligence.models.compression_job_status import CompressionJobStatus as CompressionJobStatus
from memory_intelligence.models.compression_method import CompressionMethod as CompressionMethod
from memory_intelligence.models.compression_method_comparison import CompressionMethodComparison as CompressionMethodComparison
from memory_intelligence.models.compression_method_stats import CompressionMethodStats as CompressionMethodStats
from memory_intelligence.models.create_compression_batch_request import CreateCompressionBatchRequest as CreateCompressionBatchRequest
from memory_intelligence.models.create_export_request import CreateExportRequest as CreateExportRequest
from memory_intelligence.models.create_fleet_request import CreateFleetRequest as CreateFleetRequest
from memory_intelligence.models.create_key_request import CreateKeyRequest as CreateKeyRequest
from memory_intelligence.models.create_key_response import CreateKeyResponse as CreateKeyResponse
from memory_intelligence.models.create_trigger_request import CreateTriggerRequest as CreateTriggerRequest
from memory_intelligence.models.create_webhook_request import CreateWebhookRequest as CreateWebhookRequest
from memory_intelligence.models.decay_overflow_memory_request import DecayOverflowMemoryRequest as DecayOverflowMemoryRequest
from memory_intelligence.models.decay_overflow_memory_response import DecayOverflowMemoryResponse as DecayOverflowMemoryResponse
from memory_intelligence.models.delivery_event_type import DeliveryEventType as DeliveryEventType
from memory_intelligence.models.descriptor_tier import DescriptorTier as DescriptorTier
from memory_intelligence.models.device import Device as Device
from memory_intelligence.models.device_capabilities import DeviceCapabilities as DeviceCapabilities
from memory_intelligence.models.device_change import DeviceChange as DeviceChange
from memory_intelligence.models.device_changes_page import DeviceChangesPage as DeviceChangesPage
from memory_intelligence.models.device_list_item import DeviceListItem as DeviceListItem
from memory_intelligence.models.device_page import DevicePage as DevicePage
from memory_intelligence.models.device_pending_command import DevicePendingCommand as DevicePendingCommand
from memory_intelligence.models.device_push_request import DevicePushRequest as DevicePushRequest
from memory_intelligence.models.device_push_result import DevicePushResult as DevicePushResult
from memory_intelligence.models.device_push_result_results_inner import DevicePushResultResultsInner as DevicePushResultResultsInner
from memory_intelligence.models.device_pushed_memory import DevicePushedMemory as DevicePushedMemory
from memory_intelligence.models.device_status import DeviceStatus as DeviceStatus
from memory_intelligence.models.device_type import DeviceType as DeviceType
from memory_intelligence.models.email_alert_action import EmailAlertAction as EmailAlertAction
from memory_intelligence.models.email_alert_action_type import EmailAlertActionType as EmailAlertActionType
from memory_intelligence.models.embed_text_request import EmbedTextRequest as EmbedTextRequest
from memory_intelligence.models.embed_text_response import EmbedTextResponse as EmbedTextResponse
from memory_intelligence.models.environment import Environment as Environment
from memory_intelligence.models.error_body import ErrorBody as ErrorBody
from memory_intelligence.models.error_code import ErrorCode as ErrorCode
from memory_intelligence.models.error_envelope import ErrorEnvelope as ErrorEnvelope
from memory_intelligence.models.export_job import ExportJob as ExportJob
from memory_intelligence.models.export_job_status import ExportJobStatus as ExportJobStatus
from memory_intelligence.models.export_usage_request import ExportUsageRequest as ExportUsageRequest
from memory_intelligence.models.fleet import Fleet as Fleet
from memory_intelligence.models.fleet_dashboard import FleetDashboard as FleetDashboard
from memory_intelligence.models.fleet_dashboard_alert import FleetDashboardAlert as FleetDashboardAlert
from memory_intelligence.models.fleet_list_item import FleetListItem as FleetListItem
from memory_intelligence.models.fleet_page import FleetPage as FleetPage
from memory_intelligence.models.forget_memory_request import ForgetMemoryRequest as ForgetMemoryRequest
from memory_intelligence.models.forget_memory_response import ForgetMemoryResponse as ForgetMemoryResponse
from memory_intelligence.models.forget_overflow_memory_request import ForgetOverflowMemoryRequest as ForgetOverflowMemoryRequest
from memory_intelligence.models.forget_overflow_memory_response import ForgetOverflowMemoryResponse as ForgetOverflowMemoryResponse
from memory_intelligence.models.generic_add_memory_to_collection_request import GenericAddMemoryToCollectionRequest as GenericAddMemoryToCollectionRequest
from memory_intelligence.models.generic_collection import GenericCollection as GenericCollection
from memory_intelligence.models.generic_collection_membership import GenericCollectionMembership as GenericCollectionMembership
from memory_intelligence.models.generic_create_collection_request import GenericCreateCollectionRequest as GenericCreateCollectionRequest
from memory_intelligence.models.generic_create_memory_request import GenericCreateMemoryRequest as GenericCreateMemoryRequest
from memory_intelligence.models.generic_create_webhook_request import GenericCreateWebhookRequest as GenericCreateWebhookRequest
from memory_intelligence.models.generic_embedding import GenericEmbedding as GenericEmbedding
from memory_intelligence.models.generic_embedding_request import GenericEmbeddingRequest as GenericEmbeddingRequest
from memory_intelligence.models.generic_event_type import GenericEventType as GenericEventType
from memory_intelligence.models.generic_importance_filter import GenericImportanceFilter as GenericImportanceFilter
from memory_intelligence.models.generic_memory import GenericMemory as GenericMemory
from memory_intelligence.models.generic_memory_metadata import GenericMemoryMetadata as GenericMemoryMetadata
from memory_intelligence.models.generic_scored_memory import GenericScoredMemory as GenericScoredMemory
from memory_intelligence.models.generic_search_filters import GenericSearchFilters as GenericSearchFilters
from memory_intelligence.models.generic_search_request import GenericSearchRequest as GenericSearchRequest
from memory_intelligence.models.generic_search_result import GenericSearchResult as GenericSearchResult
from memory_intelligence.models.generic_similar_memories import GenericSimilarMemories as GenericSimilarMemories
from memory_intelligence.models.generic_update_memory_request import GenericUpdateMemoryRequest as GenericUpdateMemoryRequest
from memory_intelligence.models.generic_user_stats import GenericUserStats as GenericUserStats
from memory_intelligence.models.generic_webhook import GenericWebhook as GenericWebhook
from memory_intelligence.models.generic_webhook_event import GenericWebhookEvent as GenericWebhookEvent
from memory_intelligence.models.health_check import HealthCheck as HealthCheck
from memory_intelligence.models.health_check_unavailable import HealthCheckUnavailable as HealthCheckUnavailable
from memory_intelligence.models.health_status import HealthStatus as HealthStatus
from memory_intelligence.models.heartbeat_request import HeartbeatRequest as HeartbeatRequest
from memory_intelligence.models.heartbeat_response import HeartbeatResponse as HeartbeatResponse
from memory_intelligence.models.import_result import ImportResult as ImportResult
from memory_intelligence.models.importance_gte_condition import ImportanceGteCondition as ImportanceGteCondition
from memory_intelligence.models.importance_gte_condition_type import ImportanceGteConditionType as ImportanceGteConditionType
from memory_intelligence.models.importance_lte_condition import ImportanceLteCondition as ImportanceLteCondition
from memory_intelligence.models.importance_lte_condition_type import ImportanceLteConditionType as ImportanceLteConditionType
from memory_intelligence.models.intelligence_dedup_result import IntelligenceDedupResult as IntelligenceDedupResult
from memory_intelligence.models.intelligence_request import IntelligenceRequest as IntelligenceRequest
from memory_intelligence.models.intelligence_response import IntelligenceResponse as IntelligenceResponse
from memory_intelligence.models.log_event_action import LogEventAction as LogEventAction
from memory_intelligence.models.log_event_action_type import LogEventActionType as LogEventActionType
from memory_intelligence.models.login_request import LoginRequest as LoginRequest
from memory_intelligence.models.login_response import LoginResponse as LoginResponse
from memory_intelligence.models.login_user import LoginUser as LoginUser
from memory_intelligence.models.memory_category import MemoryCategory as MemoryCategory
from memory_intelligence.models.memory_category_counts import MemoryCategoryCounts as MemoryCategoryCounts
from memory_intelligence.models.memory_compressed_event import MemoryCompressedEvent as MemoryCompressedEvent
from memory_intelligence.models.memory_compressed_event_data import MemoryCompressedEventData as MemoryCompressedEventData
from memory_intelligence.models.memory_decayed_event import MemoryDecayedEvent as MemoryDecayedEvent
from memory_intelligence.models.memory_decayed_event_data import MemoryDecayedEventData as MemoryDecayedEventData
from memory_intelligence.models.memory_export_format import MemoryExportFormat as MemoryExportFormat
from memory_intelligence.models.memory_filters import MemoryFilters as MemoryFilters
from memory_intelligence.models.memory_forgotten_event import MemoryForgottenEvent as MemoryForgottenEvent
from memory_intelligence.models.memory_forgotten_event_data import MemoryForgottenEventData as MemoryForgottenEventData
from memory_intelligence.models.memory_recalled_event import MemoryRecalledEvent as MemoryRecalledEvent
from memory_intelligence.models.memory_recalled_event_data import MemoryRecalledEventData as MemoryRecalledEventData
from memory_intelligence.models.memory_search_result import MemorySearchResult as MemorySearchResult
from memory_intelligence.models.memory_stats import MemoryStats as MemoryStats
from memory_intelligence.models.memory_stored_event import MemoryStoredEvent as MemoryStoredEvent
from memory_intelligence.models.memory_stored_event_data import MemoryStoredEventData as MemoryStoredEventData
from memory_intelligence.models.memory_stored_event_data_metadata import MemoryStoredEventDataMetadata as MemoryStoredEventDataMetadata
from memory_intelligence.models.metadata_key_exists_condition import MetadataKeyExistsCondition as MetadataKeyExistsCondition
from memory_intelligence.models.metadata_key_exists_condition_type import MetadataKeyExistsConditionType as MetadataKeyExistsConditionType
from memory_intelligence.models.metrics_active_users import MetricsActiveUsers as MetricsActiveUsers
from memory_intelligence.models.metrics_errors import MetricsErrors as MetricsErrors
from memory_intelligence.models.metrics_requests import MetricsRequests as MetricsRequests
from memory_intelligence.models.metrics_response_time import MetricsResponseTime as MetricsResponseTime
from memory_intelligence.models.metrics_service_health_entry import MetricsServiceHealthEntry as MetricsServiceHealthEntry
from memory_intelligence.models.metrics_usage import MetricsUsage as MetricsUsage
from memory_intelligence.models.monitoring_metrics import MonitoringMetrics as MonitoringMetrics
from memory_intelligence.models.native_export import NativeExport as NativeExport
from memory_intelligence.models.native_export_memory import NativeExportMemory as NativeExportMemory
from memory_intelligence.models.native_export_memory_history_inner import NativeExportMemoryHistoryInner as NativeExportMemoryHistoryInner
from memory_intelligence.models.native_export_memory_versions_inner import NativeExportMemoryVersionsInner as NativeExportMemoryVersionsInner
from memory_intelligence.models.network_type import NetworkType as NetworkType
from memory_intelligence.models.or_group_condition import OrGroupCondition as OrGroupCondition
from memory_intelligence.models.or_group_condition_type import OrGroupConditionType as OrGroupConditionType
from memory_intelligence.models.overflow_collection_count import OverflowCollectionCount as OverflowCollectionCount
from memory_intelligence.models.overflow_history_action import OverflowHistoryAction as OverflowHistoryAction
from memory_intelligence.models.overflow_history_event import OverflowHistoryEvent as OverflowHistoryEvent
from memory_intelligence.models.overflow_history_event_details import OverflowHistoryEventDetails as OverflowHistoryEventDetails
from memory_intelligence.models.overflow_memory import OverflowMemory as OverflowMemory
from memory_intelligence.models.overflow_memory_history import OverflowMemoryHistory as OverflowMemoryHistory
from memory_intelligence.models.overflow_memory_list import OverflowMemoryList as OverflowMemoryList
from memory_intelligence.models.overflow_memory_sort import OverflowMemorySort as OverflowMemorySort
from memory_intelligence.models.overflow_memory_version import OverflowMemoryVersion as OverflowMemoryVersion
from memory_intelligence.models.overflow_memory_versions import OverflowMemoryVersions as OverflowMemoryVersions
from memory_intelligence.models.overflow_stats import OverflowStats as OverflowStats
from memory_intelligence.models.page_envelope import PageEnvelope as PageEnvelope
from memory_intelligence.models.promote_overflow_memory_request import PromoteOverflowMemoryRequest as PromoteOverflowMemoryRequest
from memory_intelligence.models.promote_overflow_memory_response import PromoteOverflowMemoryResponse as PromoteOverflowMemoryResponse
from memory_intelligence.models.quality_preset import QualityPreset as QualityPreset
from memory_intelligence.models.quick_start_step import QuickStartStep as QuickStartStep
from memory_intelligence.models.register_device_request import RegisterDeviceRequest as RegisterDeviceRequest
from memory_intelligence.models.registered_device import RegisteredDevice as RegisteredDevice
from memory_intelligence.models.resolve_alert_request import ResolveAlertRequest as ResolveAlertRequest
from memory_intelligence.models.retrieval_mode import RetrievalMode as RetrievalMode
from memory_intelligence.models.search_memories_request import SearchMemoriesRequest as SearchMemoriesRequest
from memory_intelligence.models.search_memories_response import SearchMemoriesResponse as SearchMemoriesResponse
from memory_intelligence.models.search_overflow_memories_request import SearchOverflowMemoriesRequest as SearchOverflowMemoriesRequest
from memory_intelligence.models.search_overflow_memories_response import SearchOverflowMemoriesResponse as SearchOverflowMemoriesResponse
from memory_intelligence.models.search_signals import SearchSignals as SearchSignals
from memory_intelligence.models.service_components_health import ServiceComponentsHealth as ServiceComponentsHealth
from memory_intelligence.models.service_descriptor import ServiceDescriptor as ServiceDescriptor
from memory_intelligence.models.service_documentation_links import ServiceDocumentationLinks as ServiceDocumentationLinks
from memory_intelligence.models.service_health_report import ServiceHealthReport as ServiceHealthReport
from memory_intelligence.models.service_support_links import ServiceSupportLinks as ServiceSupportLinks
from memory_intelligence.models.store_memory_request import StoreMemoryRequest as StoreMemoryRequest
from memory_intelligence.models.store_memory_response import StoreMemoryResponse as StoreMemoryResponse
from memory_intelligence.models.store_overflow_memory_request import StoreOverflowMemoryRequest as StoreOverflowMemoryRequest
from memory_intelligence.models.store_overflow_memory_response import StoreOverflowMemoryResponse as StoreOverflowMemoryResponse
from memory_intelligence.models.sync_device_request import SyncDeviceRequest as SyncDeviceRequest
from memory_intelligence.models.sync_direction import SyncDirection as SyncDirection
from memory_intelligence.models.sync_job import SyncJob as SyncJob
from memory_intelligence.models.sync_job_status import SyncJobStatus as SyncJobStatus
from memory_intelligence.models.sync_priority import SyncPriority as SyncPriority
from memory_intelligence.models.sync_strategy import SyncStrategy as SyncStrategy
from memory_intelligence.models.test_event import TestEvent as TestEvent
from memory_intelligence.models.test_event_data import TestEventData as TestEventData
from memory_intelligence.models.test_trigger_request import TestTriggerRequest as TestTriggerRequest
from memory_intelligence.models.text_contains_condition import TextContainsCondition as TextContainsCondition
from memory_intelligence.models.text_contains_condition_type import TextContainsConditionType as TextContainsConditionType
from memory_intelligence.models.text_regex_condition import TextRegexCondition as TextRegexCondition
from memory_intelligence.models.text_regex_condition_type import TextRegexConditionType as TextRegexConditionType
from memory_intelligence.models.tier import Tier as Tier
from memory_intelligence.models.trigger import Trigger as Trigger
from memory_intelligence.models.trigger_action import TriggerAction as TriggerAction
from memory_intelligence.models.trigger_action_result import TriggerActionResult as TriggerActionResult
from memory_intelligence.models.trigger_action_result_status import TriggerActionResultStatus as TriggerActionResultStatus
from memory_intelligence.models.trigger_action_stats import TriggerActionStats as TriggerActionStats
from memory_intelligence.models.trigger_action_type import TriggerActionType as TriggerActionType
from memory_intelligence.models.trigger_analytics import TriggerAnalytics as TriggerAnalytics
from memory_intelligence.models.trigger_condition import TriggerCondition as TriggerCondition
from memory_intelligence.models.trigger_condition_result import TriggerConditionResult as TriggerConditionResult
from memory_intelligence.models.trigger_condition_type import TriggerConditionType as TriggerConditionType
from memory_intelligence.models.trigger_execution import TriggerExecution as TriggerExecution
from memory_intelligence.models.trigger_execution_page import TriggerExecutionPage as TriggerExecutionPage
from memory_intelligence.models.trigger_execution_status import TriggerExecutionStatus as TriggerExecutionStatus
from memory_intelligence.models.trigger_list_item import TriggerListItem as TriggerListItem
from memory_intelligence.models.trigger_page import TriggerPage as TriggerPage
from memory_intelligence.models.trigger_test_action_result import TriggerTestActionResult as TriggerTestActionResult
from memory_intelligence.models.trigger_test_memory import TriggerTestMemory as TriggerTestMemory
from memory_intelligence.models.trigger_test_memory_metadata import TriggerTestMemoryMetadata as TriggerTestMemoryMetadata
from memory_intelligence.models.trigger_test_result import TriggerTestResult as TriggerTestResult
from memory_intelligence.models.update_compression_batch_request import UpdateCompressionBatchRequest as UpdateCompressionBatchRequest
from memory_intelligence.models.update_device_request import UpdateDeviceRequest as UpdateDeviceRequest
from memory_intelligence.models.update_fleet_request import UpdateFleetRequest as UpdateFleetRequest
from memory_intelligence.models.update_overflow_memory_importance_request import UpdateOverflowMemoryImportanceRequest as UpdateOverflowMemoryImportanceRequest
from memory_intelligence.models.update_overflow_memory_importance_response import UpdateOverflowMemoryImportanceResponse as UpdateOverflowMemoryImportanceResponse
from memory_intelligence.models.update_trigger_request import UpdateTriggerRequest as UpdateTriggerRequest
from memory_intelligence.models.update_webhook_request import UpdateWebhookRequest as UpdateWebhookRequest
from memory_intelligence.models.usage_export import UsageExport as UsageExport
from memory_intelligence.models.usage_export_format import UsageExportFormat as UsageExportFormat
from memory_intelligence.models.usage_threshold_event import UsageThresholdEvent as UsageThresholdEvent
from memory_intelligence.models.usage_threshold_event_data import UsageThresholdEventData as UsageThresholdEventData
from memory_intelligence.models.webhook import Webhook as Webhook
from memory_intelligence.models.webhook_action import WebhookAction as WebhookAction
from memory_intelligence.models.webhook_action_type import WebhookActionType as WebhookActionType
from memory_intelligence.models.webhook_analytics import WebhookAnalytics as WebhookAnalytics
from memory_intelligence.models.webhook_delivery import WebhookDelivery as WebhookDelivery
from memory_intelligence.models.webhook_delivery_page import WebhookDeliveryPage as WebhookDeliveryPage
from memory_intelligence.models.webhook_delivery_status import WebhookDeliveryStatus as WebhookDeliveryStatus
from memory_intelligence.models.webhook_event import WebhookEvent as WebhookEvent
from memory_intelligence.models.webhook_event_type import WebhookEventType as WebhookEventType
from memory_intelligence.models.webhook_list_item import WebhookListItem as WebhookListItem
from memory_intelligence.models.webhook_page import WebhookPage as WebhookPage
from memory_intelligence.models.webhook_test_result import WebhookTestResult as WebhookTestResult
from memory_intelligence.models.webhook_with_secret import WebhookWithSecret as WebhookWithSecret

