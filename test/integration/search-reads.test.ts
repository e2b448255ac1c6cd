// A search reads its hits' records and records their MEMORY_RECALLED events in one statement:
// an event is recorded only for a record that is found written, in the account and collection,
// whatever text the store answered as an id.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryEvents } from '../../src/modules/events/memory-events.js';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { MemoriesRepository, type NewMemoryRecord } from '../../src/modules/memory/memories.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';

describe.each(engines)('the reads of a search on $label', (engine) => {
  const database = useDatabase(engine);

  it('record an event for each record found written, and none for the others', async () => {
    const orm = database().db.orm;
    const memories = new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm));
    const { accountId } = await newLiveCaller(orm, 'reads');
    const other = await newLiveCaller(orm, 'reads-other');
    const record = (owner: string, text: string): NewMemoryRecord => ({
      id: `mem_${randomBytes(8).toString('hex')}`,
      accountId: owner,
      collection: 'notes',
      text,
      category: 'fact',
      importance: 0.5,
      metadata: {},
      createdAt: new Date(),
      embeddingVariant: 'fp32',
    });
    const written = record(accountId, 'The boiler was serviced in March.');
    const pending = record(accountId, 'The roof was inspected in April.');
    const othersWritten = record(other.accountId, 'The garden was replanted in May.');
    await memories.insertPendingAll([written, pending, othersWritten]);
    await memories.markWritten(written);
    await memories.markWritten(othersWritten);

    const recalled = (id: string, score: number) =>
      memoryEvents.recalled(accountId, {
        memoryId: id,
        collection: 'notes',
        score,
        query: 'when',
        operation: 'search',
      });
    // ids as a store answers them; a user's own vector database may answer any text
    const hits: [string, number][] = [
      [written.id, 0.9],
      [pending.id, 0.8],
      [othersWritten.id, 0.7],
      ["mem_unknown?' or true --", 0.6],
    ];
    const found = await memories.findWrittenRecordingReads(
      accountId,
      'notes',
      hits.map(([id]) => id),
      hits.map(([id, score]) => recalled(id, score)),
    );

    expect(found.map((r) => r.id)).toEqual([written.id]);
    const events = await orm.em
      .getConnection()
      .execute<{ data: { memory_id: string; score: number } }[]>(
        "select data from domain_events where account_id = ? and type = 'MEMORY_RECALLED'",
        [accountId],
      );
    expect(events.map((e) => [e.data.memory_id, e.data.score])).toEqual([[written.id, 0.9]]);
    expect(await memories.findWrittenRecordingReads(accountId, 'notes', [], [])).toEqual([]);
  });
});
