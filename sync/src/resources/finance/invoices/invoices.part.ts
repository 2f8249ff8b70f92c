import type { ResourceDef } from '../../define-resource.ts'
import type { FinanceSyncPart } from '../finance-part.ts'
import { electronicInvoice } from './electronic-invoice.resource.ts'
import { factoryInvoice } from './factory-invoice.resource.ts'
import { invoiceNotice } from './invoice-notice.resource.ts'
import { factoryInvoiceActions, invoiceNoticeActions } from './invoices.actions.ts'
import { invoicesDictionaries } from './invoices.dictionaries.ts'
import { invoicesMessages } from './invoices.messages.ts'

/** The finance area's declarations of factory invoices, invoice notices and electronic invoices. */
export const invoicesPart = {
  resources: [...invoiceNotice, ...factoryInvoice, ...electronicInvoice] as readonly ResourceDef[],
  dictionaries: invoicesDictionaries,
  messages: invoicesMessages,
  actions: [...Object.values(invoiceNoticeActions), ...Object.values(factoryInvoiceActions)],
} as const satisfies FinanceSyncPart
