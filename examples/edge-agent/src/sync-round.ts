// One sync: push the backlog in batches, then pull pages of changes until `has_more` is false,
// each half only when the direction allows it. A round that must reach the service (a `sync`
// command: the service completes its job only after a sync request) and has nothing to push and
// no pull to make sends an empty push, which the service records as the device's sync.
//
// Design notes, why a retry never duplicates anything:
// - A push is idempotent by local id. The service links each local id to the memory it became,
//   so a batch sent again after a lost answer (the service did the work, the device never heard)
//   creates nothing and answers the same memory ids with `existing`. A memory is marked
//   acknowledged only from an answer, so a lost answer just means the batch goes again.
// - A pull applies changes by memory id (a memory already held is updated, not added again; a
//   forget of a memory not held changes nothing), and the cursor is saved with its page, only
//   after the page is applied. A lost or cut page is pulled again from the old cursor, and
//   applying it twice changes nothing.
// - The feed carries this device's own local ids, so a memory whose push answer was lost is
//   acknowledged by the next pull even before its push is retried.
// - Conflicts follow the service's rules: the first write of a local id wins (the agent never
//   sends a local id with another text; a changed memory is a new memory), and the cloud's forget
//   wins (a `forgotten` push answer or a tombstone drops the local copy).
// - A request the service refused with a 4xx (other than 408 and 429) is not sent again as it is.
//   The memories stay on the device and are offered again at the next sync; a batch refused as
//   invalid (422) or too large (413) is split until the memory at fault is found, which is kept
//   but marked rejected and not pushed again.
import type { AgentLogger } from './log.js';
import type { LocalStore, UnsyncedMemory } from './local-store.js';
import type { DeviceChangesPage, DevicePushedMemory, SyncDirection } from './sdk.js';
import { describeError, RequestRejected, type SyncClient } from './sync-client.js';

export interface SyncRoundContext {
  client: SyncClient;
  store: LocalStore;
  logger: AgentLogger;
  /** Aborted when the agent stops. */
  signal: AbortSignal;
  pushBatchSize: number;
  pullPageSize: number;
  /** Collections to pull; null for all. */
  pullCollections: readonly string[] | null;
}

export interface SyncReport {
  /** The direction synced; null when there was nothing in common to sync. */
  direction: SyncDirection | null;
  /** Memories sent (one sent again in a split batch counts again). */
  pushed: number;
  acknowledged: number;
  /** Acknowledged as `existing`: an earlier push of them got through but its answer was lost. */
  existing: number;
  /** Forgotten in the cloud, dropped here. */
  dropped: number;
  rejected: number;
  pulledChanges: number;
  pages: number;
  /** The pull reached the end of the feed. */
  pulledToEnd: boolean;
  errors: string[];
}

export function emptyReport(direction: SyncDirection | null): SyncReport {
  return {
    direction,
    pushed: 0,
    acknowledged: 0,
    existing: 0,
    dropped: 0,
    rejected: 0,
    pulledChanges: 0,
    pages: 0,
    pulledToEnd: false,
    errors: [],
  };
}

/** The agent's direction narrowed by a request's; null when they have nothing in common. */
export function narrowed(configured: SyncDirection, requested: SyncDirection | undefined): SyncDirection | null {
  if (requested === undefined || requested === 'both' || requested === configured) return configured;
  return configured === 'both' ? requested : null;
}

export const pushes = (direction: SyncDirection): boolean => direction !== 'pull';
export const pulls = (direction: SyncDirection): boolean => direction !== 'push';

export interface RoundOptions {
  /** Pull the whole feed from its start instead of from the saved cursor. */
  fromStart: boolean;
  /** Make at least one request even with nothing to move (an empty push when there is no pull). */
  reachService: boolean;
}

/** Runs one sync in `direction`. Never throws: each half's failure is logged and reported. */
export async function syncRound(
  context: SyncRoundContext,
  direction: SyncDirection,
  options: RoundOptions,
): Promise<SyncReport> {
  const { fromStart, reachService } = options;
  const report = emptyReport(direction);
  // the halves are independent: a failed push does not keep the device from learning the cloud's changes
  const emptyPushAllowed = reachService && !pulls(direction);
  if (pushes(direction))
    await pushBacklog(context, report, emptyPushAllowed).catch((error) => failed(context, 'push', error, report));
  if (pulls(direction))
    await pullChanges(context, report, fromStart).catch((error) => failed(context, 'pull', error, report));
  return report;
}

async function pushBacklog(context: SyncRoundContext, report: SyncReport, emptyPushAllowed: boolean): Promise<void> {
  // the backlog as it is now; memories written meanwhile go with the next sync
  const backlog = context.store.unsynced();
  if (backlog.length === 0 && emptyPushAllowed) {
    await context.client.push([], context.signal);
    return;
  }
  for (let start = 0; start < backlog.length; start += context.pushBatchSize) {
    await pushBatch(context, backlog.slice(start, start + context.pushBatchSize), report);
  }
}

async function pushBatch(
  context: SyncRoundContext,
  batch: readonly UnsyncedMemory[],
  report: SyncReport,
): Promise<void> {
  try {
    report.pushed += batch.length;
    const outcomes = await context.client.push(batch.map(pushedForm), context.signal);
    await context.store.recordPushOutcomes(outcomes);
    for (const outcome of outcomes) {
      if (outcome.status === 'forgotten') report.dropped++;
      else report.acknowledged++;
      if (outcome.status === 'existing') report.existing++;
    }
  } catch (error) {
    if (!(error instanceof RequestRejected) || (error.status !== 422 && error.status !== 413)) throw error;
    if (batch.length > 1) {
      const half = Math.ceil(batch.length / 2);
      await pushBatch(context, batch.slice(0, half), report);
      await pushBatch(context, batch.slice(half), report);
      return;
    }
    const [memory] = batch;
    if (memory === undefined) return;
    await context.store.markRejected(memory.localId, `${error.code}: ${error.message}`);
    report.rejected++;
    context.logger.warn('the service refused a memory; it is kept on the device and not pushed again', {
      local_id: memory.localId,
      status: error.status,
      code: error.code,
      message: error.message,
    });
  }
}

async function pullChanges(context: SyncRoundContext, report: SyncReport, fromStart: boolean): Promise<void> {
  let cursor = fromStart ? null : context.store.cursor;
  for (;;) {
    let page: DeviceChangesPage;
    try {
      page = await context.client.pullPage(
        { cursor, limit: context.pullPageSize, collections: context.pullCollections },
        context.signal,
      );
    } catch (error) {
      // a cursor this service never gave out (the data directory came from another device or
      // service): start again from the beginning, which applying by memory id makes harmless
      if (!(cursor !== null && error instanceof RequestRejected && error.status === 422 && 'cursor' in error.details))
        throw error;
      context.logger.warn('the service refused the saved cursor; pulling everything again', { message: error.message });
      cursor = null;
      continue;
    }
    await context.store.applyPage(page.changes, page.nextCursor);
    report.pages++;
    report.pulledChanges += page.changes.length;
    cursor = page.nextCursor;
    if (!page.hasMore) break;
  }
  report.pulledToEnd = true;
}

function failed(context: SyncRoundContext, half: 'push' | 'pull', error: unknown, report: SyncReport): void {
  report.errors.push(`${half}: ${describeError(error)}`);
  if (context.signal.aborted) return;
  if (error instanceof RequestRejected) {
    context.logger.warn(`the service refused the ${half}; memories stay on the device`, {
      status: error.status,
      code: error.code,
      message: error.message,
    });
  } else {
    context.logger.warn(`${half} failed after retries; the next sync tries again`, { error: describeError(error) });
  }
}

function pushedForm(memory: UnsyncedMemory): DevicePushedMemory {
  return {
    localId: memory.localId,
    text: memory.text,
    collection: memory.collection,
    ...(memory.category === undefined ? {} : { category: memory.category }),
    ...(memory.importance === undefined ? {} : { importance: memory.importance }),
    ...(memory.metadata === undefined ? {} : { metadata: memory.metadata }),
  };
}
