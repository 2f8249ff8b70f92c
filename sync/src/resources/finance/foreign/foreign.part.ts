import type { FinanceSyncPart } from '../finance-part.ts'

/** The finance area's declarations of foreign payments and overseas payment applications and vouchers. */
export const foreignPart = {
  resources: [],
  dictionaries: [],
  messages: {},
  actions: [],
} as const satisfies FinanceSyncPart
