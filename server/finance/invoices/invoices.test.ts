import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FACTORY_INVOICE_DOCUMENT } from '#sync/resources/finance/invoices/invoices.actions.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Db } from '../../platform/db/db.ts'
import { scopeToTenant } from '../../platform/db/tenant-scope.ts'
import { DEMO_PRODUCTS as P } from '../../products/seed-products.ts'
import { DEMO_FACTORIES as F } from '../../purchasing/seed-purchasing.ts'
import { DEMO_SHIPS } from '../../shipping/ship-seed.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import { expectBooksBalanced } from '../journal/books-check.ts'
import { openItems, postEntry, postPayment } from '../journal/journal.ts'
import { DEMO_INVOICES as D } from './invoices-seed.ts'

let t: TestApp
let db: Db
let actor: Actor
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
})
// The books balance after every test (each entry in both currencies, the trial balance, the kept balances).
afterEach(() => db.begin((tx) => expectBooksBalanced(tx)))
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) =>
  method === 'GET'
    ? t.call('GET', path, { token: admin, query: params as Record<string, string>, lang: 'en-US' })
    : t.call('POST', path, { token: admin, body: params, lang: 'en-US' })

async function ok(method: 'GET' | 'POST', path: string, params: Record<string, unknown> = {}) {
  const r = await call(method, path, params)
  expect(r.json?.code, `${path}: ${r.text}`).toBe(200)
  return r.json.data
}

const statusOf = async (table: string, id: string) =>
  Number(
    (
      await t.root.query<{ status: number }>(`SELECT status FROM ${table} WHERE id = $1 AND tenant_id = '000000'`, [id])
    )[0]?.status,
  )

const order = (id: string) => ({ type: 'erp/purchaseorder', id })

/** What is open on a purchase order in an account (entry currency and base), summed over parties. */
async function openOn(account: 'grni' | 'payable' | 'prepayment' | 'priceDifference', orderId: string) {
  const items = await db.begin((tx) => openItems(tx, { account, against: [order(orderId)] }))
  return {
    open: items.reduce((s, i) => s + Number(i.open), 0).toFixed(2),
    base: items.reduce((s, i) => s + Number(i.baseOpen), 0).toFixed(2),
  }
}

let nextOrder = 0
/** An approved purchase order of a factory (its one line: units at a price), `received` of them received at `unitCost` (base). */
async function receivedOrder(o: {
  factoryId: string
  currency: string
  rate: string
  units: number
  price: string
  received: number
  unitCost: string
}): Promise<string> {
  nextOrder += 1
  const id = String(1000000000000056900n + BigInt(nextOrder))
  const amount = (o.units * Number(o.price)).toFixed(4)
  await t.root.query(
    `INSERT INTO erp_purchase_order (id, tenant_id, code, factory_id, currency_code, exchange_rate, base_currency, total_quantity,
                                     amount, status, progress_status, shipped_quantity, received_quantity)
     VALUES ($1, '000000', $2, $3, $4, $5, 'CNY', $6, $7, 2, 6, $8, $8)`,
    [id, `PO-TEST-${nextOrder}`, o.factoryId, o.currency, o.rate, o.units, amount, o.received],
  )
  await t.root.query(
    `INSERT INTO erp_purchase_order_item (id, tenant_id, purchase_order_id, product_id, quantity, price, amount,
                                          shipped_quantity, received_quantity)
     VALUES ($1, '000000', $2, $3, $4, $5, $6, $7, $7)`,
    [String(BigInt(id) + 50n), id, P.kettle, o.units, o.price, amount, o.received],
  )
  if (o.received > 0) {
    // The receipt as the journal posts it from the ledger: Dr inventory, Cr GRNI against the order at the lots' cost.
    const cost = (o.received * Number(o.unitCost)).toFixed(2)
    await db.begin((tx) =>
      postEntry(tx, actor, {
        document: { type: 'ware/winboundorder', id },
        currency: 'CNY',
        lines: [
          { account: 'inventory', debit: cost },
          { account: 'grni', party: { type: 'factory', id: o.factoryId }, against: order(id), credit: cost },
        ],
      }),
    )
  }
  return id
}

/** A factory invoice saved through its call, to confirm: its id. */
async function invoiceOf(
  factoryId: string,
  currency: string,
  lines: { orderId: string; quantity: number; price: string }[],
  rate?: string,
) {
  const saved = await ok('POST', '/api/erp/financialfactory/submit', {
    invoiceNo: `INV-${Math.random().toString(36).slice(2, 8)}`,
    factoryId,
    currencyCode: currency,
    invoiceDate: '2027-03-15',
    ...(rate ? { rate } : {}),
    items: lines.map((l) => ({
      purchaseOrderId: l.orderId,
      productId: P.kettle,
      quantity: l.quantity,
      price: l.price,
    })),
  })
  return String(saved.id ?? saved)
}

describe('factory invoices', () => {
  it('seeds invoices in each status, the invoiced one posted to Kaili’s payable, its mismatch shown', async () => {
    expect(await statusOf('fin_factory_invoice', D.factoryToConfirm)).toBe(1)
    expect(await statusOf('fin_factory_invoice', D.factorySubmitted)).toBe(2)
    expect(await statusOf('fin_factory_invoice', D.factoryInvoiced)).toBe(3)
    // Its 85 USD at 7.1 credited to Kaili's payable (the order's deposits, of the other parts' demo, applied to it after).
    const [credited] = await db.query<{ credit: string; base: string }>(
      `SELECT sum(l.credit)::numeric(20,2)::text AS credit, sum(l.base_credit)::numeric(20,2)::text AS base
         FROM fin_journal_line l JOIN fin_journal_entry e ON e.id = l.entry_id AND e.tenant_id = l.tenant_id
        WHERE e.document_type = $1 AND e.document_id = $2 AND l.account_type = 'payable'`,
      [FACTORY_INVOICE_DOCUMENT, D.factoryInvoiced],
    )
    expect(credited).toEqual({ credit: '85.00', base: '603.50' })
    const detail = await ok('GET', '/api/erp/financialfactory/detail', { id: D.factoryInvoiced })
    expect(detail.mismatch).toContain('received')
    const list = await ok('GET', '/api/erp/financialfactory/list', { current: 1, size: 30 })
    const row = (list.records as Record<string, unknown>[]).find((r) => r.id === D.factoryInvoiced)
    expect(String(row?.mismatch)).toContain('40 units invoiced, 0 received')
  })

  it('refuses lines of another factory’s order, and a change once submitted', async () => {
    const bad = await call('POST', '/api/erp/financialfactory/submit', {
      invoiceNo: 'X-1',
      factoryId: F.hengda,
      currencyCode: 'USD',
      invoiceDate: '2027-03-15',
      items: [{ purchaseOrderId: D.kailiOrder, productId: P.kettle, quantity: 1, price: '8.5' }],
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('not of this invoice’s factory')
    const changed = await call('POST', '/api/erp/financialfactory/submit', { id: D.factorySubmitted, remark: 'late' })
    expect(changed.status).toBe(400)
    // A header alone is a draft: it is not submitted without lines.
    const draft = await ok('POST', '/api/erp/financialfactory/submit', {
      invoiceNo: 'X-2',
      factoryId: F.hengda,
      currencyCode: 'CNY',
      invoiceDate: '2027-03-15',
    })
    const empty = await call('POST', '/api/erp/financialfactory/submitInvoice', { ids: String(draft.id ?? draft) })
    expect(empty.status).toBe(400)
  })

  it('after receipt, clears GRNI of the purchase order to zero, posting the price difference and the payable', async () => {
    const orderId = await receivedOrder({
      factoryId: F.hengda,
      currency: 'CNY',
      rate: '1',
      units: 50,
      price: '58',
      received: 50,
      unitCost: '58',
    })
    expect((await openOn('grni', orderId)).base).toBe('2900.00')
    const id = await invoiceOf(F.hengda, 'CNY', [{ orderId, quantity: 50, price: '60' }])
    const before = await ok('GET', '/api/erp/financialfactory/detail', { id })
    expect(before.mismatch).toContain('3000')
    expect(before.mismatch).not.toContain('units invoiced')
    // Confirming from "to confirm" is refused: it is submitted first.
    const early = await call('POST', '/api/erp/financialfactory/confirm', { ids: id })
    expect(early.status).toBe(400)
    await ok('POST', '/api/erp/financialfactory/submitInvoice', { ids: id })
    await ok('POST', '/api/erp/financialfactory/confirm', { ids: id })
    expect(await statusOf('fin_factory_invoice', id)).toBe(3)
    expect((await openOn('grni', orderId)).base).toBe('0.00')
    expect(await openOn('payable', orderId)).toEqual({ open: '3000.00', base: '3000.00' })
    const [difference] = await db.query<{ debit: string }>(
      `SELECT sum(l.base_debit - l.base_credit)::text AS debit FROM fin_journal_line l
         JOIN fin_journal_entry e ON e.id = l.entry_id WHERE e.document_id = $1 AND l.account_type = 'priceDifference'`,
      [id],
    )
    expect(Number(difference?.debit)).toBe(100)
    // Void reverses it all: GRNI open again, nothing payable.
    await ok('POST', '/api/erp/financialfactory/void', { ids: id })
    expect((await openOn('grni', orderId)).base).toBe('2900.00')
    expect((await openOn('payable', orderId)).base).toBe('0.00')
    await expectBooksBalanced(db)
  })

  it('in USD at its own rate, applies the order’s deposit and leaves GRNI at zero', async () => {
    const orderId = await receivedOrder({
      factoryId: F.kaili,
      currency: 'USD',
      rate: '7',
      units: 100,
      price: '10',
      received: 100,
      unitCost: '70',
    })
    await db.begin((tx) =>
      postPayment(tx, actor, {
        document: { type: 'test/deposit', id: orderId },
        currency: 'USD',
        rate: '7.2',
        settles: [
          { account: 'prepayment', party: { type: 'factory', id: F.kaili }, against: order(orderId), amount: '300' },
        ],
      }),
    )
    const id = await invoiceOf(F.kaili, 'USD', [{ orderId, quantity: 100, price: '10' }], '7.1')
    await ok('POST', '/api/erp/financialfactory/submitInvoice', { ids: id })
    await ok('POST', '/api/erp/financialfactory/confirm', { ids: id })
    expect((await openOn('grni', orderId)).base).toBe('0.00')
    expect((await openOn('prepayment', orderId)).open).toBe('0.00')
    const payable = await openOn('payable', orderId)
    expect(payable.open).toBe('700.00')
    await expectBooksBalanced(db)
  })

  it('withdraws a submitted invoice, and refuses removing one that is not to confirm', async () => {
    const orderId = await receivedOrder({
      factoryId: F.hengda,
      currency: 'CNY',
      rate: '1',
      units: 10,
      price: '5',
      received: 0,
      unitCost: '5',
    })
    const id = await invoiceOf(F.hengda, 'CNY', [{ orderId, quantity: 10, price: '5' }])
    await ok('POST', '/api/erp/financialfactory/submitInvoice', { ids: id })
    expect((await call('POST', '/api/erp/financialfactory/remove', { ids: id })).status).toBe(400)
    await ok('POST', '/api/erp/financialfactory/withdraw', { ids: id })
    expect(await statusOf('fin_factory_invoice', id)).toBe(1)
    await ok('POST', '/api/erp/financialfactory/saveFile', { id, fileUrl: '/upload/x.pdf' })
    await ok('POST', '/api/erp/financialfactory/remove', { ids: id })
    await expectBooksBalanced(db)
  })
})

describe('invoice notices', () => {
  it('confirms, restores and invoices a notice into a factory invoice to confirm; refuses invoicing one to confirm', async () => {
    const refused = await call('POST', '/api/erp/financialinvoice/invoice', { ids: D.noticeToConfirm })
    expect(refused.status).toBe(400)
    await ok('POST', '/api/erp/financialinvoice/updateStatus', { ids: D.noticeToConfirm, status: 3 })
    expect(await statusOf('erp_financial_invoice', D.noticeToConfirm)).toBe(3)
    await ok('POST', '/api/erp/financialinvoice/restoreStatus', { ids: D.noticeToConfirm })
    expect(await statusOf('erp_financial_invoice', D.noticeToConfirm)).toBe(1)
    const made = await ok('POST', '/api/erp/financialinvoice/invoice', { ids: D.noticeConfirmed, invoiceNo: 'KL-N-2' })
    expect(await statusOf('erp_financial_invoice', D.noticeConfirmed)).toBe(100)
    const invoice = await ok('GET', '/api/erp/financialfactory/detail', { id: made[0] })
    expect(invoice).toMatchObject({ invoiceNo: 'KL-N-2', noticeId: D.noticeConfirmed, totalQuantity: 30 })
    await ok('POST', '/api/erp/financialinvoice/saveFactoryFile', { id: D.noticeToConfirm, fileUrl: '/upload/kl.pdf' })
    expect((await ok('GET', '/api/erp/financialinvoice/detail', { id: D.noticeToConfirm })).factoryFileName).toBe(
      'kl.pdf',
    )
    await ok('POST', '/api/erp/financialinvoice/removeFactoryFile', { ids: D.noticeToConfirm })
    const pdf = await t.call('GET', '/api/erp/financialinvoice/exportInvoiceContract', {
      token: admin,
      query: { id: D.noticeToConfirm },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    await expectBooksBalanced(db)
  })
})

describe('ship bills', () => {
  it('posts each bill a ship makes as its forwarder’s payable against the bill', async () => {
    await ok('POST', '/api/erp/ship/generateBill', { ids: DEMO_SHIPS.checked })
    const bills = await t.root.query<{ id: string; amount: string; currencyCode: string }>(
      `SELECT id::text, amount::text, currency_code FROM erp_ship_bill WHERE ship_id = $1 AND tenant_id = '000000' ORDER BY id`,
      [DEMO_SHIPS.checked],
    )
    expect(bills.length).toBeGreaterThan(0)
    for (const bill of bills) {
      const open = await db.begin((tx) =>
        openItems(tx, { account: 'payable', against: [{ type: 'erp/shipbill', id: bill.id }] }),
      )
      expect(open.map((o) => [o.currency, Number(o.open)])).toEqual([[bill.currencyCode, Number(bill.amount)]])
      expect(open[0]?.party?.type).toBe('forwarder')
    }
    await expectBooksBalanced(db)
  })
})
