import { describe, expect, it } from 'vitest';
import type { Caller } from '../../src/modules/accounts/caller.js';
import { assertRoom, type RoomRequest } from '../../src/modules/accounts/tier-room.js';

const free: Caller = { accountId: 'acct_1', tier: 'free', environment: 'live', keyId: 'key_1' };

function request(over: Partial<RoomRequest> = {}): RoomRequest & { asked: string[] } {
  const asked: string[] = [];
  const count = (name: string, n: number) => () => (asked.push(name), n);
  return {
    store: 'memories',
    addsMemories: 1,
    addsCollections: count('addsCollections', 0),
    heldMemories: count('heldMemories', 0),
    heldCollections: count('heldCollections', 1),
    asked,
    ...over,
  };
}

describe('assertRoom: the tier limits on memories and collections', () => {
  it('lets a write through while it fits, up to the limit itself', async () => {
    await expect(assertRoom(free, request({ heldMemories: () => 9_999 }))).resolves.toBeUndefined();
    await expect(assertRoom(free, request({ addsMemories: 10, heldMemories: () => 9_990 }))).resolves.toBeUndefined();
  });

  it('refuses a write past the memory limit with what is held and the limit', async () => {
    await expect(assertRoom(free, request({ heldMemories: () => 10_000 }))).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      status: 403,
      details: { tier: 'free', used: 10_000, limit: 10_000 },
    });
    await expect(assertRoom(free, request({ addsMemories: 11, heldMemories: () => 9_990 }))).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
  });

  it('refuses a new collection past the collection limit, and names the store in words', async () => {
    const refused = assertRoom(
      free,
      request({ store: 'overflow memories', addsCollections: () => 1, heldCollections: async () => 1 }),
    );
    await expect(refused).rejects.toMatchObject({ details: { tier: 'free', used: 1, limit: 1 } });
    await expect(refused).rejects.toThrow(
      /free tier allows 1 collection\(s\) for overflow memories; 1 in use, and this would add 1/,
    );
  });

  it('counts nothing it does not need: no held collections when none is added, nothing for test keys or unlimited tiers', async () => {
    const fits = request();
    await assertRoom(free, fits);
    expect(fits.asked).toEqual(['addsCollections', 'heldMemories']);
    const testKey = request({ heldMemories: () => 1e9 });
    await assertRoom({ ...free, environment: 'test' }, testKey);
    expect(testKey.asked).toEqual([]);
    const enterprise = request();
    await assertRoom({ ...free, tier: 'enterprise' }, enterprise);
    expect(enterprise.asked).toEqual([]);
  });
});
