import { subtractDecimal, sumDecimal } from '#sync/money/round-money.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { splitRange } from './books-dates.ts'

/**
 * What was posted to each account over a range of days, in base currency: whole months from the
 * kept balances (fin_account_balance), the loose days at either end from those days' lines only,
 * so a report never reads every line of the books.
 */

/** Debits and credits in base currency. */
export type Sums = { debit: string; credit: string }

const ZERO: Sums = { debit: '0', credit: '0' }

/** Adds the rows' sums into the map, account by account. */
function addInto(map: Map<string, Sums>, rows: readonly { id: string; debit: string; credit: string }[]): void {
  for (const row of rows) {
    const had = map.get(row.id) ?? ZERO
    map.set(row.id, { debit: sumDecimal(had.debit, row.debit), credit: sumDecimal(had.credit, row.credit) })
  }
}

/** Debits and credits per account (id) posted from `from` (null: since the beginning) to `to`, both included. */
export async function accountSums(
  tx: Queryable,
  from: string | null,
  to: string,
  accountIds?: readonly string[],
): Promise<Map<string, Sums>> {
  const out = new Map<string, Sums>()
  const { periods, days } = splitRange(from, to)
  const only = accountIds ? 'AND account_id::text = ANY($3::text[])' : ''
  const extra = accountIds ? [accountIds] : []
  if (periods) {
    addInto(
      out,
      await tx.query(
        `SELECT account_id::text AS id, coalesce(sum(base_debit), 0)::text AS debit, coalesce(sum(base_credit), 0)::text AS credit
           FROM fin_account_balance WHERE period >= $1 AND period <= $2 ${only} GROUP BY account_id`,
        [periods[0], periods[1], ...extra],
      ),
    )
  }
  for (const [a, b] of days) {
    addInto(
      out,
      await tx.query(
        `SELECT account_id::text AS id, coalesce(sum(base_debit), 0)::text AS debit, coalesce(sum(base_credit), 0)::text AS credit
           FROM fin_journal_line WHERE posting_date >= $1::date AND posting_date <= $2::date ${only} GROUP BY account_id`,
        [a, b, ...extra],
      ),
    )
  }
  return out
}

/** A balance (debit positive) as the two columns of a report: the debit side or the credit side. */
export function sidesOf(net: string): { debit: string; credit: string } {
  return net.startsWith('-') ? { debit: '0', credit: net.slice(1) } : { debit: net, credit: '0' }
}

/** Debit minus credit. */
export const netOf = (s: Sums): string => subtractDecimal(s.debit, s.credit)

export { ZERO as NO_SUMS }
