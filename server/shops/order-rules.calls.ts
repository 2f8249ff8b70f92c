import { z } from 'zod'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { baseOrderRules } from '#sync/resources/shops/base-order-rules.resource.ts'
import { AppError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'

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
    handler: async (c, { body }) => {
      const ids = [...new Set(body.ids)]
      const { userId } = c.var.session
      const rules = await c.var.db.begin(async (tx) => {
        const rows = await tx.query<{ id: string; priority: number | null }>(
          `SELECT id, priority FROM erp_base_order_rules WHERE id = ANY($1::bigint[]) AND is_deleted = 0 FOR UPDATE`,
          [ids],
        )
        const known = new Set(rows.map((r) => String(r.id)))
        const unknown = ids.filter((id) => !known.has(id))
        if (unknown.length) throw new AppError('VALIDATION', 'shops.priorityRulesUnknown', { ids: unknown.join(', ') })
        // The same set of priority values, highest first, handed out in the new order; rules without
        // a priority get values above the others so none of them collides.
        const top = await tx.query<{ top: number }>(
          'SELECT coalesce(max(priority), 0) AS top FROM erp_base_order_rules WHERE is_deleted = 0',
        )
        let next = top[0]?.top ?? 0
        const values = rows.map((r) => r.priority ?? ++next).sort((a, b) => b - a)
        for (const [i, id] of ids.entries()) {
          await tx.query(
            `UPDATE erp_base_order_rules SET priority = $2, version = version + 1, update_user = $3,
                    update_time = localtimestamp(0) WHERE id = $1 AND priority IS DISTINCT FROM $2`,
            [id, values[i], userId],
          )
        }
        return tx.query(
          `SELECT id, rule_name, priority, version FROM erp_base_order_rules WHERE is_deleted = 0
            ORDER BY priority DESC NULLS LAST, id`,
        )
      })
      return ok(c, rules)
    },
  }),
]
