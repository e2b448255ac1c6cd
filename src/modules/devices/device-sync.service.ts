// The device sync protocol (device-token authenticated):
//
// - push: each memory a device created locally is stored like POST /v1/store, once per local id
//   (device_memory_links), so a batch sent again creates nothing new. A local id is written once
//   (first write wins), and a memory forgotten in the cloud is not stored again from a device's
//   copy (the cloud's forget wins).
// - pull: the account's change feed (memory_changes) after the device's cursor, in order. The
//   cursor is `c_` + the base64url of the last position the device applied: opaque to devices,
//   and the same cursor answers the same page, so an interrupted pull is simply repeated.
// - last_sync_at: every successful push (an empty one too, which is how a device with nothing
//   to push acknowledges a `sync` command) and every pull that reaches the end of the feed
//   (`has_more` false) record the device's sync, in one statement after the work. The time
//   recorded is when the request started, the moment the device's view is known to be synced as
//   of; it is what a PERIODIC interval counts from, what INTELLIGENT weighs, and what completes a
//   sync job handed over before it (heartbeats.service.ts). A pull that stops mid-feed or a push
//   that fails records nothing.
import { deviceAccountGone, invalidSyncCursor } from '../../errors/device-errors.js';
import type { Caller } from '../accounts/caller.js';
import type { Tier } from '../accounts/tiers.js';
import { DEFAULT_COLLECTION, type MemoryService } from '../memory/memory.service.js';
import type { Schemas } from '../schemas.js';
import type { MemoriesRepository, MemoryChange } from '../memory/memories.repository.js';
import type { DeviceSyncRepository } from './device-sync.repository.js';
import type { DevicesRepository } from './devices.repository.js';
import type { DeviceCaller } from './device-caller.js';

const DEFAULT_PULL_LIMIT = 100;

/** What became of one pushed memory: created, existing (its local id was pushed before), duplicate or forgotten. */
export interface PushedMemory {
  localId: string;
  memoryId: string;
  status: 'created' | 'existing' | 'duplicate' | 'forgotten';
}

/** A change of the feed as a device receives it, with the device's local id of a memory it pushed. */
export interface DeviceChange extends MemoryChange {
  localId: string | null;
}

/** A page of the change feed, and the cursor after it. */
export interface DeviceChanges {
  changes: DeviceChange[];
  nextCursor: string;
  hasMore: boolean;
}

export interface DeviceSyncServiceDeps {
  repository: DeviceSyncRepository;
  /** Records the device's sync (`last_sync_at`). */
  devices: Pick<DevicesRepository, 'markSynced'>;
  /** The memories' records and the account's change feed. */
  memories: Pick<MemoriesRepository, 'exists' | 'changesAfter'>;
  memory: MemoryService;
  tierOf: (accountId: string) => Promise<Tier | null>;
  clock?: () => Date;
}

export class DeviceSyncService {
  private readonly clock: () => Date;

  constructor(private readonly deps: DeviceSyncServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async push(from: DeviceCaller, request: Schemas['DevicePushRequest']): Promise<PushedMemory[]> {
    const startedAt = this.clock();
    const device = { id: from.deviceId, accountId: from.accountId };
    const caller = await this.callerOf(device.accountId);
    const results: PushedMemory[] = [];
    for (const item of request.memories) {
      const linked = await this.deps.repository.link(device.id, item.local_id);
      if (linked) {
        results.push({
          localId: item.local_id,
          memoryId: linked,
          status: (await this.deps.memories.exists(linked)) ? 'existing' : 'forgotten',
        });
        continue;
      }
      const stored = await this.deps.memory.store(caller, {
        text: item.text,
        collection: item.collection ?? DEFAULT_COLLECTION,
        category: item.category,
        importance: item.importance,
        metadata: item.metadata,
      });
      const memoryId = await this.deps.repository.linkOnce(device, item.local_id, stored.memory.id, this.clock());
      if (memoryId !== stored.memory.id && stored.created) {
        // a concurrent push of the same local id linked it first: first write wins, so the memory
        // this push stored (perhaps of another text) goes again
        await this.deps.memory.forget(caller, {
          memory_id: stored.memory.id,
          collection: stored.memory.collection,
          min_score: 0,
        });
      }
      const status = memoryId !== stored.memory.id ? 'existing' : stored.created ? 'created' : 'duplicate';
      results.push({ localId: item.local_id, memoryId, status });
    }
    await this.deps.devices.markSynced(device.id, startedAt);
    return results;
  }

  async changes(
    from: DeviceCaller,
    query: { cursor?: string; limit?: number; collections?: string },
  ): Promise<DeviceChanges> {
    const startedAt = this.clock();
    const device = { id: from.deviceId, accountId: from.accountId };
    const after = query.cursor === undefined ? 0 : positionOf(query.cursor);
    const limit = query.limit ?? DEFAULT_PULL_LIMIT;
    const collections =
      query.collections === undefined
        ? null
        : query.collections
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean);
    const rows = await this.deps.memories.changesAfter(device.accountId, after, limit + 1, collections);
    const page = rows.slice(0, limit);
    const localIds = await this.deps.repository.localIdsOf(
      device.id,
      page.filter((r) => r.change === 'stored').map((r) => r.memoryId),
    );
    const last = page.at(-1)?.seq ?? after;
    const hasMore = rows.length > limit;
    if (!hasMore) await this.deps.devices.markSynced(device.id, startedAt);
    return {
      // a stored memory forgotten since is left out: its forget follows in the feed
      changes: page
        .filter((r) => r.change === 'forgotten' || r.memory !== null)
        .map((r) => ({ ...r, localId: r.change === 'stored' ? (localIds.get(r.memoryId) ?? null) : null })),
      nextCursor: cursorOf(last),
      hasMore,
    };
  }

  /** A device acts for its account as a live key would: the account's tier and quotas apply. */
  private async callerOf(accountId: string): Promise<Caller> {
    const tier = await this.deps.tierOf(accountId);
    if (!tier) throw deviceAccountGone();
    return { accountId, tier, environment: 'live', keyId: null };
  }
}

function cursorOf(position: number): string {
  return `c_${Buffer.from(String(position)).toString('base64url')}`;
}

function positionOf(cursor: string): number {
  const text = /^c_([A-Za-z0-9_-]+)$/.exec(cursor)?.[1];
  const position = text === undefined ? NaN : Number(Buffer.from(text, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(position) || position < 0) {
    throw invalidSyncCursor();
  }
  return position;
}
