// How many memories an account holds, summed over every storage area that keeps memories.
// Areas register a counter when they are composed (see container.ts).
export type MemoryCounter = (accountId: string) => Promise<number>;

export class MemoryInventory {
  constructor(private readonly counters: readonly MemoryCounter[]) {}

  async count(accountId: string): Promise<number> {
    const counts = await Promise.all(this.counters.map((count) => count(accountId)));
    return counts.reduce((sum, n) => sum + n, 0);
  }
}
