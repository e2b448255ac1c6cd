// Runs TEXT_REGEX matches in a small pool of worker threads, each with its own RE2 engine, under
// a time budget per match and a cap on the text matched.
//
// Why: RE2 is linear in the text, but the factor is the size of the pattern's program, and a
// caller controls both. `[ab]*a[ab]{200}c` over 300 KB of a's and b's took 33 s on the request
// thread, and every other request of every account waited for it. Here the match runs in a
// thread; the main thread only keeps time. When a match outlasts its budget, the pool ends that
// thread (V8 stops WebAssembly too), answers `over-budget`, and starts a replacement; the other
// threads go on meanwhile. A thread is given work only once its engine has loaded, so loading
// never counts against a budget.
//
// The same threads check whether a pattern compiles (`check`, when a trigger is saved): building
// a large program takes long, and is never done on the request thread. A check's budget counts
// its compiling; a match's budget starts once its pattern is compiled (the worker says so).
//
// Only the first `maxTextLength` characters of a text are matched (MAX_MATCHED_TEXT by default):
// the rest is not looked at, so `$` anchors at the end of the part matched.
//
// The queue is bounded (`maxQueued` waiting matches in all; beyond, `queue-full` at once) and fair:
// waiting matches are kept per key (the account) and served in turn, one per key, so an account
// that queues many slow matches delays another account's match by at most one match per thread.
//
// Every thread runs at the lowest CPU priority (threads.ts), so matching takes only CPU that the
// request thread, the model and the database leave idle. The budget is therefore CPU time, read
// from the thread's scheduler statistics (Linux; wall-clock time elsewhere): on a busy machine a
// low-priority thread may wait long for the CPU, and an honest pattern must not fail for that.
// A match that has not finished after `wallCeilingMs` of wall-clock time is stopped all the same,
// so that a thread is never held for ever; that is not counted against the account. And an account whose matches ran out of
// their budget `overrunsPerKeyPerMinute` times in the last minute has its further matches answered
// `over-budget` at once, without running, until the oldest of those overruns is a minute old: one
// account can keep at most that many budgets of CPU a minute busy with patterns that never finish.
import type { Worker } from 'node:worker_threads';
import { siblingModule, startThread, threadCpuMs } from '../threads.js';
import type { RegexJob, RegexWorkerMessage } from './regex-pool.worker.js';

/** Characters of a text that a pattern is matched against; the rest is not looked at. */
export const MAX_MATCHED_TEXT = 65_536;

export type RegexMatch =
  | { outcome: 'match' | 'no-match'; elapsedMs: number }
  /** over-budget: the match was stopped; queue-full: it never ran; error: the pattern could not run. */
  | { outcome: 'over-budget' | 'queue-full' | 'error'; elapsedMs: number; message: string };

/** Whether a pattern compiles, checked off the calling thread under the same budget as a match. */
export type RegexCheck =
  | { outcome: 'compiles' }
  /** RE2's reason. */
  | { outcome: 'does-not-compile'; reason: string }
  | { outcome: 'over-budget' | 'queue-full' | 'error'; message: string };

/** Matches patterns against texts off the calling thread. */
export interface RegexMatcher {
  /** Whether `pattern` matches `text` (its first MAX_MATCHED_TEXT characters); `key` groups matches for fairness (the account). */
  match(pattern: string, text: string, key?: string): Promise<RegexMatch>;
  /**
   * Whether `pattern` compiles. Compiling a large program takes long (`\p{L}{10}` about 0.4 s),
   * so it is never done on the request thread; a match does not count its compiling.
   */
  check(pattern: string, key?: string): Promise<RegexCheck>;
  /** The time budget of one match, in milliseconds (for messages). */
  readonly budgetMs: number;
  /** Milliseconds until the matches of `key` run again after too many overruns (0: they run now). */
  pausedForMs(key: string): number;
}

export interface RegexPoolOptions {
  /** Worker threads. */
  threads: number;
  /** Longest time one match may run before its thread is ended. */
  budgetMs: number;
  /** Matches that may wait for a thread, in all. */
  maxQueued: number;
  /** Characters of a text that are matched. */
  maxTextLength?: number;
  /** Overruns of one key in a minute after which its matches are refused until the oldest is a minute old. */
  overrunsPerKeyPerMinute?: number;
  /** Wall-clock time after which a match is stopped whatever CPU it used (default WALL_CEILING_BUDGETS budgets). */
  wallCeilingMs?: number;
  /** CPU milliseconds a thread has run, by its operating-system id (tests replace it). */
  threadCpuMs?: (osThreadId: number) => number | null;
}

const workerFile = siblingModule(import.meta.url, 'regex-pool.worker');
/** A thread's JavaScript heap (the engine's own 16 MB heap is WebAssembly memory, apart). */
const HEAP_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };
/** Wait before a thread that failed to start is started again. */
const RESTART_DELAY_MS = 1000;
/** The window of the overrun count per key. */
const OVERRUN_WINDOW_MS = 60_000;
const DEFAULT_OVERRUNS_PER_KEY_PER_MINUTE = 4;
/** Keys with recent overruns kept before the stale ones are dropped. */
const MAX_TRACKED_KEYS = 10_000;
/** The default wall-clock ceiling of a match, in budgets. */
const WALL_CEILING_BUDGETS = 20;
/** Shortest wait before a match's CPU time is read again. */
const MIN_RECHECK_MS = 5;

/** What a job answers: a match's outcome, or a check's RE2 reason. */
type JobOutcome = RegexMatch | { outcome: 'does-not-compile'; elapsedMs: number; message: string };

interface Waiting {
  key: string;
  pattern: string;
  /** null: a check. */
  text: string | null;
  resolve: (outcome: JobOutcome) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** The thread's operating-system id, by which its CPU time is read (null: wall-clock budgets). */
  osThreadId: number | null;
  job: {
    id: number;
    waiting: Waiting;
    timer: NodeJS.Timeout;
    startedAt: number;
    /** When the budget started: the job's start, or for a match the moment its pattern was compiled. */
    budgetFrom: number;
    cpuAtStartMs: number | null;
  } | null;
}

/** The first `max` characters of `text`, not cutting a surrogate pair in two. */
export function matchedPart(text: string, max: number = MAX_MATCHED_TEXT): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

export class RegexPool implements RegexMatcher {
  private readonly slots: Slot[] = [];
  /** Waiting matches by key; the key served last moves to the end. */
  private readonly waiting = new Map<string, Waiting[]>();
  private waitingCount = 0;
  private nextId = 1;
  private closed = false;
  private replaced = 0;
  private restartTimer: NodeJS.Timeout | null = null;
  /** When each key's recent matches ran out of their budget (oldest first). */
  private readonly overruns = new Map<string, number[]>();

  constructor(private readonly options: RegexPoolOptions) {}

  get budgetMs(): number {
    return this.options.budgetMs;
  }

  /** Threads ready, matches running and waiting, and threads replaced after an overrun or a failure. */
  get stats(): { ready: number; running: number; waiting: number; replaced: number } {
    return {
      ready: this.slots.filter((s) => s.ready).length,
      running: this.slots.filter((s) => s.job !== null).length,
      waiting: this.waitingCount,
      replaced: this.replaced,
    };
  }

  match(pattern: string, text: string, key = ''): Promise<RegexMatch> {
    return this.submit(pattern, text, key) as Promise<RegexMatch>;
  }

  async check(pattern: string, key = ''): Promise<RegexCheck> {
    const outcome = await this.submit(pattern, null, key);
    switch (outcome.outcome) {
      case 'match':
      case 'no-match':
        return { outcome: 'compiles' };
      case 'does-not-compile':
        return { outcome: 'does-not-compile', reason: outcome.message };
      default:
        return { outcome: outcome.outcome, message: outcome.message };
    }
  }

  private submit(pattern: string, text: string | null, key: string): Promise<JobOutcome> {
    if (this.closed)
      return Promise.resolve({ outcome: 'error', elapsedMs: 0, message: 'the regular-expression pool is closed' });
    if (this.waitingCount >= this.options.maxQueued) {
      return Promise.resolve({
        outcome: 'queue-full',
        elapsedMs: 0,
        message: `the regular-expression queue is full (${this.options.maxQueued} matches waiting); try again shortly`,
      });
    }
    const pausedForMs = this.pausedForMs(key);
    if (pausedForMs > 0) {
      const limit = this.overrunLimit;
      return Promise.resolve({
        outcome: 'over-budget',
        elapsedMs: 0,
        message: `matching was not run: this account's patterns ran out of their time budget of ${this.options.budgetMs} ms ${limit} times in the last minute, so its matches are paused for ${Math.ceil(pausedForMs / 1000)} s; simplify the pattern or match shorter texts`,
      });
    }
    if (this.slots.length === 0) for (let i = 0; i < this.options.threads; i++) this.slots.push(this.spawn());
    return new Promise<JobOutcome>((resolve) => {
      const list = this.waiting.get(key);
      const entry = {
        key,
        pattern,
        text: text === null ? null : matchedPart(text, this.options.maxTextLength),
        resolve,
      };
      if (list) list.push(entry);
      else this.waiting.set(key, [entry]);
      this.waitingCount += 1;
      this.pump();
    });
  }

  /** Ends every thread; waiting matches answer `error`. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.failWaiting('the regular-expression pool is closed');
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.job) {
        clearTimeout(slot.job.timer);
        slot.job.waiting.resolve({
          outcome: 'error',
          elapsedMs: performance.now() - slot.job.startedAt,
          message: 'the regular-expression pool is closed',
        });
      }
    }
    await Promise.all(slots.map((s) => this.end(s.worker)));
  }

  private spawn(): Slot {
    const worker = startThread(workerFile, null, { resourceLimits: HEAP_LIMITS, lowPriority: true });
    worker.unref();
    const slot: Slot = { worker, ready: false, osThreadId: null, job: null };
    worker.on('message', (message: RegexWorkerMessage) => {
      if (message.kind === 'ready') {
        slot.ready = true;
        slot.osThreadId = message.osThreadId;
        this.pump();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if (message.kind === 'compiled') {
        // the match's budget starts now: its CPU time is read from here
        clearTimeout(job.timer);
        job.budgetFrom = performance.now();
        job.cpuAtStartMs = this.cpuMsOf(slot);
        job.timer = setTimeout(() => this.checkBudget(slot, job.id), this.options.budgetMs);
        return;
      }
      clearTimeout(job.timer);
      slot.job = null;
      const elapsedMs = performance.now() - job.startedAt;
      job.waiting.resolve(
        message.kind === 'result'
          ? { outcome: message.matched ? 'match' : 'no-match', elapsedMs }
          : message.kind === 'checked'
            ? message.reason === null
              ? { outcome: 'no-match', elapsedMs }
              : { outcome: 'does-not-compile', elapsedMs, message: message.reason }
            : { outcome: 'error', elapsedMs, message: message.message },
      );
      this.pump();
    });
    worker.on('error', (err) => this.failed(slot, `the regular-expression thread failed: ${err.message}`));
    worker.on('exit', (code) => this.failed(slot, `the regular-expression thread ended (exit code ${code})`));
    return slot;
  }

  /** Gives waiting matches to idle threads. */
  private pump(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.job) continue;
      const next = this.nextWaiting();
      if (!next) return;
      const id = this.nextId++;
      // a check's budget runs from now; a match's from when its pattern is compiled (the pattern
      // passed its check, so compiling it is bounded): until then only the wall-clock ceiling
      const timer = setTimeout(
        () => this.checkBudget(slot, id),
        next.text === null ? this.options.budgetMs : this.wallCeilingMs,
      );
      const now = performance.now();
      slot.job = { id, waiting: next, timer, startedAt: now, budgetFrom: now, cpuAtStartMs: this.cpuMsOf(slot) };
      slot.worker.postMessage({ id, pattern: next.pattern, text: next.text } satisfies RegexJob);
    }
  }

  /** The oldest match of the key whose turn it is; that key then goes to the end of the turn. */
  private nextWaiting(): Waiting | undefined {
    const first = this.waiting.entries().next();
    if (first.done) return undefined;
    const [key, list] = first.value;
    const next = list.shift()!;
    this.waiting.delete(key);
    if (list.length > 0) this.waiting.set(key, list);
    this.waitingCount -= 1;
    return next;
  }

  private get wallCeilingMs(): number {
    return this.options.wallCeilingMs ?? this.options.budgetMs * WALL_CEILING_BUDGETS;
  }

  private get overrunLimit(): number {
    return this.options.overrunsPerKeyPerMinute ?? DEFAULT_OVERRUNS_PER_KEY_PER_MINUTE;
  }

  pausedForMs(key: string): number {
    const times = this.overruns.get(key);
    if (!times) return 0;
    const now = performance.now();
    while (times.length > 0 && now - times[0]! >= OVERRUN_WINDOW_MS) times.shift();
    if (times.length === 0) this.overruns.delete(key);
    return times.length >= this.overrunLimit ? times[0]! + OVERRUN_WINDOW_MS - now : 0;
  }

  private recordOverrun(key: string): void {
    const now = performance.now();
    if (!this.overruns.has(key) && this.overruns.size >= MAX_TRACKED_KEYS) {
      for (const [k, times] of this.overruns)
        if (now - times[times.length - 1]! >= OVERRUN_WINDOW_MS) this.overruns.delete(k);
    }
    const times = this.overruns.get(key) ?? [];
    times.push(now);
    if (times.length > this.overrunLimit) times.shift();
    this.overruns.set(key, times);
  }

  private cpuMsOf(slot: Slot): number | null {
    return slot.osThreadId === null ? null : (this.options.threadCpuMs ?? threadCpuMs)(slot.osThreadId);
  }

  /** The budget's time has passed on the wall clock: stops the match if it used its CPU budget (or the ceiling passed), else looks again when it could have. */
  private checkBudget(slot: Slot, id: number): void {
    const job = slot.job;
    if (!job || job.id !== id) return;
    const { budgetMs } = this.options;
    const wallMs = performance.now() - job.budgetFrom;
    const ceilingMs = this.wallCeilingMs;
    const cpuNowMs = job.cpuAtStartMs === null ? null : this.cpuMsOf(slot);
    const usedMs = cpuNowMs === null ? wallMs : cpuNowMs - job.cpuAtStartMs!;
    if (usedMs >= budgetMs) return this.overrun(slot, `matching ran out of its time budget of ${budgetMs} ms`, true);
    if (wallMs >= ceilingMs)
      return this.overrun(
        slot,
        `matching did not finish within ${ceilingMs} ms while the service was busy; try again later`,
        false,
      );
    // a thread runs at most as fast as the wall clock, so the budget cannot run out sooner than this
    job.timer = setTimeout(
      () => this.checkBudget(slot, id),
      Math.max(MIN_RECHECK_MS, Math.min(budgetMs - usedMs, ceilingMs - wallMs)),
    );
  }

  private overrun(slot: Slot, message: string, counted: boolean): void {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    if (counted) this.recordOverrun(job.waiting.key);
    job.waiting.resolve({ outcome: 'over-budget', elapsedMs: performance.now() - job.startedAt, message });
    this.replace(slot, false);
  }

  /** The thread ended or failed on its own: its match answers `error` and the thread is replaced. */
  private failed(slot: Slot, message: string): void {
    if (!this.slots.includes(slot)) return;
    const job = slot.job;
    slot.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.waiting.resolve({ outcome: 'error', elapsedMs: performance.now() - job.startedAt, message });
    }
    if (!slot.ready) {
      // it never loaded: waiting matches would wait for ever if every thread fails the same way
      this.failWaiting(message);
      this.replace(slot, true);
      return;
    }
    this.replace(slot, false);
  }

  private replace(slot: Slot, delayed: boolean): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.replaced += 1;
    void this.end(slot.worker);
    if (!delayed) {
      this.slots[index] = this.spawn();
      return;
    }
    this.slots.splice(index, 1);
    this.restartTimer ??= setTimeout(() => {
      this.restartTimer = null;
      if (this.closed) return;
      while (this.slots.length < this.options.threads) this.slots.push(this.spawn());
    }, RESTART_DELAY_MS);
    this.restartTimer.unref();
  }

  private async end(worker: Worker): Promise<void> {
    worker.removeAllListeners();
    worker.on('error', () => {}); // an ended thread has nothing more to say
    await worker.terminate();
  }

  private failWaiting(message: string): void {
    for (const list of this.waiting.values())
      for (const w of list) w.resolve({ outcome: 'error', elapsedMs: 0, message });
    this.waiting.clear();
    this.waitingCount = 0;
  }
}
