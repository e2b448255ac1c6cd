// Usage reports may come from a short-lived cache: what this instance counts it reports at
// once; what another instance counts arrives within the cache time.
import { describe, expect, it } from 'vitest';
import { UsageRepository, type CounterKey } from '../../src/modules/usage/usage.repository.js';
import { engines, useDatabase } from '../support/databases.js';
import { newLiveCaller } from '../support/new-account.js';

const CACHE_MS = 300;

describe.each(engines)('usage reads on $label', (engine) => {
  const database = useDatabase(engine, { poolSize: 4 });

  async function newAccountKey(): Promise<CounterKey> {
    const caller = await newLiveCaller(database().db.orm, 'usage');
    return { accountId: caller.accountId, periodStart: '2031-05-01', environment: 'live', metric: 'requests' };
  }

  it("show this instance's own writes at once, and another instance's within the cache time", async () => {
    const key = await newAccountKey();
    const here = new UsageRepository(database().db.orm, CACHE_MS);
    const elsewhere = new UsageRepository(database().db.orm, CACHE_MS);
    const read = async () => (await here.read(key.accountId, key.periodStart, key.environment)).requests ?? 0;

    expect(await read()).toBe(0);
    await here.addWithin(key, 3, null);
    expect(await read()).toBe(3); // own write: at once

    await elsewhere.addWithin(key, 4, null);
    expect(await read()).toBe(3); // another instance's write: not yet
    expect((await here.read(key.accountId, key.periodStart, key.environment, { fresh: true })).requests).toBe(7);
    await new Promise((r) => setTimeout(r, CACHE_MS + 50));
    expect(await read()).toBe(7); // within the cache time
  });
});
