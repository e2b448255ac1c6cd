// The repair pass takes a record left pending longer than its grace time for an abandoned write.
// That age counts from when the record was taken, not from its created_at: an import keeps the
// file's created_at, often years old, and its records must not be taken while the import is still
// writing their vectors; an import that takes long touches them to say it is alive.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { MemoriesRepository } from '../../src/modules/memory/memories.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';

describe.each(engines)('the age of a pending record on $label', (engine) => {
  const database = useDatabase(engine);

  it('counts from when it was taken, and starts again when it is touched', async () => {
    const orm = database().db.orm;
    const sql = orm.em.getConnection();
    const { accountId } = await newLiveCaller(orm, 'repair');
    const memories = new MemoriesRepository(orm, new MemoryFingerprintsRepository(orm));
    const id = `mem_imported${randomBytes(4).toString('hex')}`;
    await memories.insertPendingAll([
      {
        id,
        accountId,
        collection: 'imported',
        text: 'The archive moved to the basement in 2019.',
        category: 'fact',
        importance: 0.5,
        metadata: {},
        createdAt: new Date('2020-01-01T00:00:00Z'), // the file's
        embeddingVariant: 'fp32',
      },
    ]);
    const abandoned = async () => (await memories.pendingOlderThan(30_000, 1000)).some((m) => m.id === id);

    expect(await abandoned()).toBe(false);
    // as if it had been taken a minute ago: abandoned, until the import touches it
    await sql.execute("update memories set updated_at = now() - interval '1 minute' where id = ?", [id]);
    expect(await abandoned()).toBe(true);
    await memories.touchPending([id]);
    expect(await abandoned()).toBe(false);
  });
});
