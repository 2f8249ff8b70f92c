import { abroadVoucherActions, foreignPaymentActions } from '#sync/resources/finance/foreign/foreign.actions.ts'
import { foreignPayment } from '#sync/resources/finance/foreign/foreign-payment.resource.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable, Row } from '../../platform/db/db.ts'
import { enterScope } from '../../platform/db/tenant-scope.ts'
import type { AppDeps } from '../../platform/http/app-env.ts'
import { runDeclaredAction } from '../../platform/records/action-calls.ts'
import { runAction } from '../../platform/records/transition.ts'
import { insertSeedRows } from '../../platform/seed/insert-seed-rows.ts'
import { seedActor } from '../../platform/seed/seed-actor.ts'
import { followVouchers } from './abroad-pay.ts'
import { prepareForeignPayment } from './foreign-payment.ts'

/**
 * Fixed demo ids of the foreign part (examples and tests link to them), and the demo rows of the
 * areas below it they name (purchasing's Kaili order in USD and its factory, the Los Angeles warehouse).
 */
export const DEMO_FOREIGN = {
  applyToConfirm: '1000000000000005501',
  applyToAudit: '1000000000000005502',
  applyApproved: '1000000000000005503',
  applyPaid: '1000000000000005504',
  applyReturnable: '1000000000000005505',
  secondApplyToAudit: '1000000000000005506',
  pendingVoucher: '1000000000000005511',
  paidVoucher: '1000000000000005512',
  secondPendingVoucher: '1000000000000005513',
  toConfirmPayment: '1000000000000005521',
  confirmedPayment: '1000000000000005522',
  auditedPayment: '1000000000000005523',
  secondConfirmedPayment: '1000000000000005524',
  kailiOrder: '1000000000000003521',
  kaili: '1000000000000003201',
  storeLosAngeles: '1000000000000004202',
} as const

const D = DEMO_FOREIGN

/** Foreign payments on the Kaili order (USD, booked at 7.1), small beside the other parts' demo on it: one to confirm, two confirmed, one audited (a deposit, posted). */
async function seedForeignPayments(tx: Queryable, actor: Actor, tenantId: string) {
  const payment = async (id: string, code: string, amount: string, rate: string, payDate: string) => {
    const row: Row = { relationType: '1', purchaseOrderId: D.kailiOrder, amount, rate, payDate, code }
    // The save's own rules work out the payee, account and figures (and refuse more than is open).
    await prepareForeignPayment(tx, actor, row, undefined)
    await insertSeedRows(tx, foreignPayment.table, tenantId, [{ id, ...row, status: 1, deductionAmount: '0' }])
  }
  await payment(D.toConfirmPayment, 'FP-20261206-0001', '6.00', '7.20000000', '2027-03-22')
  await payment(D.confirmedPayment, 'FP-20261206-0002', '8.00', '7.20000000', '2027-03-21')
  await payment(D.auditedPayment, 'FP-20261206-0003', '12.00', '7.15000000', '2027-03-10')
  await payment(D.secondConfirmedPayment, 'FP-20261206-0004', '4.00', '7.18000000', '2027-03-23')
  await runAction(
    tx,
    actor,
    foreignPaymentActions.confirm,
    [D.confirmedPayment, D.auditedPayment, D.secondConfirmedPayment],
    {},
  )
  await runDeclaredAction(tx, actor, foreignPaymentActions.audit, [D.auditedPayment], {}, {} as AppDeps)
}

/**
 * Overseas applications in USD: one to confirm (Los Angeles storage), two to audit (customs, other), one
 * approved with pending vouchers of 100 and 50 of its 250 (partly registered), one paid by its voucher
 * (done; the payment posted Dr fee expense, Cr bank), one approved that no voucher holds yet.
 */
async function seedAbroad(tx: Queryable, actor: Actor, tenantId: string) {
  const apply = (row: Row) => ({
    currencyCode: 'USD',
    registeredAmount: '0',
    paidAmount: '0',
    applyDate: '2027-03-01',
    ...row,
  })
  await insertSeedRows(tx, 'fin_abroad_apply_pay', tenantId, [
    apply({
      id: D.applyToConfirm,
      code: 'OA-20261206-0001',
      receiverName: 'West Coast Fulfilment LLC',
      receiveAccount: '021000021123456789',
      receiveBank: 'JPMorgan Chase Bank',
      storeId: D.storeLosAngeles,
      feeType: 1,
      amount: '180.0000',
      dueDate: '2027-03-31',
      status: 1,
    }),
    apply({
      id: D.applyToAudit,
      code: 'OA-20261206-0002',
      receiverName: 'Harbor Customs Brokers Inc.',
      receiveAccount: '121000248765432100',
      receiveBank: 'Wells Fargo Bank',
      feeType: 2,
      amount: '95.0000',
      dueDate: '2027-03-25',
      status: 2,
    }),
    apply({
      id: D.applyApproved,
      code: 'OA-20261206-0003',
      receiverName: 'West Coast Fulfilment LLC',
      receiveAccount: '021000021123456789',
      receiveBank: 'JPMorgan Chase Bank',
      storeId: D.storeLosAngeles,
      feeType: 3,
      amount: '250.0000',
      dueDate: '2027-04-10',
      status: 3,
    }),
    apply({
      id: D.applyPaid,
      code: 'OA-20261206-0004',
      receiverName: 'Harbor Customs Brokers Inc.',
      receiveAccount: '121000248765432100',
      receiveBank: 'Wells Fargo Bank',
      feeType: 2,
      amount: '120.0000',
      dueDate: '2027-03-05',
      status: 3,
    }),
    apply({
      id: D.secondApplyToAudit,
      code: 'OA-20261206-0006',
      receiverName: 'Harbor Customs Brokers Inc.',
      receiveAccount: '121000248765432100',
      receiveBank: 'Wells Fargo Bank',
      feeType: 4,
      amount: '35.0000',
      dueDate: '2027-04-15',
      status: 2,
    }),
    apply({
      id: D.applyReturnable,
      code: 'OA-20261206-0005',
      receiverName: 'West Coast Fulfilment LLC',
      receiveAccount: '021000021123456789',
      receiveBank: 'JPMorgan Chase Bank',
      storeId: D.storeLosAngeles,
      feeType: 1,
      amount: '60.0000',
      dueDate: '2027-04-30',
      status: 3,
    }),
  ])
  const voucher = (row: Row) => ({ currencyCode: 'USD', rate: '7.20000000', status: 1, ...row })
  await insertSeedRows(tx, 'fin_abroad_pay_voucher', tenantId, [
    voucher({
      id: D.pendingVoucher,
      code: 'OV-20261206-0001',
      applyPayId: D.applyApproved,
      receiverName: 'West Coast Fulfilment LLC',
      amount: '100.0000',
      payDate: '2027-04-08',
    }),
    voucher({
      id: D.paidVoucher,
      code: 'OV-20261206-0002',
      applyPayId: D.applyPaid,
      receiverName: 'Harbor Customs Brokers Inc.',
      amount: '120.0000',
      payDate: '2027-03-05',
    }),
    voucher({
      id: D.secondPendingVoucher,
      code: 'OV-20261206-0003',
      applyPayId: D.applyApproved,
      receiverName: 'West Coast Fulfilment LLC',
      amount: '50.0000',
      payDate: '2027-04-09',
    }),
  ])
  await followVouchers(tx, actor, [D.applyApproved, D.applyPaid])
  await runDeclaredAction(tx, actor, abroadVoucherActions.pay, [D.paidVoucher], {}, {} as AppDeps)
}

/** The foreign part's demo rows, in the tenant's scope (left again at the end), posting through the part's own actions. */
export async function seedForeign(tx: Queryable, tenantId: string): Promise<void> {
  const actor = await seedActor(tx, tenantId)
  await enterScope(tx, { tenantId, userId: actor.session.userId })
  await seedForeignPayments(tx, actor, tenantId)
  await seedAbroad(tx, actor, tenantId)
  await tx.query(`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`)
}
