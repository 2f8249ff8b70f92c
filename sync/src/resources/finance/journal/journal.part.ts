import type { FinanceSyncPart } from '../finance-part.ts'
import { financeAccount } from './account.resource.ts'
import { journalDictionaries } from './journal.dictionaries.ts'
import { journalMessages } from './journal.messages.ts'
import { periodActions } from './period.actions.ts'
import { financePeriod } from './period.resource.ts'

/** The finance area's declarations of the journal: accounts, entries and their lines, periods. */
export const journalPart = {
  resources: [financeAccount, financePeriod],
  dictionaries: journalDictionaries,
  messages: journalMessages,
  actions: Object.values(periodActions),
} as const satisfies FinanceSyncPart
