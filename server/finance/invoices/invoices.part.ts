import { z } from 'zod'
import { factoryInvoiceActions, invoiceNoticeActions } from '#sync/resources/finance/invoices/invoices.actions.ts'
import { listen } from '../../platform/events.ts'
import { actionWork, answeredTrue } from '../../platform/records/action-calls.ts'
import { shipBillIssued } from '../../shipping/ship-cost.ts'
import type { FinancePart } from '../finance-part.ts'
import { confirmFactoryInvoices, submitFactoryInvoices, voidFactoryInvoices } from './factory-invoice.ts'
import { invoiceNotices } from './invoice-notice.ts'
import { invoicesCalls } from './invoices.calls.ts'
import { invoicesHooks } from './invoices.hooks.ts'
import { DEMO_INVOICES, seedInvoices } from './invoices-seed.ts'
import { postShipBills } from './ship-bill-postings.ts'

/** The finance area's part of factory invoices, invoice notices, electronic invoices and the ship bills' payables. */
export const invoicesPart: FinancePart = {
  calls: invoicesCalls,
  actions: [
    actionWork(invoiceNoticeActions.invoice, (tx, actor, ids, input) => invoiceNotices(tx, actor, ids, input), {
      summary:
        'Invoices confirmed invoice notices (ids): each makes its factory invoice, to confirm, from its lines (invoiceNo, invoiceDate optional); answers the factory invoices’ ids',
      example: { ids: DEMO_INVOICES.noticeConfirmed },
      output: z.array(z.string()),
    }),
    actionWork(factoryInvoiceActions.submit, (tx, actor, ids) => submitFactoryInvoices(tx, actor, ids), {
      summary: 'Submits factory invoices to confirm (ids); one without lines is refused',
      example: { ids: DEMO_INVOICES.factoryToConfirm },
      output: answeredTrue,
    }),
    actionWork(factoryInvoiceActions.confirm, (tx, actor, ids) => confirmFactoryInvoices(tx, actor, ids), {
      summary:
        'Confirms submitted factory invoices (ids): each posts Dr GRNI at the received cost of its units, the rest to price difference, Cr the factory’s payable against each purchase order (its currency, rate and due date), then applies the orders’ deposits',
      example: { ids: DEMO_INVOICES.factorySubmitted },
      output: answeredTrue,
    }),
    actionWork(factoryInvoiceActions.void, (tx, actor, ids) => voidFactoryInvoices(tx, actor, ids), {
      summary: 'Voids factory invoices (ids): what an invoiced one posted is reversed',
      example: { ids: DEMO_INVOICES.factoryToConfirm },
      output: answeredTrue,
    }),
  ],
  hooks: invoicesHooks,
  listeners: [listen(shipBillIssued, (tx, actor, event) => postShipBills(tx, actor, event.billIds))],
  seed: seedInvoices,
}
