import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    // Starts the Prism validation proxy when CONTRACT_PROXY=on (the HTTP suite of npm test).
    globalSetup: ['test/support/contract-proxy.global.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
