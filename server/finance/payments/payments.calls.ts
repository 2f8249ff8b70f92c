import { APPLY_PAY_PERMISSIONS } from '#sync/resources/finance/payments/apply-pay.resource.ts'
import { paymentsContracts as k } from '#sync/resources/finance/payments/payments.contracts.ts'
import { PURCHASE_PAYMENT_PERMISSIONS } from '#sync/resources/finance/payments/purchase-payment.resource.ts'
import { defineCall } from '../../platform/http/calls.ts'
import { ok } from '../../platform/http/respond.ts'
import { actorOf } from '../../platform/resources/resource-calls.ts'
import { fileDownload } from '../../purchasing/contracts/contract-file.ts'
import { applyPayExcel, applyPayPdf } from './apply-pay-files.ts'
import { editRelationNo, purchaseOwed, selectRelations, shipBillsOfPurchase } from './payable-documents.ts'
import { DEMO_PAYMENTS } from './payments-seed.ts'

const view = { permission: APPLY_PAY_PERMISSIONS.view }
const OWED =
  'each with its total, what live applications and purchase payments already ask for on it (asked), what is still owed (owed), and what the journal holds open against it (payableOpen: booked and unpaid; prepaid: paid ahead, not yet applied)'

/** The payments part's calls beyond the declared resources and actions. */
export const paymentsCalls = [
  defineCall({
    ...k.selectRelationByRelationType,
    area: 'finance',
    summary: `What a payment application may pay (relationType 1 purchase orders (approved), 2 ship cost bills, 3 fee details) of a payee (partyId), currency and number (keyword): ${OWED}`,
    access: view,
    readOnly: true,
    example: { relationType: '1', partyId: '1000000000000003201' },
    handler: async (c, { query }) =>
      ok(c, await c.var.db.begin((tx) => selectRelations(tx, actorOf(c), query), { readOnly: true })),
  }),
  defineCall({
    ...k.selectFeeDetailByRelationType,
    area: 'finance',
    summary: `The fee details (bill registrations) a payment application may pay, of a provider (partyId), currency and bill number (keyword): ${OWED}`,
    access: view,
    readOnly: true,
    example: {},
    handler: async (c, { query }) =>
      ok(
        c,
        await c.var.db.begin((tx) => selectRelations(tx, actorOf(c), { ...query, relationType: '3' }), {
          readOnly: true,
        }),
      ),
  }),
  defineCall({
    ...k.selectShipByPurchase,
    area: 'finance',
    summary: `The ship cost bills of the ships that carry a purchase order's goods (purchaseOrderId, through its shipment plans): ${OWED}; an unknown order is a 404`,
    access: view,
    readOnly: true,
    example: { purchaseOrderId: '1000000000000003521' },
    handler: async (c, { query }) =>
      ok(
        c,
        await c.var.db.begin((tx) => shipBillsOfPurchase(tx, actorOf(c), query.purchaseOrderId), { readOnly: true }),
      ),
  }),
  defineCall({
    ...k.editRelationNo,
    area: 'finance',
    summary: 'Changes the document number a payment application line shows (id: the line, relationNo)',
    access: { permission: APPLY_PAY_PERMISSIONS.edit },
    example: { id: DEMO_PAYMENTS.kailiLine, relationNo: 'PO-20261201-0001' },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => editRelationNo(tx, actorOf(c), params))),
  }),
  defineCall({
    ...k.exportApplyPayExcel,
    area: 'finance',
    summary:
      'Payment applications as xlsx (ids, else those of a status and relation type; lang zh or en): one row per document each pays, with payee, currency, amount, paid and status',
    access: view,
    readOnly: true,
    example: { ids: DEMO_PAYMENTS.kailiApplication },
    handler: async (c, { params }) =>
      fileDownload(await c.var.db.begin((tx) => applyPayExcel(tx, actorOf(c), params), { readOnly: true })),
  }),
  defineCall({
    ...k.exportApplyPayPdf,
    area: 'finance',
    summary:
      'One payment application (id) as an A4 PDF (lang zh or en): payee and account, amount, paid and status, the documents it pays with their total, and the signatures; an unknown id is a 404',
    access: view,
    readOnly: true,
    example: { id: DEMO_PAYMENTS.kailiApplication },
    handler: async (c, { params }) =>
      fileDownload(await c.var.db.begin((tx) => applyPayPdf(tx, actorOf(c), params), { readOnly: true })),
  }),
  defineCall({
    ...k.purchaseOwed,
    area: 'finance',
    summary: `What each approved purchase order still owes its factory (factoryId, or one purchaseOrderId): ${OWED}`,
    access: { permission: PURCHASE_PAYMENT_PERMISSIONS.view },
    readOnly: true,
    example: { factoryId: '1000000000000003201' },
    handler: async (c, { query }) =>
      ok(c, await c.var.db.begin((tx) => purchaseOwed(tx, actorOf(c), query), { readOnly: true })),
  }),
]
