import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { compareDecimal } from '#sync/money/round-money.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import { baseExchangeRate } from '#sync/resources/inventory/base-exchange-rate.resource.ts'
import type { Queryable } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'
import { transactionTime } from '../platform/records/transaction-time.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { assertCurrency } from '../pricing/assert-currency.ts'
import { recordRateChange } from './record-rate-change.ts'

const fields: Record<string, Field> = baseExchangeRate.fields
const labelOf = (key: string, lang: Language) => fields[key]?.label[lang] ?? key

/** A pair converts between two different currencies the tenant has set up. */
export async function checkRatePair(tx: Queryable, from: string, to: string, lang: Language): Promise<void> {
  if (from === to) {
    throw validationError([{ field: 'toCurrency', message: translate('inventory.sameCurrency', lang) }])
  }
  await assertCurrency(tx, from, 'fromCurrency', labelOf('fromCurrency', lang), lang)
  await assertCurrency(tx, to, 'toCurrency', labelOf('toCurrency', lang), lang)
}

const rateChanged = (input: Record<string, unknown>, existing: Record<string, unknown> | undefined) =>
  !existing || (input.rate !== undefined && compareDecimal(String(existing.rate), String(input.rate)) !== 0)

/**
 * Exchange rates through the generic saves: the pair is checked and named (`pairCode`), the time
 * of the rate is kept, and every new rate is appended to the history.
 */
export const exchangeRateHooks: ResourceHooks = {
  beforeSave: async ({ tx, actor }, input, existing) => {
    const from = String(input.fromCurrency ?? existing?.fromCurrency ?? '')
    const to = String(input.toCurrency ?? existing?.toCurrency ?? '')
    if (input.fromCurrency !== undefined || input.toCurrency !== undefined)
      await checkRatePair(tx, from, to, actor.lang)
    input.pairCode = `${from}/${to}`
    // The time of the rate is derived: it moves only when the rate does.
    if (rateChanged(input, existing)) input.rateTime = await transactionTime(tx)
    else delete input.rateTime
  },
  afterSave: async ({ tx, actor }, id, input, existing) => {
    if (!rateChanged(input, existing)) return
    await recordRateChange(tx, actor, {
      exchangeRateId: id,
      fromCurrency: String(input.fromCurrency ?? existing?.fromCurrency),
      toCurrency: String(input.toCurrency ?? existing?.toCurrency),
      oldRate: existing ? String(existing.rate) : null,
      rate: String(input.rate),
      changeTime: String(input.rateTime),
      source: existing ? 'submit' : 'create',
      remark: typeof input.remark === 'string' ? input.remark : null,
    })
  },
}
