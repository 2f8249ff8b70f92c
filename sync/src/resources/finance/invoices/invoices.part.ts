import type { FinanceSyncPart } from '../finance-part.ts'

/** The finance area's declarations of factory invoices, invoice notices and electronic invoices. */
export const invoicesPart = {
  resources: [],
  dictionaries: [],
  messages: {},
  actions: [],
} as const satisfies FinanceSyncPart
