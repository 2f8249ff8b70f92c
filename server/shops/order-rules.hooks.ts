import { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import type { Row } from '../platform/db/db.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { addNames, fieldError } from './shops-shared.ts'

const FIXED_WAREHOUSE = '1'

/** What a condition may test, and how. */
export const RULE_CONDITION = z.strictObject({
  field: z.enum([
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
  ]),
  operator: z.enum(['eq', 'ne', 'in', 'notIn', 'gt', 'ge', 'lt', 'le', 'contains', 'startsWith']),
  value: z.union([
    z.string().min(1).max(500),
    z.number().finite(),
    z
      .array(z.union([z.string().min(1).max(200), z.number().finite()]))
      .min(1)
      .max(1000),
  ]),
})

/** What a rule may do to a matching order. */
export const RULE_ACTION = z.strictObject({
  type: z.enum(['assignStore', 'assignTransport', 'assignChannel', 'markReview', 'freeze', 'addTag']),
  value: z.union([z.string().min(1).max(200), z.number().finite()]),
})

/** Parses a JSON array of rule items; a bad one is a 400 on the field naming the item and why. */
function readItems(text: unknown, field: string, schema: z.ZodType, lang: Language, atLeastOne: boolean) {
  if (text === undefined || text === null) return
  let items: unknown
  try {
    items = JSON.parse(String(text))
  } catch {
    throw fieldError(field, 'shops.ruleItemInvalid', lang, { index: 0, problem: 'JSON' })
  }
  if (!Array.isArray(items)) throw fieldError(field, 'shops.ruleItemInvalid', lang, { index: 0, problem: 'JSON' })
  if (atLeastOne && items.length === 0) throw fieldError(field, 'shops.ruleConditionsEmpty', lang)
  for (const [i, item] of items.entries()) {
    const r = schema.safeParse(item)
    if (!r.success) {
      const issue = r.error.issues[0]
      const problem = `${issue?.path.join('.') || '-'}: ${issue?.message ?? ''}`
      throw fieldError(field, 'shops.ruleItemInvalid', lang, { index: i + 1, problem })
    }
  }
}

/**
 * Order dividing rules: at least one well-formed condition, well-formed actions, a warehouse when the
 * mode is "fixed warehouse"; a new rule without a priority goes on top (highest priority + 1).
 */
export const baseOrderRulesHooks: ResourceHooks = {
  async beforeSave({ tx, actor }, input, existing) {
    const lang = actor.lang
    readItems(input.conditions, 'conditions', RULE_CONDITION, lang, true)
    readItems(input.actions, 'actions', RULE_ACTION, lang, false)
    const merged: Row = { ...existing, ...input }
    if (String(merged.dividingMode) === FIXED_WAREHOUSE && !merged.storeId) {
      throw fieldError('storeId', 'shops.ruleStoreRequired', lang)
    }
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
