import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Actor } from '../../platform/actor.ts'
import type { Db } from '../../platform/db/db.ts'
import { scopeToTenant } from '../../platform/db/tenant-scope.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { DEMO_FACTORIES as F } from '../../purchasing/seed-purchasing.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import { balanceDrift, expectBooksBalanced } from './books-check.ts'
import { openItems, postEntry, postPayment, reverseDocument } from './journal.ts'
import { DEMO_PERIODS } from './periods.ts'

let t: TestApp
let db: Db
let actor: Actor
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
})
// The books balance after every test (each entry in both currencies, the trial balance, the kept balances).
afterEach(() => db.begin((tx) => expectBooksBalanced(tx)))
afterAll(() => t.close())

const kaili = { type: 'factory', id: F.kaili } as const
const order = (id: string) => ({ type: 'erp/purchaseorder', id })

/** The refusal's message key, or null when it posted. */
async function refusal(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work()
    return null
  } catch (e) {
    if (e instanceof AppError) return e.messageKey
    throw e
  }
}

describe('the journal', () => {
  it('seeds the demo chart: one leaf per type, bank and cash per currency', async () => {
    const rows = await db.query<{ accountType: string; currencyCode: string | null }>(
      `SELECT account_type, currency_code FROM fin_account WHERE is_group = 0 ORDER BY code`,
    )
    expect(rows.some((r) => r.accountType === 'bank' && r.currencyCode === 'USD')).toBe(true)
    expect(rows.some((r) => r.accountType === 'cash' && r.currencyCode === 'CNY')).toBe(true)
    expect(rows.some((r) => r.accountType === 'grni')).toBe(true)
  })

  it('refuses an entry that does not balance in its currency or in base', async () => {
    const unbalanced = await refusal(() =>
      db.begin((tx) =>
        postEntry(tx, actor, {
          document: { type: 'test', id: '1' },
          currency: 'USD',
          rate: '7',
          lines: [
            { account: 'inventory', debit: '100.00' },
            { account: 'grni', credit: '99.00', party: kaili, against: order('1') },
          ],
        }),
      ),
    )
    expect(unbalanced).toBe('finance.entryUnbalanced')
    const baseOff = await refusal(() =>
      db.begin((tx) =>
        postEntry(tx, actor, {
          document: { type: 'test', id: '1' },
          currency: 'USD',
          rate: '7',
          lines: [
            { account: 'inventory', debit: '100.00', baseDebit: '700.00' },
            { account: 'grni', credit: '100.00', baseCredit: '705.00', party: kaili, against: order('1') },
          ],
        }),
      ),
    )
    expect(baseOff).toBe('finance.entryUnbalanced')
  })

  it('posts an exchange difference when a USD payable booked at 7.0 is paid at 7.2', async () => {
    await db.begin(async (tx) => {
      await postEntry(tx, actor, {
        document: { type: 'test', id: '2' },
        currency: 'USD',
        rate: '7.0',
        lines: [
          { account: 'grni', debit: '100.00', party: kaili, against: order('2') },
          { account: 'payable', credit: '100.00', party: kaili, against: order('2') },
        ],
      })
      const [open] = await openItems(tx, { account: 'payable', party: kaili, against: [order('2')] })
      expect(open).toMatchObject({ currency: 'USD', open: '100.00', baseOpen: '700.00' })
      const paid = await postPayment(tx, actor, {
        document: { type: 'testPayment', id: '2' },
        currency: 'USD',
        rate: '7.2',
        settles: [{ account: 'payable', party: kaili, against: order('2'), amount: '100' }],
      })
      const lines = await tx.query<{ accountType: string; baseDebit: string; baseCredit: string }>(
        `SELECT account_type, base_debit::text, base_credit::text FROM fin_journal_line WHERE entry_id = $1 ORDER BY line_no`,
        [paid],
      )
      expect(lines).toEqual([
        { accountType: 'payable', baseDebit: '700.0000', baseCredit: '0.0000' },
        { accountType: 'bank', baseDebit: '0.0000', baseCredit: '720.0000' },
        { accountType: 'exchangeDifference', baseDebit: '20.0000', baseCredit: '0.0000' },
      ])
      expect(await openItems(tx, { account: 'payable', party: kaili, against: [order('2')] })).toEqual([])
    })
  })

  it('reverses a document with the exact opposite entry', async () => {
    await db.begin(async (tx) => {
      await postEntry(tx, actor, {
        document: { type: 'test', id: '3' },
        currency: 'CNY',
        lines: [
          { account: 'feeExpense', debit: '10.01' },
          { account: 'cash', credit: '10.01' },
        ],
      })
      const [reversal] = await reverseDocument(tx, actor, { type: 'test', id: '3' })
      expect(reversal).toBeTruthy()
      expect(await reverseDocument(tx, actor, { type: 'test', id: '3' })).toEqual([])
    })
  })

  it('sends a base rounding remainder of a cent to roundOff, and refuses more than a cent a line', async () => {
    await db.begin(async (tx) => {
      // 1.01 × 7.1234 = 7.194634 → 7.19 three times (21.57); 3.03 × 7.1234 = 21.583902 → 21.58.
      const id = await postEntry(tx, actor, {
        document: { type: 'test', id: '4' },
        currency: 'USD',
        rate: '7.1234',
        lines: [
          { account: 'feeExpense', debit: '1.01' },
          { account: 'freight', debit: '1.01' },
          { account: 'marketplaceFees', debit: '1.01' },
          { account: 'bank', credit: '3.03' },
        ],
      })
      const [roundOff] = await tx.query<{ baseDebit: string; debit: string }>(
        `SELECT base_debit::text, debit::text FROM fin_journal_line WHERE entry_id = $1 AND account_type = 'roundOff'`,
        [id],
      )
      expect(roundOff).toEqual({ baseDebit: '0.0100', debit: '0.0000' })
    })
  })

  it('refuses a closed period, an unknown account, a party of another tenant and overpaying a payable', async () => {
    const entry = (over: Partial<Parameters<typeof postEntry>[2]>) =>
      refusal(() =>
        db.begin((tx) =>
          postEntry(tx, actor, {
            document: { type: 'test', id: '5' },
            currency: 'CNY',
            lines: [
              { account: 'feeExpense', debit: '1.00' },
              { account: 'payable', credit: '1.00', party: kaili, against: order('5') },
            ],
            ...over,
          }),
        ),
      )
    expect(await entry({ date: '2026-01-15' })).toBe('finance.periodClosed')
    expect(await entry({ date: '2026-02-30' })).toBe('finance.badDate')
    expect(await entry({ currency: 'XXX' })).toBe('finance.unknownCurrency')
    expect(
      await entry({
        lines: [
          { account: 'feeExpense', accountId: '123456789', debit: '1' },
          { account: 'cash', credit: '1' },
        ],
      }),
    ).toBe('finance.accountNotFound')
    const [grni] = await db.query<{ id: string }>(
      `SELECT id::text FROM fin_account WHERE account_type = 'grni' LIMIT 1`,
    )
    expect(
      await entry({
        lines: [
          { account: 'inventory', accountId: grni?.id, debit: '1' },
          { account: 'cash', credit: '1' },
        ],
      }),
    ).toBe('finance.accountTypeMismatch')
    expect(
      await entry({
        lines: [
          { account: 'feeExpense', debit: '1' },
          { account: 'payable', credit: '1' },
        ],
      }),
    ).toBe('finance.partyRequired')
    // A factory of another tenant is no party of this one.
    await t.root.query(
      `INSERT INTO erp_base_factory (id, tenant_id, factory_code, factory_name, type) VALUES (990000000000000001, '999999', 'X', 'Elsewhere', 1)`,
    )
    const elsewhere = { type: 'factory', id: '990000000000000001' } as const
    expect(
      await entry({
        lines: [
          { account: 'feeExpense', debit: '1' },
          { account: 'payable', credit: '1', party: elsewhere },
        ],
      }),
    ).toBe('finance.partyNotFound')
    expect(
      await entry({
        lines: [
          { account: 'feeExpense', debit: '-1' },
          { account: 'cash', credit: '-1' },
        ],
      }),
    ).toBe('finance.lineAmount')
    await db.begin((tx) =>
      postEntry(tx, actor, {
        document: { type: 'test', id: '6' },
        currency: 'CNY',
        lines: [
          { account: 'grni', debit: '50.00', party: kaili, against: order('6') },
          { account: 'payable', credit: '50.00', party: kaili, against: order('6') },
        ],
      }),
    )
    const pay = (amount: string) =>
      db.begin((tx) =>
        postPayment(tx, actor, {
          document: { type: 'testPayment', id: '6' },
          currency: 'CNY',
          settles: [{ account: 'payable', party: kaili, against: order('6'), amount }],
        }),
      )
    expect(await refusal(() => pay('50.01'))).toBe('finance.overpaid')
    await pay('30')
    expect(await refusal(() => pay('20.01'))).toBe('finance.overpaid')
    await pay('20')
    expect(await refusal(() => pay('0.01'))).toBe('finance.nothingOpen')
  })

  it('keeps balances equal to a recount of the lines after random postings and reversals', async () => {
    let seed = 42
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    const types = ['inventory', 'feeExpense', 'freight', 'cogs', 'revenue', 'grni', 'cash', 'vat'] as const
    const currencies = [
      ['CNY', undefined],
      ['USD', '7.0123'],
      ['JPY', '0.0483'],
    ] as const
    await db.begin(async (tx) => {
      for (let i = 0; i < 40; i++) {
        const [currency, rate] = currencies[Math.floor(random() * currencies.length)] as (typeof currencies)[number]
        const cents = (n: number) =>
          currency === 'JPY' ? String(n) : `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`
        const a = 1 + Math.floor(random() * 100000)
        const b = 1 + Math.floor(random() * 100000)
        const pick = () => types[Math.floor(random() * types.length)] as (typeof types)[number]
        await postEntry(tx, actor, {
          document: { type: 'testRandom', id: String(i) },
          currency,
          rate,
          lines: [
            { account: pick(), debit: cents(a) },
            { account: pick(), debit: cents(b) },
            { account: 'payable', credit: cents(a + b), party: kaili, against: order(`r${i % 5}`) },
          ],
        })
        if (random() < 0.25) await reverseDocument(tx, actor, { type: 'testRandom', id: String(i) })
      }
      expect(await balanceDrift(tx)).toEqual([])
    })
  })

  it('closes a month (postings in it refused), and reopens it with a reason', async () => {
    const admin = (await t.signIn()).access_token
    const post = (path: string, body: Record<string, unknown>) =>
      t.call('POST', path, { token: admin, body, lang: 'en-US' })
    const closed = await post('/api/finance/period/close', { ids: DEMO_PERIODS.open })
    expect(closed.json?.code, closed.text).toBe(200)
    const refused = await post('/api/finance/period/reopen', { ids: DEMO_PERIODS.closed, reason: 'late invoice' })
    expect(refused.json?.code).toBe(400)
    expect(refused.json?.msg).toContain('2026-02')
    const entry = () =>
      refusal(() =>
        db.begin((tx) =>
          postEntry(tx, actor, {
            document: { type: 'test', id: '7' },
            date: '2026-02-10',
            currency: 'CNY',
            lines: [
              { account: 'feeExpense', debit: '1.00' },
              { account: 'cash', credit: '1.00' },
            ],
          }),
        ),
      )
    expect(await entry()).toBe('finance.periodClosed')
    const noReason = await post('/api/finance/period/reopen', { ids: DEMO_PERIODS.open })
    expect(noReason.json?.code).toBe(400)
    const reopened = await post('/api/finance/period/reopen', { ids: DEMO_PERIODS.open, reason: 'late invoice' })
    expect(reopened.json?.code, reopened.text).toBe(200)
    const [row] = await db.query<{ status: number; reopenReason: string; reopenUser: string }>(
      `SELECT status, reopen_reason, reopen_user::text FROM fin_period WHERE id = $1`,
      [DEMO_PERIODS.open],
    )
    expect(row).toEqual({ status: 1, reopenReason: 'late invoice', reopenUser: actor.session.userId })
    expect(await entry()).toBeNull()
  })

  it('keeps the books balanced', async () => {
    await expectBooksBalanced(db)
  })
})
