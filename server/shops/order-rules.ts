import { baseOrderRules } from '#sync/resources/shops/base-order-rules.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { updateRecords } from '../platform/records/records.ts'

/**
 * Reorders dividing rules: the rules named (highest priority first) take their own priority values
 * in the new order, through the record layer; other rules keep theirs. Answers every live rule by priority.
 */
export async function reorderRules(tx: Queryable, actor: Actor, ids: readonly string[]): Promise<Row[]> {
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
  const before = new Map(rows.map((r) => [String(r.id), r.priority]))
  for (const [i, id] of ids.entries()) {
    if (before.get(id) !== values[i]) await updateRecords(tx, baseOrderRules, [id], { priority: values[i] }, actor)
  }
  return tx.query(
    `SELECT id, rule_name, priority, version FROM erp_base_order_rules WHERE is_deleted = 0
      ORDER BY priority DESC NULLS LAST, id`,
  )
}
