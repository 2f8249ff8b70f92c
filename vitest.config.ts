import { defineConfig } from 'vitest/config'

/** Every entry point loads the areas' declarations first (they register their vocabularies and messages). */
const setupFiles = ['sync/src/areas.ts']

/** Three projects, one per runtime: sync (isomorphic), server (node + database), web (DOM). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'sync', include: ['sync/**/*.test.ts'], environment: 'node', setupFiles } },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/testing/global-setup.ts'],
          setupFiles,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles } },
    ],
  },
})
