import type { FinancePart } from '../finance-part.ts'

/** The finance area's part of the journal: the chart of accounts, the one posting function, periods, and the postings of stock. */
export const journalPart: FinancePart = {
  calls: [],
  actions: [],
  hooks: {},
  listeners: [],
}
