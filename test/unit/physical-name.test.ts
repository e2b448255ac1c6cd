import { describe, expect, it } from 'vitest';
import { physicalName } from '../../src/modules/memory/vector-store/physical-name.js';

describe('physicalName', () => {
  it('is a safe identifier that still shows the collection name', () => {
    expect(physicalName('agent-memory')).toMatch(/^memvec_agent_memory_[0-9a-f]{10}$/);
    expect(physicalName('Émoji 🎉 notes')).toMatch(/^memvec_moji_notes_[0-9a-f]{10}$/);
    expect(physicalName('---')).toMatch(/^memvec_c_[0-9a-f]{10}$/);
  });

  it('keeps distinct names apart and fits PostgreSQL identifiers', () => {
    expect(physicalName('agent-memory')).not.toBe(physicalName('agent_memory'));
    expect(physicalName('x'.repeat(300)).length).toBeLessThanOrEqual(63);
  });
});
