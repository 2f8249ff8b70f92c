import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Actor } from '../../platform/actor.ts'
import type { Db } from '../../platform/db/db.ts'
import { scopeToTenant } from '../../platform/db/tenant-scope.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { DEMO_FACTORIES as F } from '../../purchasing/seed-purchasing.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import { expectBooksBalanced } from './books-check.ts'
import { openItems, postEntry, postPayment, reverseDocument } from './journal.ts'

let t: TestApp
let db: Db
let actor: Actor
beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
})
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

  it('keeps the books balanced', async () => {
    await expectBooksBalanced(db)
  })
})
