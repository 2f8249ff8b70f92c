import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'

/** One entry of an order's history: which order, what was done, what changed (words), and the statuses around it. */
export type OrderHistoryEntry = {
  orderId: string
  orderCode: string
  action: string
  content: string
  fromStatus?: string | number | null
  toStatus?: string | number | null
}

/**
 * Writes entries to the orders' history (erp_order_history: who, when, what), in the caller's
 * transaction, so a change and its history commit together. `orderHistory` answers them.
 */
export async function recordOrderHistory(
  tx: Queryable,
  actor: Actor,
  entries: readonly OrderHistoryEntry[],
): Promise<void> {
  if (!entries.length) return
  const status = (v: OrderHistoryEntry['fromStatus']) => (v === undefined || v === null ? null : Number(v))
  // One statement whatever the number of entries: columns as arrays (a review writes ten thousand at once).
  await tx.query(
    `INSERT INTO erp_order_history
            (id, tenant_id, order_id, order_code, action, content, from_status, to_status, create_user, create_dept)
     SELECT h.id, $1, h.order_id, h.order_code, h.action, h.content, h.from_status, h.to_status, $2, $3
       FROM unnest($4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[])
            AS h(id, order_id, order_code, action, content, from_status, to_status)`,
    [
      actor.session.tenantId,
      actor.session.userId,
      actor.session.deptIds[0] ?? null,
      entries.map(() => nextId()),
      entries.map((e) => e.orderId),
      entries.map((e) => e.orderCode),
      entries.map((e) => e.action.slice(0, 64)),
      entries.map((e) => e.content.slice(0, 2000)),
      entries.map((e) => status(e.fromStatus)),
      entries.map((e) => status(e.toStatus)),
    ],
  )
}
