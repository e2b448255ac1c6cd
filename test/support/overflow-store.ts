// One overflow memory stored through HTTP, its vector the seeded unit vector of the model's 768
// dimensions (so that a test chooses which memories lie close to each other by their seeds).
import type { TestClient } from './test-server.js';
import { unitVectors } from './unit-vectors.js';

export function storeOverflowMemory(
  server: TestClient,
  token: string,
  memory: { seed: number; text: string; category?: string; importance?: number },
) {
  return server.call('POST', '/v1/overflow/store', {
    token,
    body: {
      vector: Array.from(unitVectors(memory.seed, 1, 768)[0]!),
      text: memory.text,
      category: memory.category ?? 'fact',
      importance: memory.importance ?? 0.5,
    },
  });
}
