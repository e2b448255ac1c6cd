// The edge agent: keeps the device's memories in a LocalStore, sends a heartbeat every interval,
// and syncs with the cloud through the device sync protocol (sync-round.ts, whose design notes
// say why a retry never duplicates anything).
//
// When it syncs: the heartbeat answer says `sync_required`, the service handed over a `sync`
// command, memories wait to be pushed (a backlog), or the pull interval has passed; a failed
// heartbeat still lets the device's own reasons count. A command's direction narrows the
// agent's own and its `force` pulls the whole feed again from its start. A command's
// collections do not narrow the pull: the cursor is one position for all of the agent's
// collections, and a narrower pull that saved it would skip the other collections' changes.
// Syncs never overlap: one asked for while another runs waits for it.
//
// Design notes, commands: the service repeats a job's `sync` command in every heartbeat answer
// until the device has synced since it was handed over and reports nothing left to push, so a
// lost answer only delays it. On a command the agent therefore always makes at least one sync
// request: in the command's direction, or in its own when they have nothing in common (a
// push-only agent told to pull still pushes), and a push with an empty backlog when nothing
// else would reach the service (sync-round.ts). Doing a command again is harmless; only its
// full pull is done once per job, later repeats pull from the saved cursor.
import { sleep } from './backoff.js';
import type { LocalMemory, LocalStore, NewMemory } from './local-store.js';
import { silentLogger, type AgentLogger } from './log.js';
import type { DevicePendingCommand, HeartbeatResponse, SyncDirection } from './sdk.js';
import { describeError, type SyncClient } from './sync-client.js';
import { emptyReport, narrowed, pulls, pushes, syncRound, type SyncReport } from './sync-round.js';
import type { Vitals } from './vitals.js';

export type { AgentLogger } from './log.js';
export type { SyncReport } from './sync-round.js';
export { narrowed } from './sync-round.js';

export interface EdgeAgentOptions {
  client: SyncClient;
  store: LocalStore;
  direction?: SyncDirection;
  /** Collections to pull; null or absent for all of the account's. */
  pullCollections?: readonly string[] | null;
  heartbeatIntervalMs?: number;
  /** How often to pull when nothing else asks for a sync. */
  pullIntervalMs?: number;
  pushBatchSize?: number;
  pullPageSize?: number;
  readVitals?: () => Vitals | Promise<Vitals>;
  logger?: AgentLogger;
}

export interface SyncRequest {
  direction?: SyncDirection;
  /** Pull the whole feed from its start instead of from the saved cursor. */
  fullPull?: boolean;
  /** The sync job of a `sync` command: the round must reach the service, even with nothing to move. */
  jobId?: string;
}

export interface AgentCounters {
  heartbeats: number;
  heartbeatFailures: number;
  syncs: number;
  failedSyncs: number;
  syncCommands: number;
  pushed: number;
  acknowledged: number;
  existing: number;
  dropped: number;
  rejected: number;
  pulledChanges: number;
}

const SYNC_DIRECTIONS: readonly SyncDirection[] = ['push', 'pull', 'both'];

export class EdgeAgent {
  readonly counters: AgentCounters = {
    heartbeats: 0,
    heartbeatFailures: 0,
    syncs: 0,
    failedSyncs: 0,
    syncCommands: 0,
    pushed: 0,
    acknowledged: 0,
    existing: 0,
    dropped: 0,
    rejected: 0,
    pulledChanges: 0,
  };
  readonly direction: SyncDirection;
  readonly pullCollections: readonly string[] | null;
  private readonly heartbeatIntervalMs: number;
  private readonly pullIntervalMs: number;
  private readonly logger: AgentLogger;
  /** Aborted by stop(): ends waits and requests in flight. */
  private lifetime = new AbortController();
  private loop: Promise<void> | null = null;
  private syncing: Promise<unknown> = Promise.resolve();
  private lastPullAtMs: number | null = null;
  /** The job whose full pull got to the end: its repeated commands pull from the cursor. */
  private fullPullDoneFor: string | null = null;

  constructor(private readonly options: EdgeAgentOptions) {
    this.direction = options.direction ?? 'both';
    this.pullCollections = options.pullCollections ?? null;
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? 30_000;
    this.pullIntervalMs = options.pullIntervalMs ?? 300_000;
    this.logger = options.logger ?? silentLogger;
  }

  get store(): LocalStore {
    return this.options.store;
  }

  /** Writes a memory on the device; it is pushed at the next sync (not with direction `pull`). */
  remember(memory: NewMemory): Promise<Readonly<LocalMemory>> {
    return this.options.store.remember(memory);
  }

  /** Starts the loop: a tick now, then one every heartbeat interval after the previous ended. */
  start(): void {
    if (this.loop) return;
    const { signal } = this.lifetime;
    this.loop = (async () => {
      while (!signal.aborted) {
        await this.tick();
        await sleep(this.heartbeatIntervalMs, signal).catch(() => undefined);
      }
    })();
  }

  /** Stops the loop and waits for the tick in progress; requests in flight are abandoned (sending them again later is safe). */
  async stop(): Promise<void> {
    this.lifetime.abort(new Error('the agent is stopping'));
    await this.loop;
    await this.syncing;
    this.loop = null;
    this.lifetime = new AbortController();
  }

  /** One heartbeat and the sync it calls for. Never throws: failures are logged, counted and reported. */
  async tick(): Promise<void> {
    const answer = await this.sendHeartbeat();
    const command = this.syncCommandOf(answer);
    const reason = this.syncReason(answer, command);
    if (reason === null || this.lifetime.signal.aborted) return;
    const report = await this.syncOnce(command ?? {});
    this.logger.info('synced', { reason, ...report });
  }

  /** Pushes the backlog, then pulls the changes, as the direction allows. Never throws. */
  syncOnce(request: SyncRequest = {}): Promise<SyncReport> {
    const run = this.syncing.then(() => this.syncNow(request));
    this.syncing = run.catch(() => undefined);
    return run;
  }

  private async syncNow(request: SyncRequest): Promise<SyncReport> {
    const command = request.jobId !== undefined;
    const direction = narrowed(this.direction, request.direction) ?? (command ? this.direction : null);
    if (direction === null) return emptyReport(null);
    const fromStart = request.fullPull === true && (!command || request.jobId !== this.fullPullDoneFor);
    const report = await syncRound(
      {
        client: this.options.client,
        store: this.options.store,
        logger: this.logger,
        signal: this.lifetime.signal,
        pushBatchSize: this.options.pushBatchSize ?? 50,
        pullPageSize: this.options.pullPageSize ?? 100,
        pullCollections: this.pullCollections,
      },
      direction,
      { fromStart, reachService: command },
    );
    if (report.pulledToEnd) this.lastPullAtMs = Date.now();
    if (report.pulledToEnd && fromStart && command) this.fullPullDoneFor = request.jobId!;
    this.count(report);
    return report;
  }

  /** Why this tick syncs, or null when it need not. */
  private syncReason(answer: HeartbeatResponse | null, command: SyncRequest | null): string | null {
    if (command) return 'sync command';
    if (answer?.syncRequired) return `sync required (${answer.syncPriority})`;
    if (pushes(this.direction) && this.options.store.unsynced().length > 0) return 'backlog';
    if (pulls(this.direction) && (this.lastPullAtMs === null || Date.now() - this.lastPullAtMs >= this.pullIntervalMs))
      return 'pull interval';
    return null;
  }

  private async sendHeartbeat(): Promise<HeartbeatResponse | null> {
    const store = this.options.store;
    const vitals = await this.readVitals();
    const { attempts, failures } = this.options.client.takeAttemptCounts();
    try {
      const answer = await this.options.client.heartbeat(
        {
          ...vitals,
          memoriesCount: store.size,
          syncPendingCount: pushes(this.direction) ? store.unsynced().length : 0,
          customMetrics: {
            requests: attempts,
            failed_requests: failures,
            error_rate_pct: attempts === 0 ? 0 : Math.round((failures / attempts) * 1000) / 10,
          },
        },
        this.lifetime.signal,
      );
      this.counters.heartbeats++;
      return answer;
    } catch (error) {
      if (this.lifetime.signal.aborted) return null; // stopping, not a failure of the link
      this.counters.heartbeatFailures++;
      this.logger.warn('heartbeat failed', { error: describeError(error) });
      return null;
    }
  }

  private async readVitals(): Promise<Vitals> {
    try {
      return (await this.options.readVitals?.()) ?? {};
    } catch (error) {
      this.logger.warn('could not read the device vitals', { error: describeError(error) });
      return {};
    }
  }

  /** The request of a `sync` command in the heartbeat answer (repeated until its job completes); other commands are logged. */
  private syncCommandOf(answer: HeartbeatResponse | null): SyncRequest | null {
    let request: SyncRequest | null = null;
    for (const command of answer?.pendingCommands ?? []) {
      if (command.command !== 'sync') {
        this.logger.warn('ignoring a command this agent does not know', { command: command.command });
        continue;
      }
      this.counters.syncCommands++;
      request = syncRequestOf(command);
    }
    return request;
  }

  private count(report: SyncReport): void {
    const c = this.counters;
    c.syncs++;
    if (report.errors.length > 0) c.failedSyncs++;
    c.pushed += report.pushed;
    c.acknowledged += report.acknowledged;
    c.existing += report.existing;
    c.dropped += report.dropped;
    c.rejected += report.rejected;
    c.pulledChanges += report.pulledChanges;
  }
}

function syncRequestOf(command: DevicePendingCommand): SyncRequest {
  const direction = SYNC_DIRECTIONS.find((d) => d === command.args['direction']);
  const jobId = typeof command.args['job_id'] === 'string' ? command.args['job_id'] : '';
  return { ...(direction ? { direction } : {}), fullPull: command.args['force'] === true, jobId };
}
