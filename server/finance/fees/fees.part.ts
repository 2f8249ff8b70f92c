import type { FinancePart } from '../finance-part.ts'
import { feesActionWorks } from './fees.actions.ts'
import { feesCalls } from './fees.calls.ts'
import { feesHooks } from './fees.hooks.ts'
import { seedFees } from './fees-seed.ts'

/** The finance area's part of fee applications, fee details and fees received. */
export const feesPart: FinancePart = {
  calls: feesCalls,
  actions: feesActionWorks,
  hooks: feesHooks,
  listeners: [],
  seed: seedFees,
}
