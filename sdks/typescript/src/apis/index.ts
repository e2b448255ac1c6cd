/* tslint:disable */
/* eslint-disable */
export * from './AccountApi.js';
export * from './AlertsApi.js';
export * from './BillingApi.js';
export * from './CompressionApi.js';
export * from './DevicesApi.js';
export * from './ExportApi.js';
export * from './FleetsApi.js';
export * from './GenericApi.js';
export * from './IntelligenceApi.js';
export * from './MemoryApi.js';
export * from './MonitoringApi.js';
export * from './OverflowApi.js';
export * from './SystemApi.js';
export * from './TriggersApi.js';
export * from './WebhooksApi.js';
