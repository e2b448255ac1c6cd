// The tier limits of a write into the main store, as stores and imports ask for them: checked
// before the model runs (so a refused write costs nothing), then decided again under the
// account's write lock, where concurrent writes count each other.
import type { Caller } from '../accounts/caller.js';
import { assertRoom, limitsApply } from '../accounts/tier-room.js';
import type { Admission, MemoriesRepository } from './memories.repository.js';

/** The limits of adding one memory into each entry of `collections` (an entry per memory). */
export function memoryRoom(caller: Caller, collections: readonly string[]): Admission {
  return async (held) => {
    const adding = new Set(collections);
    await assertRoom(caller, {
      store: 'memories',
      addsMemories: collections.length,
      addsCollections: async () => {
        const existing = await held.collections();
        for (const name of existing) adding.delete(name);
        return adding.size;
      },
      heldMemories: () => held.memories(),
      heldCollections: async () => (await held.collections()).length,
    });
  };
}

/**
 * Refuses the write now when it does not fit (403 QUOTA_EXCEEDED), and answers the admission the
 * write passes to the repository, which decides it again under the lock (none when no limit applies).
 */
export async function checkMemoryRoom(
  caller: Caller,
  memories: MemoriesRepository,
  collections: readonly string[],
): Promise<Admission | undefined> {
  if (!limitsApply(caller)) return undefined;
  const room = memoryRoom(caller, collections);
  await room(memories.holdings(caller.accountId));
  return room;
}
