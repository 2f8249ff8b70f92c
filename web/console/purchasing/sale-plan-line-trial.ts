import type { z } from 'zod'
import type { trialCostLine } from '#sync/resources/purchasing/purchasing.contracts.ts'

export type TrialLine = z.output<typeof trialCostLine>

const ID = /^\d{1,19}$/
const FOB = /^\d{1,18}(\.\d{1,4})?$/
const BOXES = /^\d{1,8}(\.\d{1,2})?$/
const RATE = /^\d{1,6}$/
const PRICE = /^\d{1,12}(\.\d{1,4})?$/

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())

/**
 * The trial query of a plan line as the form has it, or null while it cannot be costed yet (no
 * shop or product, a price or box figure half typed): the server is asked only about whole lines.
 */
export function draftTrialQuery(
  shopId: unknown,
  row: Record<string, unknown>,
  salePrice: string,
): Record<string, string> | null {
  const shop = text(shopId)
  const productId = text(row.productId)
  const fobPrice = text(row.fobPrice)
  const boxRate = text(row.boxRate)
  const boxNum = text(row.boxNum)
  if (!ID.test(shop) || !ID.test(productId) || !FOB.test(fobPrice)) return null
  if ((boxRate && !RATE.test(boxRate)) || (boxNum && !BOXES.test(boxNum))) return null
  const price = salePrice.trim()
  return {
    shopId: shop,
    productId,
    fobPrice,
    ...(boxRate ? { boxRate } : {}),
    ...(boxNum ? { boxNum } : {}),
    ...(PRICE.test(price) && /[1-9]/.test(price) ? { salePrice: price } : {}),
  }
}

/** Terms that make the landed cost (FOB and per-unit fees) apart from those that follow the selling price. */
const SALE_TERMS = new Set(['comRatio', 'advRatio', 'saleLoss', 'conTax'])

export type Explanation = { label: string; amount: string; sign: '' | '+' | '−' | '=' }[]

/** How a line's landed cost is reached: FOB, + each fee, = the landed cost per unit, × quantity. */
export function explainLanded(line: TrialLine, words: { landed: string; total: string }): Explanation {
  const parts = line.terms.filter((t) => !SALE_TERMS.has(t.key))
  return [
    ...parts.map((t, i) => ({ label: t.label, amount: t.amount, sign: i === 0 ? ('' as const) : ('+' as const) })),
    { label: words.landed, amount: line.unitLandedCost, sign: '=' },
    { label: `${words.total} (× ${line.quantity})`, amount: line.totalLandedCost, sign: '=' },
  ]
}

/** How a line's margin is reached: price − landed cost − each sales cost = margin; margin ÷ price = rate. */
export function explainMargin(
  line: TrialLine,
  words: { price: string; landed: string; margin: string; rate: string },
): Explanation {
  if (line.salePrice === null || line.unitMargin === null) return []
  return [
    { label: words.price, amount: line.salePrice, sign: '' },
    { label: words.landed, amount: line.unitLandedCost, sign: '−' },
    // A share of the price: its ratio's name and what it comes to at this price.
    ...line.terms
      .filter((t) => SALE_TERMS.has(t.key))
      .map((t) => ({ label: `${t.label} × ${words.price}`, amount: t.amount, sign: '−' as const })),
    { label: words.margin, amount: line.unitMargin, sign: '=' },
    { label: words.rate, amount: percent(line.marginRate), sign: '=' },
  ]
}

/** A margin rate (0.2345) as a percentage (23.45%), by moving the point: no float rounding. */
export function percent(rate: string | null): string {
  if (rate === null) return ''
  const negative = rate.startsWith('-')
  const [whole = '0', fraction = ''] = rate.replace('-', '').split('.')
  const digits = `${whole}${fraction.padEnd(4, '0').slice(0, 4)}`
  const cents = digits.slice(0, -2).replace(/^0+(?=\d)/, '')
  return `${negative ? '-' : ''}${cents}.${digits.slice(-2)}%`
}
