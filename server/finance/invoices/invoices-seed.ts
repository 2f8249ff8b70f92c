import { factoryInvoiceActions, invoiceNoticeActions } from '#sync/resources/finance/invoices/invoices.actions.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { enterScope } from '../../platform/db/tenant-scope.ts'
import { runAction } from '../../platform/records/transition.ts'
import { insertSeedRows } from '../../platform/seed/insert-seed-rows.ts'
import { seedActor } from '../../platform/seed/seed-actor.ts'
import { confirmFactoryInvoices } from './factory-invoice.ts'

/** Fixed demo ids of invoices (examples and tests link to them). */
export const DEMO_INVOICES = {
  noticeToConfirm: '1000000000000056801',
  noticeConfirmed: '1000000000000056802',
  factoryToConfirm: '1000000000000056811',
  factorySubmitted: '1000000000000056812',
  factoryInvoiced: '1000000000000056813',
  electronic: '1000000000000056821',
  electronicFile: '1000000000000056822',
  kaili: '1000000000000003201',
  kailiOrder: '1000000000000003521',
  kettle: '1000000000000003101',
} as const

const D = DEMO_INVOICES

/**
 * The invoices' demo, all of Kaili's USD order of 120 kettles at 8.50 (rate 7.1), none received yet:
 * two invoice notices (one to confirm, one confirmed), three factory invoices (to confirm; submitted
 * at 8.60, a price difference; invoiced, posted through its confirmation: its units not yet
 * received debit GRNI at the order's cost), each showing what it invoices beyond what arrived, and
 * an electronic invoice with its file.
 */
export async function seedInvoices(tx: Queryable, tenantId: string): Promise<void> {
  const actor = await seedActor(tx, tenantId)
  await enterScope(tx, { tenantId, userId: actor.session.userId })
  const notice = { factoryId: D.kaili, currencyCode: 'USD', status: 1 }
  await insertSeedRows(tx, 'erp_financial_invoice', tenantId, [
    { ...notice, id: D.noticeToConfirm, code: 'IN-20261201-0001', totalQuantity: 40, amount: '340.00' },
    { ...notice, id: D.noticeConfirmed, code: 'IN-20261201-0002', totalQuantity: 30, amount: '255.00' },
  ])
  const kettles = { productId: D.kettle, purchaseOrderId: D.kailiOrder, price: '8.5000' }
  await insertSeedRows(tx, 'erp_financial_invoice_item', tenantId, [
    { ...kettles, invoiceId: D.noticeToConfirm, quantity: 40, amount: '340.00' },
    { ...kettles, invoiceId: D.noticeConfirmed, quantity: 30, amount: '255.00' },
  ])
  await runAction(tx, actor, invoiceNoticeActions.confirm, [D.noticeConfirmed], {})

  const invoice = {
    factoryId: D.kaili,
    currencyCode: 'USD',
    rate: '7.10000000',
    invoiceDate: '2026-12-03',
    taxAmount: '0',
    status: 1,
  }
  await insertSeedRows(tx, 'fin_factory_invoice', tenantId, [
    {
      ...invoice,
      id: D.factoryToConfirm,
      code: 'FI-20261203-0001',
      invoiceNo: 'KL-2026-001',
      noticeId: D.noticeToConfirm,
      totalQuantity: 20,
      amount: '170.0000',
    },
    {
      ...invoice,
      id: D.factorySubmitted,
      code: 'FI-20261203-0002',
      invoiceNo: 'KL-2026-002',
      totalQuantity: 10,
      amount: '86.0000',
    },
    {
      ...invoice,
      id: D.factoryInvoiced,
      code: 'FI-20261203-0003',
      invoiceNo: 'KL-2026-003',
      totalQuantity: 10,
      amount: '85.0000',
    },
  ])
  const line = { purchaseOrderId: D.kailiOrder, productId: D.kettle }
  await insertSeedRows(tx, 'fin_factory_invoice_item', tenantId, [
    { ...line, factoryInvoiceId: D.factoryToConfirm, quantity: 20, price: '8.5000', amount: '170.0000' },
    { ...line, factoryInvoiceId: D.factorySubmitted, quantity: 10, price: '8.6000', amount: '86.0000' },
    { ...line, factoryInvoiceId: D.factoryInvoiced, quantity: 10, price: '8.5000', amount: '85.0000' },
  ])
  await runAction(tx, actor, factoryInvoiceActions.submit, [D.factorySubmitted, D.factoryInvoiced], {})
  await confirmFactoryInvoices(tx, actor, [D.factoryInvoiced])

  await insertSeedRows(tx, 'fin_electronic_invoice', tenantId, [
    {
      id: D.electronic,
      invoiceNo: '24442000000087654321',
      invoiceCode: '044002400111',
      invoiceType: 9,
      invoiceDate: '2026-12-03',
      factoryId: D.kaili,
      factoryInvoiceId: D.factoryInvoiced,
      currencyCode: 'USD',
      amount: '85.0000',
      taxAmount: '0.0000',
      totalAmount: '85.0000',
    },
  ])
  await insertSeedRows(tx, 'fin_electronic_invoice_file', tenantId, [
    {
      id: D.electronicFile,
      electronicInvoiceId: D.electronic,
      fileName: 'KL-2026-003.pdf',
      fileUrl: '/upload/invoice/KL-2026-003.pdf',
    },
  ])
  // Back to the seed's own role, so the next tenant's seed is not under this one's scope.
  await tx.query(`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`)
}
