// The name a collection gets inside a store: letters, digits and underscores only (what both
// PostgreSQL identifiers and Milvus collection names accept), recognisable, and distinct for
// distinct collection names ("agent-memory" and "agent_memory" differ by the hash suffix).
import { createHash } from 'node:crypto';

export function physicalName(collection: string): string {
  const slug =
    collection
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || 'c';
  const suffix = createHash('sha256').update(collection, 'utf8').digest('hex').slice(0, 10);
  return `memvec_${slug}_${suffix}`;
}
