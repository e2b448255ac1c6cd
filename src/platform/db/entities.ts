// Every table mapped with an EntitySchema, and the not-found error of each: a repository's
// findOneOrFail that finds nothing throws its area's 404 from here, in one place. Tables that are
// not plain records (memories, overflow memories, queues, counters, metrics) are written in SQL by
// their repositories; each such method says why beside it.
import type { AnyEntity, EntitySchema } from '@mikro-orm/core';
import type { AppError } from '../../errors/app-error.js';
import {
  alertNotFound,
  compressionBatchNotFound,
  compressionJobNotFound,
  deviceNotFound,
  exportNotFound,
  fleetNotFound,
  syncJobNotFound,
  triggerNotFound,
  webhookNotFound,
} from '../../errors/registry.js';
import { AccountSchema } from '../../modules/accounts/account.entity.js';
import { ApiKeySchema } from '../../modules/accounts/api-key.entity.js';
import { CompressionBatchSchema } from '../../modules/compression/compression-batch.entity.js';
import { CompressionJobSchema } from '../../modules/compression/compression-job.entity.js';
import { DeviceAlertSchema } from '../../modules/devices/device-alert.entity.js';
import { DeviceSchema } from '../../modules/devices/device.entity.js';
import { FleetSchema } from '../../modules/devices/fleet.entity.js';
import { SyncJobSchema } from '../../modules/devices/sync-job.entity.js';
import { ExportJobSchema } from '../../modules/exports/export-job.entity.js';
import { AuditEntrySchema } from '../../modules/triggers/audit-entry.entity.js';
import { TriggerSchema } from '../../modules/triggers/trigger.entity.js';
import { WebhookSchema } from '../../modules/webhooks/webhook.entity.js';

interface Mapped {
  schema: EntitySchema<AnyEntity>;
  /**
   * The area's 404 for a lookup by id that found nothing (none for tables never looked up so);
   * `where` is the lookup's condition, for an error that names more than the id.
   */
  notFound?: (id: string, where: Record<string, unknown>) => AppError;
}

const MAPPED: Mapped[] = [
  { schema: AccountSchema as EntitySchema<AnyEntity> },
  { schema: ApiKeySchema as EntitySchema<AnyEntity> },
  { schema: FleetSchema as EntitySchema<AnyEntity>, notFound: fleetNotFound },
  { schema: DeviceSchema as EntitySchema<AnyEntity>, notFound: deviceNotFound },
  {
    schema: SyncJobSchema as EntitySchema<AnyEntity>,
    notFound: (id, where) => syncJobNotFound(String(where.deviceId), id),
  },
  { schema: DeviceAlertSchema as EntitySchema<AnyEntity>, notFound: alertNotFound },
  { schema: ExportJobSchema as EntitySchema<AnyEntity>, notFound: exportNotFound },
  { schema: CompressionBatchSchema as EntitySchema<AnyEntity>, notFound: compressionBatchNotFound },
  { schema: CompressionJobSchema as EntitySchema<AnyEntity>, notFound: compressionJobNotFound },
  { schema: WebhookSchema as EntitySchema<AnyEntity>, notFound: webhookNotFound },
  { schema: TriggerSchema as EntitySchema<AnyEntity>, notFound: triggerNotFound },
  { schema: AuditEntrySchema as EntitySchema<AnyEntity> },
];

export const entities = MAPPED.map((m) => m.schema);

const notFoundByEntity = new Map(MAPPED.filter((m) => m.notFound).map((m) => [m.schema.meta.className, m.notFound!]));

/** MikroORM's findOneOrFailHandler: the named 404 of the entity looked up by `where.id`. */
export function entityNotFound(entityName: string, where: unknown): Error {
  const condition = typeof where === 'object' && where !== null ? (where as Record<string, unknown>) : { id: where };
  const id = String(condition.id);
  const notFound = notFoundByEntity.get(entityName);
  // a lookup without a named error is a programming error, not a caller's: it stays a 500
  return notFound
    ? notFound(id, condition)
    : new Error(`${entityName} ${id} not found and no not-found error is registered`);
}
