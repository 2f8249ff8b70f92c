import { roundMoney } from '#sync/money/round-money.ts'

/**
 * Exact shares of an order's money and weight between the parts of a split, in whole units
 * (BigInt cents or grams): each part's share is in proportion and rounded down, the remainder goes
 * to the last part, so the parts always add up to the whole exactly.
 */

/** A decimal string (or nothing: zero) as whole units of 10^-digits. */
export function toUnits(value: string | number | null | undefined, digits = 2): bigint {
  if (value === null || value === undefined || value === '') return 0n
  return BigInt(roundMoney(String(value), digits, 1).replace('.', ''))
}

/** Whole units of 10^-digits as a decimal string with exactly `digits` places. */
export function fromUnits(units: bigint, digits = 2): string {
  const sign = units < 0n ? '-' : ''
  const text = (units < 0n ? -units : units).toString().padStart(digits + 1, '0')
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/**
 * Shares `total` by `weights`: each share is total × weight / Σweights rounded toward zero, and
 * the last part with a weight takes what is left, so the shares add up to `total` exactly. Without
 * any weight the last part takes everything.
 */
export function shareByWeights(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((s, w) => s + w, 0n)
  const shares = weights.map(() => 0n)
  if (!weights.length) return shares
  if (sum === 0n) {
    shares[weights.length - 1] = total
    return shares
  }
  const last = weights.reduce((at, w, i) => (w > 0n ? i : at), 0)
  let given = 0n
  for (const [i, w] of weights.entries()) {
    if (i === last) continue
    const share = (total * w) / sum
    shares[i] = share
    given += share
  }
  shares[last] = total - given
  return shares
}
