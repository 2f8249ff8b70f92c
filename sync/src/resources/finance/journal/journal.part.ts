import type { FinanceSyncPart } from '../finance-part.ts'

/** The finance area's declarations of the journal: accounts, entries and their lines, periods. */
export const journalPart = {
  resources: [],
  dictionaries: [],
  messages: {},
  actions: [],
} as const satisfies FinanceSyncPart
