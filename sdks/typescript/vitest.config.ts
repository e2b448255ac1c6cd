// The TypeScript SDK's own tests (helper vectors, the built package, a live service), run by
// scripts/test-sdks.sh through the project's vitest: `npx vitest run --config sdks/typescript/vitest.config.ts`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
