import { compareDecimal, sumDecimal } from '#sync/money/round-money.ts'
import { ROOT_TYPES } from '#sync/resources/finance/journal/books.contracts.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { baseCurrencyOf } from '../journal/journal.ts'
import { accountSums, NO_SUMS, netOf, type Sums, sidesOf } from './account-sums.ts'
import { addDays, firstOfMonth, todayOf } from './books-dates.ts'

/**
 * The trial balance (试算平衡表) for a range of days: every account's balance before the range, what
 * was posted in it and its balance after, in base currency; groups sum the accounts under them, and
 * the leaves' debits equal their credits on each side when the books balance.
 */

export type TrialBalanceQuery = { from?: string; to?: string; level?: number }

/** An account of the chart as the reports read it. */
export type ChartAccount = {
  id: string
  parentId: string | null
  code: string
  name: string
  rootType: string
  accountType: string | null
  isGroup: boolean
}

/** The tenant's chart, by code. */
export async function readChart(tx: Queryable): Promise<ChartAccount[]> {
  const rows = await tx.query<ChartAccount & { parentId: string }>(
    `SELECT id::text AS id, NULLIF(parent_id::text, '0') AS "parentId", code, name, root_type AS "rootType",
            account_type AS "accountType", (is_group::text IN ('1', 'true')) AS "isGroup"
       FROM fin_account WHERE is_deleted = 0 ORDER BY code`,
  )
  return rows
}

/** Each account's depth in the chart (1 for a root). */
function levels(chart: readonly ChartAccount[]): Map<string, number> {
  const byId = new Map(chart.map((a) => [a.id, a]))
  const out = new Map<string, number>()
  const depth = (a: ChartAccount, seen: number): number => {
    const known = out.get(a.id)
    if (known) return known
    const parent = a.parentId ? byId.get(a.parentId) : undefined
    const d = parent && seen < 20 ? depth(parent, seen + 1) + 1 : 1
    out.set(a.id, d)
    return d
  }
  for (const a of chart) depth(a, 0)
  return out
}

type Figures = { opening: string; debit: string; credit: string }

/** Adds a leaf's figures to it and to every group above it. */
function rollUp(chart: readonly ChartAccount[], leaf: Map<string, Figures>): Map<string, Figures> {
  const byId = new Map(chart.map((a) => [a.id, a]))
  const out = new Map<string, Figures>()
  for (const [id, f] of leaf) {
    let at = byId.get(id)
    for (let hops = 0; at && hops < 20; hops++) {
      const had = out.get(at.id) ?? { opening: '0', debit: '0', credit: '0' }
      out.set(at.id, {
        opening: sumDecimal(had.opening, f.opening),
        debit: sumDecimal(had.debit, f.debit),
        credit: sumDecimal(had.credit, f.credit),
      })
      at = at.parentId ? byId.get(at.parentId) : undefined
    }
  }
  return out
}

/** The report's six columns of an account's figures. */
function sides(f: Figures) {
  const opening = sidesOf(f.opening)
  const closing = sidesOf(sumDecimal(f.opening, f.debit, negate(f.credit)))
  return {
    openingDebit: opening.debit,
    openingCredit: opening.credit,
    periodDebit: f.debit,
    periodCredit: f.credit,
    closingDebit: closing.debit,
    closingCredit: closing.credit,
  }
}

/** The trial balance of the range asked (default: this month to today). */
export async function readTrialBalance(tx: Queryable, q: TrialBalanceQuery) {
  const to = q.to ?? (await todayOf(tx))
  const from = q.from ?? firstOfMonth(to)
  const chart = await readChart(tx)
  const before = await accountSums(tx, null, addDays(from, -1))
  const during = await accountSums(tx, from, to)
  const currency = await baseCurrencyOf(tx)
  const leaf = new Map<string, Figures>()
  for (const a of chart) {
    if (a.isGroup) continue
    const moved: Sums = during.get(a.id) ?? NO_SUMS
    leaf.set(a.id, { opening: netOf(before.get(a.id) ?? NO_SUMS), debit: moved.debit, credit: moved.credit })
  }
  const figures = rollUp(chart, leaf)
  const depth = levels(chart)
  const zero: Figures = { opening: '0', debit: '0', credit: '0' }
  const accounts = chart
    .filter((a) => !q.level || (depth.get(a.id) ?? 1) <= q.level)
    .map((a) => ({ ...a, level: depth.get(a.id) ?? 1, ...sides(figures.get(a.id) ?? zero) }))
  const leaves = chart.filter((a) => !a.isGroup).map((a) => sides(leaf.get(a.id) ?? zero))
  const total = (k: keyof ReturnType<typeof sides>) => sumDecimal('0', ...leaves.map((l) => l[k]))
  const totals = {
    openingDebit: total('openingDebit'),
    openingCredit: total('openingCredit'),
    periodDebit: total('periodDebit'),
    periodCredit: total('periodCredit'),
    closingDebit: total('closingDebit'),
    closingCredit: total('closingCredit'),
  }
  const byRootType = ROOT_TYPES.map((rootType) => ({
    rootType,
    balance: sumDecimal(
      '0',
      ...chart
        .filter((a) => !a.isGroup && a.rootType === rootType)
        .map((a) => {
          const f = leaf.get(a.id) ?? zero
          return sumDecimal(f.opening, f.debit, negate(f.credit))
        }),
    ),
  }))
  return { from, to, currency, accounts, totals, byRootType }
}

/** The opposite of a decimal. */
export function negate(value: string): string {
  if (compareDecimal(value, '0') === 0) return value
  return value.startsWith('-') ? value.slice(1) : `-${value}`
}
