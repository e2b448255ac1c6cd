// Every migration, in order. Listed explicitly so they run the same from sources and from builds.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration0001Accounts } from './migration-0001-accounts.js';
import { Migration0002Jobs } from './migration-0002-jobs.js';
import { Migration0003Compression } from './migration-0003-compression.js';
import { Migration0004RateLimits } from './migration-0004-rate-limits.js';
import { Migration0005MemoryFingerprints } from './migration-0005-memory-fingerprints.js';
import { Migration0006Memories } from './migration-0006-memories.js';
import { Migration0007Overflow } from './migration-0007-overflow.js';
import { Migration0008OverflowCounts } from './migration-0008-overflow-counts.js';
import { Migration0009WebhooksTriggers } from './migration-0009-webhooks-triggers.js';
import { Migration0010Devices } from './migration-0010-devices.js';
import { Migration0011DeviceHeartbeatUpdates } from './migration-0011-device-heartbeat-updates.js';
import { Migration0012DeviceSync } from './migration-0012-device-sync.js';
import { Migration0013UsageDailyAndMetrics } from './migration-0013-usage-daily-and-metrics.js';
import { Migration0014Exports } from './migration-0014-exports.js';
import { Migration0015GenericSurface } from './migration-0015-generic-surface.js';
import { Migration0016ActionSendCounts } from './migration-0016-action-send-counts.js';
import { Migration0017EmbeddingVariants } from './migration-0017-embedding-variants.js';
import { Migration0018CollectionMemberUsers } from './migration-0018-collection-member-users.js';
import { Migration0019MemoryCounts } from './migration-0019-memory-counts.js';
import { Migration0020ListOrders } from './migration-0020-list-orders.js';
import { Migration0021KeptTotals } from './migration-0021-kept-totals.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration0001Accounts', class: Migration0001Accounts },
  { name: 'Migration0002Jobs', class: Migration0002Jobs },
  { name: 'Migration0003Compression', class: Migration0003Compression },
  { name: 'Migration0004RateLimits', class: Migration0004RateLimits },
  { name: 'Migration0005MemoryFingerprints', class: Migration0005MemoryFingerprints },
  { name: 'Migration0006Memories', class: Migration0006Memories },
  { name: 'Migration0007Overflow', class: Migration0007Overflow },
  { name: 'Migration0008OverflowCounts', class: Migration0008OverflowCounts },
  { name: 'Migration0009WebhooksTriggers', class: Migration0009WebhooksTriggers },
  { name: 'Migration0010Devices', class: Migration0010Devices },
  { name: 'Migration0011DeviceHeartbeatUpdates', class: Migration0011DeviceHeartbeatUpdates },
  { name: 'Migration0012DeviceSync', class: Migration0012DeviceSync },
  { name: 'Migration0013UsageDailyAndMetrics', class: Migration0013UsageDailyAndMetrics },
  { name: 'Migration0014Exports', class: Migration0014Exports },
  { name: 'Migration0015GenericSurface', class: Migration0015GenericSurface },
  { name: 'Migration0016ActionSendCounts', class: Migration0016ActionSendCounts },
  { name: 'Migration0017EmbeddingVariants', class: Migration0017EmbeddingVariants },
  { name: 'Migration0018CollectionMemberUsers', class: Migration0018CollectionMemberUsers },
  { name: 'Migration0019MemoryCounts', class: Migration0019MemoryCounts },
  { name: 'Migration0020ListOrders', class: Migration0020ListOrders },
  { name: 'Migration0021KeptTotals', class: Migration0021KeptTotals },
];
