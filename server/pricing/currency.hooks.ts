import type { Language } from '#sync/i18n/language.ts'
import { baseCurrency } from '#sync/resources/pricing/base-currency.resource.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { updateRecordsBy } from '../platform/records/update-by.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'

/** Records that keep amounts or rates in a currency, by its code (removal and code changes check them). */
const CURRENCY_USERS = [
  {
    table: 'erp_base_exchange_rate',
    where: 'from_currency = $1 OR to_currency = $1',
    label: { zh: '汇率', en: 'exchange rate', ja: '為替レート' },
  },
  { table: 'erp_base_freight', where: 'currency = $1', label: { zh: '运费', en: 'freight rate', ja: '運賃' } },
  {
    table: 'erp_logistics_providers',
    where: 'currency = $1',
    label: { zh: '物流商', en: 'logistics provider', ja: '物流業者' },
  },
] as const

/** Refuses when any live record still uses the currency code. */
async function assertUnused(tx: Queryable, code: string, lang: Language) {
  for (const user of CURRENCY_USERS) {
    const rows = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${user.table} WHERE (${user.where}) AND is_deleted = 0`,
      [code],
    )
    const n = rows[0]?.n ?? 0
    if (n > 0) throw new AppError('VALIDATION', 'pricing.currencyInUse', { code, count: n, resource: user.label[lang] })
  }
}

/**
 * Currencies: the base currency converts to itself at 1 and stays unique (choosing a new base
 * clears the old one); a currency in use keeps its code and cannot be removed.
 */
export const currencyHooks: ResourceHooks = {
  beforeSave: async ({ tx, actor }, input, existing) => {
    if (existing && input.isBase === 0 && existing.isBase === 1) {
      throw new AppError('INVALID_STATE', 'pricing.baseCurrencyUnset')
    }
    if (existing && input.code !== undefined && input.code !== existing.code) {
      await assertUnused(tx, String(existing.code), actor.lang)
    }
    const isBase = input.isBase ?? existing?.isBase
    if (isBase === 1) {
      input.rate = '1'
      input.sysRate = '1'
    }
  },
  afterSave: async ({ tx, actor }, id, input) => {
    if (input.isBase !== 1) return
    // One base currency: the one chosen clears the flag on the others, whoever may see them.
    await updateRecordsBy(tx, baseCurrency, { isBase: 1 }, { isBase: 0 }, actor, { except: [id], scopeChecked: true })
  },
  beforeRemove: async ({ tx, actor }, ids) => {
    const rows = await tx.query<{ code: string; isBase: number }>(
      `SELECT code, is_base FROM ${baseCurrency.table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
      [ids],
    )
    for (const row of rows) {
      if (row.isBase === 1) throw new AppError('INVALID_STATE', 'pricing.baseCurrencyRemove', { code: row.code })
      await assertUnused(tx, row.code, actor.lang)
    }
  },
}
