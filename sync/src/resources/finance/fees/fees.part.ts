import type { FinanceSyncPart } from '../finance-part.ts'

/** The finance area's declarations of fee applications, fee details and fees received. */
export const feesPart = {
  resources: [],
  dictionaries: [],
  messages: {},
  actions: [],
} as const satisfies FinanceSyncPart
