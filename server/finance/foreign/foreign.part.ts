import type { FinancePart } from '../finance-part.ts'
import { foreignActionWorks } from './foreign.actions.ts'
import { foreignCalls } from './foreign.calls.ts'
import { foreignHooks } from './foreign.hooks.ts'
import { seedForeign } from './foreign-seed.ts'

/** The finance area's part of foreign payments and overseas payment applications and vouchers. */
export const foreignPart: FinancePart = {
  calls: foreignCalls,
  actions: foreignActionWorks,
  hooks: foreignHooks,
  listeners: [],
  seed: seedForeign,
}
