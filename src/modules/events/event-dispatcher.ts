// Moves memory events from the outbox to what reacts to them. Each pass takes a batch of events
// and, in the same transaction, lets every subscriber turn them into durable work (webhook
// deliveries, trigger executions, each with its job enqueued), then commits: an event is fanned
// out exactly once, and a crash before the commit leaves it in the outbox for the next pass.
// Several instances share the outbox: `takeEvents` skips rows another pass holds. Dispatched
// events stay in the outbox for `retentionMs` (for inspection), then a pass deletes them.
//
// A pass looks at the outbox every `intervalMs` while events come, and less often while none do
// (the wait doubles after each empty look, up to IDLE_LOOK_MS): an idle service would otherwise
// spend a statement every 50 ms on the embedded database's one thread. `wake()`, called when a
// write of this instance has committed, looks at once, so its events never wait for the timer;
// events of other instances and of background work are found within IDLE_LOOK_MS at most.
// Wakes are paced like the timer: a wake less than `intervalMs` after the last look that found
// events looks when that interval is over, with whatever came meanwhile. Requests in a row
// (searches, each writing its recall events) would otherwise each start a pass of about ten
// statements, which the embedded database runs in front of the next request's: back-to-back
// overflow searches answered in 12.2 and 13.0 ms at p50 with a pass per search, 8.9 and 9.3 without.
//
// Work that may take long and must not hold a transaction open (TEXT_REGEX matching of
// triggers) is a subscriber's `prepare`: the pass first reads the next events without taking
// them, lets each subscriber prepare, then in the transaction takes only those events (the ones
// another instance took meanwhile are skipped) and hands each subscriber what it prepared.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../platform/logger.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import {
  hasUndispatchedEvents,
  peekEvents,
  pruneDispatchedEvents,
  takeEvents,
  type StoredEvent,
} from './domain-events.js';

/** Turns events into durable work inside the dispatcher's transaction. */
export interface EventSubscriber {
  /**
   * Work on the events that runs before the transaction, outside it (the events may still be
   * taken by another instance, or be fewer by then); its result is handed to `fanOut`.
   */
  prepare?(events: readonly StoredEvent[]): Promise<unknown>;
  /** `events` are among those prepared, when the subscriber prepares; `prepared` is what `prepare` answered. */
  fanOut(events: readonly StoredEvent[], em: EntityManager, prepared?: unknown): Promise<void>;
  /** Deletes the records of that work once they are past their retention (run about once a minute). */
  prune?(now: Date): Promise<void>;
}

export interface EventDispatcherOptions {
  orm: MikroORM;
  subscribers: readonly EventSubscriber[];
  logger: Logger;
  intervalMs: number;
  /** How long dispatched events are kept. */
  retentionMs: number;
  /** Called after a batch committed (to wake the job workers). */
  afterCommit?: () => void;
  batchSize?: number;
}

const DEFAULT_BATCH = 200;
const PRUNE_EVERY_MS = 60_000;
/** The longest wait between two looks at an outbox found empty. */
const IDLE_LOOK_MS = 1000;

export class EventDispatcher {
  private readonly task: PeriodicTask;
  private lastPruneMs = 0;
  /** Looks in a row that found the outbox empty. */
  private emptyLooks = 0;
  private nextLookMs = 0;
  private woken = false;
  private wakeScheduled = false;
  /** When the last look that found events began (ms since the epoch). */
  private lastBatchMs = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: EventDispatcherOptions) {
    this.task = new PeriodicTask(
      { name: 'event dispatch', intervalMs: options.intervalMs, runAtStart: true, logger: options.logger },
      () => this.drain(),
    );
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** Dispatches until the outbox is empty (one pass at a time). */
  runPass(): Promise<void> {
    this.woken = true;
    return this.task.runPass();
  }

  /**
   * Events were written: look at the outbox now, or `intervalMs` after the last look that found
   * events if that is later. Wakes until then share one pass; one that comes while a pass runs
   * makes the next timed pass look (the events written meanwhile then go together).
   */
  wake(): void {
    this.woken = true;
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    const look = () => {
      this.wakeScheduled = false;
      void this.task.runPass();
    };
    const wait = this.lastBatchMs + this.options.intervalMs - Date.now();
    if (wait > 0) setTimeout(look, wait).unref();
    else setImmediate(look);
  }

  private async drain(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPruneMs >= PRUNE_EVERY_MS) {
      this.lastPruneMs = now;
      await pruneDispatchedEvents(this.options.orm.em.getConnection(), new Date(now - this.options.retentionMs));
      for (const subscriber of this.options.subscribers) await subscriber.prune?.(new Date(now));
    }
    if (!this.woken && now < this.nextLookMs) return;
    this.woken = false;
    const size = this.options.batchSize ?? DEFAULT_BATCH;
    const { subscribers } = this.options;
    const preparing = subscribers.some((s) => s.prepare !== undefined);
    const connection = this.options.orm.em.getConnection();
    // with subscribers that prepare, the first batch read is the look (one statement, not two)
    const firstPeek = preparing ? await peekEvents(connection, size) : null;
    if (firstPeek ? firstPeek.length === 0 : !(await hasUndispatchedEvents(connection))) {
      this.emptyLooks = Math.min(this.emptyLooks + 1, 16);
      const wait = Math.min(this.options.intervalMs * 2 ** this.emptyLooks, IDLE_LOOK_MS);
      this.nextLookMs = now + Math.max(wait, this.options.intervalMs);
      return;
    }
    this.emptyLooks = 0;
    this.nextLookMs = 0;
    this.lastBatchMs = now;
    for (let first = true; ; first = false) {
      const peeked = preparing ? (first ? firstPeek : await peekEvents(connection, size)) : null;
      if (peeked && peeked.length === 0) return;
      const prepared = peeked ? await Promise.all(subscribers.map((s) => s.prepare?.(peeked))) : [];
      const taken = await this.options.orm.em.fork().transactional(async (em) => {
        const events = await takeEvents(
          em,
          size,
          peeked?.map((e) => e.seq),
        );
        if (events.length > 0)
          for (const [i, subscriber] of subscribers.entries()) await subscriber.fanOut(events, em, prepared[i]);
        return events.length;
      });
      if (taken > 0) this.options.afterCommit?.();
      // fewer than a batch, or none taken because another instance holds them: wait for the next pass
      if (taken === 0 || (peeked ? peeked.length : taken) < size) return;
    }
  }
}
