import { defineConfig } from 'vitest/config'

/**
 * The tests `npm run mutate` runs against one target beyond server/platform/ (stryker.*.config.mjs
 * through scripts/mutation-target.mjs): the test files in MUTATE_TESTS, with the test database's
 * template built first only when MUTATE_DATABASE is 1 (the pure tests need none), in one module
 * graph kept between runs when MUTATE_SHARE_MODULES is 1.
 */
const tests = (process.env.MUTATE_TESTS ?? '').split(',').filter(Boolean)
const database = process.env.MUTATE_DATABASE === '1'

export default defineConfig({
  test: {
    include: tests,
    environment: 'node',
    isolate: process.env.MUTATE_SHARE_MODULES !== '1',
    setupFiles: ['sync/src/areas.ts'],
    ...(database ? { globalSetup: ['server/testing/global-setup.ts'] } : {}),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
