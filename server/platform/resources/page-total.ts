import type { Queryable } from '../db/db.ts'
import { ReadCache } from '../db/read-cache.ts'

/** Up to this many matching rows a page's total is counted exactly; beyond, it is the planner's estimate. */
export const EXACT_TOTAL_MAX = 10_000

/** A page's total and whether it was counted (`totalExact: false`: an estimate, at least EXACT_TOTAL_MAX + 1). */
export type PageTotal = { total: number; totalExact: boolean }

/**
 * What the caller already read: rows of this page after `offset` skipped ones, `size` asked for;
 * and whose rows they are (`scope`: the tenant, which row-level security adds to `where`).
 */
export type PageRead = { offset: number; rows: number; size: number; scope?: string }

/** How long an estimated total is reused for the same list (an estimate is not exact anyway). */
export const ESTIMATE_TTL_MS = 10_000
const estimates = new ReadCache<PageTotal>(ESTIMATE_TTL_MS)

/**
 * The total of a list whose rows match `where` (its `$n` placeholders bound to `params`), at a
 * cost that does not grow with the table: a count over at most EXACT_TOTAL_MAX + 1 rows, and above
 * that the planner's row estimate (EXPLAIN, which reads the statistics, not the rows). With `read`,
 * a page that came back short needs no count at all: it is the last one; and with its `scope`, an
 * estimate is reused for ESTIMATE_TTL_MS (exact totals are always counted afresh).
 */
export async function pageTotal(
  tx: Queryable,
  table: string,
  where: string,
  params: readonly unknown[],
  read?: PageRead,
): Promise<PageTotal> {
  if (read && read.rows < read.size && (read.rows > 0 || read.offset === 0)) {
    return { total: read.offset + read.rows, totalExact: true }
  }
  if (read?.scope === undefined) return countOrEstimate(tx, table, where, params)
  const key = `${read.scope}|${table}|${where}|${JSON.stringify(params)}`
  const total = await estimates.get(key, () => countOrEstimate(tx, table, where, params))
  if (total.totalExact) estimates.forget(key)
  return total
}

async function countOrEstimate(tx: Queryable, table: string, where: string, params: readonly unknown[]) {
  const counted = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ${EXACT_TOTAL_MAX + 1}) AS capped`,
    params,
  )
  const n = counted[0]?.n ?? 0
  if (n <= EXACT_TOTAL_MAX) return { total: n, totalExact: true } satisfies PageTotal
  const plan = await tx.query<Record<string, unknown>>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} WHERE ${where}`,
    params,
  )
  return { total: Math.max(n, Math.round(planRows(plan[0]))), totalExact: false } satisfies PageTotal
}

/** The top node's row estimate of an EXPLAIN (FORMAT JSON) answer (drivers give it parsed or as text). */
function planRows(row: Record<string, unknown> | undefined): number {
  const raw = row ? Object.values(row)[0] : undefined
  const doc = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw
  const rows = Array.isArray(doc) ? (doc[0] as { Plan?: { 'Plan Rows'?: unknown } })?.Plan?.['Plan Rows'] : undefined
  return typeof rows === 'number' && Number.isFinite(rows) ? rows : 0
}
