import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import { feesPart } from './fees/fees.part.ts'
import { foreignPart } from './foreign/foreign.part.ts'
import { invoicesPart } from './invoices/invoices.part.ts'
import { journalPart } from './journal/journal.part.ts'
import { paymentsPart } from './payments/payments.part.ts'

const parts = [journalPart, paymentsPart, feesPart, foreignPart, invoicesPart] as const

const financeMessages = {
  ...journalPart.messages,
  ...paymentsPart.messages,
  ...feesPart.messages,
  ...foreignPart.messages,
  ...invoicesPart.messages,
}

/** The finance area's shared declarations (sync/src/areas.ts lists it): one part per folder. */
export const financeArea: SyncAreaDef<typeof financeMessages> = defineSyncArea({
  name: 'finance',
  resources: parts.flatMap((p) => p.resources),
  dictionaries: parts.flatMap((p) => p.dictionaries),
  messages: financeMessages,
  actions: parts.flatMap((p) => p.actions),
})
