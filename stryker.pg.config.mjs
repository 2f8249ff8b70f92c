// @ts-check
/**
 * The second pass of `npm run mutate`: the PostgreSQL driver, whose transactions only run against a
 * real server, mutated against its own tests on the machine's PostgreSQL (the first pass, on
 * PGlite, cannot reach it). Results go to their own report; scripts/mutation-score.mjs joins both.
 */
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  mutate: ['server/platform/db/postgres-driver.ts'],
  concurrency: 2,
  timeoutMS: 30000,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental-pg.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation-pg.json' },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'data', 'test-results', 'playwright-report', 'reports', '.stryker-tmp'],
  thresholds: { high: 80, low: 60, break: null },
}
