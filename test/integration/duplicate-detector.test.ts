import { describe, expect, it } from 'vitest';
import { DuplicateDetector } from '../../src/modules/intelligence/dedup/duplicate-detector.js';
import { MemoryFingerprintsRepository } from '../../src/modules/intelligence/dedup/memory-fingerprints.repository.js';
import { contentHash } from '../../src/modules/intelligence/dedup/normalized-text.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';

describe.each(engines)('duplicate check on $label', (engine) => {
  const database = useDatabase(engine);

  async function newAccount(): Promise<string> {
    return (await newLiveCaller(database().db.orm, 'dedup')).accountId;
  }

  it('finds an exact duplicate by the hash of the normalised text, with similarity 1.0', async () => {
    const fingerprints = new MemoryFingerprintsRepository(database().db.orm);
    const detector = new DuplicateDetector(fingerprints);
    const account = await newAccount();
    expect(await detector.check(account, 'I like dark mode.')).toEqual({
      isDuplicate: false,
      similarity: 0,
      matchHash: null,
      memoryId: null,
    });
    await fingerprints.record(account, 'agent-memory', 'mem_dark', 'I like dark mode.');
    expect(await detector.check(account, 'i like  dark mode')).toEqual({
      isDuplicate: true,
      similarity: 1,
      matchHash: contentHash('I like dark mode.'),
      memoryId: 'mem_dark',
    });
  });

  it('finds a near-duplicate through the SimHash bands and reports its similarity', async () => {
    const fingerprints = new MemoryFingerprintsRepository(database().db.orm);
    const detector = new DuplicateDetector(fingerprints);
    const account = await newAccount();
    const stored =
      "We chose PostgreSQL over MySQL because of its JSONB support, mature extensions and the team's experience with it.";
    await fingerprints.record(account, 'agent-memory', 'mem_pg', stored);
    await fingerprints.record(account, 'agent-memory', 'mem_other', 'Maria Lopez is the CTO of Brightline.');
    const near = await detector.check(
      account,
      'We chose PostgreSQL over MySQL because of its JSONB support, mature extensions and the teams experience with it',
    );
    expect(near.isDuplicate).toBe(true);
    expect(near.similarity).toBeGreaterThanOrEqual(0.9);
    expect(near.similarity).toBeLessThan(1);
    expect(near.matchHash).toBe(contentHash(stored));
    expect(near.memoryId).toBe('mem_pg');

    const different = await detector.check(account, 'I like light mode');
    expect(different.isDuplicate).toBe(false);
    expect(different.matchHash).toBeNull();
    expect(different.similarity).toBeLessThan(0.9);
  });

  it('takes no text of symbols or punctuation only for a duplicate of another such text', async () => {
    const fingerprints = new MemoryFingerprintsRepository(database().db.orm);
    const detector = new DuplicateDetector(fingerprints);
    const account = await newAccount();
    await fingerprints.record(account, 'agent-memory', 'mem_blank', '   ');
    await fingerprints.record(account, 'agent-memory', 'mem_bang', '!!!');
    for (const [id, text] of [
      ['mem_question', '???'],
      ['mem_sushi', '🍣🍣🍣'],
      ['mem_thumb', '👍'],
    ]) {
      expect((await detector.check(account, text!)).isDuplicate, text).toBe(false);
      await fingerprints.record(account, 'agent-memory', id!, text!);
    }
    expect(await detector.check(account, '!!!')).toMatchObject({ isDuplicate: true, memoryId: 'mem_bang' });
  });

  it('keeps accounts apart, scopes to a collection when asked, and forgets removed memories', async () => {
    const fingerprints = new MemoryFingerprintsRepository(database().db.orm);
    const detector = new DuplicateDetector(fingerprints);
    const [mine, theirs] = [await newAccount(), await newAccount()];
    await fingerprints.record(theirs, 'agent-memory', 'mem_theirs', 'The office wifi password changes every Monday.');
    expect((await detector.check(mine, 'The office wifi password changes every Monday.')).isDuplicate).toBe(false);

    await fingerprints.record(mine, 'work', 'mem_work', 'The office wifi password changes every Monday.');
    expect((await detector.check(mine, 'The office wifi password changes every Monday.')).isDuplicate).toBe(true);
    expect(
      (await detector.check(mine, 'The office wifi password changes every Monday.', 'agent-memory')).isDuplicate,
    ).toBe(false);
    expect((await detector.check(mine, 'The office wifi password changes every Monday.', 'work')).memoryId).toBe(
      'mem_work',
    );

    await fingerprints.remove('mem_work');
    expect((await detector.check(mine, 'The office wifi password changes every Monday.')).isDuplicate).toBe(false);
  });
});
