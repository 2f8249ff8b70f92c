import { compareDecimal, multiplyDecimal, roundMoney } from '#sync/money/round-money.ts'

/** Exact money and weights of sales orders: decimal strings summed as whole units (BigInt), never floats. */

/** The exact sum of decimal strings, with `digits` places. */
export function sumDecimals(values: readonly (string | null | undefined)[], digits: number): string {
  let units = 0n
  for (const v of values) {
    if (v === null || v === undefined || v === '') continue
    units += BigInt(roundMoney(String(v), digits, 1).replace('.', ''))
  }
  const sign = units < 0n ? '-' : ''
  const text = (units < 0n ? -units : units).toString().padStart(digits + 1, '0')
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/** Whether a decimal string is below zero. */
export const isNegative = (value: string): boolean => compareDecimal(value, '0') < 0

/** A line's amount: quantity × unit price, to the cent (half up). */
export function lineAmount(quantity: number, price: string): string {
  return roundMoney(multiplyDecimal(String(quantity), price), 2, 1)
}

export type TotalsLine = {
  quantity: number
  price: string
  weight?: string | null
  supplyPrice?: string | null
  retailPrice?: string | null
}

/**
 * An order's totals from its lines: goods (Σ quantity × price), order total (goods + freight −
 * discount), supply and retail amounts (null when no line has such a price), quantity and weight
 * (Σ quantity × unit weight, three places).
 */
export function orderTotals(lines: readonly TotalsLine[], freight: string, discount: string) {
  const goodsAmount = sumDecimals(
    lines.map((l) => lineAmount(l.quantity, l.price)),
    2,
  )
  const supply = lines.filter((l) => l.supplyPrice)
  const retail = lines.filter((l) => l.retailPrice)
  return {
    goodsAmount,
    orderTotalMoney: sumDecimals([goodsAmount, freight, `-${roundMoney(discount, 2, 1).replace(/^-/, '')}`], 2),
    supplyAmount: supply.length
      ? sumDecimals(
          supply.map((l) => lineAmount(l.quantity, String(l.supplyPrice))),
          2,
        )
      : null,
    retailAmount: retail.length
      ? sumDecimals(
          retail.map((l) => lineAmount(l.quantity, String(l.retailPrice))),
          2,
        )
      : null,
    totalQuantity: lines.reduce((s, l) => s + l.quantity, 0),
    totalWeight: sumDecimals(
      lines.map((l) => (l.weight ? multiplyDecimal(String(l.quantity), l.weight) : null)),
      3,
    ),
  }
}
