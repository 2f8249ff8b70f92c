import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { abroadApplyPay } from '#sync/resources/finance/foreign/abroad-pay.resource.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Db } from '../../platform/db/db.ts'
import { scopeToTenant } from '../../platform/db/tenant-scope.ts'
import { importColumns } from '../../platform/resources/spreadsheet.ts'
import { DEMO_SHIPS } from '../../shipping/ship-seed.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import { expectBooksBalanced } from '../journal/books-check.ts'
import { openItems, postEntry } from '../journal/journal.ts'
import { DEMO_FOREIGN as D } from './foreign-seed.ts'

// Issue 32: foreign payments pay payables in their currency; overseas applications and vouchers pay services abroad.
let t: TestApp
let db: Db
let actor: Actor
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
  admin = (await t.signIn()).access_token
})
// The books balance after every test (each entry in both currencies, the trial balance, the kept balances).
afterEach(() => db.begin((tx) => expectBooksBalanced(tx)))
afterAll(() => t.close())

const get = (path: string, query: Record<string, string | number> = {}) =>
  t.call('GET', path, { token: admin, query, lang: 'en-US' })
const post = (path: string, body: Record<string, unknown> = {}) =>
  t.call('POST', path, { token: admin, body, lang: 'en-US' })

const one = async <T>(sql: string, params: unknown[] = []) =>
  (await db.query<T & Record<string, unknown>>(sql, params))[0] as T
const payment = (id: string) =>
  one<{ status: number; exchangeDifference: string | null; bookingRate: string; code: string; baseAmount: string }>(
    `SELECT status, exchange_difference::text AS exchange_difference, booking_rate::text AS booking_rate, code,
            base_amount::text AS base_amount FROM fin_foreign_payment WHERE id = $1`,
    [id],
  )
const application = (id: string) =>
  one<{ status: number; registeredAmount: string; paidAmount: string }>(
    `SELECT status, registered_amount::text AS registered_amount, paid_amount::text AS paid_amount
       FROM fin_abroad_apply_pay WHERE id = $1`,
    [id],
  )
const voucherStatus = async (id: string) =>
  (await one<{ status: number }>(`SELECT status FROM fin_abroad_pay_voucher WHERE id = $1`, [id])).status
/** What a document posted, per account type: base debit less credit (reversals included). */
const posted = async (type: string, id: string) =>
  Object.fromEntries(
    (
      await db.query<{ accountType: string; net: string }>(
        `SELECT l.account_type, sum(l.base_debit - l.base_credit)::text AS net
           FROM fin_journal_line l JOIN fin_journal_entry e ON e.tenant_id = l.tenant_id AND e.id = l.entry_id
          WHERE e.document_type = $1 AND e.document_id::text = $2 GROUP BY l.account_type`,
        [type, id],
      )
    ).map((r) => [r.accountType, Number(r.net)]),
  )
const kailiPayableOpen = async () =>
  (
    await db.begin((tx) =>
      openItems(tx, { account: 'payable', against: [{ type: 'erp/purchaseorder', id: D.kailiOrder }] }),
    )
  )
    .map((i) => i.open)
    .join(',')

describe('the demo', () => {
  it('holds foreign payments in each status, the audited one posted as a deposit on the Kaili order', async () => {
    expect((await payment(D.toConfirmPayment)).status).toBe(1)
    expect((await payment(D.confirmedPayment)).status).toBe(2)
    expect((await payment(D.auditedPayment)).status).toBe(3)
    // 12 USD at 7.15: Dr prepayment 85.80, Cr bank 85.80.
    expect(await posted('erp/financialforeignpayment', D.auditedPayment)).toEqual({ prepayment: 85.8, bank: -85.8 })
    expect((await application(D.applyApproved)).status).toBe(5)
    expect((await application(D.applyPaid)).status).toBe(7)
    expect(await posted('erp/abroadpayvoucher', D.paidVoucher)).toEqual({ feeExpense: 864, bank: -864 })
  })
})

describe('foreign payments', () => {
  it('confirms, refuses with a reason, goes back to confirm and refuses a step its status does not allow', async () => {
    const early = await post('/api/financialForeignPayment/check', { ids: D.toConfirmPayment, status: '3' })
    expect(early.status, early.text).toBe(400)
    expect(early.json.msg).toContain('To confirm')
    expect(
      (await post('/api/financialForeignPayment/updateStatus', { ids: D.toConfirmPayment, status: '2' })).json.code,
    ).toBe(200)
    const bare = await post('/api/financialForeignPayment/check', { ids: D.toConfirmPayment, status: '4' })
    expect(bare.status).toBe(400)
    const refused = await post('/api/financialForeignPayment/check', {
      ids: D.toConfirmPayment,
      status: '4',
      remark: 'Wrong account',
    })
    expect(refused.json.code, refused.text).toBe(200)
    expect((await payment(D.toConfirmPayment)).status).toBe(4)
    expect(await posted('erp/financialforeignpayment', D.toConfirmPayment)).toEqual({})
    expect(
      (await post('/api/financialForeignPayment/updateStatus', { ids: D.toConfirmPayment, status: '1' })).json.code,
    ).toBe(200)
    // An audited payment can be neither edited nor removed.
    const removed = await post('/api/financialForeignPayment/remove', { ids: D.auditedPayment })
    expect(removed.status).toBe(400)
    expect(removed.json.msg).toContain('FP-20261206-0003')
  })

  it('pays a USD payable booked at 7.0 at 7.2: the payable clears at its booking rate, the difference goes to exchange difference', async () => {
    // The Kaili order is invoiced: 500 USD payable at 7.0.
    await db.begin((tx) =>
      postEntry(tx, actor, {
        document: { type: 'test-invoice', id: '1' },
        currency: 'USD',
        rate: '7',
        lines: [
          {
            account: 'grni',
            party: { type: 'factory', id: D.kaili },
            against: { type: 'erp/purchaseorder', id: D.kailiOrder },
            debit: '500',
          },
          {
            account: 'payable',
            party: { type: 'factory', id: D.kaili },
            against: { type: 'erp/purchaseorder', id: D.kailiOrder },
            credit: '500',
          },
        ],
      }),
    )
    const offered = await get('/api/financialForeignPayment/getRelationNo', { relationType: '1', currencyCode: 'USD' })
    const kaili = offered.json.data.find((r: { relationId: string }) => r.relationId === D.kailiOrder)
    // 500 payable; of the order's 1,020, 613.50 asked by the demo's live payments of every kind (406.50 owed).
    expect(kaili).toMatchObject({
      settles: 'payable',
      claimed: '613.5000',
      available: '406.5000',
      bookingRate: '7.00000000',
    })
    const over = await post('/api/financialForeignPayment/saveOrUpdate', {
      relationType: '1',
      purchaseOrderId: D.kailiOrder,
      amount: '406.51',
      rate: '7.2',
    })
    expect(over.status, over.text).toBe(400)
    expect(over.json.msg).toContain('PO-')
    expect(over.json.msg).toContain('406.50')
    const made = await post('/api/financialForeignPayment/saveOrUpdate', {
      relationType: '1',
      purchaseOrderId: D.kailiOrder,
      amount: '300',
      rate: '7.2',
      payDate: '2027-03-25',
    })
    expect(made.json.code, made.text).toBe(200)
    const id = String(made.json.data.id)
    expect(made.json.data).toMatchObject({ currencyCode: 'USD', partyId: D.kaili, status: 1 })
    expect((await post('/api/financialForeignPayment/updateStatus', { ids: id, status: '2' })).json.code).toBe(200)
    const audited = await post('/api/financialForeignPayment/check', { ids: id, status: '3' })
    expect(audited.json.code, audited.text).toBe(200)
    // Dr payable 300 × 7.0 = 2100, Cr bank 300 × 7.2 = 2160, Dr exchange difference 60.
    expect(await posted('erp/financialforeignpayment', id)).toEqual({
      payable: 2100,
      bank: -2160,
      exchangeDifference: 60,
    })
    expect(await payment(id)).toMatchObject({
      status: 3,
      exchangeDifference: '60.0000',
      bookingRate: '7.00000000',
      baseAmount: '2160.0000',
    })
    expect(await kailiPayableOpen()).toBe('200.00')
    const stats = await get('/api/financialForeignPayment/pageOfStatistic', { currencyCode: 'USD' })
    const row = stats.json.data.records.find((r: { partyId: string }) => r.partyId === D.kaili)
    expect(row).toMatchObject({ auditedAmount: '312.0000', exchangeDifference: '60.0000' })
    // Taking the audit back reverses it: the payable is open again.
    expect((await post('/api/financialForeignPayment/check', { ids: id, status: '2' })).json.code).toBe(200)
    expect(await posted('erp/financialforeignpayment', id)).toEqual({ payable: 0, bank: 0, exchangeDifference: 0 })
    expect(await kailiPayableOpen()).toBe('500.00')
    expect((await payment(id)).status).toBe(2)
  })

  it('pays a ship bill: the bill shows it paid, and unpaid again when the audit is taken back', async () => {
    expect((await post('/api/erp/ship/generateBill', { ids: DEMO_SHIPS.checked })).json.code).toBe(200)
    const bill = await one<{ id: string; amount: string; currencyCode: string }>(
      `SELECT id::text, amount::text, currency_code FROM erp_ship_bill WHERE ship_id = $1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
      [DEMO_SHIPS.checked],
    )
    const shown = () =>
      one<{ status: number; paidAmount: string }>(`SELECT status, paid_amount::text FROM erp_ship_bill WHERE id = $1`, [
        bill.id,
      ])
    const made = await post('/api/financialForeignPayment/saveOrUpdate', {
      relationType: '2',
      shipBillId: bill.id,
      amount: bill.amount,
      rate: bill.currencyCode === 'CNY' ? '1' : '7.1',
    })
    expect(made.json.code, made.text).toBe(200)
    const id = String(made.json.data.id)
    expect((await post('/api/financialForeignPayment/updateStatus', { ids: id, status: '2' })).json.code).toBe(200)
    const audited = await post('/api/financialForeignPayment/check', { ids: id, status: '3' })
    expect(audited.json.code, audited.text).toBe(200)
    expect(await shown()).toEqual({ status: 3, paidAmount: bill.amount })
    expect((await post('/api/financialForeignPayment/check', { ids: id, status: '2' })).json.code).toBe(200)
    expect(await shown()).toEqual({ status: 1, paidAmount: '0.00' })
  })

  it('answers receiving accounts and deposits to deduct from the data', async () => {
    const accounts = await get('/api/financialForeignPayment/getReceiveAccount', { partyId: D.kaili })
    expect(accounts.json.code).toBe(200)
    expect(accounts.json.data.length).toBeGreaterThan(0)
    const deductions = await get('/api/financialForeignPayment/getDeductionNoList', { relationId: D.kailiOrder })
    // What is prepaid on the order and not yet applied: the deposits of every part's demo, as the journal holds them.
    const prepaid = await db.begin((tx) =>
      openItems(tx, { account: 'prepayment', against: [{ type: 'erp/purchaseorder', id: D.kailiOrder }] }),
    )
    const open = Math.abs(prepaid.reduce((s, i) => s + Number(i.open), 0)).toFixed(2)
    expect(Number(open)).toBeGreaterThan(0)
    expect(deductions.json.data).toEqual([expect.objectContaining({ relationId: D.kailiOrder, open })])
    const sheet = await t.call('GET', '/api/financialForeignPayment/export', { token: admin, lang: 'en-US' })
    expect(sheet.status).toBe(200)
  })
})

describe('overseas payment applications and vouchers', () => {
  it('walks an application through audit, vouchers and payment; refuses more than is left and a step not allowed', async () => {
    const made = await post('/api/abroadApplyPay/saveOrUpdate', {
      receiverName: 'Pacific Customs LLC',
      receiveAccount: '026009593000111222',
      feeType: '2',
      currencyCode: 'USD',
      amount: '300',
    })
    expect(made.json.code, made.text).toBe(200)
    const id = String(made.json.data.id)
    expect(made.json.data.code).toMatch(/^OA-/)
    const step = (status: string, extra: Record<string, unknown> = {}) =>
      post('/api/abroadApplyPay/updateStatus', { ids: id, status, ...extra })
    expect((await step('2')).json.code).toBe(200)
    expect((await post('/api/abroadApplyPay/withdraw', { ids: id })).json.code).toBe(200)
    expect((await application(id)).status).toBe(1)
    const approveEarly = await step('3')
    expect(approveEarly.status).toBe(400)
    expect((await step('2')).json.code).toBe(200)
    expect((await step('3')).json.code).toBe(200)
    const listed = await get('/api/abroadPayVoucher/applyPayList', { keyword: 'Pacific Customs' })
    expect(listed.json.data.records).toEqual([expect.objectContaining({ id, left: '300.0000' })])
    const voucher = (amount: string) =>
      post('/api/abroadPayVoucher/saveOrUpdate', { applyPayId: id, amount, rate: '7.25', payDate: '2027-03-28' })
    const first = await voucher('200')
    expect(first.json.code, first.text).toBe(200)
    expect(await application(id)).toMatchObject({ status: 5, registeredAmount: '200.0000' })
    const over = await voucher('100.01')
    expect(over.status).toBe(400)
    expect(over.json.msg).toContain('100.00')
    const second = await voucher('100')
    expect((await application(id)).status).toBe(6)
    const [v1, v2] = [String(first.json.data.id), String(second.json.data.id)]
    // Void is refused while vouchers hold it.
    expect((await step('8')).status).toBe(400)
    expect((await post('/api/abroadPayVoucher/updateStatus', { ids: v1, status: '2' })).json.code).toBe(200)
    expect((await post('/api/abroadPayVoucher/updateStatus', { ids: [v1, v2], status: '3' })).json.code).toBe(200)
    expect(await application(id)).toMatchObject({ status: 7, paidAmount: '300.0000' })
    // 200 × 7.25: Dr fee expense 1450, Cr bank 1450.
    expect(await posted('erp/abroadpayvoucher', v1)).toEqual({ feeExpense: 1450, bank: -1450 })
    const cancelPaid = await post('/api/abroadPayVoucher/updateStatus', { ids: v2, status: '4' })
    expect(cancelPaid.status).toBe(400)
    expect(cancelPaid.json.msg).toContain('Paid')
    expect((await post('/api/abroadPayVoucher/returnStatus', { ids: v2 })).json.code).toBe(200)
    expect(await voucherStatus(v2)).toBe(1)
    expect(await posted('erp/abroadpayvoucher', v2)).toEqual({ feeExpense: 0, bank: 0 })
    expect(await application(id)).toMatchObject({ status: 6, paidAmount: '200.0000' })
    // Cancelled for good: its amount is free on the application, which reads partly registered.
    expect((await post('/api/abroadPayVoucher/updateStatus', { ids: v2, status: '4' })).json.code).toBe(200)
    expect((await post('/api/abroadPayVoucher/updateStatus', { ids: v2, status: '1' })).status).toBe(400)
    expect(await application(id)).toMatchObject({ status: 5, registeredAmount: '200.0000' })
    expect((await post('/api/abroadPayVoucher/delete', { ids: v1 })).status).toBe(400)
    expect((await post('/api/abroadPayVoucher/delete', { ids: v2 })).json.code).toBe(200)
    const detail = await get('/api/abroadPayVoucher/detail', { id: v1 })
    expect(detail.json.data).toMatchObject({ status: 3, applyPayId: id })
    const receivers = await get('/api/abroadApplyPay/receiverList', { keyword: 'Pacific' })
    expect(receivers.json.data.map((r: { receiverName: string }) => r.receiverName)).toContain('Pacific Customs LLC')
  })

  it('imports good rows and names each bad row in a 400', async () => {
    const columns = importColumns(abroadApplyPay, 'zh')
    const upload = async (rows: Record<string, string>[]) => {
      const book = new ExcelJS.Workbook()
      const sheet = book.addWorksheet('data')
      sheet.addRow(columns.map((c) => c.header))
      for (const row of rows) sheet.addRow(columns.map((c) => row[c.key] ?? ''))
      const form = new FormData()
      form.set('file', new File([new Uint8Array(await book.xlsx.writeBuffer())], 'abroad.xlsx'))
      return t.call('POST', '/api/abroadApplyPay/importFile', { token: admin, form, lang: 'en-US' })
    }
    const good = await upload([
      { receiverName: 'Import Receiver A', feeType: '1', currencyCode: 'USD', amount: '12.50' },
      { receiverName: 'Import Receiver B', feeType: '清关费', currencyCode: 'USD', amount: '40' },
    ])
    expect(good.json.code, good.text).toBe(200)
    expect(good.json.data.count).toBe(2)
    const imported = await db.query<{ status: number; registeredAmount: string }>(
      `SELECT status, registered_amount::text AS registered_amount FROM fin_abroad_apply_pay WHERE receiver_name LIKE 'Import Receiver %'`,
    )
    expect(imported).toEqual([
      { status: 1, registeredAmount: '0.0000' },
      { status: 1, registeredAmount: '0.0000' },
    ])
    const bad = await upload([
      { receiverName: 'Import Receiver C', feeType: '1', currencyCode: 'USD', amount: '5' },
      { receiverName: 'Import Receiver D', feeType: '1', currencyCode: 'USD', amount: 'abc' },
      { feeType: '1', currencyCode: 'USD', amount: '7' },
    ])
    expect(bad.status, bad.text).toBe(400)
    expect(bad.json.msg).toContain('3')
    expect(bad.json.msg).toContain('4')
    expect(
      (await db.query(`SELECT 1 FROM fin_abroad_apply_pay WHERE receiver_name = 'Import Receiver C'`)).length,
    ).toBe(0)
  })
})

describe('the books', () => {
  it('stay balanced', async () => {
    await expectBooksBalanced(db)
  })
})
