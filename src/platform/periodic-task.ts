// Background work that runs every so often: one pass at a time (a pass still running when the
// next is due is not doubled), failures logged and retried at the next interval, and stop()
// waits for the pass in progress. The timer never keeps the process alive.
//
// Each task's passes keep a phase of their own within the interval (a random offset before the
// first timed pass): tasks started together with related intervals (5 s, 10 s) would otherwise
// fall on the same instants, and on the embedded database, whose statements run one at a time in
// this thread, their passes would queue up together in front of the requests.
import type { Logger } from './logger.js';

export interface PeriodicTaskOptions {
  /** What the log calls it when a pass fails. */
  name: string;
  intervalMs: number;
  /** Run one pass at start() too, not only after the first interval. */
  runAtStart?: boolean;
  logger: Logger;
}

export class PeriodicTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly options: PeriodicTaskOptions,
    private readonly pass: () => Promise<void>,
  ) {}

  start(): void {
    if (this.timer) return;
    if (this.options.runAtStart) void this.runPass();
    this.timer = setTimeout(() => {
      void this.runPass();
      this.timer = setInterval(() => void this.runPass(), this.options.intervalMs);
      this.timer.unref();
    }, this.options.intervalMs * Math.random());
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass now, unless one is already running (then that one is awaited). */
  runPass(): Promise<void> {
    this.running ??= this.pass()
      .catch((err: unknown) =>
        this.options.logger.warn(`${this.options.name} failed; it runs again later`, {
          error: err instanceof Error ? err.message : String(err),
        }),
      )
      .finally(() => (this.running = null));
    return this.running;
  }
}
