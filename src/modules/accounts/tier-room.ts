// The one rule for how much an account may hold: its tier's limits on memories and collections,
// applied to production keys only (test keys are for trying things out). Stores, overflow stores
// and imports all ask here; they only say what the account holds and what the write adds.
//
// Counts are asked for lazily, and only for a limit that applies, so an unlimited tier or a test
// key costs no query. A caller that must not race (the overflow store) asks under its own lock.
import type { Caller } from './caller.js';
import { TIERS } from './tiers.js';
import { tierLimitReached } from '../../errors/registry.js';

type Count = () => number | Promise<number>;

/** A write, as the tier limits see it. */
export interface RoomRequest {
  /** What the store calls its records in a refusal: `memories` or `overflow memories`. */
  store: 'memories' | 'overflow memories';
  /** Memories the write adds. */
  addsMemories: number;
  /** Collections the write creates. */
  addsCollections: Count;
  /** Memories the account holds in this store now. */
  heldMemories: Count;
  /** Collections the account holds in this store now. */
  heldCollections: Count;
}

/** Whether any tier limit applies to the caller's writes (a production key on a limited tier). */
export function limitsApply(caller: Caller): boolean {
  const limits = TIERS[caller.tier];
  return caller.environment === 'live' && (limits.memories !== null || limits.collections !== null);
}

/** Resolves when the write fits the caller's tier; otherwise 403 QUOTA_EXCEEDED, nothing written. */
export async function assertRoom(caller: Caller, request: RoomRequest): Promise<void> {
  if (!limitsApply(caller)) return;
  const limits = TIERS[caller.tier];
  if (limits.collections !== null) {
    const adds = await request.addsCollections();
    const held = adds > 0 ? await request.heldCollections() : 0;
    if (adds > 0 && held + adds > limits.collections) {
      throw tierLimitReached(
        caller.tier,
        `${limits.collections} collection(s) for ${request.store}`,
        held,
        adds,
        limits.collections,
        'write into an existing collection',
      );
    }
  }
  if (limits.memories !== null && request.addsMemories > 0) {
    const held = await request.heldMemories();
    if (held + request.addsMemories > limits.memories) {
      throw tierLimitReached(
        caller.tier,
        `${limits.memories} stored ${request.store}`,
        held,
        request.addsMemories,
        limits.memories,
        'forget some',
      );
    }
  }
}
