// @ts-check
/**
 * `npm run mutate`, the floor sync's apply path: a push taken command by command (server/floor/floor-sync.ts
 * from the canonical body on; device registration is not part of it) and what each command does
 * (server/floor/floor-commands.ts), mutated against the floor's pure tests (floor-commands.test.ts:
 * every command and the push on a stand-in transaction; floor-apply.test.ts) and its push tests on
 * PGlite (the 1,000-command soak test, floor-sync-soak.test.ts, is left to CI: ~20 s a run).
 */
import { between, mutationTarget } from './scripts/mutation-target.mjs'

export default mutationTarget({
  name: 'floor',
  mutate: [between('server/floor/floor-sync.ts', 'export function canonicalJson'), 'server/floor/floor-commands.ts'],
  tests: [
    'server/floor/floor-commands.test.ts',
    'server/floor/floor-apply.test.ts',
    'server/floor/floor-sync.test.ts',
    'server/floor/floor-data-scope.test.ts',
  ],
  database: true,
})
