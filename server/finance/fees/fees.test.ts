import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { scopeToTenant } from '../../platform/db/tenant-scope.ts'
import { seedActor } from '../../platform/seed/seed-actor.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { expectBooksBalanced } from '../journal/books-check.ts'
import { postPayment } from '../journal/journal.ts'
import { followFeePayments } from './fees.ts'
import { DEMO_FEES as F } from './fees-seed.ts'

// Issue 32, fees: bills registered (posting Dr fee expense / Cr payable against the bill), fee
// applications 1-6 (approval registers a bill), fees received 1-3 (written off posts Dr bank /
// Cr fee expense), void and withdraw reverse; statistics are exact sums. The books balance after.
let t: TestApp
let token: string
beforeAll(async () => {
  t = await openTestApp()
  token = (await t.signIn()).access_token
})
// The books balance after every test (each entry in both currencies, the trial balance, the kept balances).
afterEach(() => scopeToTenant(t.root, { tenantId: '000000', userId: '1' }).begin((tx) => expectBooksBalanced(tx)))
afterAll(async () => {
  const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
  await db.begin((tx) => expectBooksBalanced(tx))
  await t.close()
})

const BILL = '/api/financialFeeDetail'
const APPLY = '/api/financialApplyFee'
const RECEIVE = '/api/financialReceiveFee'
const post = (path: string, body: unknown) => t.call('POST', path, { token, body, lang: 'en-US' })
const get = (path: string, query: Record<string, string>) => t.call('GET', path, { token, query, lang: 'en-US' })

/** The journal lines a document posted: account type, debit, credit, party and against. */
const linesOf = (type: string, id: string) =>
  t.root.query<{
    accountType: string
    debit: string
    credit: string
    partyType: string | null
    againstId: string | null
  }>(
    `SELECT l.account_type, l.debit::text, l.credit::text, l.party_type, l.against_id::text
       FROM fin_journal_line l JOIN fin_journal_entry e ON e.id = l.entry_id AND e.tenant_id = l.tenant_id
      WHERE e.tenant_id = '000000' AND e.document_type = $1 AND e.document_id = $2
      ORDER BY l.entry_id, l.line_no`,
    [type, id],
  )
/** Per account type of a document's lines: debits minus credits (zero once reversed). */
const netOf = async (type: string, id: string) => {
  const [row] = await t.root.query<{ expense: string; payable: string; bank: string }>(
    `SELECT coalesce(sum(l.debit - l.credit) FILTER (WHERE l.account_type = 'feeExpense'), 0)::text AS expense,
            coalesce(sum(l.debit - l.credit) FILTER (WHERE l.account_type = 'payable'), 0)::text AS payable,
            coalesce(sum(l.debit - l.credit) FILTER (WHERE l.account_type = 'bank'), 0)::text AS bank
       FROM fin_journal_line l JOIN fin_journal_entry e ON e.id = l.entry_id AND e.tenant_id = l.tenant_id
      WHERE e.tenant_id = '000000' AND e.document_type = $1 AND e.document_id = $2`,
    [type, id],
  )
  return row
}
const TABLES: Record<string, string> = {
  [BILL]: 'fin_fee_detail',
  [APPLY]: 'fin_apply_fee',
  [RECEIVE]: 'fin_receive_fee',
}
/** A document's status as stored (a change made outside a call, a payment followed, shows at once). */
const statusOf = async (path: string, id: string) =>
  (await t.root.query<{ status: number }>(`SELECT status FROM ${TABLES[path]} WHERE id = $1`, [id]))[0]?.status

async function newBill(fields: Record<string, unknown>): Promise<string> {
  const r = await post(`${BILL}/saveOrUpdate`, {
    billNo: `T-${Math.random().toString(36).slice(2, 10)}`,
    feeType: '3',
    partyId: F.provider,
    partyName: F.providerName,
    amount: '1000.005',
    currencyCode: 'CNY',
    month: '2027-01',
    ...fields,
  })
  expect(r.json.code, r.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(
    `SELECT id::text FROM fin_fee_detail WHERE tenant_id = '000000' ORDER BY id DESC LIMIT 1`,
  )
  return row?.id as string
}

describe('bills (fee details)', () => {
  it('registers a bill: Dr fee expense / Cr payable to the provider against the bill, at the currency places', async () => {
    const id = await newBill({ partyId: F.provider, partyName: F.providerName, dueDate: '2027-02-01' })
    expect(await statusOf(BILL, id)).toBe(0)
    expect(await linesOf('financialFeeDetail', id)).toEqual([])
    const r = await post(`${BILL}/register`, { ids: [id] })
    expect(r.json.code, r.text).toBe(200)
    expect(await statusOf(BILL, id)).toBe(1)
    const lines = await linesOf('financialFeeDetail', id)
    expect(lines.map((l) => [l.accountType, Number(l.debit), Number(l.credit)])).toEqual([
      ['feeExpense', 1000.01, 0],
      ['payable', 0, 1000.01],
    ])
    expect(lines[1]).toMatchObject({ partyType: 'provider', againstId: id })
    // Registered: no longer changed or removed, and not registered twice.
    const edit = await post(`${BILL}/saveOrUpdate`, { id, amount: '5.00' })
    expect(edit.json.code).toBe(400)
    expect(edit.json.msg).toContain('Registered')
    expect((await post(`${BILL}/remove`, { ids: id })).json.code).toBe(400)
    const again = await post(`${BILL}/register`, { ids: [id] })
    expect(again.json.code).toBe(400)
    // Void reverses what it posted.
    expect((await post(`${BILL}/void`, { ids: [id] })).json.code).toBe(200)
    expect(await statusOf(BILL, id)).toBe(4)
    expect(await netOf('financialFeeDetail', id)).toEqual({ expense: '0.0000', payable: '0.0000', bank: '0' })
  })

  it('refuses a bill of no amount, and follows payments to partly paid and paid; a paid bill is not voided', async () => {
    const zero = await newBill({ amount: '0' })
    expect((await post(`${BILL}/register`, { ids: [zero] })).json.code).toBe(400)
    expect(await statusOf(BILL, zero)).toBe(0)

    const id = await newBill({ amount: '300.00' })
    expect((await post(`${BILL}/register`, { ids: [id] })).json.code).toBe(200)
    const db = scopeToTenant(t.root, { tenantId: '000000', userId: '1' })
    const pay = async (amount: string) =>
      db.begin(async (tx) => {
        const actor = await seedActor(tx, '000000')
        await postPayment(tx, actor, {
          document: { type: 'test/payment', id: '1' },
          currency: 'CNY',
          settles: [
            {
              account: 'payable',
              party: { type: 'provider', id: F.provider },
              against: { type: 'financialFeeDetail', id },
              amount,
            },
          ],
        })
        await followFeePayments(tx, actor, [id])
      })
    await pay('100.00')
    expect(await statusOf(BILL, id)).toBe(2)
    expect((await post(`${BILL}/void`, { ids: [id] })).json.code).toBe(400)
    await pay('200.00')
    expect(await statusOf(BILL, id)).toBe(3)
    expect((await post(`${BILL}/void`, { ids: [id] })).json.code).toBe(400)
  })

  it('sums bills per fee type, month and year exactly, each currency apart, leaving out bills to register and void', async () => {
    const month = '2031-03'
    const ids = [
      await newBill({ feeType: '5', amount: '0.10', month }),
      await newBill({ feeType: '5', amount: '0.20', month }),
      await newBill({ feeType: '6', amount: '10.33', month: '2031-04' }),
      await newBill({ feeType: '5', amount: '7.00', month, currencyCode: 'USD' }),
    ]
    await newBill({ feeType: '5', amount: '99.00', month }) // left to register: not counted
    expect((await post(`${BILL}/register`, { ids })).json.code).toBe(200)
    const byType = (await get(`${BILL}/listOfStatistic`, { monthFrom: '2031-01', monthTo: '2031-12' })).json.data
    expect(byType.rows).toEqual([
      { feeType: '5', currencyCode: 'CNY', count: 2, amount: '0.3000' },
      { feeType: '5', currencyCode: 'USD', count: 1, amount: '7.0000' },
      { feeType: '6', currencyCode: 'CNY', count: 1, amount: '10.3300' },
    ])
    expect(byType.totals).toEqual([
      { currencyCode: 'CNY', count: 3, amount: '10.6300' },
      { currencyCode: 'USD', count: 1, amount: '7.0000' },
    ])
    const byMonth = (await get(`${BILL}/feeDetailStatistic`, { monthFrom: '2031-01', currencyCode: 'CNY' })).json.data
    expect(byMonth.rows).toEqual([
      { month: '2031-03', currencyCode: 'CNY', count: 2, amount: '0.3000' },
      { month: '2031-04', currencyCode: 'CNY', count: 1, amount: '10.3300' },
    ])
    const year = (await get(`${BILL}/feeStatisticByYear`, { year: '2031', currencyCode: 'CNY' })).json.data
    expect(year.rows[0]).toMatchObject({ feeType: '5', amount: '0.3000' })
    expect(year.rows[0].months[2]).toBe('0.3000')
    expect(year.totals[0].months.slice(2, 4)).toEqual(['0.3000', '10.3300'])
    const bad = await get(`${BILL}/listOfStatistic`, { monthFrom: '2031-12', monthTo: '2031-01' })
    expect(bad.json.code).toBe(400)
    expect((await get(`${BILL}/listOfStatistic`, { monthFrom: '2031-13' })).json.code).toBe(400)
  })

  it('offers the receive accounts and applicants used before', async () => {
    const accounts = (await get(`${BILL}/getReceiveAccount`, { partyId: F.provider })).json.data
    expect(accounts.map((a: { receiveAccount: string }) => a.receiveAccount)).toContain('3560 5810 2233')
    expect(accounts[0]).toMatchObject({ partyId: F.provider })
    const users = (await get(`${BILL}/getApplyUserHis`, {})).json.data
    expect(users.length).toBeGreaterThan(0)
    expect(users[0].applyUserName).toBeTruthy()
  })
})

describe('fee applications', () => {
  async function newApplication(amount = '480.00'): Promise<string> {
    const r = await post(`${APPLY}/saveOrUpdate`, {
      feeType: '1',
      partyId: F.provider,
      partyName: F.providerName,
      amount,
      currencyCode: 'CNY',
      month: '2027-01',
      receiveAccount: '3560 5810 2233',
      reason: 'Trucking',
    })
    expect(r.json.code, r.text).toBe(200)
    const [row] = await t.root.query<{ id: string }>(
      `SELECT id::text FROM fin_apply_fee WHERE tenant_id = '000000' ORDER BY id DESC LIMIT 1`,
    )
    return row?.id as string
  }
  const setStatus = (id: string, status: string, more: Record<string, unknown> = {}) =>
    post(`${APPLY}/updateStatus`, { ids: [id], status, ...more })

  it('goes to confirm → to audit → approved (its bill registered and posted) → void (the bill voided and reversed)', async () => {
    const id = await newApplication()
    const created = (await get(`${APPLY}/detail`, { id })).json.data
    expect(created.code).toMatch(/^AF-\d{8}-\d{4}$/)
    expect(created.applyUserName).toBeTruthy()
    // Approval only from audit.
    expect((await setStatus(id, '3')).json.code).toBe(400)
    expect((await setStatus(id, '2')).json.code).toBe(200)
    expect((await setStatus(id, '3')).json.code).toBe(200)
    const [bill] = await t.root.query<{ id: string; status: number; amount: string }>(
      `SELECT id::text, status, amount::text FROM fin_fee_detail WHERE apply_fee_id = $1`,
      [id],
    )
    expect(bill).toMatchObject({ status: 1, amount: '480.0000' })
    expect(await netOf('financialFeeDetail', bill?.id as string)).toMatchObject({
      expense: '480.0000',
      payable: '-480.0000',
    })
    // Not done while the bill is unpaid.
    const done = await setStatus(id, '5')
    expect(done.json.code).toBe(400)
    expect(done.json.msg).toContain('not paid')
    expect((await setStatus(id, '6')).json.code).toBe(200)
    expect(await statusOf(APPLY, id)).toBe(6)
    expect(await statusOf(BILL, bill?.id as string)).toBe(4)
    expect(await netOf('financialFeeDetail', bill?.id as string)).toMatchObject({
      expense: '0.0000',
      payable: '0.0000',
    })
  })

  it('is rejected with a reason, taken back, and a status no action declares is refused', async () => {
    const id = await newApplication('12.00')
    expect((await setStatus(id, '2')).json.code).toBe(200)
    const noReason = await setStatus(id, '4')
    expect(noReason.json.code).toBe(400)
    expect((await setStatus(id, '4', { rejectReason: 'No bill attached' })).json.code).toBe(200)
    expect((await get(`${APPLY}/detail`, { id })).json.data.rejectReason).toBe('No bill attached')
    expect((await post(`${APPLY}/saveOrUpdate`, { id, amount: '13.00' })).json.code).toBe(200)
    expect((await setStatus(id, '1')).json.code).toBe(200)
    expect((await setStatus(id, '9')).json.code).toBe(400)
    expect((await post(`${APPLY}/remove`, { ids: id })).json.code).toBe(200)
  })
})

describe('fees received', () => {
  it('is submitted in a batch, written off (Dr bank / Cr fee expense) and withdrawn (reversed)', async () => {
    const save = async (amount: string) => {
      const r = await post(`${RECEIVE}/saveOrUpdate`, {
        feeType: '1',
        partyName: 'Oceanlink refund',
        amount,
        currencyCode: 'CNY',
      })
      expect(r.json.code, r.text).toBe(200)
      const [row] = await t.root.query<{ id: string }>(
        `SELECT id::text FROM fin_receive_fee WHERE tenant_id = '000000' ORDER BY id DESC LIMIT 1`,
      )
      return row?.id as string
    }
    const a = await save('15.25')
    const b = await save('4.75')
    // Written off only once submitted.
    expect((await post(`${RECEIVE}/updateStatusBatch`, { ids: [a], status: '3' })).json.code).toBe(400)
    expect((await post(`${RECEIVE}/submitBatch`, { ids: [a, b] })).json.code).toBe(200)
    expect(await statusOf(RECEIVE, b)).toBe(2)
    expect((await post(`${RECEIVE}/updateStatus`, { ids: [a], status: '3' })).json.code).toBe(200)
    expect(await netOf('financialReceiveFee', a)).toEqual({ expense: '-15.2500', payable: '0', bank: '15.2500' })
    expect((await post(`${RECEIVE}/remove`, { ids: a })).json.code).toBe(400)
    expect((await post(`${RECEIVE}/withdraw`, { id: a })).json.code).toBe(200)
    expect(await statusOf(RECEIVE, a)).toBe(1)
    expect(await netOf('financialReceiveFee', a)).toEqual({ expense: '0.0000', payable: '0', bank: '0.0000' })
    expect((await post(`${RECEIVE}/withdraw`, { id: a })).json.code).toBe(400)
    const exported = await t.call('GET', `${RECEIVE}/export`, { token })
    expect(exported.status).toBe(200)
  })

  it('has the demo written-off receipt posted', async () => {
    expect(await netOf('financialReceiveFee', F.receiptWrittenOff)).toMatchObject({ bank: '120.0000' })
    expect(await statusOf(RECEIVE, F.receiptWrittenOff)).toBe(3)
  })
})
