import type { FinancePart } from '../finance-part.ts'
import { booksCalls } from './books.calls.ts'

/** The finance area's part of the trial balance, aged payables and each account's entries. */
export const booksPart: FinancePart = {
  calls: booksCalls,
  actions: [],
  hooks: {},
  listeners: [],
}
