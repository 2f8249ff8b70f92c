import { roundMoney } from './round-money.ts'

const DECIMAL = /^-?\d+(\.\d+)?$/

/**
 * How a decimal is shown in tables and exports (spec 1 §5: prices always with two decimals):
 * with `shown` places, rounded half up, when the field declares them (money); otherwise exactly,
 * without trailing zeros (7.5000 → 7.5, 41.00 → 41, 0.850 → 0.85). The stored value stays exact.
 */
export function shownDecimal(value: string, shown: number | undefined): string {
  if (!DECIMAL.test(value)) return value
  if (shown !== undefined) return roundMoney(value, shown, 1)
  return trimZeros(value, 0)
}

/**
 * A decimal for a form: exact, its trailing zeros dropped down to `atLeast` places (35.0000 →
 * 35.00 for money, 35.1250 → 35.125), so editing never changes a stored digit.
 */
export function trimZeros(value: string, atLeast: number): string {
  if (!DECIMAL.test(value)) return value
  const [whole, fraction = ''] = value.split('.')
  let end = fraction.length
  while (end > atLeast && fraction[end - 1] === '0') end--
  const kept = fraction.slice(0, end).padEnd(atLeast, '0')
  return kept ? `${whole}.${kept}` : String(whole)
}

/**
 * A fraction as the percentage people read (0.2000 → 20%, 0.0833 → 8.33%, 1 → 100%): the point
 * moved two places, exactly, without trailing zeros.
 */
export function shownPercent(value: string): string {
  if (!DECIMAL.test(value)) return value
  const negative = value.startsWith('-')
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.')
  const digits = fraction.padEnd(2, '0')
  const shifted = `${whole}${digits.slice(0, 2)}`.replace(/^0+(?=\d)/, '')
  const rest = digits.slice(2)
  return `${negative ? '-' : ''}${trimZeros(rest ? `${shifted}.${rest}` : shifted, 0)}%`
}
