// Gives the records of collections written before stores kept texts their texts, and so their
// keyword index entries (the data migration of hybrid search; no record is embedded again). One
// pass walks the accounts' collections, asks each (store, collection) once for records without
// a text, and fills them from the service's own records in batches. A pair found complete is not
// asked again by this process: every write since carries its text. Stores that cannot keep texts
// for an old collection (Milvus) answer none. Runs at start and then periodically, so a store
// that was unreachable is filled later; filling twice is harmless (records with a text are left
// alone).
import type { Logger } from '../../platform/logger.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import type { MemoriesRepository } from './memories.repository.js';
import type { VectorStore } from './vector-store/vector-store.js';

export interface KeywordBackfillDeps {
  memories: MemoriesRepository;
  storeOf: (accountId: string) => Promise<VectorStore>;
  logger: Logger;
  intervalMs?: number;
}

const BATCH = 200;
const COLLECTION_PAGE = 500;

export class KeywordBackfill {
  private readonly task: PeriodicTask;
  /** (store, collection) pairs found complete. */
  private readonly complete = new Map<VectorStore, Set<string>>();

  constructor(private readonly deps: KeywordBackfillDeps) {
    this.task = new PeriodicTask(
      { name: 'keyword backfill', intervalMs: deps.intervalMs ?? 10 * 60_000, runAtStart: true, logger: deps.logger },
      async () => {
        await this.runOnce();
      },
    );
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass over every collection; answers how many records it gave their texts. */
  async runOnce(): Promise<number> {
    let filled = 0;
    let after: { accountId: string; name: string } | null = null;
    for (;;) {
      const page = await this.deps.memories.collections(after, COLLECTION_PAGE);
      for (const { accountId, name } of page) {
        const store = await this.deps.storeOf(accountId);
        const done = this.complete.get(store) ?? new Set<string>();
        this.complete.set(store, done);
        if (done.has(name)) continue;
        try {
          await store.ensureCollection(name);
          filled += await this.fill(store, name);
          done.add(name);
        } catch (err) {
          this.deps.logger.warn('records of a collection could not be given their texts; trying again later', {
            collection: name,
            reason: (err as Error).message,
          });
        }
      }
      if (page.length < COLLECTION_PAGE) break;
      after = page[page.length - 1]!;
    }
    if (filled > 0) this.deps.logger.info('records given their texts for the keyword index', { records: filled });
    return filled;
  }

  /** Fills one collection of one store (every account in it); stops when a batch finds no text to give. */
  private async fill(store: VectorStore, collection: string): Promise<number> {
    let filled = 0;
    for (;;) {
      const missing = await store.textless(collection, BATCH);
      if (missing.length === 0) return filled;
      const idsByAccount = new Map<string, string[]>();
      for (const m of missing) idsByAccount.set(m.accountId, [...(idsByAccount.get(m.accountId) ?? []), m.id]);
      const texts = [];
      for (const [accountId, ids] of idsByAccount) {
        const found = await this.deps.memories.findWritten(accountId, collection, ids, true);
        texts.push(...found.map((r) => ({ id: r.id, accountId, text: r.text })));
      }
      // Records the service no longer knows (forgotten between the two steps) keep no text; the pass ends.
      if (texts.length === 0) return filled;
      await store.addTexts(collection, texts);
      filled += texts.length;
      if (texts.length < missing.length) return filled;
    }
  }
}
