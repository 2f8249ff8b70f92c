import { financialFactory } from '#sync/resources/finance/invoices/factory-invoice.resource.ts'
import { financialInvoice } from '#sync/resources/finance/invoices/invoice-notice.resource.ts'
import { hooksFor } from '../../platform/resources/hooks.ts'
import { beforeFactoryInvoicesRemoved, invoiceMismatches, prepareFactoryInvoice } from './factory-invoice.ts'
import { prepareInvoiceNotice } from './invoice-notice.ts'

/** The invoices' rules on save and remove, and the mismatch each factory invoice shows. */
export const invoicesHooks = {
  ...hooksFor(financialFactory, {
    beforeSave: ({ tx, actor }, input, existing) => prepareFactoryInvoice(tx, actor, input, existing),
    beforeRemove: ({ tx, actor }, ids) => beforeFactoryInvoicesRemoved(tx, actor, ids),
    // What it invoices against what was received, in the reader's words ('' where they agree).
    decorate: async ({ tx, actor }, records) => {
      const said = await invoiceMismatches(
        tx,
        actor,
        records.map((r) => String(r.id)),
      )
      for (const record of records) record.mismatch = said.get(String(record.id)) ?? ''
    },
  }),
  ...hooksFor(financialInvoice, {
    beforeSave: (_ctx, input, existing) => prepareInvoiceNotice(input, existing),
  }),
}
