// Gathers concurrent calls into one call of a batch function. While the batch function is idle,
// the first item waits at most `maxWaitMs` for company; while it is busy, items queue and go
// together as soon as it is free. A batch holds at most `maxBatch` units (an item's size is its
// number of units; an item larger than maxBatch goes alone). One batch runs at a time. With
// `keyOf`, a batch holds at most one item of a key: a second one waits, in its place in the
// queue, for a later batch. With `retryAlone`, a failed batch of several items is tried again
// item by item, so that one item the batch function cannot take fails alone. With `ownerOf`,
// owners take turns: a batch takes every owner's first waiting item before anyone's second, in
// the order they came, so one owner's thousand queued items delay another's one by a batch at
// most, not by a thousand items. With `classOf`, items of different classes (for example short
// and long texts) never share a batch, and while several classes wait, batches take turns
// between them: a short item waits for the batch running, not for a batch of long ones after it.

export interface MicroBatcherOptions<I> {
  maxBatch: number;
  maxWaitMs: number;
  sizeOf?: (item: I) => number;
  keyOf?: (item: I) => string;
  /** Who waits on an item (for example an account): owners take turns. */
  ownerOf?: (item: I) => string | undefined;
  /** Which items may share a batch (those of one class); classes take turns. */
  classOf?: (item: I) => number;
  retryAlone?: boolean;
}

interface Pending<I, O> {
  item: I;
  size: number;
  kind: number;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export class MicroBatcher<I, O> {
  private queue: Pending<I, O>[] = [];
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly sizeOf: (item: I) => number;
  /** The class of the last batch sent (classOf). */
  private lastKind: number | undefined;
  /** Batches run and items served, for the benchmark's report. */
  readonly stats = { batches: 0, items: 0 };

  constructor(
    private readonly runBatch: (items: I[]) => Promise<O[]>,
    private readonly options: MicroBatcherOptions<I>,
  ) {
    if (!(options.maxBatch >= 1) || !(options.maxWaitMs >= 0))
      throw new RangeError('maxBatch must be at least 1 and maxWaitMs at least 0');
    this.sizeOf = options.sizeOf ?? (() => 1);
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, size: this.sizeOf(item), kind: this.options.classOf?.(item) ?? 0, resolve, reject });
      this.schedule();
    });
  }

  private queuedUnits(): number {
    return this.queue.reduce((sum, p) => sum + p.size, 0);
  }

  private schedule(): void {
    if (this.running || this.queue.length === 0) return;
    if (this.queuedUnits() >= this.options.maxBatch || this.options.maxWaitMs === 0) {
      this.flush();
      return;
    }
    this.timer ??= setTimeout(() => this.flush(), this.options.maxWaitMs);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running || this.queue.length === 0) return;
    this.takeTurns();
    const kind = this.kindToSend();
    this.lastKind = kind;
    const batch: Pending<I, O>[] = [];
    const later: Pending<I, O>[] = [];
    const keys = new Set<string>();
    let units = 0;
    let scanned = 0;
    for (; scanned < this.queue.length; scanned++) {
      const next = this.queue[scanned]!;
      const key = this.options.keyOf?.(next.item);
      if (next.kind !== kind || (key !== undefined && keys.has(key))) {
        later.push(next);
        continue;
      }
      if (batch.length > 0 && units + next.size > this.options.maxBatch) break;
      batch.push(next);
      units += next.size;
      if (key !== undefined) keys.add(key);
    }
    // what was passed over keeps its place, before what was not reached
    this.queue = later.concat(this.queue.slice(scanned));
    this.running = true;
    this.stats.batches += 1;
    this.stats.items += batch.length;
    void this.settle(batch).finally(() => {
      this.running = false;
      // Whatever queued meanwhile has already waited: send it now.
      if (this.queue.length > 0) this.flush();
    });
  }

  /** The class of the next batch: the first waiting item's, or while several wait, the next after the last sent. */
  private kindToSend(): number {
    const head = this.queue[0]!.kind;
    if (this.lastKind === undefined || !this.options.classOf) return head;
    const waiting = [...new Set(this.queue.map((p) => p.kind))].sort((a, b) => a - b);
    if (waiting.length < 2) return head;
    return waiting.find((k) => k > this.lastKind!) ?? waiting[0]!;
  }

  /** Orders the queue by owners' turns: each owner's n-th waiting item before anyone's n+1-th, then by arrival. */
  private takeTurns(): void {
    const ownerOf = this.options.ownerOf;
    if (!ownerOf || this.queue.length < 2) return;
    const turns = new Map<string | undefined, number>();
    const ranked = this.queue.map((pending, arrival) => {
      const owner = ownerOf(pending.item);
      const turn = turns.get(owner) ?? 0;
      turns.set(owner, turn + 1);
      return { pending, turn, arrival };
    });
    if (turns.size < 2) return;
    ranked.sort((a, b) => a.turn - b.turn || a.arrival - b.arrival);
    ranked.forEach((r, i) => (this.queue[i] = r.pending));
  }

  private async settle(batch: Pending<I, O>[]): Promise<void> {
    try {
      const outputs = await this.runBatch(batch.map((p) => p.item));
      if (outputs.length !== batch.length)
        throw new Error(`the batch function returned ${outputs.length} results for ${batch.length} items`);
      batch.forEach((p, i) => p.resolve(outputs[i]!));
    } catch (err) {
      if (!this.options.retryAlone || batch.length === 1) {
        batch.forEach((p) => p.reject(err));
        return;
      }
      for (const pending of batch) await this.settle([pending]);
    }
  }
}
