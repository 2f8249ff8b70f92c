import { z } from 'zod'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { baseOrderRules } from '#sync/resources/shops/base-order-rules.resource.ts'
import { rulePriorityAnswer } from '#sync/resources/shops/shops.answers.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { reorderRules } from './order-rules.ts'

const idParam = idSchema
const priorityBody = z.object({
  /** The rules in their new order, highest priority first. */
  ids: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(idParam).min(1).max(1000),
  ),
})

/** Reorders dividing rules. */
export const orderRulesCalls = [
  defineCall({
    method: 'POST',
    path: '/api/erp/baseorderrules/updatePriorityPatch',
    area: 'shops',
    summary:
      'Reorders rules: the rules sent (highest priority first) take their own priority values in the new order; other rules keep theirs',
    access: { permission: baseOrderRules.permissions.edit },
    input: { body: priorityBody, labels: { ids: { zh: '规则', en: 'Rules', ja: 'ルール' } } },
    example: { ids: ['1000000000000004602', '1000000000000004601'] },
    output: z.array(rulePriorityAnswer),
    handler: async (c, { body }) => {
      const ids = [...new Set(body.ids)]
      const rules = await c.var.db.begin((tx) => reorderRules(tx, actorOf(c), ids))
      return ok(c, rules)
    },
  }),
]
