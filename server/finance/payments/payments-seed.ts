import {
  APPLY_PAY_STATUS as AP,
  applyPayActions,
  PURCHASE_PAYMENT_APPROVAL,
  RELATION_TYPE,
} from '#sync/resources/finance/payments/payments.actions.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { enterScope } from '../../platform/db/tenant-scope.ts'
import { runAction } from '../../platform/records/transition.ts'
import { insertSeedRows } from '../../platform/seed/insert-seed-rows.ts'
import { seedActor } from '../../platform/seed/seed-actor.ts'
import { confirmVouchers, generatePayVouchers, refundVouchers } from './apply-pay.ts'
import { completePurchasePayments } from './purchase-payment.ts'

/** Fixed demo ids of the payments part (examples and tests link to them). */
export const DEMO_PAYMENTS = {
  kailiApplication: '1000000000000006601',
  kailiLine: '1000000000000006602',
  hengdaToAudit: '1000000000000006603',
  hengdaToAuditLine: '1000000000000006604',
  hengdaToConfirm: '1000000000000006605',
  hengdaToConfirmLine: '1000000000000006606',
  hengdaVoucher: '1000000000000006607',
  hengdaVoucherLine: '1000000000000006608',
  hengdaDraft: '1000000000000006609',
  hengdaDraftLine: '1000000000000006610',
  hengdaApproved: '1000000000000006611',
  hengdaApprovedLine: '1000000000000006612',
  hengdaRefunded: '1000000000000006613',
  hengdaRefundedLine: '1000000000000006614',
  paidPurchasePayment: '1000000000000006621',
  approvedPurchasePayment: '1000000000000006622',
  kailiOrder: '1000000000000003521',
  hengdaOrder: '1000000000000003551',
  kaili: '1000000000000003201',
  hengda: '1000000000000003202',
} as const

const D = DEMO_PAYMENTS

/** An application in its first status with one line on a purchase order (as a save leaves it). */
async function application(
  tx: Queryable,
  tenantId: string,
  a: {
    id: string
    line: string
    code: string
    factory: 'kaili' | 'hengda'
    amount: string
    deposit?: boolean
    checkSign?: number
  },
) {
  const kaili = a.factory === 'kaili'
  await insertSeedRows(tx, 'fin_apply_pay', tenantId, [
    {
      id: a.id,
      code: a.code,
      relationType: Number(RELATION_TYPE.purchaseOrder),
      partyType: 'factory',
      partyId: kaili ? D.kaili : D.hengda,
      partyName: kaili ? '宁波凯利电器有限公司' : '永康恒达炊具厂',
      currencyCode: kaili ? 'USD' : 'CNY',
      amount: a.amount,
      paidAmount: '0',
      receiveAccount: kaili ? 'HSBC HK 400-123456-838' : 'ICBC 6222 0212 3456 7890',
      receiveBank: kaili ? 'HSBC Hong Kong' : 'ICBC Ningbo',
      expectPayDate: '2027-03-01',
      status: Number(AP.toConfirm),
      checkSign: a.checkSign ?? 0,
      remark: a.deposit ? '30% deposit of the purchase order' : 'Payment on the purchase order',
    },
  ])
  await insertSeedRows(tx, 'fin_apply_pay_relation', tenantId, [
    {
      id: a.line,
      applyPayId: a.id,
      relationType: Number(RELATION_TYPE.purchaseOrder),
      relationId: kaili ? D.kailiOrder : D.hengdaOrder,
      relationNo: kaili ? 'PO-20261201-0001' : 'PO-20261201-0003',
      paymentKind: a.deposit ? 1 : 2,
      currencyCode: kaili ? 'USD' : 'CNY',
      amount: a.amount,
    },
  ])
}

const move = (tx: Queryable, actor: Actor, ids: string[], ...steps: (keyof typeof applyPayActions)[]) =>
  steps.reduce<Promise<unknown>>(
    (prev, step) => prev.then(() => runAction(tx, actor, applyPayActions[step], ids, {})),
    Promise.resolve(),
  )

/**
 * Demo payments, made through the part's own logic so the journal holds their postings: the Kaili
 * order's 30% deposit (306 USD) applied for, approved, its voucher paid at 7.1 (Dr prepayment, Cr the
 * USD bank); Hengda applications to confirm, to audit, approved, registered (a voucher pending
 * payment) and one whose voucher was cancelled; a Kaili purchase payment paid (100 USD of goods
 * before the invoice: onto prepayment) and one approved, waiting to be paid. Only where the
 * purchasing demo's orders are (the demo tenant); runs in the tenant's scope, left again at the end.
 */
export async function seedPayments(tx: Queryable, tenantId: string): Promise<void> {
  const [order] = await tx.query(`SELECT id FROM erp_purchase_order WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    D.kailiOrder,
  ])
  if (!order) return
  const actor = await seedActor(tx, tenantId)
  await enterScope(tx, { tenantId, userId: actor.session.userId })

  await application(tx, tenantId, {
    id: D.kailiApplication,
    line: D.kailiLine,
    code: 'AP-20261206-0001',
    factory: 'kaili',
    amount: '306.0000',
    deposit: true,
    checkSign: 1,
  })
  await move(tx, actor, [D.kailiApplication], 'submit', 'approve')
  const [kailiVoucher] = await generatePayVouchers(tx, actor, [D.kailiApplication], {
    payDate: '2026-12-06',
    rate: '7.1',
  })
  await confirmVouchers(tx, actor, [kailiVoucher as string], {})

  await application(tx, tenantId, {
    id: D.hengdaToAudit,
    line: D.hengdaToAuditLine,
    code: 'AP-20261206-0002',
    factory: 'hengda',
    amount: '1000.0000',
  })
  await move(tx, actor, [D.hengdaToAudit], 'submit')
  await application(tx, tenantId, {
    id: D.hengdaToConfirm,
    line: D.hengdaToConfirmLine,
    code: 'AP-20261206-0003',
    factory: 'hengda',
    amount: '500.0000',
  })
  await application(tx, tenantId, {
    id: D.hengdaVoucher,
    line: D.hengdaVoucherLine,
    code: 'AP-20261206-0004',
    factory: 'hengda',
    amount: '800.0000',
  })
  await move(tx, actor, [D.hengdaVoucher], 'submit', 'approve')
  await generatePayVouchers(tx, actor, [D.hengdaVoucher], { payDate: '2026-12-07' })
  await application(tx, tenantId, {
    id: D.hengdaDraft,
    line: D.hengdaDraftLine,
    code: 'AP-20261206-0005',
    factory: 'hengda',
    amount: '100.0000',
  })
  await application(tx, tenantId, {
    id: D.hengdaApproved,
    line: D.hengdaApprovedLine,
    code: 'AP-20261206-0006',
    factory: 'hengda',
    amount: '200.0000',
  })
  await move(tx, actor, [D.hengdaApproved], 'submit', 'approve')
  await application(tx, tenantId, {
    id: D.hengdaRefunded,
    line: D.hengdaRefundedLine,
    code: 'AP-20261206-0007',
    factory: 'hengda',
    amount: '100.0000',
  })
  await move(tx, actor, [D.hengdaRefunded], 'submit', 'approve')
  const cancelled = await generatePayVouchers(tx, actor, [D.hengdaRefunded], {})
  await refundVouchers(tx, actor, cancelled, { remark: 'Wrong bank account: cancelled' })

  // Purchase payments of the Kaili order beside the shipping demo's deposit (approved before this demo).
  const payment = {
    purchaseOrderId: D.kailiOrder,
    factoryId: D.kaili,
    paymentType: 1,
    currencyCode: 'USD',
    voucherUrl: '/upload/demo/payment-voucher.pdf',
    status: 1,
    approvalStatus: Number(PURCHASE_PAYMENT_APPROVAL.approved),
  }
  await insertSeedRows(tx, 'erp_purchase_payment', tenantId, [
    {
      ...payment,
      id: D.paidPurchasePayment,
      code: 'PP-20261206-0001',
      amount: '100.0000',
      remark: 'Goods, before the invoice',
    },
    {
      ...payment,
      id: D.approvedPurchasePayment,
      code: 'PP-20261206-0002',
      amount: '50.0000',
      remark: 'Goods, approved',
    },
  ])
  await completePurchasePayments(tx, actor, [D.paidPurchasePayment], { payDate: '2026-12-06', rate: '7.1' })

  // Back to the seed's own role, so the next tenant's seed is not under this one's scope.
  await tx.query(`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`)
}
