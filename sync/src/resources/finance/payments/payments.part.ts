import type { FinanceSyncPart } from '../finance-part.ts'

/** The finance area's declarations of purchase payments, payment applications and payment vouchers. */
export const paymentsPart = {
  resources: [],
  dictionaries: [],
  messages: {},
  actions: [],
} as const satisfies FinanceSyncPart
