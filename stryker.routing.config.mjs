// @ts-check
/**
 * `npm run mutate`, the order routing rules: the dividing rules' engine in server/orders/order-routing.ts
 * (matching, priority, warehouse modes, freight, transport, actions), mutated against its pure tests.
 * The loaders (SQL) are left to order-review.test.ts, which runs them on the database.
 */
import { between, mutationTarget } from './scripts/mutation-target.mjs'

const FILE = 'server/orders/order-routing.ts'
export default mutationTarget({
  name: 'routing',
  mutate: [between(FILE, 'export function parseRule', 'const RULE_COLUMNS'), between(FILE, 'export const stockOf')],
  tests: ['server/orders/order-routing.test.ts'],
  database: false,
})
