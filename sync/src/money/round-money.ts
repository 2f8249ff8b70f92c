/**
 * Exact money arithmetic on decimal strings (BigInt, never floats), with the ERP's three rounding
 * modes (spec 1 §3 currency roundingMode, §5 "money rounding uses mode 1, 2 or 3"):
 *
 * - 1 round: half up, away from zero (2.345 → 2.35, -2.345 → -2.35);
 * - 2 round up: away from zero whenever anything is cut off (2.341 → 2.35, -2.341 → -2.35),
 *   which is what a person means by "round up" on a price or a fee, whatever its sign;
 * - 3 round down: toward zero, the cut-off digits are dropped (2.349 → 2.34, -2.349 → -2.34).
 */
export type RoundingMode = 1 | 2 | 3

/** A decimal as an integer count of 10^-scale units. */
type Scaled = { units: bigint; scale: number }

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/
const MAX_DIGITS = 18

function parseDecimal(value: string): Scaled {
  const m = DECIMAL.exec(value.trim())
  if (!m) throw new RangeError(`not a decimal number: "${value}"`)
  const [, sign, whole = '0', fraction = ''] = m
  const units = BigInt(`${whole}${fraction}`)
  return { units: sign === '-' ? -units : units, scale: fraction.length }
}

function checkDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_DIGITS) {
    throw new RangeError(`digits must be an integer from 0 to ${MAX_DIGITS}, not ${digits}`)
  }
}

const abs = (n: bigint) => (n < 0n ? -n : n)

/**
 * `numerator / denominator` as an integer, rounded by `mode` (both may be negative; the
 * denominator is not zero). This is the one place where rounding happens.
 */
function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const negative = numerator < 0n !== denominator < 0n
  const n = abs(numerator)
  const d = abs(denominator)
  let q = n / d
  const r = n % d
  if (r !== 0n) {
    if (mode === 2) q += 1n
    else if (mode === 1 && r * 2n >= d) q += 1n
  }
  return negative ? -q : q
}

/** Writes `units` × 10^-digits as a decimal string with exactly `digits` places (never "-0.00"). */
function formatScaled(units: bigint, digits: number): string {
  const sign = units < 0n ? '-' : ''
  const text = abs(units)
    .toString()
    .padStart(digits + 1, '0')
  if (digits === 0) return `${sign}${text}`
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/** Rescales to `digits` places with `mode`. */
function rescale(value: Scaled, digits: number, mode: RoundingMode): bigint {
  if (value.scale <= digits) return value.units * 10n ** BigInt(digits - value.scale)
  return divideRounded(value.units, 10n ** BigInt(value.scale - digits), mode)
}

/**
 * Rounds a decimal string to `digits` places: `roundMoney('9.995', 2, 1)` is `'10.00'`,
 * `roundMoney('-1.231', 2, 2)` is `'-1.24'`, `roundMoney('1.239', 2, 3)` is `'1.23'`.
 * Throws a RangeError on a string that is not a plain decimal number.
 */
export function roundMoney(amount: string, digits: number, mode: RoundingMode): string {
  checkDigits(digits)
  return formatScaled(rescale(parseDecimal(amount), digits, mode), digits)
}

/** The exact product of two decimal strings (no rounding: the scales add up). */
export function multiplyDecimal(a: string, b: string): string {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  return formatScaled(x.units * y.units, x.scale + y.scale)
}

/** `a / b` to `digits` places, rounded by `mode`; throws a RangeError when `b` is zero. */
export function divideDecimal(a: string, b: string, digits: number, mode: RoundingMode): string {
  checkDigits(digits)
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  if (y.units === 0n) throw new RangeError('division by zero')
  // a / b = (X·10^-sx) / (Y·10^-sy); scaled by 10^digits: X·10^(sy+digits) / (Y·10^sx)
  const numerator = x.units * 10n ** BigInt(y.scale + digits)
  const denominator = y.units * 10n ** BigInt(x.scale)
  return formatScaled(divideRounded(numerator, denominator, mode), digits)
}

/**
 * Converts an amount with an exchange rate into the target currency: the exact product of
 * `amount` and `rate`, rounded once to the target currency's `digits` by its rounding `mode`.
 */
export function convertMoney(amount: string, rate: string, digits: number, mode: RoundingMode): string {
  return roundMoney(multiplyDecimal(amount, rate), digits, mode)
}

/** Compares two decimal strings numerically: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  const scale = Math.max(x.scale, y.scale)
  const xu = x.units * 10n ** BigInt(scale - x.scale)
  const yu = y.units * 10n ** BigInt(scale - y.scale)
  return xu < yu ? -1 : xu > yu ? 1 : 0
}

/** The exact sum of decimal strings (no rounding: the widest scale is kept). */
export function sumDecimal(...values: readonly string[]): string {
  const parsed = values.map(parseDecimal)
  const scale = Math.max(0, ...parsed.map((p) => p.scale))
  const units = parsed.reduce((sum, p) => sum + p.units * 10n ** BigInt(scale - p.scale), 0n)
  return formatScaled(units, scale)
}

/** The exact difference `a - b` of two decimal strings. */
export function subtractDecimal(a: string, b: string): string {
  const y = parseDecimal(b)
  return sumDecimal(a, formatScaled(-y.units, y.scale))
}
