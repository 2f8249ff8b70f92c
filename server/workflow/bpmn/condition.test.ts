import { describe, expect, it } from 'vitest'
import { ConditionError, conditionFields, evaluateCondition, parseCondition, unwrapCondition } from './condition.ts'

function holds(source: string, fields: Record<string, unknown> = {}): boolean {
  return evaluateCondition(parseCondition(source), fields)
}

/** Parses `source`, expecting a ConditionError; returns it. */
function refused(source: string): ConditionError {
  try {
    parseCondition(source)
  } catch (error) {
    expect(error).toBeInstanceOf(ConditionError)
    return error as ConditionError
  }
  return expect.fail(`"${source.slice(0, 40)}" was accepted`)
}

describe('exact decimals', () => {
  it('compares a numeric text field exactly with a number literal', () => {
    expect(holds('amount > 10000', { amount: '10000.01' })).toBe(true)
    expect(holds('amount > 10000', { amount: '10000.00' })).toBe(false)
    expect(holds('amount == 10000', { amount: '10000.000' })).toBe(true)
    expect(holds('amount >= 12000.5', { amount: '12000.50' })).toBe(true)
  })

  it('does not suffer float rounding: 0.1 + 0.2 style values stay exact', () => {
    expect(holds('amount == 0.3', { amount: '0.30000000000000001' })).toBe(false)
    expect(holds('amount > 0.3', { amount: '0.30000000000000001' })).toBe(true)
    expect(holds('amount == 0.1', { amount: 0.1 })).toBe(true)
    expect(holds('amount < 0.1', { amount: '0.09999999999999999999' })).toBe(true)
  })

  it('orders numbers beyond the float range exactly', () => {
    expect(holds('quantity > 1e21', { quantity: '1000000000000000000001' })).toBe(true)
    expect(holds('quantity > 1000000000000000000000', { quantity: 1e21 })).toBe(false)
    expect(holds('quantity == 1000000000000000000000', { quantity: 1e21 })).toBe(true)
    expect(holds('quantity > 123456789012345678901234567890', { quantity: 123456789012345678901234567891n })).toBe(true)
  })

  it('reads negative literals and negative fields', () => {
    expect(holds('difference < -5', { difference: '-5.01' })).toBe(true)
    expect(holds('difference > -5', { difference: -4 })).toBe(true)
  })

  it('treats a non-numeric text as neither greater nor smaller than a number', () => {
    expect(holds('amount > 1', { amount: 'abc' })).toBe(false)
    expect(holds('amount < 1', { amount: 'abc' })).toBe(false)
    expect(holds('amount != 1', { amount: 'abc' })).toBe(true)
  })
})

describe('strings, booleans and null', () => {
  it('compares strings exactly, with both quote kinds and escapes', () => {
    expect(holds("type == 'refund'", { type: 'refund' })).toBe(true)
    expect(holds('type == "refund"', { type: 'Refund' })).toBe(false)
    expect(holds("note == 'it\\'s'", { note: "it's" })).toBe(true)
    expect(holds("code == '007'", { code: '7' })).toBe(false)
  })

  it('compares booleans and null, a missing field reading as null', () => {
    expect(holds('urgent == true', { urgent: true })).toBe(true)
    expect(holds('urgent', { urgent: true })).toBe(true)
    expect(holds('urgent', { urgent: 'true' })).toBe(false)
    expect(holds('remark == null', {})).toBe(true)
    expect(holds('remark != null', { remark: 'x' })).toBe(true)
    expect(holds('amount > 1', {})).toBe(false)
  })
})

describe('operators', () => {
  it('binds && tighter than ||', () => {
    expect(holds('a == 1 || a == 2 && b == 3', { a: 1, b: 0 })).toBe(true)
    expect(holds('(a == 1 || a == 2) && b == 3', { a: 1, b: 0 })).toBe(false)
  })

  it('accepts and, or, not as words', () => {
    expect(holds('not (a > 1) and b or c', { a: 0, b: true, c: false })).toBe(true)
    expect(holds('a > 1 or not b', { a: 0, b: false })).toBe(true)
  })

  it('negates with ! tighter than comparison, as JUEL does', () => {
    expect(holds('!urgent', { urgent: false })).toBe(true)
    expect(holds('!(amount > 5)', { amount: 3 })).toBe(true)
    expect(holds('!urgent == true', { urgent: false })).toBe(true)
    expect(holds('!!urgent', { urgent: true })).toBe(true)
  })

  it('tests membership with in [..]', () => {
    expect(holds("status in ['a', 'b']", { status: 'b' })).toBe(true)
    expect(holds("status in ['a', 'b']", { status: 'c' })).toBe(false)
    expect(holds('level in [1, 2.50]', { level: '2.5' })).toBe(true)
    expect(holds('level in []', { level: 1 })).toBe(false)
  })

  it('accepts the optional expression wrapper and lists the fields read', () => {
    const ast = parseCondition(`\${ amount > 500 && (type == "x" || amount < 0) && kind in [a, "b"] }`)
    expect(conditionFields(ast)).toEqual(['amount', 'type', 'kind', 'a'])
    expect(unwrapCondition(` \${refundAmount > 500} `)).toBe('refundAmount > 500')
  })
})

describe('refusals', () => {
  it('refuses a function call, at the parenthesis', () => {
    const error = refused('max(amount) > 1')
    expect(error.position).toBe(3)
    expect(error.near).toBe('(amount) >')
  })

  it('refuses property access, at the dot', () => {
    expect(refused('order.amount > 1').position).toBe(5)
    expect(refused(`\${order.constructor}`).position).toBe(7)
  })

  it('refuses assignment', () => {
    expect(refused('amount = 1').near).toBe('= 1')
  })

  it('refuses an unterminated string, at its quote', () => {
    const error = refused("type == 'refund")
    expect(error.position).toBe(8)
    expect(error.message).toContain('Unterminated')
  })

  it('refuses arithmetic, brackets without in, and dangling operators', () => {
    expect(refused('a + 1').near).toBe('+ 1')
    expect(refused('a[0]').position).toBe(1)
    expect(refused('a >').message).toContain('end')
    expect(refused('').message).toContain('end')
    expect(refused('(a').message).toContain(')')
  })

  it('refuses a source over 1000 characters', () => {
    const error = refused(`a == '${'x'.repeat(1000)}'`)
    expect(error.problem).toBe('tooLong')
  })

  it('refuses nesting deeper than the limit', () => {
    expect(refused(`${'('.repeat(40)}a${')'.repeat(40)}`).problem).toBe('tooDeep')
    expect(refused(`${'!'.repeat(40)}a`).problem).toBe('tooDeep')
  })

  it('refuses an exponent that would build an absurd number', () => {
    expect(refused('a > 1e999999').message).toContain('range')
  })
})
