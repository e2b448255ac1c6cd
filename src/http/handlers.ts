// The compile-time map from every operationId of the contract to its handler, and from every
// operation with path parameters to the check of what its path names (path-resources.ts).
// `satisfies` makes the build fail when the contract gains an operation that has no handler, or a
// path parameter that no check accounts for.
import { accountsHandlers } from '../modules/accounts/accounts.handlers.js';
import { billingHandlers } from '../modules/billing/billing.handlers.js';
import type { BillingService } from '../modules/billing/billing.service.js';
import type { AccountsService } from '../modules/accounts/accounts.service.js';
import { compressionHandlers, compressionPathResources } from '../modules/compression/compression.handlers.js';
import type { CompressionBatchesService } from '../modules/compression/compression-batches.service.js';
import type { CompressionJobsService } from '../modules/compression/compression-jobs.service.js';
import type { CompressionService } from '../modules/compression/compression.service.js';
import { devicesHandlers, devicesPathResources, type DeviceServices } from '../modules/devices/devices.handlers.js';
import { exportsHandlers, exportsPathResources, type ExportServices } from '../modules/exports/exports.handlers.js';
import { genericHandlers, genericPathResources } from '../modules/generic/generic.handlers.js';
import type { GenericService } from '../modules/generic/generic.service.js';
import { intelligenceHandlers } from '../modules/intelligence/intelligence.handlers.js';
import type { IntelligenceService } from '../modules/intelligence/intelligence.service.js';
import { memoryHandlers } from '../modules/memory/memory.handlers.js';
import { monitoringHandlers } from '../modules/monitoring/monitoring.handlers.js';
import type { MonitoringService } from '../modules/monitoring/monitoring.service.js';
import type { MemoryService } from '../modules/memory/memory.service.js';
import { overflowHandlers, overflowPathResources } from '../modules/overflow/overflow.handlers.js';
import type { OverflowService } from '../modules/overflow/overflow.service.js';
import { systemHandlers, type SystemHandlerDeps } from '../modules/system/system.handlers.js';
import { triggersBeforeBody, triggersHandlers, triggersPathResources } from '../modules/triggers/triggers.handlers.js';
import type { TriggersService } from '../modules/triggers/triggers.service.js';
import { webhooksHandlers, webhooksPathResources } from '../modules/webhooks/webhooks.handlers.js';
import type { WebhooksService } from '../modules/webhooks/webhooks.service.js';
import type { BeforeBodyChecks, Handlers, PathResourceChecks } from './handler-types.js';
import { notImplementedHandlers } from './not-implemented.js';

export interface HandlerDeps extends SystemHandlerDeps {
  accounts: AccountsService;
  compression: CompressionService;
  compressionJobs: CompressionJobsService;
  compressionBatches: CompressionBatchesService;
  intelligence: IntelligenceService;
  memory: MemoryService;
  overflow: OverflowService;
  triggers: TriggersService;
  webhooks: WebhooksService;
  devices: DeviceServices;
  exports: ExportServices;
  monitoring: MonitoringService;
  billing: BillingService;
  generic: GenericService;
}

export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    ...notImplementedHandlers,
    ...systemHandlers(deps),
    ...accountsHandlers(deps.accounts),
    ...compressionHandlers(deps.compression, deps.compressionJobs, deps.compressionBatches),
    ...intelligenceHandlers(deps.intelligence),
    ...memoryHandlers(deps.memory),
    ...overflowHandlers(deps.overflow),
    ...triggersHandlers(deps.triggers),
    ...webhooksHandlers(deps.webhooks),
    ...devicesHandlers(deps.devices),
    ...exportsHandlers(deps.exports),
    ...monitoringHandlers(deps.monitoring),
    ...billingHandlers(deps.billing),
    ...genericHandlers(deps.generic),
  } satisfies Handlers;
}

export function createPathResources(deps: HandlerDeps): PathResourceChecks {
  return {
    ...compressionPathResources(deps.compressionJobs, deps.compressionBatches),
    ...overflowPathResources(deps.overflow),
    ...triggersPathResources(deps.triggers),
    ...webhooksPathResources(deps.webhooks),
    ...devicesPathResources(deps.devices),
    ...exportsPathResources(deps.exports),
    ...genericPathResources(deps.generic),
  } satisfies PathResourceChecks;
}

/** The operations' own refusals made at admission, before the body is read. */
export function createBeforeBodyChecks(deps: HandlerDeps): BeforeBodyChecks {
  return { ...triggersBeforeBody(deps.triggers) };
}
