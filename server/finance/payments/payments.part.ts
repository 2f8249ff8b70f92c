import type { FinancePart } from '../finance-part.ts'

/** The finance area's part of purchase payments, payment applications and payment vouchers. */
export const paymentsPart: FinancePart = {
  calls: [],
  actions: [],
  hooks: {},
  listeners: [],
}
