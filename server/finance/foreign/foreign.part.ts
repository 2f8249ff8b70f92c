import type { FinancePart } from '../finance-part.ts'

/** The finance area's part of foreign payments and overseas payment applications and vouchers. */
export const foreignPart: FinancePart = {
  calls: [],
  actions: [],
  hooks: {},
  listeners: [],
}
