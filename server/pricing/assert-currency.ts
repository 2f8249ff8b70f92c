import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { Queryable } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'

/** What a currency converts with: its digits and rounding mode (spec 1 §3). */
export type CurrencyRule = { code: string; digits: number; roundingMode: 1 | 2 | 3; isBase: number }

/** The live currency with this code under the caller's tenant, or undefined. */
export async function findCurrency(tx: Queryable, code: string): Promise<CurrencyRule | undefined> {
  const rows = await tx.query<CurrencyRule>(
    `SELECT code, digits, rounding_mode, is_base FROM erp_base_currency WHERE code = $1 AND is_deleted = 0 LIMIT 1`,
    [code],
  )
  return rows[0]
}

/**
 * Refuses a currency code the tenant has not set up (a 400 naming `field`), so amounts are never
 * kept in a currency nobody can convert.
 */
export async function assertCurrency(
  tx: Queryable,
  code: string,
  field: string,
  fieldLabel: string,
  lang: Language,
): Promise<CurrencyRule> {
  const found = await findCurrency(tx, code)
  if (!found) {
    throw validationError([{ field, message: translate('pricing.currencyUnknown', lang, { field: fieldLabel, code }) }])
  }
  return found
}
