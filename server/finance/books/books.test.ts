import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sumDecimal } from '#sync/money/round-money.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Db } from '../../platform/db/db.ts'
import { scopeToTenant } from '../../platform/db/tenant-scope.ts'
import { DEMO_FACTORIES as F } from '../../purchasing/seed-purchasing.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import { expectBooksBalanced } from '../journal/books-check.ts'
import { postEntry, postPayment } from '../journal/journal.ts'

// The books' reports on entries posted in 2024 (nothing else of the demo is dated then): the trial
// balance from the kept balances, aged payables and open payables by due date, an account's entries.
let t: TestApp
let db: Db
let actor: Actor
let token: string
const kaili = { type: 'factory', id: F.kaili } as const
const hengda = { type: 'forwarder', id: F.hengda } as const
const PO1 = { type: 'erp/purchaseorder', id: '9100000000000000001' }
const PO2 = { type: 'erp/purchaseorder', id: '9100000000000000002' }
const BILL = { type: 'test/shipbill', id: 'SB-1' }
const get = (path: string, query: Record<string, string>, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  t.call('GET', `/api/finance/${path}`, { token, query, lang })
const data = async (path: string, query: Record<string, string>) => {
  const r = await get(path, query)
  expect(r.json.code, r.text).toBe(200)
  return r.json.data
}
type TbRow = { id: string; accountType: string | null; isGroup: boolean; level: number; [k: string]: unknown }
const leaf = (rows: TbRow[], type: string) => rows.find((r) => r.accountType === type && !r.isGroup) as TbRow

beforeAll(async () => {
  t = await openTestApp()
  actor = await adminActor(t)
  token = (await t.signIn()).access_token
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
  await db.begin(async (tx) => {
    await postEntry(tx, actor, {
      document: { type: 'test/receipt', id: '1', no: 'RC-1' },
      date: '2024-01-10',
      currency: 'CNY',
      lines: [
        { account: 'inventory', debit: '1000' },
        { account: 'payable', credit: '1000', party: kaili, against: PO1, dueDate: '2024-02-09' },
      ],
    })
    await postEntry(tx, actor, {
      document: { type: 'test/invoice', id: '2', no: 'INV-2' },
      date: '2024-02-15',
      currency: 'USD',
      rate: '7',
      lines: [
        { account: 'inventory', debit: '100' },
        { account: 'payable', credit: '100', party: kaili, against: PO2, dueDate: '2024-03-15' },
      ],
    })
    await postPayment(tx, actor, {
      document: { type: 'test/payment', id: '3', no: 'PAY-3' },
      date: '2024-03-05',
      currency: 'CNY',
      settles: [{ account: 'payable', party: kaili, against: PO1, amount: '400' }],
    })
    await postEntry(tx, actor, {
      document: { type: 'test/shipbill', id: 'SB-1', no: 'SB-1' },
      date: '2024-03-20',
      currency: 'CNY',
      lines: [
        { account: 'freight', debit: '500' },
        { account: 'payable', credit: '500', party: hengda, against: BILL, dueDate: '2023-12-01' },
      ],
    })
  })
})
// The books balance after every test (each entry in both currencies, the trial balance, the kept balances).
afterEach(() => db.begin((tx) => expectBooksBalanced(tx)))
afterAll(async () => {
  await expectBooksBalanced(db)
  await t.close()
})

describe('the trial balance', () => {
  it('reads opening, period and closing from the kept balances, across part months, and balances', async () => {
    const tb = await data('trialBalance', { from: '2024-02-10', to: '2024-03-10' })
    const inventory = leaf(tb.accounts, 'inventory')
    expect([inventory.openingDebit, inventory.periodDebit, inventory.closingDebit].map(Number)).toEqual([
      1000, 700, 1700,
    ])
    const payable = leaf(tb.accounts, 'payable')
    expect(
      [payable.openingCredit, payable.periodDebit, payable.periodCredit, payable.closingCredit].map(Number),
    ).toEqual([1000, 400, 700, 1300])
    expect(Number(tb.totals.openingDebit)).toBe(Number(tb.totals.openingCredit))
    expect(Number(tb.totals.periodDebit)).toBe(Number(tb.totals.periodCredit))
    expect(Number(tb.totals.closingDebit)).toBe(Number(tb.totals.closingCredit))
    expect(tb.currency).toBe('CNY')
  })

  it('equals a recount from the lines for any range, and groups sum the accounts under them', async () => {
    for (const [from, to] of [
      ['2024-01-01', '2024-12-31'],
      ['2024-01-11', '2024-03-19'],
      ['2024-03-05', '2024-03-05'],
      ['2023-06-01', '2024-02-29'],
    ] as const) {
      const tb = await data('trialBalance', { from, to })
      const counted = await db.query<{ id: string; debit: string; credit: string }>(
        `SELECT account_id::text AS id, sum(base_debit)::text AS debit, sum(base_credit)::text AS credit
           FROM fin_journal_line WHERE posting_date BETWEEN $1 AND $2 GROUP BY account_id`,
        [from, to],
      )
      for (const row of counted) {
        const shown = tb.accounts.find((a: TbRow) => a.id === row.id)
        expect([Number(shown.periodDebit), Number(shown.periodCredit)], `${from}..${to}`).toEqual([
          Number(row.debit),
          Number(row.credit),
        ])
      }
      expect(tb.totals.closingDebit).toBe(tb.totals.closingCredit)
    }
    const tb = await data('trialBalance', { from: '2024-01-01', to: '2024-12-31', level: '1' })
    expect(tb.accounts.every((a: TbRow) => a.level === 1)).toBe(true)
    const assets = tb.byRootType.find((r: { rootType: string }) => r.rootType === 'asset')
    const assetRoot = tb.accounts.find((a: TbRow & { rootType: string }) => a.rootType === 'asset' && a.isGroup)
    expect(Number(assetRoot.closingDebit) - Number(assetRoot.closingCredit)).toBe(Number(assets.balance))
    expect(tb.byRootType.reduce((s: string, r: { balance: string }) => sumDecimal(s, r.balance), '0')).toMatch(
      /^0(\.0+)?$/,
    )
  })

  it('refuses a range that ends before it starts, naming the field', async () => {
    const r = await get('trialBalance', { from: '2024-03-01', to: '2024-02-01' })
    expect(r.status).toBe(400)
    expect(r.text).toContain('To')
    for (const from of ['2026-02-30', '2026-13-01', '0001-01-01']) {
      const bad = await get('trialBalance', { from })
      expect([bad.status, bad.text.includes('From')], from).toEqual([400, true])
    }
    expect((await get('agedPayables', { asOf: '0000-00-00' })).status).toBe(400)
  })
})

describe('aged payables and open payables', () => {
  it('buckets what each party is owed by the due date as of a day', async () => {
    const aged = await data('agedPayables', { asOf: '2024-03-31' })
    const byParty = Object.fromEntries(aged.parties.map((p: { party: { id: string } }) => [p.party.id, p]))
    const k = byParty[F.kaili]
    expect(k.party.name).toBeTruthy()
    expect([k.days0to30, k.days31to60, k.days61to90, k.over90, k.total].map(Number)).toEqual([700, 600, 0, 0, 1300])
    expect(k.documents.map((d: { document: { id: string } }) => d.document.id).sort()).toEqual([PO1.id, PO2.id].sort())
    const h = byParty[F.hengda]
    expect([h.over90, h.total].map(Number)).toEqual([500, 500])
    expect(Number(aged.totals.total)).toBe(1800)
    // Before the payment and the ship bill: the whole first order (21 days late) and the second, not yet due.
    const earlier = await data('agedPayables', { asOf: '2024-03-01' })
    expect(earlier.parties).toHaveLength(1)
    expect([earlier.parties[0].days0to30, earlier.parties[0].total].map(Number)).toEqual([1700, 1700])
    expect(earlier.parties[0].documents.map((d: { daysOverdue: number }) => d.daysOverdue)).toEqual([21, -14])
    const forwarders = await data('agedPayables', { asOf: '2024-03-31', partyType: 'forwarder' })
    expect(forwarders.parties.map((p: { party: { id: string } }) => p.party.id)).toEqual([F.hengda])
  })

  it('lists each open document with what is open in its currency and in base, filtered and paged', async () => {
    const all = await data('payables', { asOf: '2024-03-31' })
    expect(all.total).toBe(3)
    expect(Number(all.baseOpen)).toBe(1800)
    const usd = all.records.find((r: { currency: string }) => r.currency === 'USD')
    expect([usd.amount, usd.open, usd.baseOpen].map(Number)).toEqual([100, 100, 700])
    expect(usd.document).toMatchObject({ type: 'erp/purchaseorder', id: PO2.id, route: expect.any(String) })
    const bill = all.records.find((r: { document: { id: string } }) => r.document.id === BILL.id)
    expect(bill.document.no).toBe('SB-1')
    expect(bill.daysOverdue).toBe(121)
    const overdue = await data('payables', { asOf: '2024-03-31', overdue: 'true' })
    expect(overdue.records.map((r: { document: { id: string } }) => r.document.id).sort()).toEqual(
      [PO1.id, PO2.id, BILL.id].sort(),
    )
    const page = await data('payables', { asOf: '2024-03-31', partyId: F.kaili, size: '1', current: '2' })
    expect([page.total, page.records.length]).toEqual([2, 1])
  })
})

describe('tenants', () => {
  it("never shows one tenant's books to another", async () => {
    const other = (await t.signIn('100001')).access_token
    const ask = (path: string, query: Record<string, string>) =>
      t.call('GET', `/api/finance/${path}`, { token: other, query, lang: 'en-US' })
    const tb = (await ask('trialBalance', { from: '2024-01-01', to: '2024-12-31' })).json.data
    expect([tb.totals.periodDebit, tb.totals.periodCredit].map(Number)).toEqual([0, 0])
    expect((await ask('agedPayables', { asOf: '2024-03-31' })).json.data.parties).toEqual([])
    expect((await ask('payables', { asOf: '2024-03-31' })).json.data.total).toBe(0)
    const mine = await data('trialBalance', { from: '2024-01-01', to: '2024-12-31' })
    const payable = leaf(mine.accounts, 'payable')
    expect((await ask('accountEntries', { accountId: payable.id })).status).toBe(404)
  })
})

describe("an account's entries", () => {
  it('lists the lines with their documents and the running balance between opening and closing', async () => {
    const tb = await data('trialBalance', { from: '2024-01-01', to: '2024-12-31' })
    const payable = leaf(tb.accounts, 'payable')
    const first = await data('accountEntries', {
      accountId: payable.id,
      from: '2024-02-01',
      to: '2024-12-31',
      size: '2',
    })
    expect(Number(first.opening)).toBe(-1000)
    expect(first.total).toBe(3)
    expect(first.records.map((r: { balance: string }) => Number(r.balance))).toEqual([-1700, -1300])
    expect(first.records[0].document).toMatchObject({ type: 'test/invoice', id: '2', no: 'INV-2' })
    expect(first.records[0].party).toMatchObject({ type: 'factory', id: F.kaili })
    expect(first.records[0]).toMatchObject({ currency: 'USD', credit: expect.stringMatching(/^100/) })
    const second = await data('accountEntries', {
      accountId: payable.id,
      from: '2024-02-01',
      to: '2024-12-31',
      size: '2',
      current: '2',
    })
    expect(second.records.map((r: { balance: string }) => Number(r.balance))).toEqual([-1800])
    expect(Number(second.closing)).toBe(-1800)
    const byParty = await data('accountEntries', {
      accountId: payable.id,
      from: '2024-02-01',
      to: '2024-12-31',
      partyType: 'forwarder',
    })
    expect([Number(byParty.opening), byParty.total, Number(byParty.closing)]).toEqual([0, 1, -500])
  })

  it("names every demo document the payable's lines come from by its kind and page (fee bills too)", async () => {
    const tb = await data('trialBalance', { from: '2026-01-01', to: '2026-12-31' })
    const payable = leaf(tb.accounts, 'payable')
    const lines = await data('accountEntries', {
      accountId: payable.id,
      from: '2026-01-01',
      to: '2026-12-31',
      size: '100',
    })
    const documents = lines.records.map(
      (r: { document: { type: string; label: string | null; route: string | null } }) => r.document,
    )
    expect(documents.length).toBeGreaterThan(0)
    expect(documents.filter((d: { label: string | null }) => !d.label)).toEqual([])
    expect(documents.find((d: { type: string }) => d.type === 'financialFeeDetail')).toMatchObject({
      label: expect.any(String),
      route: expect.stringContaining('financialfeedetail'),
    })
  })

  it('shows a group with the lines of every account under it, and refuses an unknown account', async () => {
    const tb = await data('trialBalance', { from: '2024-01-01', to: '2024-12-31', level: '1' })
    const assets = tb.accounts.find((a: TbRow & { rootType: string }) => a.rootType === 'asset')
    const entries = await data('accountEntries', { accountId: assets.id, from: '2024-01-01', to: '2024-12-31' })
    expect(Number(entries.closing)).toBe(Number(assets.closingDebit) - Number(assets.closingCredit))
    const unknown = await get('accountEntries', { accountId: '1999999999999999999' })
    expect(unknown.status).toBe(404)
  })
})
