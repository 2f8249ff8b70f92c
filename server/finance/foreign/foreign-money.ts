import type { MessageKey } from '#sync/i18n/messages.ts'
import { translate } from '#sync/i18n/messages.ts'
import { roundMoney } from '#sync/money/round-money.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { validationError } from '../../platform/http/app-error.ts'

/** A 400 naming the field and the reason, in the actor's language. */
export function refuse(actor: Actor, field: string, key: MessageKey, params: Record<string, unknown> = {}) {
  return validationError([{ field, message: translate(key, actor.lang, params) }])
}

/** A decimal shown with two places (messages): 1020.0000 reads 1020.00. */
export const shown = (value: string) => roundMoney(value, 2, 1)

/** Ids in numeric order, each once: the order rows are locked in. */
export function inIdOrder(ids: readonly string[]): string[] {
  return [...new Set(ids.map(String))].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
}

/** The tenant's booking rate of a currency into its base currency (1 for the base), or null when it has none. */
export async function currencyRate(tx: Queryable, tenantId: string, currency: string): Promise<string | null> {
  const [row] = await tx.query<{ rate: string | null; isBase: number | null }>(
    `SELECT rate::text AS rate, is_base FROM erp_base_currency
      WHERE tenant_id = $1 AND code = $2 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [tenantId, currency],
  )
  if (!row) return null
  if (row.isBase === 1) return '1'
  return row.rate && Number(row.rate) > 0 ? row.rate : null
}

/** The rate a payment posts at: the one given, else the currency's booking rate (a 400 naming the field when none). */
export async function paymentRate(
  tx: Queryable,
  actor: Actor,
  currency: string,
  given: unknown,
  field = 'rate',
): Promise<string> {
  if (given !== undefined && given !== null && given !== '' && Number(given) > 0) return String(given)
  const rate = await currencyRate(tx, actor.session.tenantId, currency)
  if (!rate) throw refuse(actor, field, 'finance.foreignNoRate', { currency })
  return rate
}

/** The database's today (YYYY-MM-DD), the date a payment posts on when none is given. */
export async function today(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ day: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS day`)
  return String(row?.day)
}

/** The exchange difference (base debit less credit) a journal entry posted, '0' when none. */
export async function postedExchangeDifference(tx: Queryable, entryId: string): Promise<string> {
  const [row] = await tx.query<{ diff: string | null }>(
    `SELECT coalesce(sum(base_debit - base_credit), 0)::text AS diff FROM fin_journal_line
      WHERE entry_id = $1 AND account_type = 'exchangeDifference'`,
    [entryId],
  )
  return row?.diff ?? '0'
}
