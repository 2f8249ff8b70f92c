import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { subtractDecimal } from '#sync/money/round-money.ts'
import type { Db } from '../platform/db/db.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { DEMO_FACTORIES as F } from '../purchasing/seed-purchasing.ts'
import { DEMO_SHIPS } from '../shipping/ship-seed.ts'
import { decideApproval } from '../testing/approvals.ts'
import { type ChainCalls, chainCalls, kettlesPassedAtFactory } from '../testing/purchase-chain.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { expectBooksBalanced } from './journal/books-check.ts'

// Issue 32, the chain through the calls (on PGlite and, in CI, on PostgreSQL): a purchase with a 30%
// deposit → the deposit applied for, approved and paid → goods received → the factory's invoice → the
// balance paid → the factory owes nothing and goods received not invoiced is zero for that purchase;
// a ship's cost bill paid the same way. The books balance after every step.
let t: TestApp
let admin: string
let call: ChainCalls['call']
let ok: ChainCalls['ok']
let one: ChainCalls['one']
let db: Db
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  ;({ call, ok, one } = chainCalls(t, admin))
  db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
})
afterEach(() => db.begin((tx) => expectBooksBalanced(tx)))
afterAll(() => t.close())

/** What the journal holds open on a purchase order or a bill, per account type: in the document's currency and in base. */
async function openOn(account: string, againstType: string, againstId: string) {
  return one<{ open: string; base: string }>(
    `SELECT coalesce(sum(credit - debit), 0)::numeric(20,2)::text AS open,
            coalesce(sum(base_credit - base_debit), 0)::numeric(20,2)::text AS base
       FROM fin_journal_line WHERE tenant_id = '000000' AND account_type = $1 AND against_type = $2 AND against_id = $3`,
    [account, againstType, againstId],
  )
}

/** An approved purchase order of 60 kettles from Kaili at 8.50 USD (rate 7.1, 510 USD), its deposit 30%, shipped to an inbound order. */
async function purchaseWithDeposit(): Promise<{ orderId: string; inboundId: string; inboundLineId: string }> {
  const { orderId, deposit } = await kettlesPassedAtFactory(t, admin, {
    planName: 'Finance chain plan',
    storeId: W.storeLa,
    retainerRatio: '0.3',
  })
  expect(deposit).toMatchObject({ retainerAmount: '153.0000', retainerRatio: '0.3000' })
  const order = { id: orderId }
  await ok('GET', '/api/erp/purchaseorder/ship', { ids: order.id })
  const inbound = await one<{ id: string }>(
    `SELECT inbound_order_id::text AS id FROM erp_purchase_order WHERE id = $1`,
    [order.id],
  )
  const line = await one<{ id: string }>(
    `SELECT id::text FROM ware_inbound_batch_item WHERE inbound_order_id = $1 AND is_deleted = 0`,
    [inbound.id],
  )
  return { orderId: order.id, inboundId: inbound.id, inboundLineId: line.id }
}

/** A payment application for what is owed on documents, approved, its voucher made and paid at a rate: its voucher id. */
async function applyAndPay(body: Record<string, unknown>, rate: string): Promise<string> {
  const saved = await ok('POST', '/api/financialApplyPay/saveOrUpdate', body)
  const id = String(saved.id ?? saved)
  await ok('POST', '/api/financialApplyPay/updateStatus', { ids: [id], status: '2' })
  await ok('POST', '/api/financialApplyPay/check', { ids: [id], status: '3', checkRemark: 'ok' })
  await ok('POST', '/api/financialApplyPay/generatePayVoucher', { ids: [id], rate })
  const voucher = await one<{ id: string }>(
    `SELECT id::text FROM fin_pay_voucher WHERE apply_pay_id = $1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [id],
  )
  await ok('POST', '/api/financialPayVoucher/confirmBatch', { ids: [voucher.id], rate })
  expect(Number((await ok('GET', '/api/financialApplyPay/detail', { id })).status)).toBe(7)
  return voucher.id
}

describe('money out, in books that balance', () => {
  it('pays a purchase: 30% deposit approved and paid, received, invoiced, balance paid: nothing owed, GRNI zero', async () => {
    const { orderId, inboundId, inboundLineId } = await purchaseWithDeposit()
    const purchaseOrder = 'erp/purchaseorder'

    // The deposit, 153 USD, through the purchase_payment approval, paid at 7.1: Dr prepayment 1,086.30 CNY.
    const payment = await ok('POST', '/api/erp/purchasepayment/submit', {
      purchaseOrderId: orderId,
      paymentType: '2',
      amount: '153',
      currencyCode: 'USD',
      voucherUrl: '/upload/demo/deposit.pdf',
    })
    const paymentId = String(payment.id ?? payment)
    const early = await call('POST', '/api/erp/purchasepayment/complete-payment', { ids: [paymentId] })
    expect(early.status, early.text).toBe(400)
    await ok('POST', '/api/erp/purchasepayment/start-payment', { ids: [paymentId] })
    await decideApproval(t, admin, 'erp/purchasepayment', paymentId)
    await ok('POST', '/api/erp/purchasepayment/complete-payment', { ids: [paymentId], rate: '7.1' })
    expect(await openOn('prepayment', purchaseOrder, orderId)).toEqual({ open: '-153.00', base: '-1086.30' })

    // Goods received: 60 at 60.35 CNY, Dr inventory / Cr GRNI 3,621.00 against the order.
    await ok('POST', '/api/ware/winboundorder/accept', {
      id: inboundId,
      items: [{ id: inboundLineId, receivedQuantity: 60 }],
    })
    expect(await openOn('grni', purchaseOrder, orderId)).toEqual({ open: '3621.00', base: '3621.00' })

    // The factory's invoice, 60 at 8.50 USD at 7.1: GRNI cleared, 510 USD payable, the deposit applied: 357 USD owed.
    const invoice = await ok('POST', '/api/erp/financialfactory/submit', {
      invoiceNo: 'KL-CHAIN-1',
      factoryId: F.kaili,
      currencyCode: 'USD',
      invoiceDate: '2027-03-15',
      rate: '7.1',
      items: [{ purchaseOrderId: orderId, productId: P.kettle, quantity: 60, price: '8.5' }],
    })
    const invoiceId = String(invoice.id ?? invoice)
    await ok('POST', '/api/erp/financialfactory/submitInvoice', { ids: invoiceId })
    await ok('POST', '/api/erp/financialfactory/confirm', { ids: invoiceId })
    expect((await openOn('grni', purchaseOrder, orderId)).base).toBe('0.00')
    expect(await openOn('prepayment', purchaseOrder, orderId)).toEqual({ open: '0.00', base: '0.00' })
    expect(await openOn('payable', purchaseOrder, orderId)).toEqual({ open: '357.00', base: '2534.70' })

    // The balance, 357 USD, applied for, approved and paid at 7.2: the 35.70 CNY more to exchange difference.
    const voucherId = await applyAndPay(
      {
        relationType: '1',
        partyType: 'factory',
        partyId: F.kaili,
        currencyCode: 'USD',
        relations: [{ relationType: '1', relationId: orderId, amount: '357', paymentKind: '2' }],
      },
      '7.2',
    )
    const difference = await one<{ base: string }>(
      `SELECT (sum(l.base_debit) - sum(l.base_credit))::numeric(20,2)::text AS base
         FROM fin_journal_line l JOIN fin_journal_entry e ON e.id = l.entry_id AND e.tenant_id = l.tenant_id
        WHERE e.document_id = $1 AND l.account_type = 'exchangeDifference'`,
      [voucherId],
    )
    expect(difference.base).toBe('35.70')
    expect(await openOn('payable', purchaseOrder, orderId)).toEqual({ open: '0.00', base: '0.00' })
    // GRNI is held in base currency (received in CNY, cleared by a USD invoice at its base value).
    expect((await openOn('grni', purchaseOrder, orderId)).base).toBe('0.00')
    const owed = await ok('GET', '/api/finance/purchaseOwed', { purchaseOrderId: orderId })
    expect(owed[0].owed).toBe('0.00')
    // Nothing more can be asked for the order.
    const more = await call('POST', '/api/financialApplyPay/saveOrUpdate', {
      relationType: '1',
      partyType: 'factory',
      partyId: F.kaili,
      currencyCode: 'USD',
      relations: [{ relationType: '1', relationId: orderId, amount: '0.01', paymentKind: '2' }],
    })
    expect(more.status, more.text).toBe(400)
  })

  it('pays a ship cost bill the same way: the forwarder owes nothing on it', async () => {
    await ok('POST', '/api/erp/ship/generateBill', { ids: DEMO_SHIPS.checked })
    const bills = await t.root.query<{ id: string; currencyCode: string; amount: string; partyId: string }>(
      `SELECT id::text, currency_code, amount::text, party_id::text FROM erp_ship_bill
        WHERE ship_id = $1 AND is_deleted = 0 ORDER BY id`,
      [DEMO_SHIPS.checked],
    )
    expect(bills.length).toBeGreaterThan(0)
    const shown = async (id: string) =>
      one<{ status: number; paidAmount: string }>(`SELECT status, paid_amount::text FROM erp_ship_bill WHERE id = $1`, [
        id,
      ])
    const pay = (bill: (typeof bills)[number], amount: string) =>
      applyAndPay(
        {
          relationType: '2',
          partyType: 'forwarder',
          partyId: bill.partyId,
          currencyCode: bill.currencyCode,
          relations: [{ relationType: '2', relationId: bill.id, amount }],
        },
        bill.currencyCode === 'USD' ? '7.1' : '1',
      )
    for (const bill of bills) {
      expect((await openOn('payable', 'erp/shipbill', bill.id)).open).toBe(Number(bill.amount).toFixed(2))
      expect(await shown(bill.id)).toEqual({ status: 1, paidAmount: '0.00' })
      // 10.00 first: the bill is partly paid, and says how much; then the rest: paid.
      await pay(bill, '10.00')
      expect(await shown(bill.id)).toEqual({ status: 2, paidAmount: '10.00' })
      await pay(bill, subtractDecimal(bill.amount, '10'))
      expect(await shown(bill.id)).toEqual({ status: 3, paidAmount: bill.amount })
      expect(await openOn('payable', 'erp/shipbill', bill.id)).toEqual({ open: '0.00', base: '0.00' })
    }
  })

  it('shows the trial balance summing to zero and the aged payables without the paid documents', async () => {
    const trial = await ok('GET', '/api/finance/trialBalance', { from: '2000-01-01', to: '2099-12-31' })
    expect(trial).toBeTruthy()
    const aged = await ok('GET', '/api/finance/agedPayables', { asOf: '2099-12-31' })
    expect(aged).toBeTruthy()
  })
})
