import { translate } from '#sync/i18n/messages.ts'
import type { FeeStatisticFilter } from '#sync/resources/finance/fees/fees.contracts.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'

/**
 * The bills' statistics (spec 3 §7 financialFeeDetail: listOfStatistic, feeDetailStatistic,
 * feeStatisticByYear): sums of registered, partly paid and paid bills (never those to register or
 * void) in SQL's numeric, so exact, per fee type, per month or per month of a year, each currency
 * apart (amounts in different currencies are never added).
 */

const COUNTED = '(1, 2, 3)'

/** The WHERE of the bills a filter names, with its parameters. */
function billsWhere(filter: FeeStatisticFilter & { year?: number }): { where: string; params: unknown[] } {
  const params: unknown[] = []
  const parts = ['is_deleted = 0', `status IN ${COUNTED}`]
  const add = (sql: string, value: unknown) => {
    params.push(value)
    parts.push(sql.replace('?', `$${params.length}`))
  }
  if (filter.monthFrom) add('month >= ?', filter.monthFrom)
  if (filter.monthTo) add('month <= ?', filter.monthTo)
  if (filter.year !== undefined) add(`month LIKE ?`, `${filter.year}-%`)
  if (filter.feeType) add('fee_type = ?::int', filter.feeType)
  if (filter.partyId) add('party_id = ?::bigint', filter.partyId)
  if (filter.currencyCode) add('currency_code = ?', filter.currencyCode)
  return { where: parts.join(' AND '), params }
}

/** A month range that ends before it starts is a 400 naming the from month. */
function assertRange(filter: FeeStatisticFilter, actor: Actor): void {
  if (filter.monthFrom && filter.monthTo && filter.monthFrom > filter.monthTo)
    throw new AppError('VALIDATION', 'finance.feeMonthRange', {}, [
      { field: 'monthFrom', message: translate('finance.feeMonthRange', actor.lang) },
    ])
}

type Sum = { currencyCode: string; count: number; amount: string }

/** Totals per currency of the bills a filter names. */
async function totals(tx: Queryable, filter: FeeStatisticFilter & { year?: number }): Promise<Sum[]> {
  const { where, params } = billsWhere(filter)
  return tx.query<Sum>(
    `SELECT currency_code, count(*)::int AS count, sum(amount)::text AS amount
       FROM fin_fee_detail WHERE ${where} GROUP BY currency_code ORDER BY currency_code`,
    params,
  )
}

/** Sums per fee type and currency (listOfStatistic), with the totals per currency. */
export async function feeTypeStatistic(tx: Queryable, actor: Actor, filter: FeeStatisticFilter) {
  assertRange(filter, actor)
  const { where, params } = billsWhere(filter)
  const rows = await tx.query<Sum & { feeType: string }>(
    `SELECT fee_type::text AS fee_type, currency_code, count(*)::int AS count, sum(amount)::text AS amount
       FROM fin_fee_detail WHERE ${where} GROUP BY fee_type, currency_code ORDER BY fee_type, currency_code`,
    params,
  )
  return { rows, totals: await totals(tx, filter) }
}

/** Sums per month and currency (feeDetailStatistic), with the totals per currency. */
export async function feeMonthStatistic(tx: Queryable, actor: Actor, filter: FeeStatisticFilter) {
  assertRange(filter, actor)
  const { where, params } = billsWhere(filter)
  const rows = await tx.query<Sum & { month: string }>(
    `SELECT month, currency_code, count(*)::int AS count, sum(amount)::text AS amount
       FROM fin_fee_detail WHERE ${where} GROUP BY month, currency_code ORDER BY month, currency_code`,
    params,
  )
  return { rows, totals: await totals(tx, filter) }
}

type YearRow = { feeType: string; currencyCode: string; months: string[]; amount: string }

/** A year's sums per fee type and currency, month by month (feeStatisticByYear), and per currency; this year by default. */
export async function feeYearStatistic(
  tx: Queryable,
  _actor: Actor,
  given: Omit<FeeStatisticFilter, 'monthFrom' | 'monthTo'> & { year?: number | undefined },
) {
  const [now] = await tx.query<{ year: number }>(`SELECT extract(year FROM localtimestamp)::int AS year`)
  const filter = { ...given, year: given.year ?? Number(now?.year) }
  const { where, params } = billsWhere(filter)
  const monthColumns = Array.from(
    { length: 12 },
    (_, i) =>
      `coalesce(sum(amount) FILTER (WHERE month = '${filter.year}-${String(i + 1).padStart(2, '0')}'), 0)::text`,
  ).join(', ')
  const rows = await tx.query<YearRow>(
    `SELECT fee_type::text AS fee_type, currency_code, ARRAY[${monthColumns}] AS months, sum(amount)::text AS amount
       FROM fin_fee_detail WHERE ${where} GROUP BY fee_type, currency_code ORDER BY fee_type, currency_code`,
    params,
  )
  const byCurrency = await tx.query<Omit<YearRow, 'feeType'>>(
    `SELECT currency_code, ARRAY[${monthColumns}] AS months, sum(amount)::text AS amount
       FROM fin_fee_detail WHERE ${where} GROUP BY currency_code ORDER BY currency_code`,
    params,
  )
  return { year: filter.year, rows, totals: byCurrency }
}

/** The accounts fees were paid to before (bills and applications), newest first, for a provider when named. */
export async function receiveAccounts(
  tx: Queryable,
  _actor: Actor,
  q: { partyId?: string | undefined; partyName?: string | undefined },
) {
  const params: unknown[] = []
  const parts = ['is_deleted = 0', "coalesce(receive_account, '') <> ''"]
  if (q.partyId) {
    params.push(q.partyId)
    parts.push(`party_id = $${params.length}::bigint`)
  }
  if (q.partyName) {
    params.push(q.partyName)
    parts.push(`party_name = $${params.length}`)
  }
  const where = parts.join(' AND ')
  const columns = 'party_id, party_name, receive_name, receive_bank, receive_account, update_time'
  return tx.query<{
    partyId: string | null
    partyName: string
    receiveName: string | null
    receiveBank: string | null
    receiveAccount: string
    lastUsed: string
  }>(
    `SELECT party_id::text, party_name, receive_name, receive_bank, receive_account,
            to_char(max(update_time), 'YYYY-MM-DD HH24:MI:SS') AS last_used
       FROM (SELECT ${columns} FROM fin_fee_detail WHERE ${where}
             UNION ALL SELECT ${columns} FROM fin_apply_fee WHERE ${where}) used
      GROUP BY party_id, party_name, receive_name, receive_bank, receive_account
      ORDER BY max(update_time) DESC, receive_account LIMIT 50`,
    params,
  )
}

/** Who applied for fees before (bills and applications), most recent first, narrowed by a keyword of the name. */
export async function applyUsers(tx: Queryable, _actor: Actor, q: { keyword?: string | undefined }) {
  const params: unknown[] = []
  const parts = ['is_deleted = 0', "coalesce(apply_user_name, '') <> ''"]
  if (q.keyword) {
    params.push(`%${q.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)
    parts.push(`apply_user_name ILIKE $${params.length}`)
  }
  const where = parts.join(' AND ')
  return tx.query<{ applyUserId: string | null; applyUserName: string; times: number; lastUsed: string }>(
    `SELECT apply_user_id::text, apply_user_name, count(*)::int AS times,
            to_char(max(update_time), 'YYYY-MM-DD HH24:MI:SS') AS last_used
       FROM (SELECT apply_user_id, apply_user_name, update_time FROM fin_fee_detail WHERE ${where}
             UNION ALL SELECT apply_user_id, apply_user_name, update_time FROM fin_apply_fee WHERE ${where}) used
      GROUP BY apply_user_id, apply_user_name ORDER BY max(update_time) DESC, apply_user_name LIMIT 50`,
    params,
  )
}
