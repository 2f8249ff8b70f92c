import { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { addNames, fieldError } from './shops-shared.ts'

const FIXED_WAREHOUSE = '1'

/** Fields a condition may test: the order's address, shop, platform, lines, totals and buyer message. */
export const RULE_FIELDS = [
  'shopId',
  'platformId',
  'countryCode',
  'stateOrRegion',
  'postalCode',
  'sku',
  'quantity',
  'orderAmount',
  'weight',
  'shipType',
  'hasLeaveWord',
  'addressType',
] as const
export type RuleField = (typeof RULE_FIELDS)[number]

/** Fields compared as exact decimals (order total, total weight) or whole units (total quantity). */
export const NUMERIC_RULE_FIELDS: ReadonlySet<RuleField> = new Set(['quantity', 'orderAmount', 'weight'])
/** Fields compared as text (case-insensitive): contains, startsWith and between apply to them. */
const TEXT_RULE_FIELDS: ReadonlySet<RuleField> = new Set(['countryCode', 'stateOrRegion', 'postalCode', 'sku'])
const ORDERING = new Set(['gt', 'ge', 'lt', 'le'])

/** What a condition may test, and how. */
export const RULE_CONDITION = z.strictObject({
  field: z.enum(RULE_FIELDS),
  operator: z.enum(['eq', 'ne', 'in', 'notIn', 'gt', 'ge', 'lt', 'le', 'contains', 'startsWith', 'between']),
  value: z.union([
    z.string().min(1).max(500),
    z.number().finite(),
    z.boolean(),
    z
      .array(z.union([z.string().min(1).max(200), z.number().finite()]))
      .min(1)
      .max(1000),
  ]),
})
export type RuleCondition = z.infer<typeof RULE_CONDITION>

/** What a rule may do to a matching order (assignStore may list warehouses in order of preference). */
export const RULE_ACTION = z.strictObject({
  type: z.enum([
    'assignStore',
    'assignTransport',
    'assignChannel',
    'markReview',
    'freeze',
    'markProblem',
    'autoReview',
    'addTag',
  ]),
  value: z.union([
    z.string().min(1).max(200),
    z.number().finite(),
    z.boolean(),
    z
      .array(z.union([z.string().min(1).max(200), z.number().finite()]))
      .min(1)
      .max(100),
  ]),
})
export type RuleAction = z.infer<typeof RULE_ACTION>

const isNumeric = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v))
const isFlag = (v: unknown) => typeof v === 'boolean' || v === 0 || v === 1 || v === '0' || v === '1'
const ID = /^\d{1,19}$/

/** Why a well-formed condition cannot be evaluated (operator and value that do not fit its field), or null. */
function conditionProblem(c: RuleCondition, lang: Language): string | null {
  const list = Array.isArray(c.value)
  if (c.field === 'hasLeaveWord') {
    return (c.operator === 'eq' || c.operator === 'ne') && isFlag(c.value)
      ? null
      : translate('orders.ruleFlagCondition', lang)
  }
  if (c.operator === 'between') {
    if (!Array.isArray(c.value) || c.value.length !== 2) return translate('orders.ruleBetweenValue', lang)
    if (NUMERIC_RULE_FIELDS.has(c.field) && !c.value.every(isNumeric)) return translate('orders.ruleNumberValue', lang)
    return NUMERIC_RULE_FIELDS.has(c.field) || c.field === 'postalCode'
      ? null
      : translate('orders.ruleOperatorField', lang, { operator: c.operator })
  }
  if (c.operator === 'in' || c.operator === 'notIn') return list ? null : translate('orders.ruleListValue', lang)
  if (list) return translate('orders.ruleSingleValue', lang, { operator: c.operator })
  if ((c.operator === 'contains' || c.operator === 'startsWith') && !TEXT_RULE_FIELDS.has(c.field))
    return translate('orders.ruleOperatorField', lang, { operator: c.operator })
  if (ORDERING.has(c.operator) && !NUMERIC_RULE_FIELDS.has(c.field) && c.field !== 'postalCode')
    return translate('orders.ruleOperatorField', lang, { operator: c.operator })
  if (NUMERIC_RULE_FIELDS.has(c.field) && !isNumeric(c.value)) return translate('orders.ruleNumberValue', lang)
  return null
}

/** Why a well-formed action cannot be carried out (a warehouse or transport that is not an id), or null. */
function actionProblem(a: RuleAction, lang: Language): string | null {
  const values = Array.isArray(a.value) ? a.value : [a.value]
  if (a.type === 'assignStore' || a.type === 'assignTransport') {
    if (a.type === 'assignTransport' && values.length > 1)
      return translate('orders.ruleSingleValue', lang, { operator: a.type })
    return values.every((v) => ID.test(String(v))) ? null : translate('orders.ruleIdValue', lang)
  }
  if ((a.type === 'markProblem' || a.type === 'assignChannel' || a.type === 'addTag') && typeof a.value !== 'string')
    return translate('orders.ruleTextValue', lang)
  return null
}

/** Parses a JSON array of rule items; a bad one is a 400 on the field naming the item and why. */
function readItems<T>(
  text: unknown,
  field: string,
  schema: z.ZodType<T>,
  lang: Language,
  atLeastOne: boolean,
  check: (item: T, lang: Language) => string | null,
): T[] {
  if (text === undefined || text === null || text === '') return []
  let items: unknown
  try {
    items = JSON.parse(String(text))
  } catch {
    throw fieldError(field, 'shops.ruleItemInvalid', lang, { index: 0, problem: 'JSON' })
  }
  if (!Array.isArray(items)) throw fieldError(field, 'shops.ruleItemInvalid', lang, { index: 0, problem: 'JSON' })
  if (atLeastOne && items.length === 0) throw fieldError(field, 'shops.ruleConditionsEmpty', lang)
  return items.map((item, i) => {
    const r = schema.safeParse(item)
    if (!r.success) {
      const issue = r.error.issues[0]
      const problem = `${issue?.path.join('.') || '-'}: ${issue?.message ?? ''}`
      throw fieldError(field, 'shops.ruleItemInvalid', lang, { index: i + 1, problem })
    }
    const problem = check(r.data, lang)
    if (problem) throw fieldError(field, 'shops.ruleItemInvalid', lang, { index: i + 1, problem })
    return r.data
  })
}

/** A rule's conditions and actions, parsed and checked (a 400 naming the field and item otherwise). */
export function parseRuleItems(
  rule: { conditions?: unknown; actions?: unknown },
  lang: Language,
): { conditions: RuleCondition[]; actions: RuleAction[] } {
  return {
    conditions: readItems(rule.conditions, 'conditions', RULE_CONDITION, lang, true, conditionProblem),
    actions: readItems(rule.actions, 'actions', RULE_ACTION, lang, false, actionProblem),
  }
}

/**
 * Checks a rule as a save would (the hook's checks, without saving): items well formed, a
 * warehouse for "fixed warehouse", and every warehouse and transport an action names a live one.
 */
export async function checkRule(tx: Queryable, lang: Language, merged: Row): Promise<void> {
  const { actions } = parseRuleItems(merged, lang)
  if (String(merged.dividingMode) === FIXED_WAREHOUSE && !merged.storeId) {
    throw fieldError('storeId', 'shops.ruleStoreRequired', lang)
  }
  const ids = (type: string) =>
    actions.filter((a) => a.type === type).flatMap((a) => (Array.isArray(a.value) ? a.value : [a.value]).map(String))
  for (const [type, table] of [
    ['assignStore', 'erp_base_store'],
    ['assignTransport', 'erp_base_transport'],
  ] as const) {
    const wanted = [...new Set(ids(type))]
    if (!wanted.length) continue
    const found = await tx.query<{ id: string }>(
      `SELECT id::text FROM ${table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
      [wanted],
    )
    const missing = wanted.filter((id) => !found.some((f) => f.id === id))
    if (missing.length) throw fieldError('actions', 'orders.ruleUnknownTarget', lang, { type, ids: missing.join(', ') })
  }
}

/**
 * Order dividing rules: at least one well-formed condition, well-formed actions, a warehouse when the
 * mode is "fixed warehouse"; a new rule without a priority goes on top (highest priority + 1).
 */
export const baseOrderRulesHooks: ResourceHooks = {
  async beforeSave({ tx, actor }, input, existing) {
    await checkRule(tx, actor.lang, { ...existing, ...input })
    if (!existing && (input.priority === undefined || input.priority === null)) {
      const top = await tx.query<{ next: number }>(
        'SELECT coalesce(max(priority), 0) + 1 AS next FROM erp_base_order_rules WHERE is_deleted = 0',
      )
      input.priority = top[0]?.next ?? 1
    }
  },
  async decorate({ tx }, records) {
    await addNames(tx, records, 'storeId', 'erp_base_store', 'name')
  },
}
