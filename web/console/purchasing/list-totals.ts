import type { z } from 'zod'
import { shownDecimal } from '#sync/money/shown-decimal.ts'
import type { listTotalAnswer } from '#sync/resources/purchasing/purchasing.contracts.ts'

type Totals = z.output<typeof listTotalAnswer>

/** Totals in one line: "12 documents · 3,400 units · USD 1,234.50 · EUR 80.00 · ≈ CNY 9,100.00". */
export function totalsLine(totals: Totals, words: { count: string; quantity: string; base: string }): string {
  const parts = [`${words.count} ${totals.count}`, `${words.quantity} ${totals.totalQuantity}`]
  for (const { currencyCode, amount } of totals.amounts) parts.push(`${currencyCode} ${shownDecimal(amount, 2)}`)
  if (totals.baseAmount !== null && totals.baseCurrency)
    parts.push(`${words.base} ${totals.baseCurrency} ${shownDecimal(totals.baseAmount, 2)}`)
  return parts.join(' · ')
}
