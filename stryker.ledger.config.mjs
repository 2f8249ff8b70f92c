// @ts-check
/**
 * `npm run mutate`, the stock ledger: server/inventory/stock-ledger.ts (postings, reservations, lots),
 * mutated against the ledger's pure tests (its refusals, lot moves and reservations on a stand-in
 * transaction, its allocation) and its tests on PGlite. (The ledger list's hooks, SQL
 * naming each document kind, are left to the list's tests.)
 */
import { mutationTarget } from './scripts/mutation-target.mjs'

export default mutationTarget({
  name: 'ledger',
  mutate: ['server/inventory/stock-ledger.ts'],
  tests: [
    'server/inventory/stock-ledger-refusals.test.ts',
    'server/inventory/stock-ledger-groups.test.ts',
    'server/inventory/stock-ledger-remarks.test.ts',
    'server/inventory/stock-ledger-allocation.test.ts',
    'server/inventory/stock-ledger.test.ts',
    'server/inventory/stock-ledger-lots.test.ts',
  ],
  database: true,
})
