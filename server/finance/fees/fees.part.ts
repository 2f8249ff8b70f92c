import type { FinancePart } from '../finance-part.ts'

/** The finance area's part of fee applications, fee details and fees received. */
export const feesPart: FinancePart = {
  calls: [],
  actions: [],
  hooks: {},
  listeners: [],
}
