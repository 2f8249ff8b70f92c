/**
 * The condition language of approval models' gateway flows: literals, document fields, comparisons,
 * `&& || !` (or `and or not`), parentheses and `in [..]`. Parsed by hand, never evaluated as
 * JavaScript. Numbers compare as exact decimals, so "12000.50" from a PostgreSQL numeric is never a float.
 */

/** The longest condition source accepted. */
export const MAX_CONDITION_LENGTH = 1000
/** The deepest nesting of parentheses and negations accepted. */
export const MAX_CONDITION_DEPTH = 32

/** An exact decimal: `coefficient × 10^-scale`. */
export type Decimal = { coefficient: bigint; scale: number }

/** A literal's value. */
export type ConditionValue = { decimal: Decimal } | string | boolean | null

export type CompareOperator = '==' | '!=' | '>' | '>=' | '<' | '<='

/** A parsed condition. */
export type ConditionAst =
  | { kind: 'literal'; value: ConditionValue }
  | { kind: 'field'; name: string }
  | { kind: 'not'; operand: ConditionAst }
  | { kind: 'and' | 'or'; left: ConditionAst; right: ConditionAst }
  | { kind: 'compare'; operator: CompareOperator; left: ConditionAst; right: ConditionAst }
  | { kind: 'in'; operand: ConditionAst; list: ConditionAst[] }

/** Why a condition was refused: bad syntax at `position` (near `near`), too long, or nested too deep. */
export type ConditionProblem = 'syntax' | 'tooLong' | 'tooDeep'

/** A condition that cannot be parsed; `position` is the 0-based character index in the source given. */
export class ConditionError extends Error {
  readonly problem: ConditionProblem
  readonly position: number
  readonly near: string

  constructor(problem: ConditionProblem, message: string, position: number, near: string) {
    super(`${message} at ${position}`)
    this.name = 'ConditionError'
    this.problem = problem
    this.position = position
    this.near = near
  }
}

type Token =
  | { type: 'number'; text: string; position: number }
  | { type: 'string'; value: string; position: number }
  | { type: 'word'; text: string; position: number }
  | { type: 'symbol'; text: string; position: number }
  | { type: 'end'; position: number }

const SYMBOLS = ['==', '!=', '>=', '<=', '&&', '||', '>', '<', '!', '(', ')', '[', ']', ',', '-']
const NUMBER = /^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/
const WORD = /^[A-Za-z_][A-Za-z0-9_]*/
// exponents beyond this would build BigInts of absurd size
const MAX_EXPONENT = 400

/** Parses `source` (optionally wrapped in `${ }`) into a condition tree; throws a ConditionError. */
export function parseCondition(source: string): ConditionAst {
  if (source.length > MAX_CONDITION_LENGTH) {
    throw new ConditionError('tooLong', `Condition longer than ${MAX_CONDITION_LENGTH} characters`, 0, '')
  }
  const { body, offset } = unwrap(source)
  const parser = new Parser(tokenize(body, offset), source)
  const ast = parser.parseOr(0)
  parser.expectEnd()
  return ast
}

/** The condition's source without its optional `${ }` wrapper, trimmed. */
export function unwrapCondition(source: string): string {
  return unwrap(source).body.trim()
}

function unwrap(source: string): { body: string; offset: number } {
  const match = /^(\s*\$\{)([\s\S]*)\}\s*$/.exec(source)
  return match ? { body: match[2] ?? '', offset: match[1]?.length ?? 0 } : { body: source, offset: 0 }
}

function tokenize(body: string, offset: number): Token[] {
  const tokens: Token[] = []
  let index = 0
  while (index < body.length) {
    const rest = body.slice(index)
    const position = offset + index
    const space = /^\s+/.exec(rest)
    if (space) {
      index += space[0].length
      continue
    }
    const number = NUMBER.exec(rest)
    if (number) {
      tokens.push({ type: 'number', text: number[0], position })
      index += number[0].length
      continue
    }
    const word = WORD.exec(rest)
    if (word) {
      tokens.push({ type: 'word', text: word[0], position })
      index += word[0].length
      continue
    }
    const quote = rest[0]
    if (quote === "'" || quote === '"') {
      const { value, length } = readString(rest, position)
      tokens.push({ type: 'string', value, position })
      index += length
      continue
    }
    const symbol = SYMBOLS.find((s) => rest.startsWith(s))
    if (!symbol) throw new ConditionError('syntax', `Unexpected character "${rest[0]}"`, position, rest.slice(0, 10))
    tokens.push({ type: 'symbol', text: symbol, position })
    index += symbol.length
  }
  tokens.push({ type: 'end', position: offset + body.length })
  return tokens
}

/** Reads a quoted string at the start of `text`, with `\\`, `\'` and `\"` escapes. */
function readString(text: string, position: number): { value: string; length: number } {
  const quote = text[0]
  let value = ''
  for (let index = 1; index < text.length; index++) {
    const char = text[index]
    if (char === quote) return { value, length: index + 1 }
    if (char === '\\') {
      const next = text[index + 1]
      if (next === undefined) break
      value += next
      index++
      continue
    }
    value += char
  }
  throw new ConditionError('syntax', 'Unterminated string', position, text.slice(0, 10))
}

const KEYWORDS = new Set(['true', 'false', 'null', 'and', 'or', 'not', 'in'])

class Parser {
  private index = 0
  private readonly tokens: Token[]
  private readonly source: string

  constructor(tokens: Token[], source: string) {
    this.tokens = tokens
    this.source = source
  }

  private peek(): Token {
    return this.tokens[this.index] ?? this.tokens[this.tokens.length - 1]!
  }

  private isSymbol(...texts: string[]): boolean {
    const token = this.peek()
    return (token.type === 'symbol' || token.type === 'word') && texts.includes(token.text)
  }

  private fail(message: string, token: Token = this.peek()): never {
    throw new ConditionError('syntax', message, token.position, this.source.slice(token.position, token.position + 10))
  }

  private guardDepth(depth: number): void {
    if (depth > MAX_CONDITION_DEPTH) {
      const position = this.peek().position
      throw new ConditionError('tooDeep', `Nested deeper than ${MAX_CONDITION_DEPTH}`, position, '')
    }
  }

  expectEnd(): void {
    const token = this.peek()
    if (token.type === 'end') return
    if (token.type === 'symbol' && token.text === '(') this.fail('Function calls are not allowed')
    this.fail('Unexpected token')
  }

  parseOr(depth: number): ConditionAst {
    let left = this.parseAnd(depth)
    while (this.isSymbol('||', 'or')) {
      this.index++
      left = { kind: 'or', left, right: this.parseAnd(depth) }
    }
    return left
  }

  private parseAnd(depth: number): ConditionAst {
    let left = this.parseEquality(depth)
    while (this.isSymbol('&&', 'and')) {
      this.index++
      left = { kind: 'and', left, right: this.parseEquality(depth) }
    }
    return left
  }

  private parseEquality(depth: number): ConditionAst {
    let left = this.parseRelation(depth)
    while (this.isSymbol('==', '!=')) {
      const operator = (this.tokens[this.index++] as { text: CompareOperator }).text
      left = { kind: 'compare', operator, left, right: this.parseRelation(depth) }
    }
    return left
  }

  private parseRelation(depth: number): ConditionAst {
    let left = this.parseUnary(depth)
    while (this.isSymbol('>', '>=', '<', '<=', 'in')) {
      const text = (this.tokens[this.index++] as { text: string }).text
      if (text === 'in') left = { kind: 'in', operand: left, list: this.parseList(depth) }
      else left = { kind: 'compare', operator: text as CompareOperator, left, right: this.parseUnary(depth) }
    }
    return left
  }

  private parseList(depth: number): ConditionAst[] {
    if (!this.isSymbol('[')) this.fail('Expected "[" after in')
    this.index++
    const list: ConditionAst[] = []
    while (!this.isSymbol(']')) {
      if (list.length > 0) {
        if (!this.isSymbol(',')) this.fail('Expected "," or "]"')
        this.index++
      }
      list.push(this.parseUnary(depth + 1))
    }
    this.index++
    return list
  }

  // unary negation binds tighter than comparison, as in JUEL (Flowable's expression language)
  private parseUnary(depth: number): ConditionAst {
    this.guardDepth(depth)
    if (this.isSymbol('!', 'not')) {
      this.index++
      return { kind: 'not', operand: this.parseUnary(depth + 1) }
    }
    return this.parsePrimary(depth)
  }

  private parsePrimary(depth: number): ConditionAst {
    const token = this.peek()
    if (token.type === 'symbol' && token.text === '(') {
      this.index++
      const inner = this.parseOr(depth + 1)
      if (!this.isSymbol(')')) this.fail('Expected ")"')
      this.index++
      return inner
    }
    if (token.type === 'number') {
      this.index++
      return { kind: 'literal', value: { decimal: this.literalDecimal(token) } }
    }
    const next = this.tokens[this.index + 1]
    if (token.type === 'symbol' && token.text === '-' && next?.type === 'number') {
      this.index += 2
      const { coefficient, scale } = this.literalDecimal(next)
      return { kind: 'literal', value: { decimal: { coefficient: -coefficient, scale } } }
    }
    if (token.type === 'string') {
      this.index++
      return { kind: 'literal', value: token.value }
    }
    if (token.type === 'word') return this.parseWord(token)
    return this.fail(token.type === 'end' ? 'Unexpected end of condition' : 'Unexpected token', token)
  }

  private parseWord(token: Token & { type: 'word' }): ConditionAst {
    this.index++
    if (token.text === 'true' || token.text === 'false') return { kind: 'literal', value: token.text === 'true' }
    if (token.text === 'null') return { kind: 'literal', value: null }
    if (KEYWORDS.has(token.text)) this.fail('Unexpected keyword', token)
    const next = this.peek()
    if (next.type === 'symbol' && next.text === '(') this.fail('Function calls are not allowed', next)
    return { kind: 'field', name: token.text }
  }

  private literalDecimal(token: Token & { type: 'number' }): Decimal {
    const decimal = parseDecimal(token.text)
    if (!decimal) this.fail('Number out of range', token)
    return decimal
  }
}

/** Reads a plain decimal (`-12000.50`, `1e21`) exactly; null when `text` is not one. */
export function parseDecimal(text: string): Decimal | null {
  const match = /^\s*([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?\s*$/.exec(text)
  if (!match) return null
  const exponent = Number(match[4] ?? '0')
  if (Math.abs(exponent) > MAX_EXPONENT) return null
  const fraction = match[3] ?? ''
  const digits = BigInt(`${match[2]}${fraction}`)
  let scale = fraction.length - exponent
  let coefficient = match[1] === '-' ? -digits : digits
  if (scale < 0) {
    coefficient *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { coefficient, scale }
}

function compareDecimals(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale)
  const left = a.coefficient * 10n ** BigInt(scale - a.scale)
  const right = b.coefficient * 10n ** BigInt(scale - b.scale)
  return left < right ? -1 : left > right ? 1 : 0
}

/** A value during evaluation: a number is always an exact decimal. */
type Operand = { decimal: Decimal } | { text: string } | boolean | null

function operandOfField(value: unknown): Operand {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean') return value
  if (typeof value === 'string') return { text: value }
  if (typeof value === 'bigint') return { decimal: { coefficient: value, scale: 0 } }
  if (typeof value === 'number') {
    // String() gives the shortest text that reads back as this float: what the person typed
    const decimal = Number.isFinite(value) ? parseDecimal(String(value)) : null
    return decimal ? { decimal } : null
  }
  return null
}

function operandOfLiteral(value: ConditionValue): Operand {
  return typeof value === 'string' ? { text: value } : value
}

/**
 * Compares two operands: numerically when one is a number and the other a number or numeric text;
 * texts by code point; anything else only for equality. Null when they cannot be ordered.
 */
function compareOperands(left: Operand, right: Operand): number | null {
  if (left === null || right === null) return left === right ? 0 : null
  if (typeof left === 'boolean' || typeof right === 'boolean') return left === right ? 0 : null
  if ('decimal' in left || 'decimal' in right) {
    const a = 'decimal' in left ? left.decimal : parseDecimal(left.text)
    const b = 'decimal' in right ? right.decimal : parseDecimal(right.text)
    return a && b ? compareDecimals(a, b) : null
  }
  return left.text < right.text ? -1 : left.text > right.text ? 1 : 0
}

function isTrue(operand: Operand): boolean {
  return operand === true
}

function evaluateOperand(ast: ConditionAst, fields: Record<string, unknown>): Operand {
  switch (ast.kind) {
    case 'literal':
      return operandOfLiteral(ast.value)
    case 'field':
      return Object.hasOwn(fields, ast.name) ? operandOfField(fields[ast.name]) : null
    case 'not':
      return !isTrue(evaluateOperand(ast.operand, fields))
    case 'and':
      return isTrue(evaluateOperand(ast.left, fields)) && isTrue(evaluateOperand(ast.right, fields))
    case 'or':
      return isTrue(evaluateOperand(ast.left, fields)) || isTrue(evaluateOperand(ast.right, fields))
    case 'in': {
      const operand = evaluateOperand(ast.operand, fields)
      return ast.list.some((item) => compareOperands(operand, evaluateOperand(item, fields)) === 0)
    }
    case 'compare': {
      const order = compareOperands(evaluateOperand(ast.left, fields), evaluateOperand(ast.right, fields))
      if (ast.operator === '!=') return order !== 0
      if (order === null) return false
      return OPERATOR_TEST[ast.operator](order)
    }
  }
}

const OPERATOR_TEST: Record<Exclude<CompareOperator, '!='>, (order: number) => boolean> = {
  '==': (order) => order === 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
}

/** Whether the condition holds for a document's `fields`; a missing field reads as null. */
export function evaluateCondition(ast: ConditionAst, fields: Record<string, unknown>): boolean {
  return isTrue(evaluateOperand(ast, fields))
}

/** The document fields the condition reads, each once, in order of appearance. */
export function conditionFields(ast: ConditionAst): string[] {
  const names = new Set<string>()
  const visit = (node: ConditionAst): void => {
    if (node.kind === 'field') names.add(node.name)
    else if (node.kind === 'not') visit(node.operand)
    else if (node.kind === 'and' || node.kind === 'or' || node.kind === 'compare') {
      visit(node.left)
      visit(node.right)
    } else if (node.kind === 'in') {
      visit(node.operand)
      node.list.forEach(visit)
    }
  }
  visit(ast)
  return [...names]
}
