import { defineArea } from '../platform/area.ts'
import type { Queryable } from '../platform/db/db.ts'
import { booksPart } from './books/books.part.ts'
import { feesPart } from './fees/fees.part.ts'
import { foreignPart } from './foreign/foreign.part.ts'
import { invoicesPart } from './invoices/invoices.part.ts'
import { journalPart } from './journal/journal.part.ts'
import { paymentsPart } from './payments/payments.part.ts'

// The journal first: every other part's demo documents post to the chart it seeds.
const parts = [journalPart, booksPart, foreignPart, invoicesPart, paymentsPart, feesPart] as const

/** Demo records of the finance area for one tenant, part by part. */
async function seedFinance(tx: Queryable, tenantId: string): Promise<void> {
  for (const part of parts) await part.seed?.(tx, tenantId)
}

/**
 * The finance area (the top layer: it reads purchases, ships, stock and orders, and follows their
 * events to post their value): one part per folder, each a `FinancePart`.
 */
export const financeArea = defineArea({
  name: 'finance',
  layer: 12,
  calls: parts.flatMap((p) => p.calls ?? []),
  actions: parts.flatMap((p) => p.actions ?? []),
  hooks: Object.assign({}, ...parts.map((p) => p.hooks ?? {})),
  listeners: parts.flatMap((p) => p.listeners ?? []),
  seed: seedFinance,
})
