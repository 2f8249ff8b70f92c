import type { AnswerOf } from '#sync/http/contract.ts'
import type { dryRunContract } from '#sync/resources/orders/orders.contracts.ts'

/** What a dividing rule's condition may test (the rule hook's RULE_FIELDS on the server). */
export const CONDITION_FIELDS = [
  'countryCode',
  'stateOrRegion',
  'postalCode',
  'shopId',
  'platformId',
  'sku',
  'quantity',
  'weight',
  'orderAmount',
  'shipType',
  'hasLeaveWord',
  'addressType',
] as const
export type ConditionField = (typeof CONDITION_FIELDS)[number]

/** Fields compared as numbers (their values are sent as numbers). */
const NUMERIC_FIELDS: ReadonlySet<string> = new Set(['quantity', 'weight', 'orderAmount'])
/** Fields compared as text, where contains and starts with apply. */
const TEXT_FIELDS: ReadonlySet<string> = new Set(['countryCode', 'stateOrRegion', 'postalCode', 'sku'])

/** The operators a condition may use. */
export const CONDITION_OPERATORS = [
  'eq',
  'ne',
  'in',
  'notIn',
  'gt',
  'ge',
  'lt',
  'le',
  'between',
  'contains',
  'startsWith',
] as const

/** Operators that take a list (comma separated in the editor); between takes two values. */
const LIST_OPERATORS: ReadonlySet<string> = new Set(['in', 'notIn', 'between'])
const ORDERING = ['gt', 'ge', 'lt', 'le', 'between'] as const

/** The operators offered for a field, as the server accepts them. */
export function operatorsFor(field: string): string[] {
  if (field === 'hasLeaveWord') return ['eq', 'ne']
  const ops: string[] = ['eq', 'ne', 'in', 'notIn']
  // Ordering and ranges for numbers and postal codes; text matches for text.
  if (NUMERIC_FIELDS.has(field) || field === 'postalCode') ops.push(...ORDERING)
  if (TEXT_FIELDS.has(field)) ops.push('contains', 'startsWith')
  return ops
}

/** Whether a condition's operator takes several values. */
export function takesList(operator: string): boolean {
  return LIST_OPERATORS.has(operator)
}

/** What a matching rule may do to an order. */
export const RULE_ACTION_TYPES = [
  'assignStore',
  'assignTransport',
  'assignChannel',
  'autoReview',
  'markReview',
  'freeze',
  'markProblem',
  'addTag',
] as const

/** The dividing mode that sends every matching order to the rule's own warehouse (指定仓库). */
export const FIXED_WAREHOUSE = '1'

/**
 * The actions the builder offers for a dividing mode: a fixed warehouse is the rule's own warehouse
 * field, so the warehouse is not asked a second time as an action; the other modes choose among the
 * warehouses their assignStore actions list.
 */
export function actionTypesFor(dividingMode: string | null): string[] {
  return RULE_ACTION_TYPES.filter((type) => dividingMode !== FIXED_WAREHOUSE || type !== 'assignStore')
}

/** Whether the builder shows the rule's own warehouse field: only for a fixed warehouse. */
export function asksRuleStore(dividingMode: string | null): boolean {
  return dividingMode === FIXED_WAREHOUSE
}

/**
 * The draft once its dividing mode changes, keeping the warehouse chosen in one place: to a fixed
 * warehouse, the first listed warehouse becomes the rule's warehouse (where it had none) and the
 * assignStore actions go; away from it, the rule's warehouse becomes the one listed.
 */
export function withDividingMode(draft: RuleDraft, dividingMode: string | null): RuleDraft {
  if (dividingMode === FIXED_WAREHOUSE) {
    const listed = draft.actions
      .filter((a) => a.type === 'assignStore')
      .flatMap((a) => a.value.split(','))
      .map((v) => v.trim())
      .filter(Boolean)
    return {
      ...draft,
      dividingMode,
      storeId: draft.storeId ?? listed[0] ?? null,
      actions: draft.actions.filter((a) => a.type !== 'assignStore'),
    }
  }
  if (draft.dividingMode === FIXED_WAREHOUSE && draft.storeId) {
    const listed = draft.actions.some((a) => a.type === 'assignStore')
    return {
      ...draft,
      dividingMode,
      storeId: null,
      actions: listed ? draft.actions : [...draft.actions, { type: 'assignStore', value: draft.storeId }],
    }
  }
  return { ...draft, dividingMode }
}

/** A condition or action as the editor's row holds it (every value typed as text). */
export type ConditionRow = { field: string; operator: string; value: string }
export type ActionRow = { type: string; value: string }

/** The rule as the editor holds it. */
export type RuleDraft = {
  id?: string
  version?: unknown
  ruleName: string
  dividingMode: string | null
  storeId: string | null
  transportMode: string | null
  priority: string
  status: string
  isCheckInventory: 0 | 1
  isAutoReview: 0 | 1
  remark: string
  conditions: ConditionRow[]
  actions: ActionRow[]
}

export const NEW_RULE: RuleDraft = {
  ruleName: '',
  dividingMode: '1',
  storeId: null,
  transportMode: null,
  priority: '',
  status: '1',
  isCheckInventory: 1,
  isAutoReview: 0,
  remark: '',
  conditions: [{ field: 'countryCode', operator: 'eq', value: '' }],
  actions: [],
}

function parseArray(text: unknown): Record<string, unknown>[] {
  if (typeof text !== 'string' || !text.trim()) return []
  try {
    const items = JSON.parse(text)
    return Array.isArray(items) ? items.filter((i) => typeof i === 'object' && i !== null) : []
  } catch {
    return []
  }
}

const asText = (v: unknown) =>
  Array.isArray(v) ? v.map(String).join(', ') : v === undefined || v === null ? '' : String(v)

/** A stored rule (its conditions and actions as JSON text) as the editor's draft. */
export function ruleToDraft(record: Record<string, unknown>): RuleDraft {
  return {
    id: record.id === undefined ? undefined : String(record.id),
    version: record.version,
    ruleName: asText(record.ruleName),
    dividingMode:
      record.dividingMode === null || record.dividingMode === undefined ? null : String(record.dividingMode),
    storeId: record.storeId ? String(record.storeId) : null,
    transportMode: record.transportMode ? String(record.transportMode) : null,
    priority: asText(record.priority),
    status: asText(record.status) || '1',
    isCheckInventory: Number(record.isCheckInventory) === 1 ? 1 : 0,
    isAutoReview: Number(record.isAutoReview) === 1 ? 1 : 0,
    remark: asText(record.remark),
    conditions: parseArray(record.conditions).map((c) => ({
      field: asText(c.field),
      operator: asText(c.operator),
      value: asText(c.value),
    })),
    actions: parseArray(record.actions).map((c) => ({ type: asText(c.type), value: asText(c.value) })),
  }
}

/** A condition's value as the rule stores it: a list for in/not in, a number for numeric fields. */
export function conditionValue(row: ConditionRow): string | number | (string | number)[] {
  // A flag (buyer message present) is 1 or 0.
  if (row.field === 'hasLeaveWord') return row.value === '0' ? 0 : row.value === '1' ? 1 : ''
  const one = (text: string) => {
    const t = text.trim()
    return NUMERIC_FIELDS.has(row.field) && /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t
  }
  if (LIST_OPERATORS.has(row.operator))
    return row.value
      .split(/[,，\n]/)
      .map((v) => v.trim())
      .filter(Boolean)
      .map(one)
  return one(row.value)
}

/** Why the draft may not be saved or tried, by field (`conditions.<i>`, `actions.<i>` for rows); text keys. */
export function ruleProblems(draft: RuleDraft): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!draft.ruleName.trim()) problems.ruleName = 'salesOrder.rules.nameRequired'
  if (!draft.dividingMode) problems.dividingMode = 'salesOrder.rules.modeRequired'
  if (draft.dividingMode === '1' && !draft.storeId) problems.storeId = 'salesOrder.rules.storeRequired'
  if (draft.priority.trim() && !/^\d+$/.test(draft.priority.trim()))
    problems.priority = 'salesOrder.rules.priorityNumber'
  if (draft.conditions.length === 0) problems.conditions = 'salesOrder.rules.conditionRequired'
  draft.conditions.forEach((row, i) => {
    const value = conditionValue(row)
    if (!row.field || !row.operator || (Array.isArray(value) ? value.length === 0 : value === ''))
      problems[`conditions.${i}`] = 'salesOrder.rules.rowIncomplete'
    else if (NUMERIC_FIELDS.has(row.field) && [value].flat().some((v) => typeof v !== 'number'))
      problems[`conditions.${i}`] = 'salesOrder.rules.rowNumber'
    else if (row.operator === 'between' && (!Array.isArray(value) || value.length !== 2))
      problems[`conditions.${i}`] = 'salesOrder.rules.rowBetween'
  })
  draft.actions.forEach((row, i) => {
    if (!row.type || !row.value.trim()) problems[`actions.${i}`] = 'salesOrder.rules.rowIncomplete'
  })
  return problems
}

/** The body of submit and of the dry run: the rule's fields, conditions and actions as JSON text. */
export function ruleBody(draft: RuleDraft): Record<string, unknown> {
  const priority = draft.priority.trim()
  return {
    ...(draft.id ? { id: draft.id } : {}),
    ...(draft.id && draft.version !== undefined && draft.version !== null ? { version: draft.version } : {}),
    ruleName: draft.ruleName.trim(),
    dividingMode: draft.dividingMode,
    storeId: draft.storeId,
    transportMode: draft.transportMode,
    priority: priority ? Number(priority) : null,
    status: draft.status,
    isCheckInventory: draft.isCheckInventory,
    isAutoReview: draft.isAutoReview,
    remark: draft.remark.trim() || null,
    conditions: JSON.stringify(
      draft.conditions.map((row) => ({ field: row.field, operator: row.operator, value: conditionValue(row) })),
    ),
    actions: JSON.stringify(draft.actions.map((row) => ({ type: row.type, value: row.value.trim() }))),
  }
}

/** What the dry run answers: the pending orders the rule would route and what it would do to each. */
export type DryRunAnswer = AnswerOf<typeof dryRunContract>

/**
 * A dry run's actions as one line of text (the server answers a list of `{ type, value }`), each
 * worded by `word` (the action's name and its value's name: a warehouse, a transport).
 */
export function dryRunActionsText(actions: unknown, word: (type: string, value: string) => string): string {
  if (!Array.isArray(actions)) return actions === undefined || actions === null ? '' : String(actions)
  return actions
    .map((x) => {
      if (typeof x !== 'object' || x === null) return String(x)
      const o = x as Record<string, unknown>
      const value = Array.isArray(o.value)
        ? o.value.map(String).join(', ')
        : o.value === undefined || o.value === null
          ? ''
          : String(o.value)
      return word(String(o.type ?? ''), value)
    })
    .join('; ')
}
