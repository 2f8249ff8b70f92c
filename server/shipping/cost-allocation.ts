/**
 * Exact allocation of an amount over shares (largest remainder, Hamilton's method): each share gets
 * the floor of its exact part in the smallest unit (a cent), and the units left over go one each to
 * the shares whose exact part lost the most by the floor (ties: the larger basis, then the earlier
 * line). The parts always add up to the total to the unit, and no part is off its exact share by a
 * unit or more. All arithmetic is on whole numbers (bigint), so no binary fraction ever rounds.
 */

const DECIMAL = /^\d+(\.\d+)?$/

/** A non-negative decimal text as a whole number of 10^-scale units (refuses anything else). */
function toUnits(value: string, scale: number): bigint {
  if (!DECIMAL.test(value)) throw new Error(`not a non-negative decimal: ${value}`)
  const [whole = '0', fraction = ''] = value.split('.')
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale)))
    throw new Error(`${value} has more than ${scale} decimals`)
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'))
}

/** Digits after the point of a decimal text. */
function decimalsOf(value: string): number {
  return value.split('.')[1]?.length ?? 0
}

/** Whole units back to a decimal text with `scale` places. */
function fromUnits(units: bigint, scale: number): string {
  if (scale === 0) return units.toString()
  const digits = units.toString().padStart(scale + 1, '0')
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/**
 * Splits `total` (at most `places` decimals) over `bases` (non-negative decimals, one per line) in
 * proportion, exactly: the parts (each with `places` decimals) add up to `total`. A line whose basis
 * is 0 gets 0. Answers null when every basis is 0 and the total is not (nothing to share it by).
 */
export function allocateExactly(total: string, bases: readonly string[], places = 2): string[] | null {
  const totalUnits = toUnits(total, places)
  const scale = Math.max(0, ...bases.map(decimalsOf))
  const weights = bases.map((b) => toUnits(b, scale))
  const sum = weights.reduce((a, b) => a + b, 0n)
  if (sum === 0n) return totalUnits === 0n ? bases.map(() => fromUnits(0n, places)) : null
  const parts = weights.map((w) => (totalUnits * w) / sum)
  const remainders = weights.map((w) => (totalUnits * w) % sum)
  let left = totalUnits - parts.reduce((a, b) => a + b, 0n)
  const order = weights
    .map((_, i) => i)
    .filter((i) => (weights[i] ?? 0n) > 0n)
    .sort((a, b) => {
      const byRemainder = (remainders[b] ?? 0n) - (remainders[a] ?? 0n)
      if (byRemainder !== 0n) return byRemainder > 0n ? 1 : -1
      const byWeight = (weights[b] ?? 0n) - (weights[a] ?? 0n)
      if (byWeight !== 0n) return byWeight > 0n ? 1 : -1
      return a - b
    })
  // Fewer units are left than lines with a remainder, so one pass gives each at most one.
  for (const i of order) {
    if (left === 0n) break
    parts[i] = (parts[i] ?? 0n) + 1n
    left -= 1n
  }
  return parts.map((p) => fromUnits(p, places))
}
