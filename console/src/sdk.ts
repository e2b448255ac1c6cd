// The parts of the generated TypeScript SDK (sdks/typescript) the console uses, in one place.
// Every call the console makes to the API goes through these classes.
export { AccountApi } from '../../sdks/typescript/src/apis/AccountApi.js';
export { BillingApi } from '../../sdks/typescript/src/apis/BillingApi.js';
export { ExportApi } from '../../sdks/typescript/src/apis/ExportApi.js';
export { MemoryApi } from '../../sdks/typescript/src/apis/MemoryApi.js';
export { MonitoringApi } from '../../sdks/typescript/src/apis/MonitoringApi.js';
export { OverflowApi } from '../../sdks/typescript/src/apis/OverflowApi.js';
export { TriggersApi } from '../../sdks/typescript/src/apis/TriggersApi.js';
export { WebhooksApi } from '../../sdks/typescript/src/apis/WebhooksApi.js';
export { Configuration, FetchError, ResponseError } from '../../sdks/typescript/src/runtime.js';
export {
  AuditLogEntryLevelEnum,
  DeliveryEventType,
  MemoryCategory,
  OverflowMemorySort,
  RetrievalMode,
  TriggerExecutionStatus,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '../../sdks/typescript/src/models/index.js';
export type {
  AccountUsage,
  BillingAnalytics,
  LoginUser,
  MemorySearchResult,
  MonitoringMetrics,
  OverflowHistoryEvent,
  OverflowMemory,
  OverflowMemoryVersion,
  Trigger,
  TriggerAction,
  TriggerCondition,
  TriggerTestResult,
  Webhook,
  WebhookDelivery,
  WebhookTestResult,
  WebhookWithSecret,
} from '../../sdks/typescript/src/models/index.js';
