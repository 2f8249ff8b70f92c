// @ts-check
/**
 * `npm run mutate`, the floor sync's apply path: a push taken command by command (server/floor/floor-sync.ts
 * from the canonical body on; device registration is not part of it) and what each command does
 * (server/floor/floor-commands.ts), mutated against the floor's pure tests: floor-commands.test.ts
 * (every command and the push on a stand-in transaction, the console's business functions as
 * recorders) and floor-apply.test.ts. No database: the push tests on PGlite (floor-sync.test.ts,
 * floor-data-scope.test.ts, the soak test) run the same path end to end in CI, at minutes a mutant.
 */
import { between, mutationTarget } from './scripts/mutation-target.mjs'

export default mutationTarget({
  name: 'floor',
  mutate: [between('server/floor/floor-sync.ts', 'export function canonicalJson'), 'server/floor/floor-commands.ts'],
  tests: ['server/floor/floor-commands.test.ts', 'server/floor/floor-apply.test.ts'],
  database: false,
  shareModules: true,
})
