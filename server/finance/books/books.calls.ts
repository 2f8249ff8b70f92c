import {
  accountEntriesContract,
  agedPayablesContract,
  BOOKS_PERMISSION,
  payablesContract,
  trialBalanceContract,
} from '#sync/resources/finance/journal/books.contracts.ts'
import { defineCall } from '../../platform/http/calls.ts'
import { ok } from '../../platform/http/respond.ts'
import { readAccountEntries } from './account-entries.ts'
import { readAgedPayables, readPayables } from './aged-payables.ts'
import { readTrialBalance } from './trial-balance.ts'

const access = { permission: BOOKS_PERMISSION }

/** The books' reports: trial balance, aged payables, open payables and an account's entries (read only). */
export const booksCalls = [
  defineCall({
    ...trialBalanceContract,
    area: 'finance',
    summary:
      "The trial balance for a range of days (default this month): every account's opening, debits, credits and closing in base currency from the kept balances, groups summing their accounts, totals whose debits equal credits",
    access,
    readOnly: true,
    example: { from: '2026-01-01', to: '2026-12-31' },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => readTrialBalance(tx, query))),
  }),
  defineCall({
    ...agedPayablesContract,
    area: 'finance',
    summary:
      'Aged payables as of a day (default today): per party what is still owed in base currency, by days past the due date (0-30, 31-60, 61-90, over 90), with the open documents under each',
    access,
    readOnly: true,
    example: { asOf: '2026-12-31' },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => readAgedPayables(tx, query, c.var.lang))),
  }),
  defineCall({
    ...payablesContract,
    area: 'finance',
    summary:
      'Open payables as of a day: one row per document and party with the amount raised, what is still open in its currency and in base, the due date and its age; filters by party, currency and overdue',
    access,
    readOnly: true,
    example: { current: 1, size: 30 },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => readPayables(tx, query, c.var.lang))),
  }),
  defineCall({
    ...accountEntriesContract,
    area: 'finance',
    summary:
      "An account's entries in a range of days: its opening balance, every line posted to it (or to the accounts under a group) with the entry and the document that posted it and the running balance, and its closing balance",
    access,
    readOnly: true,
    example: { accountId: '1000000000000000001' },
    handler: async (c, { query }) => ok(c, await c.var.db.begin((tx) => readAccountEntries(tx, query, c.var.lang))),
  }),
]
