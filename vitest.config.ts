import { globSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/** Every entry point loads the areas' declarations first (they register their vocabularies and messages). */
const setupFiles = ['sync/src/areas.ts']

/**
 * Server test files that replace modules, globals or timers (vi.mock, vi.spyOn, vi.useFakeTimers ...),
 * hold the process's id worker themselves or cut database connections (whose drivers may report it
 * after the file ended) run each in a fresh module graph; the others share one
 * per worker, which spares every file the import of the whole server (about 3 s a file).
 */
const SERVER_OWN_MODULES =
  /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(|leaseIdWorker\(|pg_terminate_backend/

/** The test files of `patterns` whose text matches `needsOwn`. */
const filesMatching = (patterns: string[], needsOwn: RegExp) =>
  patterns.flatMap((p) => globSync(p)).filter((file) => needsOwn.test(readFileSync(file, 'utf8')))

const serverTests = ['server/**/*.test.ts', 'tests/bench/**/*.test.ts']
const serverIsolated = filesMatching(serverTests, SERVER_OWN_MODULES)
const server = {
  environment: 'node' as const,
  globalSetup: ['server/testing/global-setup.ts'],
  setupFiles,
  testTimeout: 60_000,
  hookTimeout: 120_000,
}

/**
 * Web test files that mock, stub or spy anything (vi.*), use the fake IndexedDB or redefine a DOM
 * property run each in a fresh graph and DOM: the console's and floor app's modules keep state of
 * their own (the audio context, the outbox). The plain render tests share one per worker.
 */
const WEB_OWN_MODULES = /\bvi\.|fake-indexeddb|defineProperty|(window|globalThis|navigator)\.\w+ =/
const webTests = ['web/**/*.test.ts', 'web/**/*.test.tsx']
const webIsolated = filesMatching(webTests, WEB_OWN_MODULES)
const web = { environment: 'happy-dom' as const, setupFiles }

/**
 * One project per runtime: sync (isomorphic), server (node + database), web (DOM); the server's and
 * the web's each in two parts, the files sharing a module graph and those that need their own (above).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'sync', include: ['sync/**/*.test.ts'], environment: 'node', setupFiles } },
      { test: { name: 'server', include: serverTests, exclude: serverIsolated, isolate: false, ...server } },
      { test: { name: 'server-isolated', include: serverIsolated, ...server } },
      { test: { name: 'web', include: webTests, exclude: webIsolated, isolate: false, ...web } },
      { test: { name: 'web-isolated', include: webIsolated, ...web } },
    ],
  },
})
