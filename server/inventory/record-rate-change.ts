import { divideDecimal } from '#sync/money/round-money.ts'
import { baseExchangeRateLog } from '#sync/resources/inventory/base-exchange-rate-log.resource.ts'
import { baseCurrency } from '#sync/resources/pricing/base-currency.resource.ts'
import type { Queryable } from '../platform/db/db.ts'
import { saveRecord, updateRecords } from '../platform/records/records.ts'
import type { Actor } from '../platform/resources/record-store.ts'

/** One change of an exchange rate, as the history keeps it. */
export type RateChange = {
  exchangeRateId: string
  fromCurrency: string
  toCurrency: string
  /** Null when the pair is new. */
  oldRate: string | null
  rate: string
  changeTime: string
  /** What made the change: create, submit, updateExchangeRate. */
  source: string
  remark?: string | null
}

/**
 * Appends a change to the exchange-rate history (never updated or deleted afterwards) and keeps the
 * system rate (`sysRate`) of the currency on the other side of the tenant's base currency, in the
 * caller's transaction.
 */
export async function recordRateChange(tx: Queryable, actor: Actor, change: RateChange): Promise<void> {
  await saveRecord(tx, baseExchangeRateLog, { ...change, remark: change.remark ?? null }, actor)
  const base = await tx.query<{ code: string }>(
    `SELECT code FROM erp_base_currency WHERE is_base = 1 AND is_deleted = 0 LIMIT 1`,
  )
  const baseCode = base[0]?.code
  if (!baseCode) return
  // sysRate is "one unit of this currency in the base currency".
  const target =
    change.toCurrency === baseCode
      ? { code: change.fromCurrency, sysRate: change.rate }
      : change.fromCurrency === baseCode
        ? { code: change.toCurrency, sysRate: divideDecimal('1', change.rate, 6, 1) }
        : undefined
  if (!target) return
  const stale = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_base_currency
      WHERE code = $1 AND is_base = 0 AND is_deleted = 0 AND sys_rate IS DISTINCT FROM $2::numeric`,
    [target.code, target.sysRate],
  )
  // The currency follows the tenant's rate whoever recorded it: a consequence, not an edit of the currency.
  await updateRecords(
    tx,
    baseCurrency,
    stale.map((c) => c.id),
    { sysRate: target.sysRate },
    actor,
    { scopeChecked: true },
  )
}
