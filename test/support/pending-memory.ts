// A memory record as a store takes it (pending) before its vector is written: a fact of
// importance 0.5 without metadata, made now by the fp32 model, unless `fields` say otherwise.
import { randomBytes } from 'node:crypto';
import type { NewMemoryRecord } from '../../src/modules/memory/memories.repository.js';

export function pendingMemory(
  accountId: string,
  fields: Partial<NewMemoryRecord> & Pick<NewMemoryRecord, 'text'>,
): NewMemoryRecord {
  return {
    id: `mem_${randomBytes(8).toString('hex')}`,
    accountId,
    collection: 'agent-memory',
    category: 'fact',
    importance: 0.5,
    metadata: {},
    createdAt: new Date(),
    embeddingVariant: 'fp32',
    ...fields,
  };
}
