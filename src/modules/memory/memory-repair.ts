// Finishes memory writes whose process died between taking the record and writing the vector:
// each record left 'pending' longer than the grace time is embedded again and written (an
// upsert, so a vector that did arrive is simply replaced), then marked written. A record that
// can never be written (its collection has the wrong shape, its store is not supported) is
// removed. Runs at start and then periodically; several instances may run it at once.
import type { Logger } from '../../platform/logger.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import type { Embedder } from '../embedding/embedder.js';
import type { MemoriesRepository } from './memories.repository.js';
import { VectorStoreError, type VectorStore } from './vector-store/vector-store.js';

export interface MemoryRepairDeps {
  memories: MemoriesRepository;
  embedder: Embedder;
  storeOf: (accountId: string) => Promise<VectorStore>;
  logger: Logger;
  /** How long a write may stay pending before it is taken for dead (default 30 s). */
  graceMs?: number;
  /** How often to look (default 60 s). */
  intervalMs?: number;
}

const BATCH = 100;

export class MemoryRepair {
  private readonly task: PeriodicTask;

  constructor(private readonly deps: MemoryRepairDeps) {
    this.task = new PeriodicTask(
      { name: 'memory repair', intervalMs: deps.intervalMs ?? 60_000, runAtStart: true, logger: deps.logger },
      async () => {
        const repaired = await this.runOnce();
        if (repaired > 0) this.deps.logger.info('memory writes repaired', { repaired });
      },
    );
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; answers how many records it settled (written or removed). */
  async runOnce(graceMs = this.deps.graceMs ?? 30_000): Promise<number> {
    const pending = await this.deps.memories.pendingOlderThan(graceMs, BATCH);
    let settled = 0;
    for (const memory of pending) {
      try {
        const prepared = await this.deps.embedder.prepare(memory.text, memory.accountId);
        const [vector] = await this.deps.embedder.embed([prepared]);
        const store = await this.deps.storeOf(memory.accountId);
        await store.ensureCollection(memory.collection);
        await store.upsert(memory.collection, [
          {
            id: memory.id,
            accountId: memory.accountId,
            vector: vector!,
            category: memory.category,
            importance: memory.importance,
            createdAt: memory.createdAt,
            userId: memory.userId,
            text: memory.text,
          },
        ]);
        await this.deps.memories.markRepaired(memory, this.deps.embedder.variant);
        settled++;
      } catch (err) {
        if (err instanceof VectorStoreError && err.reason !== 'unavailable') {
          await this.deps.memories.remove(memory.id);
          settled++;
          this.deps.logger.warn('a pending memory cannot be written and was removed', {
            memory_id: memory.id,
            reason: err.message,
          });
        }
        // Unavailable stores and anything else: left pending for the next pass.
      }
    }
    return settled;
  }
}
