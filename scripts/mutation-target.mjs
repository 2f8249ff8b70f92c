// @ts-check
// One target of `npm run mutate` beyond server/platform/: a few files (or the named parts of them),
// mutated against only the test files that exercise them, each target with its own incremental
// report. The tests are chosen by the target (vitest.mutate-area.config.ts reads MUTATE_TESTS) and
// narrowed by Vitest's `related` to those importing a mutated file; with per-test coverage each
// mutant then runs only the tests that reached it. Pure tests skip building the test database.
import { readFileSync } from 'node:fs'

/**
 * The lines of `file` from the line declaring `from` up to (not including) the line declaring
 * `to` (or to the end), as a Stryker mutate range: found by name, so edits elsewhere in the file do
 * not shift it onto other code.
 * @param {string} file
 * @param {string} from
 * @param {string} [to]
 */
export function between(file, from, to) {
  const lines = readFileSync(file, 'utf8').split('\n')
  const at = (name) => {
    const i = lines.findIndex((l) => l.startsWith(name))
    if (i < 0) throw new Error(`${file}: no line starts with "${name}"`)
    return i + 1
  }
  return `${file}:${at(from)}-${to ? at(to) - 1 : lines.length}`
}

/**
 * `shareModules`: the tests run in one module graph kept from mutant to mutant (Vitest's isolate
 * off), for pure tests whose files may share it: a mutant then costs its tests, not a fresh worker
 * importing the server (about 10 s on a busy two-core machine).
 * @param {{ name: string; mutate: string[]; tests: string[]; database: boolean; shareModules?: boolean }} target
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function mutationTarget({ name, mutate, tests, database, shareModules = false }) {
  process.env.MUTATE_TESTS = tests.join(',')
  process.env.MUTATE_DATABASE = database ? '1' : '0'
  process.env.MUTATE_SHARE_MODULES = shareModules ? '1' : '0'
  return {
    testRunner: 'vitest',
    vitest: { configFile: 'vitest.mutate-area.config.ts', related: true },
    coverageAnalysis: 'perTest',
    ignoreStatic: true,
    mutate,
    concurrency: 2,
    timeoutMS: 30000,
    // The first run of every test builds the test database: on a shared two-core machine, past the default 5 minutes.
    dryRunTimeoutMinutes: 30,
    incremental: true,
    incrementalFile: `reports/mutation/incremental-${name}.json`,
    reporters: ['clear-text', 'progress', 'json'],
    jsonReporter: { fileName: `reports/mutation/mutation-${name}.json` },
    tempDirName: '.stryker-tmp',
    ignorePatterns: ['dist', 'data', 'test-results', 'playwright-report', 'reports', '.stryker-tmp'],
    thresholds: { high: 80, low: 60, break: null },
  }
}
