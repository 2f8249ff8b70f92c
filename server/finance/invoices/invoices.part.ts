import type { FinancePart } from '../finance-part.ts'

/** The finance area's part of factory invoices, invoice notices, electronic invoices and the ship bills' payables. */
export const invoicesPart: FinancePart = {
  calls: [],
  actions: [],
  hooks: {},
  listeners: [],
}
