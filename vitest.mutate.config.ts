import { defineConfig } from 'vitest/config'

/**
 * The tests `npm run mutate` runs against each mutant of server/platform/: the platform's own tests
 * and the sign-in tests (the platform's auth code), on PGlite, as the server project runs them.
 */
export default defineConfig({
  test: {
    include: ['server/platform/**/*.test.ts', 'server/auth/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['sync/src/areas.ts'],
    globalSetup: ['server/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
