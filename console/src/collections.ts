// The overflow collections of an account with the number of memories in each. The contract has
// no list of collections, and its list of memories (which covers every collection and names each
// memory's) filters by none, so they are counted over the list's pages, at most MAX_PAGES of them.
import type { Api } from './session.js';

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

export interface CollectionCounts {
  /** Name and number of memories, the largest collection first. */
  collections: { name: string; memories: number }[];
  /** Memories counted, and how many the account has (more than counted when it has over MAX_PAGES pages). */
  counted: number;
  total: number;
}

export async function countCollections(api: Api): Promise<CollectionCounts> {
  const counts = new Map<string, number>();
  let counted = 0;
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await api.overflow.listOverflowMemories({ page, limit: PAGE_SIZE });
    total = list.total;
    for (const memory of list.memories) counts.set(memory.collection, (counts.get(memory.collection) ?? 0) + 1);
    counted += list.memories.length;
    if (page >= list.totalPages) break;
  }
  const collections = [...counts].map(([name, memories]) => ({ name, memories }));
  collections.sort((a, b) => b.memories - a.memories || a.name.localeCompare(b.name));
  return { collections, counted, total };
}
