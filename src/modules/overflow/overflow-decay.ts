// Time-based decay of overflow memories (off by default): every OVERFLOW_DECAY_INTERVAL_MS, each
// memory not recalled (or stored) within OVERFLOW_DECAY_IDLE_MS loses OVERFLOW_DECAY_RATE of its
// importance, at most once per interval, with a version and the history event `decayed` like
// force-decay. MEMORY_DECAYED is emitted when the importance falls below
// OVERFLOW_DECAY_THRESHOLD (from at or above it). Instances share the work: each batch claims
// its rows with SKIP LOCKED and re-checks them under the lock.
import type { Logger } from '../../platform/logger.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import type { OverflowMemoriesRepository } from './overflow-memories.repository.js';
import { decayChange } from './overflow.service.js';

export interface OverflowDecaySettings {
  /** How often a pass runs, and the shortest time between two decays of one memory; 0 turns decay off. */
  intervalMs: number;
  rate: number;
  /** A memory recalled or stored within this time is left alone. */
  idleMs: number;
  threshold: number;
}

const BATCH = 200;

export class OverflowDecay {
  private readonly task: PeriodicTask | null;

  constructor(
    private readonly repository: OverflowMemoriesRepository,
    private readonly settings: OverflowDecaySettings,
    logger: Logger,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.task =
      settings.intervalMs > 0
        ? new PeriodicTask({ name: 'overflow decay', intervalMs: settings.intervalMs, logger }, async () => {
            const decayed = await this.runOnce();
            if (decayed > 0) logger.info('overflow memories decayed', { decayed });
          })
        : null;
  }

  start(): void {
    this.task?.start();
  }

  async stop(): Promise<void> {
    await this.task?.stop();
  }

  /** One pass over every idle memory due; answers how many were decayed. */
  async runOnce(): Promise<number> {
    const { rate, threshold, idleMs, intervalMs } = this.settings;
    const at = this.clock();
    const change = decayChange(rate, threshold, 'crossing');
    let total = 0;
    for (;;) {
      const decayed = await this.repository.decayIdle({
        idleBefore: new Date(at.getTime() - idleMs),
        decayedBefore: new Date(at.getTime() - Math.max(intervalMs, 1) + 1),
        limit: BATCH,
        change,
        at,
      });
      total += decayed;
      if (decayed < BATCH) return total;
    }
  }
}
