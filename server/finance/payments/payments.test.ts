import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Actor } from '../../platform/actor.ts'
import type { Db } from '../../platform/db/db.ts'
import { scopeToTenant } from '../../platform/db/tenant-scope.ts'
import { decideApproval } from '../../testing/approvals.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import { DEMO_FEES as F } from '../fees/fees-seed.ts'
import { expectBooksBalanced } from '../journal/books-check.ts'
import { openItems, postEntry } from '../journal/journal.ts'
import { DEMO_PAYMENTS as D } from './payments-seed.ts'

// Issue 32, payments: applications never ask more than is owed; their finance statuses as declared
// actions; vouchers paid post Dr prepayment (a deposit) or Dr payable at its booking rate, Cr bank at
// the voucher's rate, the difference to exchange difference; a refund reverses; purchase payments
// go through the purchase_payment approval and post when completed. The books balance at the end.
let t: TestApp
let token: string
let db: Db
let actor: Actor
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
})
// The books balance after every test (each entry in both currencies, the trial balance, the kept balances).
afterEach(() => db.begin((tx) => expectBooksBalanced(tx)))
afterAll(async () => {
  await db.begin((tx) => expectBooksBalanced(tx))
  await t.close()
})

const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })
const kaili = { type: 'factory', id: D.kaili } as const
const kailiOrder = { type: 'erp/purchaseorder', id: D.kailiOrder }

/** Saves an application for the Kaili order: its lines as given (deposit: paymentKind 1). */
const applyKaili = (amount: string, paymentKind = '1', id?: string) =>
  post('/api/financialApplyPay/saveOrUpdate', {
    ...(id ? { id } : {}),
    relationType: '1',
    partyType: 'factory',
    partyId: D.kaili,
    partyName: 'Kaili',
    currencyCode: 'USD',
    relations: [{ relationType: '1', relationId: D.kailiOrder, amount, paymentKind }],
  })

const application = async (id: string) =>
  (await get('/api/financialApplyPay/detail', { id })).json.data as Record<string, unknown>
const owedOnKaili = async () => {
  const r = await get('/api/finance/purchaseOwed', { purchaseOrderId: D.kailiOrder })
  expect(r.json.code, r.text).toBe(200)
  return r.json.data[0] as { owed: string; asked: string; prepaid: string; payableOpen: string }
}

/** The lines the journal holds for a document, by account type: debit and credit in the entry's currency and in base. */
async function linesOf(documentType: string, documentId: string) {
  return db.query<{ accountType: string; debit: string; credit: string; baseDebit: string; baseCredit: string }>(
    `SELECT l.account_type, l.debit::text, l.credit::text, l.base_debit::text, l.base_credit::text
       FROM fin_journal_line l JOIN fin_journal_entry e ON e.id = l.entry_id AND e.tenant_id = l.tenant_id
      WHERE e.document_type = $1 AND e.document_id = $2 ORDER BY e.id, l.line_no`,
    [documentType, documentId],
  )
}
const vouchersOf = async (applyPayId: string) =>
  db.query<{ id: string; status: number; amount: string }>(
    `SELECT id::text, status, amount::text FROM fin_pay_voucher WHERE apply_pay_id = $1 AND is_deleted = 0 ORDER BY id`,
    [applyPayId],
  )

describe('payment applications', () => {
  it('answer what each purchase order still owes, and never ask more than that across applications', async () => {
    // 1020 USD less the shipping demo's 127.50 deposit, the demo application's 306, the demo purchase payments' 100 and 50
    // and the foreign part's demo payments (6, 8, 12 and 4).
    expect((await owedOnKaili()).owed).toBe('406.50')
    const over = await applyKaili('406.51')
    expect(over.status, over.text).toBe(400)
    expect(over.json.msg).toContain('PO-20261201-0001')
    expect(over.json.msg).toContain('406.50')
    const relations = await get('/api/financialApplyPay/selectRelationByRelationType', {
      relationType: '1',
      partyId: D.kaili,
    })
    expect(relations.json.data.map((d: { relationNo: string }) => d.relationNo)).toContain('PO-20261201-0001')
  })

  it('refuses a line of another payee or currency, and a step its status does not allow', async () => {
    const other = await post('/api/financialApplyPay/saveOrUpdate', {
      relationType: '1',
      partyType: 'factory',
      partyId: D.hengda,
      currencyCode: 'CNY',
      relations: [{ relationType: '1', relationId: D.kailiOrder, amount: '1' }],
    })
    expect(other.status, other.text).toBe(400)
    const saved = await applyKaili('10', '1')
    expect(saved.json.code, saved.text).toBe(200)
    const id = String(saved.json.data.id ?? saved.json.data)
    const early = await post('/api/financialApplyPay/check', { ids: [id], status: '3' })
    expect(early.status, early.text).toBe(400)
    expect(early.json.msg).toContain('Approve')
    const voided = await post('/api/financialApplyPay/cancelTopUp', { ids: [id] })
    expect(voided.json.code, voided.text).toBe(200)
    // Void, it no longer holds its 10.
    expect((await owedOnKaili()).owed).toBe('406.50')
  })

  it('pays a deposit: submit, check, voucher, confirm → Dr prepayment, Cr bank; the application is done', async () => {
    const saved = await applyKaili('200', '1')
    expect(saved.json.code, saved.text).toBe(200)
    const id = String(saved.json.data.id ?? saved.json.data)
    expect((await post('/api/financialApplyPay/updateStatus', { ids: [id], status: '2' })).json.code).toBe(200)
    // Withdrawn and submitted again (submitPatch), then approved.
    expect((await post('/api/financialApplyPay/updateStatus', { ids: [id], status: '1' })).json.code).toBe(200)
    expect((await post('/api/financialApplyPay/submitPatch', { ids: [id] })).json.code).toBe(200)
    expect((await post('/api/financialApplyPay/updateCheckSign', { ids: [id], checkSign: '1' })).json.code).toBe(200)
    const approved = await post('/api/financialApplyPay/check', { ids: [id], status: '3', checkRemark: 'ok' })
    expect(approved.json.code, approved.text).toBe(200)
    const made = await post('/api/financialApplyPay/generatePayVoucher', { ids: [id], rate: '7.1' })
    expect(made.json.code, made.text).toBe(200)
    expect((await application(id)).status).toBe(6)
    const [voucher] = await vouchersOf(id)
    expect(voucher?.amount).toBe('200.0000')
    // A registered application can no longer change.
    expect((await applyKaili('150', '1', id)).status).toBe(400)
    const paid = await post('/api/financialPayVoucher/confirmBatch', { ids: [voucher?.id] })
    expect(paid.json.code, paid.text).toBe(200)
    expect((await application(id)).status).toBe(7)
    expect((await application(id)).paidAmount).toBe('200.0000')
    expect(await linesOf('erp/financialpayvoucher', String(voucher?.id))).toEqual([
      { accountType: 'prepayment', debit: '200.0000', credit: '0.0000', baseDebit: '1420.0000', baseCredit: '0.0000' },
      { accountType: 'bank', debit: '0.0000', credit: '200.0000', baseDebit: '0.0000', baseCredit: '1420.0000' },
    ])
    // A paid voucher cannot be paid again.
    const again = await post('/api/financialPayVoucher/confirmBatch', { ids: [voucher?.id] })
    expect(again.status, again.text).toBe(400)
    const pdf = await t.call('POST', '/api/generatePdf/exportApplyPayPdf', { token, body: { id } })
    expect(pdf.status).toBe(200)
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const xlsx = await t.call('POST', '/api/generateExcel/exportApplyPayExcel', { token, body: { ids: id } })
    expect(xlsx.status).toBe(200)
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK')
  })

  it('pays a USD payable booked at 7.1 at 7.2: Dr payable at 710, Cr bank 720, the 10 to exchange difference', async () => {
    await db.begin((tx) =>
      postEntry(tx, actor, {
        document: { type: 'test/invoice', id: '1' },
        currency: 'USD',
        rate: '7.1',
        lines: [
          { account: 'grni', debit: '100' },
          { account: 'payable', party: kaili, against: kailiOrder, credit: '100' },
        ],
      }),
    )
    const saved = await applyKaili('100', '2')
    const id = String(saved.json.data.id ?? saved.json.data)
    await post('/api/financialApplyPay/updateStatus', { ids: [id], status: '2' })
    await post('/api/financialApplyPay/check', { ids: [id], status: '3' })
    await post('/api/financialApplyPay/generatePayVoucher', { ids: [id] })
    const [voucher] = await vouchersOf(id)
    const paid = await post('/api/financialPayVoucher/confirmBatch', { ids: [voucher?.id], rate: '7.2' })
    expect(paid.json.code, paid.text).toBe(200)
    expect(await linesOf('erp/financialpayvoucher', String(voucher?.id))).toEqual([
      { accountType: 'payable', debit: '100.0000', credit: '0.0000', baseDebit: '710.0000', baseCredit: '0.0000' },
      { accountType: 'bank', debit: '0.0000', credit: '100.0000', baseDebit: '0.0000', baseCredit: '720.0000' },
      {
        accountType: 'exchangeDifference',
        debit: '0.0000',
        credit: '0.0000',
        baseDebit: '10.0000',
        baseCredit: '0.0000',
      },
    ])
    const open = await db.begin((tx) => openItems(tx, { account: 'payable', party: kaili, against: [kailiOrder] }))
    expect(open).toEqual([])

    // Refunded: the posting is reversed, the payable is open again and the application goes back to be registered.
    const refunded = await post('/api/financialPayVoucher/refund', {
      ids: [voucher?.id],
      remark: 'Returned by the bank',
    })
    expect(refunded.json.code, refunded.text).toBe(200)
    const lines = await linesOf('erp/financialpayvoucher', String(voucher?.id))
    expect(lines).toHaveLength(6)
    expect(lines.slice(3).map((l) => [l.accountType, l.credit, l.baseCredit, l.baseDebit])).toEqual([
      ['payable', '100.0000', '710.0000', '0.0000'],
      ['bank', '0.0000', '0.0000', '720.0000'],
      ['exchangeDifference', '0.0000', '10.0000', '0.0000'],
    ])
    const reopened = await db.begin((tx) => openItems(tx, { account: 'payable', party: kaili, against: [kailiOrder] }))
    expect(reopened.map((i) => [i.open, i.baseOpen])).toEqual([['100.00', '710.00']])
    expect((await application(id)).status).toBe(5)
    // A cancelled voucher stays cancelled.
    const twice = await post('/api/financialPayVoucher/refund', { ids: [voucher?.id] })
    expect(twice.status).toBe(400)
  })
})

describe('fee bills paid through applications', () => {
  /** A CNY bill to the demo forwarder, registered (Dr fee expense / Cr payable against it). */
  async function registeredBill(amount: string): Promise<string> {
    const saved = await post('/api/financialFeeDetail/saveOrUpdate', {
      billNo: `PT-${Math.random().toString(36).slice(2, 10)}`,
      feeType: '3',
      partyId: F.provider,
      partyName: F.providerName,
      amount,
      currencyCode: 'CNY',
      month: '2027-02',
    })
    expect(saved.json.code, saved.text).toBe(200)
    const [bill] = await db.query<{ id: string }>(`SELECT id::text FROM fin_fee_detail ORDER BY id DESC LIMIT 1`)
    expect((await post('/api/financialFeeDetail/register', { ids: [bill?.id] })).json.code).toBe(200)
    return String(bill?.id)
  }
  /** Applies for `amount` of the bill, approves it and makes its voucher; answers the voucher's id. */
  async function voucherFor(bill: string, amount: string): Promise<string> {
    const saved = await post('/api/financialApplyPay/saveOrUpdate', {
      relationType: '3',
      partyType: 'provider',
      partyId: F.provider,
      partyName: F.providerName,
      currencyCode: 'CNY',
      relations: [{ relationType: '3', relationId: bill, amount, paymentKind: '2' }],
    })
    expect(saved.json.code, saved.text).toBe(200)
    const id = String(saved.json.data.id ?? saved.json.data)
    expect((await post('/api/financialApplyPay/updateStatus', { ids: [id], status: '2' })).json.code).toBe(200)
    expect((await post('/api/financialApplyPay/check', { ids: [id], status: '3' })).json.code).toBe(200)
    expect((await post('/api/financialApplyPay/generatePayVoucher', { ids: [id] })).json.code).toBe(200)
    const [voucher] = await vouchersOf(id)
    return String(voucher?.id)
  }
  const billStatus = async (id: string) =>
    (await db.query<{ status: number }>(`SELECT status FROM fin_fee_detail WHERE id = $1`, [id]))[0]?.status

  it('moves a bill to partly paid, then paid, as its vouchers are paid; a refund opens it again', async () => {
    const bill = await registeredBill('300.00')
    expect(await billStatus(bill)).toBe(1)
    const first = await voucherFor(bill, '100.00')
    expect((await post('/api/financialPayVoucher/confirmBatch', { ids: [first] })).json.code).toBe(200)
    expect(await billStatus(bill)).toBe(2)
    const rest = await voucherFor(bill, '200.00')
    expect((await post('/api/financialPayVoucher/confirmBatch', { ids: [rest] })).json.code).toBe(200)
    expect(await billStatus(bill)).toBe(3)
    expect(await linesOf('erp/financialpayvoucher', rest)).toEqual([
      { accountType: 'payable', debit: '200.0000', credit: '0.0000', baseDebit: '200.0000', baseCredit: '0.0000' },
      { accountType: 'bank', debit: '0.0000', credit: '200.0000', baseDebit: '0.0000', baseCredit: '200.0000' },
    ])
    // Each move is a transition with its history row.
    const history = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM blade_record_history WHERE record_id = $1`,
      [bill],
    )
    expect(history[0]?.n).toBeGreaterThanOrEqual(3)
    expect((await post('/api/financialPayVoucher/refund', { ids: [rest] })).json.code).toBe(200)
    expect(await billStatus(bill)).toBe(2)
    expect((await post('/api/financialPayVoucher/refund', { ids: [first] })).json.code).toBe(200)
    expect(await billStatus(bill)).toBe(1)
  })
})

describe('purchase payments', () => {
  it('refuses paying one not approved, then approves it through purchase_payment and pays the deposit onto prepayment', async () => {
    const shippingDeposit = '1000000000000003631'
    const early = await post('/api/erp/purchasepayment/complete-payment', { ids: [shippingDeposit] })
    expect(early.status, early.text).toBe(400)
    const started = await post('/api/erp/purchasepayment/start-payment', { ids: [shippingDeposit] })
    expect(started.json.code, started.text).toBe(200)
    await decideApproval(t, token, 'erp/purchasepayment', shippingDeposit)
    const detail = (await get('/api/erp/purchasepayment/detail', { id: shippingDeposit })).json.data
    expect(detail.approvalStatus).toBe(3)
    const paid = await post('/api/erp/purchasepayment/complete-payment', {
      ids: [shippingDeposit],
      rate: '7.0',
      payDate: '2026-12-07',
    })
    expect(paid.json.code, paid.text).toBe(200)
    expect(await linesOf('erp/purchasepayment', shippingDeposit)).toEqual([
      { accountType: 'prepayment', debit: '127.5000', credit: '0.0000', baseDebit: '892.5000', baseCredit: '0.0000' },
      { accountType: 'bank', debit: '0.0000', credit: '127.5000', baseDebit: '0.0000', baseCredit: '892.5000' },
    ])
    const again = await post('/api/erp/purchasepayment/complete-payment', { ids: [shippingDeposit] })
    expect(again.status).toBe(400)
  })

  it('never records a purchase payment beyond what the order owes', async () => {
    const owed = (await owedOnKaili()).owed
    const over = await post('/api/erp/purchasepayment/submit', {
      purchaseOrderId: D.kailiOrder,
      paymentType: '1',
      amount: '100000',
      currencyCode: 'USD',
      voucherUrl: '/upload/demo/x.pdf',
    })
    expect(over.status, over.text).toBe(400)
    expect(over.json.msg).toContain(owed)
  })
})
