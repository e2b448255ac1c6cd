// The parts of the generated TypeScript SDK (sdks/typescript) the console uses, in one place.
// Every call the console makes to the API goes through these classes.
export { AccountApi } from '../../sdks/typescript/src/apis/AccountApi.js';
export { AlertsApi } from '../../sdks/typescript/src/apis/AlertsApi.js';
export { BillingApi } from '../../sdks/typescript/src/apis/BillingApi.js';
export { DevicesApi } from '../../sdks/typescript/src/apis/DevicesApi.js';
export { ExportApi } from '../../sdks/typescript/src/apis/ExportApi.js';
export { FleetsApi } from '../../sdks/typescript/src/apis/FleetsApi.js';
export { MemoryApi } from '../../sdks/typescript/src/apis/MemoryApi.js';
export { MonitoringApi } from '../../sdks/typescript/src/apis/MonitoringApi.js';
export { OverflowApi } from '../../sdks/typescript/src/apis/OverflowApi.js';
export { TriggersApi } from '../../sdks/typescript/src/apis/TriggersApi.js';
export { WebhooksApi } from '../../sdks/typescript/src/apis/WebhooksApi.js';
export { Configuration, FetchError, ResponseError } from '../../sdks/typescript/src/runtime.js';
export {
  AlertStatus,
  AlertType,
  AuditLogEntryLevelEnum,
  DeliveryEventType,
  DeviceStatus,
  DeviceType,
  MemoryCategory,
  OverflowMemorySort,
  RetrievalMode,
  SyncDirection,
  SyncJobStatus,
  SyncStrategy,
  TriggerExecutionStatus,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '../../sdks/typescript/src/models/index.js';
export type {
  AccountUsage,
  Alert,
  BillingAnalytics,
  Device,
  DeviceCapabilities,
  DeviceListItem,
  Fleet,
  FleetListItem,
  LoginUser,
  MemorySearchResult,
  MonitoringMetrics,
  OverflowHistoryEvent,
  OverflowMemory,
  OverflowMemoryVersion,
  OverflowStats,
  SearchSignals,
  Trigger,
  TriggerAction,
  TriggerCondition,
  TriggerTestResult,
  UpdateDeviceRequest,
  Webhook,
  WebhookDelivery,
  WebhookTestResult,
  WebhookWithSecret,
} from '../../sdks/typescript/src/models/index.js';
