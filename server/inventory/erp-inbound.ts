import { inboundRecordActions } from '#sync/resources/wms/w-inbound-order.actions.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { runAction } from '../platform/records/transition.ts'

/** How many inbound orders there are in each status and push status (of one warehouse when given), for the status tabs. */
export async function inboundStatusCounts(tx: Queryable, { storeId }: { storeId?: string }) {
  const rows = await tx.query<{ kind: string; key: string; n: number }>(
    `SELECT 'status' AS kind, status::text AS key, count(*)::int AS n FROM ware_inbound_order
      WHERE is_deleted = 0 AND ($1::bigint IS NULL OR store_id = $1) GROUP BY status
     UNION ALL
     SELECT 'pushStatus', push_status::text, count(*)::int FROM ware_inbound_order
      WHERE is_deleted = 0 AND ($1::bigint IS NULL OR store_id = $1) GROUP BY push_status`,
    [storeId ?? null],
  )
  const of = (kind: string) => Object.fromEntries(rows.filter((r) => r.kind === kind).map((r) => [r.key, r.n]))
  const status = of('status')
  return { total: Object.values(status).reduce((sum, n) => sum + Number(n), 0), status, pushStatus: of('pushStatus') }
}

/** Third-party warehouses: run through an API (dictionary store_operation_mode). */
const THIRD_PARTY_API = 2

/**
 * Queues inbound orders for their third-party warehouse's system (the push action, push status 2);
 * refused, naming the order and warehouse, when one is in a warehouse not run through such a system.
 */
export async function pushToThirdStore(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  const [own] = await tx.query<{ code: string; store: string }>(
    `SELECT o.code, s.name AS store FROM ware_inbound_order o
       JOIN erp_base_store s ON s.id = o.store_id AND s.tenant_id = o.tenant_id
      WHERE o.id = ANY($1::bigint[]) AND coalesce(s.operation_mode, 0) <> $2 LIMIT 1`,
    [ids, THIRD_PARTY_API],
  )
  if (own) throw new AppError('VALIDATION', 'inventory.notThirdPartyStore', own)
  await runAction(tx, actor, inboundRecordActions.push, ids, {})
}
