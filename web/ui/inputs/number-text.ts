import { compareDecimal, roundMoney } from '#sync/money/round-money.ts'

/** The rules a number field applies to what the person types. */
export type NumberRules = {
  min?: number
  max?: number
  /** Stepper increment; 1 when not given. */
  step?: number
  /** Only multiples of `step` are kept (snapped to the nearest one on blur). */
  strictStep?: boolean
  /** Decimals shown after blur; a non-negative integer, 2 when not given. */
  precision?: number
  /** An empty field stays empty (null); otherwise it falls back to `min` or 0. */
  allowNull?: boolean
}

/** Keeps only digits and the first dot (and a leading minus when negatives are allowed). */
export function sanitizeNumberText(text: string, allowNegative = false): string {
  const negative = allowNegative && text.trimStart().startsWith('-')
  let seenDot = false
  let out = ''
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += ch
    else if (ch === '.' && !seenDot) {
      seenDot = true
      out += ch
    }
  }
  return negative ? `-${out}` : out
}

function precisionOf(rules: NumberRules): number {
  const p = rules.precision ?? 2
  return Number.isInteger(p) && p >= 0 ? p : 2
}

/** A number as a plain decimal string (no exponent), exact enough for a form value. */
function decimalText(n: number): string {
  const fixed = n.toFixed(10)
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed
}

/** Completes a typed fragment ('.5', '5.', '-') into a decimal string, or null when it holds no digit. */
function completeDecimal(text: string): string | null {
  const negative = text.startsWith('-')
  const body = negative ? text.slice(1) : text
  if (!/\d/.test(body)) return null
  const [whole = '', fraction = ''] = body.split('.')
  const decimal = `${whole || '0'}${fraction ? `.${fraction}` : ''}`
  return negative ? `-${decimal}` : decimal
}

function clamp(value: string, rules: NumberRules): string {
  // The field takes no minus unless min is negative, so 0 is the floor by default.
  const min = rules.min ?? 0
  if (compareDecimal(value, decimalText(min)) < 0) return decimalText(min)
  if (rules.max !== undefined && compareDecimal(value, decimalText(rules.max)) > 0) return decimalText(rules.max)
  return value
}

function snapToStep(value: string, rules: NumberRules): string {
  const step = rules.step ?? 1
  if (!rules.strictStep || step <= 0) return value
  return decimalText(Math.round(Number(value) / step) * step)
}

/**
 * What the field holds once the person leaves it: the typed text cleaned, snapped to the step when
 * strict, clamped to min/max and written with `precision` decimals. Empty gives null when null is
 * allowed, else the minimum or 0.
 */
export function formatNumberOnBlur(text: string | null, rules: NumberRules = {}): string | null {
  const digits = precisionOf(rules)
  const typed = completeDecimal(sanitizeNumberText(text ?? '', true))
  if (typed === null) {
    if (rules.allowNull ?? true) return null
    return roundMoney(decimalText(rules.min ?? 0), digits, 1)
  }
  return roundMoney(clamp(snapToStep(typed, rules), rules), digits, 1)
}

/** One press of the stepper: `value` ± step (from min or 0 when empty), clamped and formatted. */
export function stepNumber(value: string | null, direction: 1 | -1, rules: NumberRules = {}): string {
  const step = rules.step ?? 1
  const current = completeDecimal(sanitizeNumberText(value ?? '', true))
  const start = current === null ? (rules.min ?? 0) : Number(current)
  const next = current === null ? start : start + direction * step
  return formatNumberOnBlur(decimalText(next), { ...rules, allowNull: false }) as string
}
